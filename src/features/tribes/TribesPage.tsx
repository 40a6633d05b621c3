import { useMemo, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListCategoriesQuery } from '../../api/ads';
import { useListTribesQuery, type ListTribesParams } from '../../api/tribes';
import { paths } from '../../app/paths';
import button from '../../components/Button.module.css';
import ButtonLink from '../../components/ButtonLink';
import MyTribes from '../../components/MyTribes';
import Pager from '../../components/Pager';
import TribeGrid from '../../components/TribeGrid';
import { TribeIcon } from '../../components/tribeIcons';
import { UF_CODES, stateLabel } from '../../lib/states';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import styles from './TribesPage.module.css';

const PAGE_SIZE = 12;

/** The discovery filters live in the URL: a search can be shared and the back button restores it. */
function readParams(sp: URLSearchParams): ListTribesParams {
  const page = Number(sp.get('page'));
  return {
    search: sp.get('search')?.trim() || undefined,
    state: sp.get('state') || undefined,
    category: sp.get('category') || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

/** /tribes (signed in): my tribes first, then discovery with search, state and category. Plain React + CSS. */
export default function TribesPage() {
  useDocumentTitle('Tribos');
  const [sp, setSp] = useSearchParams();
  const params = useMemo(() => readParams(sp), [sp]);
  const discover = useListTribesQuery(params);
  const { data: categories } = useListCategoriesQuery();

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(sp);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in changes)) next.delete('page');
    setSp(next, { replace: !('page' in changes) });
  };
  const filtered = Boolean(params.search || params.state || params.category);
  /** Enter in the field or "Buscar" sends the search. */
  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const field = e.currentTarget.elements.namedItem('search') as HTMLInputElement;
    update({ search: field.value.trim() });
  };
  const count = discover.currentData?.count ?? 0;

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>Tribos</h1>
          <p className={styles.lead}>Comunidades locais e de nicho que indicam os anúncios em que confiam.</p>
        </div>
        <ButtonLink to={paths.tribeCreate()} type="primary" size="large" icon={<TribeIcon name="plus" />}>
          Criar tribo
        </ButtonLink>
      </div>

      <section className={styles.section} aria-labelledby="my-tribes">
        <h2 id="my-tribes" className={styles.sectionTitle}>
          Minhas tribos
        </h2>
        <MyTribes emptyAction={<span className={styles.hint}>Encontre uma tribo abaixo ou crie a sua.</span>} />
      </section>

      <section className={styles.section} aria-labelledby="discover-tribes">
        <h2 id="discover-tribes" className={styles.sectionTitle}>
          Descobrir tribos
        </h2>
        <div className={styles.filters} role="search" aria-label="Filtrar tribos">
          <form className={styles.search} onSubmit={onSearch}>
            <input
              key={params.search ?? ''}
              type="search"
              name="search"
              className={styles.searchInput}
              defaultValue={params.search}
              placeholder="Buscar por nome ou assunto"
              aria-label="Buscar tribos"
              enterKeyHint="search"
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                update({ search: e.currentTarget.value.trim() });
              }}
              onChange={(e) => {
                // The field's own clear button (×) empties it without a key: the search clears too.
                if (!e.target.value && params.search && !(e.nativeEvent as InputEvent).inputType)
                  update({ search: undefined });
              }}
            />
            <button type="submit" className={`${button.button} ${button.primary} ${styles.searchButton}`}>
              Buscar
            </button>
          </form>
          <select
            aria-label="Estado"
            className={styles.select}
            value={params.state ?? ''}
            onChange={(e) => update({ state: e.target.value })}
          >
            <option value="">Todos os estados</option>
            {UF_CODES.map((uf) => (
              <option key={uf} value={uf}>
                {stateLabel(uf)}
              </option>
            ))}
          </select>
          <select
            aria-label="Categoria"
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
        <TribeGrid
          label="Tribos encontradas"
          tribes={discover.currentData?.results}
          isLoading={discover.isFetching && !discover.currentData}
          error={discover.error}
          onRetry={() => void discover.refetch()}
          empty={
            filtered
              ? {
                  description: 'Nenhuma tribo com esses filtros.',
                  action: (
                    <button type="button" className={button.button} onClick={() => setSp(new URLSearchParams())}>
                      Limpar filtros
                    </button>
                  ),
                }
              : {
                  description: 'Ainda não há tribos por aqui. Que tal criar a primeira?',
                  action: (
                    <ButtonLink to={paths.tribeCreate()} type="primary">
                      Criar tribo
                    </ButtonLink>
                  ),
                }
          }
        />
        {count > PAGE_SIZE ? (
          <Pager
            current={params.page ?? 1}
            pages={Math.ceil(count / PAGE_SIZE)}
            onChange={(page) => update({ page })}
          />
        ) : null}
      </section>
    </div>
  );
}
