import { formatInteger } from '../../lib/numberFormat';
import { lazy, Suspense, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useListAdsQuery, useListCategoriesQuery } from '../../api/ads';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { apiErrorCode } from '../../lib/apiErrors';
import { formatReaisInput, parseCents } from '../../lib/money';
import AdCard from '../../components/AdCard';
import { UF_CODES, WHOLE_COUNTRY } from '../../lib/states';
import StateCombobox from '../../components/StateCombobox';
import { stateSelected } from '../../api/states';
import { useAppDispatch } from '../../app/hooks';
import AdsEmpty from './AdsEmpty';
import { ORDERING_LABELS } from './format';
import { PAGE_SIZE, readParams, type AdsPageState } from './adListParams';
import { SEARCH_MAX_LENGTH } from '../../lib/search';
import Pager from '../../components/Pager';
import AdGridPlaceholder from '../../components/AdGridPlaceholder';
import grid from '../../components/AdGrid.module.css';
import styles from './AdsPage.module.css';
import button from '../../components/Button.module.css';
import { useToast } from '../../components/Toast';
import { defaultSearchName } from '../../lib/savedSearchWords';
import type { SavedSearchQuery } from '../../api/savedSearches';
import type { AdListParams } from '../../api/ads';
import { useSavePendingSearch } from './useSavePendingSearch';

// Loaded when "Salvar busca" is pressed: the first visit to /ads does not carry it.
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog'));

/** The listing's parameters as a saved search keeps them (the API's names, no paging). */
function savedQuery(p: AdListParams): SavedSearchQuery {
  const q: SavedSearchQuery = {
    search: p.search,
    state_code: p.stateCode,
    category: p.category,
    min_price: p.minPrice,
    max_price: p.maxPrice,
    is_service: p.isService,
    tribe: p.tribe,
    ordering: p.ordering,
  };
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as SavedSearchQuery;
}

const TYPES = [
  { value: 'all', label: 'Todos' },
  { value: 'true', label: 'Serviços' },
  { value: 'false', label: 'Produtos' },
] as const;

type PriceKey = 'min_price' | 'max_price';

/** A price filter in its field: "1.500", "99,90" (the URL has it in reais: 1500, 99.9). */
const priceText = (reais: number | undefined) =>
  reais === undefined ? undefined : formatReaisInput(Math.round(reais * 100), { wholeReais: true });

/**
 * /ads: search, filters and results. Plain React + CSS with the browser's own controls (no antd):
 * this is where people land from a search or a shared link, and antd's code and styles would be
 * most of its load and its long tasks (bench:lighthouse's TBT goal). The URL is the state of the
 * page.
 */
export default function AdsPage() {
  const [sp, setSp] = useSearchParams();
  const params = useMemo(() => readParams(sp), [sp]);
  // Mínimo above Máximo can find nothing: said on the filters, and the API is not asked. Not swapped:
  // the user is often on the way to changing the other one, and a silent swap would undo that.
  const inverted = params.minPrice !== undefined && params.maxPrice !== undefined && params.minPrice > params.maxPrice;
  const { data, currentData, isFetching, isError, error, refetch } = useListAdsQuery(params, { skip: inverted });
  // A link to a page that no longer exists (fewer ads since it was shared): its first page instead
  // of an error that "Tentar de novo" could never mend.
  const pastTheEnd = isError && (params.page ?? 1) > 1 && apiErrorCode(error) === 'invalid_page';
  useEffect(() => {
    if (!pastTheEnd) return;
    const next = new URLSearchParams(sp);
    next.delete('page');
    setSp(next, { replace: true });
  }, [pastTheEnd, sp, setSp]);
  const { data: categories } = useListCategoriesQuery();
  // A category and a search name themselves in the heading and the tab: "Diarista",
  // "Resultados para “pintor” em Pintor".
  const categoryName = params.category && categories?.find((c) => c.slug === params.category)?.name;
  const searched = params.search && `“${params.search}”${categoryName ? ` em ${categoryName}` : ''}`;
  useDocumentTitle(searched ? `${searched} — Anúncios` : categoryName ? `${categoryName} — Anúncios` : 'Anúncios');
  const { toast, region } = useToast();
  const dispatch = useAppDispatch();
  useSavePendingSearch(toast);
  const [saving, setSaving] = useState(false);
  const query = useMemo(() => savedQuery(params), [params]);
  const canSave = Object.keys(query).some((k) => k !== 'ordering');
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as AdsPageState | null)?.notice;
  useEffect(() => {
    if (!notice) return;
    toast.success(notice);
    // Said once: going back to this entry or reloading does not say it again.
    void navigate({ search: location.search }, { replace: true, state: null });
  }, [notice, toast, navigate, location.search]);

  /** Sets (or clears) query parameters; any filter change goes back to page 1. */
  const update = (changes: Record<string, string | number | undefined | null>) => {
    const next = new URLSearchParams(sp);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === null || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if ('state_code' in changes) next.delete('state');
    if (!('page' in changes)) next.delete('page');
    setSp(next);
  };

  /** Price fields whose text is not an amount: kept as typed, with a hint, the URL unchanged. */
  const [unreadable, setUnreadable] = useState<Partial<Record<PriceKey, boolean>>>({});
  /** Bumped by "Limpar filtros": the price fields start again even when their URL value was already empty. */
  const [resets, setResets] = useState(0);
  const priceHintId = useId();
  const clearFilters = () => {
    setUnreadable({});
    setResets((n) => n + 1);
    setSp(new URLSearchParams());
  };

  /** Typed the Brazilian way ("1.500" is 1500, "99,90" is 99.9: lib/money.ts), put in the URL in reais. */
  const commitPrice = (key: PriceKey, typed: string, current: number | undefined) => {
    const cents = parseCents(typed);
    setUnreadable((u) => (Boolean(u[key]) === (cents === null) ? u : { ...u, [key]: cents === null }));
    if (cents === null) return;
    if (cents !== (current === undefined ? undefined : Math.round(current * 100)))
      update({ [key]: cents === undefined ? undefined : cents / 100 });
  };
  const priceHint =
    unreadable.min_price || unreadable.max_price
      ? 'Digite o preço em reais, como 1.500 ou 99,90.'
      : inverted
        ? 'O mínimo é maior que o máximo.'
        : undefined;
  /** The search is sent (Enter in its field, or its button); the other filters apply as they change. */
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const field = e.currentTarget.elements.namedItem('search') as HTMLInputElement;
    update({ search: field.value.trim() || undefined });
  };
  const hasFilters = [...sp.keys()].some((k) => k !== 'page');
  const count = data?.count ?? 0;
  const type = params.isService === undefined ? 'all' : params.isService ? 'true' : 'false';
  const ordering = params.ordering ?? (params.search ? 'relevance' : '-created_at');

  return (
    <div className={styles.page}>
      {region}
      <h1 className={styles.title}>{searched ? `Resultados para ${searched}` : categoryName || 'Anúncios'}</h1>

      {/* A GET form to /ads with the filters' names: before the app has started on a slow phone,
          a search the user sends still lands on its results (the browser submits it). */}
      <form className={styles.card} role="search" aria-label="Filtros" action={paths.ads()} onSubmit={onSubmit}>
        {params.tribe && <input type="hidden" name="tribe" value={params.tribe} />}
        {params.isService !== undefined && <input type="hidden" name="is_service" value={String(params.isService)} />}
        <div className={styles.filters}>
          <div className={styles.find}>
            <div className={`${styles.field} ${styles.search}`} data-filter="search">
              <input
                key={params.search ?? ''}
                type="search"
                name="search"
                className={styles.input}
                maxLength={SEARCH_MAX_LENGTH}
                defaultValue={params.search}
                placeholder="O que você procura?"
                aria-label="Buscar anúncios"
                enterKeyHint="search"
              />
              <button type="submit" className={styles.searchButton} aria-label="Buscar">
                <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor">
                  <circle cx="11" cy="11" r="7" strokeWidth="2" />
                  <path d="M20 20l-4-4" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </div>
            <div className={`${styles.field} ${styles.wide}`} data-filter="category">
              <select
                aria-label="Categoria"
                name="category"
                className={styles.select}
                value={params.category ?? ''}
                onChange={(e) => update({ category: e.target.value })}
              >
                <option value="">Todas as categorias</option>
                {categories?.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field} data-filter="state">
              <StateCombobox
                id="ads-state"
                name="state_code"
                className={styles.stateBox}
                inputClassName={styles.stateInput}
                value={params.stateCode ?? WHOLE_COUNTRY}
                states={UF_CODES}
                onChange={(code) => {
                  dispatch(stateSelected(code));
                  update({ state_code: code });
                }}
              />
            </div>
            <div className={styles.field} data-filter="ordering">
              <select
                aria-label="Ordenar por"
                name="ordering"
                className={styles.select}
                value={ordering}
                onChange={(e) => update({ ordering: e.target.value })}
              >
                {Object.entries(ORDERING_LABELS)
                  .filter(([k]) => k !== 'relevance' || params.search)
                  .map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
              </select>
            </div>
          </div>
          <div className={styles.narrow}>
            {(
              [
                ['min_price', 'Preço mínimo', 'Mínimo', params.minPrice],
                ['max_price', 'Preço máximo', 'Máximo', params.maxPrice],
              ] as const
            ).map(([key, label, placeholder, value]) => {
              const invalid = Boolean(unreadable[key]) || inverted;
              return (
                // A price applies when the user leaves the field or presses Enter, not at every digit
                // (one search and one history entry per price, not four for "1500"). Text, not
                // type="number": that one reads "1.500" as 1.5 and drops "99,90".
                <div
                  key={`${key}:${value ?? ''}:${resets}`}
                  className={`${styles.field} ${styles.price}${invalid ? ` ${styles.invalid}` : ''}`}
                  data-filter={key}
                >
                  <span className={styles.prefix} aria-hidden="true">
                    R$
                  </span>
                  <input
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    className={styles.input}
                    aria-label={label}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? priceHintId : undefined}
                    name={key}
                    placeholder={placeholder}
                    defaultValue={priceText(value)}
                    onBlur={(e) => commitPrice(key, e.target.value, value)}
                    onKeyDown={(e) => {
                      if (e.key !== 'Enter') return;
                      e.preventDefault();
                      commitPrice(key, e.currentTarget.value, value);
                    }}
                  />
                </div>
              );
            })}
            <div role="radiogroup" aria-label="Tipo" className={`${styles.segmented} ${styles.wide}`}>
              {TYPES.map((t) => (
                <button
                  key={t.value}
                  type="button"
                  role="radio"
                  aria-checked={type === t.value}
                  className={styles.segment}
                  onClick={() => update({ is_service: t.value === 'all' ? undefined : t.value })}
                >
                  {t.label}
                </button>
              ))}
            </div>
            {hasFilters && (
              <button
                type="button"
                className={`${styles.linkButton} ${styles.wide} ${styles.clear}`}
                onClick={clearFilters}
              >
                Limpar filtros
              </button>
            )}
            {priceHint && (
              <p id={priceHintId} role="alert" className={styles.priceHint}>
                {priceHint}
              </p>
            )}
          </div>
        </div>
      </form>

      {inverted ? (
        <div className={styles.empty}>
          <p>Ajuste a faixa de preço para ver os anúncios.</p>
        </div>
      ) : isError && !pastTheEnd ? (
        <div className={styles.empty}>
          <p>Não foi possível carregar os anúncios.</p>
          <button type="button" className={button.button} onClick={() => refetch()}>
            Tentar de novo
          </button>
        </div>
      ) : (
        <>
          {/* currentData: while another search loads, the previous answer's correction does not apply */}
          {params.search && currentData?.corrected_search && (
            <p className={styles.text}>
              Nenhum anúncio com “{params.search}”. Mostrando resultados para{' '}
              <strong>“{currentData.corrected_search}”</strong>.
            </p>
          )}
          <div className={styles.countRow}>
            <p className={styles.count} aria-live="polite">
              {data
                ? `${count >= 10000 ? 'Mais de 10.000' : formatInteger(count)} ${count === 1 ? 'anúncio encontrado' : 'anúncios encontrados'}`
                : 'Buscando anúncios...'}
            </p>
            {canSave && (
              <button type="button" className={`${button.button} ${styles.saveSearch}`} onClick={() => setSaving(true)}>
                <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor">
                  <path d="M6 3h12v18l-6-4-6 4z" strokeWidth="2" strokeLinejoin="round" />
                </svg>
                Salvar busca
              </button>
            )}
          </div>
          {saving && (
            <Suspense fallback={null}>
              <SaveSearchDialog
                query={query}
                defaultName={defaultSearchName(query, categoryName || undefined)}
                categoryName={categoryName || undefined}
                onClose={() => setSaving(false)}
                onSaved={(name) => {
                  setSaving(false);
                  toast.success(`Busca “${name}” salva. Veja em Meu perfil › Buscas salvas.`);
                }}
              />
            </Suspense>
          )}
          {!data || (isFetching && !data.results.length) ? (
            // Its own key: the result cards (keyed by ad id) never reuse a placeholder's node.
            <AdGridPlaceholder key="loading" count={8} />
          ) : data.results.length === 0 ? (
            <AdsEmpty params={params} searchParams={sp} onClear={hasFilters ? clearFilters : undefined} />
          ) : (
            <ul key="results" className={grid.grid} style={{ opacity: isFetching ? 0.6 : 1 }}>
              {data.results.map((ad, i) => (
                <li key={ad.id}>
                  {/* The first row is above the fold: loaded at once, the first picture (the LCP
                      element, preloaded by the server) before everything else. */}
                  <AdCard ad={ad} loading={i === 0 ? 'high' : i < 4 ? 'eager' : 'lazy'} />
                </li>
              ))}
            </ul>
          )}
          {count > PAGE_SIZE && (
            <Pager
              current={params.page ?? 1}
              pages={Math.ceil(Math.min(count, 10000) / PAGE_SIZE)}
              onChange={(p) => {
                update({ page: p > 1 ? p : undefined });
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
