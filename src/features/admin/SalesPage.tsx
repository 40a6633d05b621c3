import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useGetAdminPreferencesQuery,
  usePrefetchSales,
  useUpdateAdminPreferencesMutation,
  type AdminPreferences,
} from '../../api/admin';
import buttons from '../../components/Button.module.css';
import { SvgIcon } from '../../components/icons';
import StateCombobox from '../../components/StateCombobox';
import { STATE_NAMES } from '../../lib/states';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { ADMIN_ICONS, ANTD_VIEWBOX } from './adminIcons';
import ExportButtons from './ExportButtons';
import { DEFAULT_SALE_COLUMNS, FIXED_SALE_COLUMNS, SALE_COLUMNS } from './columns';
import SalesResults from './SalesResults';
import { METHOD_LABEL, STATUS_LABEL } from './format';
import { argsFromParams, exportParams, PERIODS, PHONE_ORDERINGS, withParams } from './salesParams';
import { usePlansQuery } from './usePlans';
import styles from './Admin.module.css';
import own from './SalesPage.module.css';

const HIDEABLE = SALE_COLUMNS.filter((c) => !FIXED_SALE_COLUMNS.includes(c.key));
const STATE_CODES = Object.keys(STATE_NAMES);
const STATUS_OPTIONS = Object.entries(STATUS_LABEL).map(([value, label]) => ({ value, label }));
const METHOD_OPTIONS = Object.entries(METHOD_LABEL).map(([value, label]) => ({ value, label }));
const PROVIDER_OPTIONS = [
  { value: 'stripe', label: 'Stripe' },
  { value: 'local', label: 'Teste local' },
];

type Changes = Record<string, string | number | undefined | null>;

/**
 * A filter's list (a native select, drawn as antd's): its first choice is no filter, named as the
 * field (antd's placeholder, in its grey while chosen).
 */
function FilterSelect({
  label,
  value,
  options,
  width,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  width: number;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <select
      aria-label={label}
      className={value ? own.control : `${own.control} ${own.empty}`}
      style={{ width }}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
    >
      <option value="">{label}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** "49,90" or "49.90" as a number; '' as no value; anything else (or below zero) as not a number yet. */
function parseAmount(text: string): number | undefined | null {
  const t = text.trim().replace(',', '.');
  if (!t) return undefined;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : null;
}
const amountText = (v: number | undefined) => (v == null ? '' : String(v).replace('.', ','));

/** An amount in R$ (the decimal comma of Brazil): each valid keystroke filters, as antd's InputNumber did. */
function AmountInput({
  label,
  placeholder,
  value,
  onValue,
  invalid,
  describedBy,
}: {
  label: string;
  placeholder: string;
  value: number | undefined;
  onValue: (v: number | undefined) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [text, setText] = useState(() => amountText(value));
  // The URL changed by itself (back, "Limpar filtros"): the field follows it (during the render,
  // not in an effect after it).
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (parseAmount(text) !== value) setText(amountText(value));
  }
  return (
    <input
      type="text"
      inputMode="decimal"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      placeholder={placeholder}
      className={invalid ? `${own.control} ${own.invalid}` : own.control}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const n = parseAmount(e.target.value);
        if (n !== null && n !== value) onValue(n);
      }}
      onBlur={() => setText(amountText(value))}
    />
  );
}

/** "Colunas": which columns this staff member sees (a popover of checkboxes, kept on the server). */
function ColumnChooser({ shown, onChoose }: { shown: string[]; onChoose: (columns: string[] | null) => void }) {
  const [savePrefs] = useUpdateAdminPreferencesMutation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);
  // The choice shows at once and stays, whatever answer of the saved preference comes after it
  // (the page's first request for it may still be on its way); a refused save puts it back.
  const choose = (key: string, on: boolean) => {
    const columns = SALE_COLUMNS.map((c) => c.key).filter((k) =>
      k === key ? on : shown.includes(k) || FIXED_SALE_COLUMNS.includes(k),
    ) as NonNullable<AdminPreferences['sales_columns']>;
    onChoose(columns);
    savePrefs({ body: { sales_columns: columns } })
      .unwrap()
      .catch(() => onChoose(null));
  };
  return (
    <div
      ref={box}
      className={own.chooser}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={buttons.button}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <SvgIcon path={ADMIN_ICONS.setting} viewBox={ANTD_VIEWBOX} size={14} />
        Colunas
      </button>
      {open && (
        <div id={panelId} className={own.popover} role="group" aria-labelledby={`${panelId}-title`}>
          <p className={own.popoverTitle} id={`${panelId}-title`}>
            Colunas visíveis
          </p>
          <div className={own.checks}>
            {HIDEABLE.map((c) => (
              <label key={c.key}>
                <input
                  type="checkbox"
                  checked={shown.includes(c.key)}
                  onChange={(e) => choose(c.key, e.target.checked)}
                />
                {c.title}
              </label>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

/** /admin/sales: the sales table, every filter and the sort in the URL, totals of the filtered set. */
export default function SalesPage() {
  useDocumentTitle('Vendas');
  const [params, setParams] = useSearchParams();
  const args = useMemo(() => argsFromParams(params), [params]);
  // A minimum above the maximum is said on the field, and nothing is asked of the server.
  const amountsCrossed = args.minAmount != null && args.maxAmount != null && args.minAmount > args.maxAmount;
  const plans = usePlansQuery();
  const planOptions = useMemo(() => plans.map((p) => ({ value: p.id, label: p.name })), [plans]);
  // The columns this staff member chose (kept on the server, per member), else the default ones.
  const { data: prefs } = useGetAdminPreferencesQuery();
  const phone = useMediaQuery('(max-width: 767px)');
  const [search, setSearch] = useState(args.search ?? '');

  const prefetch = usePrefetchSales();
  /**
   * A new view (filter, sort, page): its sales are asked for at once, before the page renders the
   * change (the query would ask only after that render), then the URL changes. The same function
   * until the URL changes (the results part is memoized on its props).
   */
  const set = useCallback(
    (changes: Changes) => {
      const next = withParams(params, changes);
      const nextArgs = argsFromParams(next);
      if (nextArgs.minAmount == null || nextArgs.maxAmount == null || nextArgs.minAmount <= nextArgs.maxAmount) {
        prefetch(nextArgs);
      }
      setParams(next);
    },
    [params, setParams, prefetch],
  );
  // The same array until the choice changes.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const shown: string[] = useMemo(
    () => chosen ?? prefs?.sales_columns ?? DEFAULT_SALE_COLUMNS,
    [chosen, prefs?.sales_columns],
  );
  const period = params.get('period') ?? '';
  const searchNow = (text: string) => set({ search: text.trim() || undefined });
  return (
    <section aria-labelledby="sales-title" className={own.links}>
      <div className={styles.pageHeader}>
        <h1 id="sales-title" className={own.title}>
          Vendas
        </h1>
        <ExportButtons path="/api/v1/admin/sales/export/" params={exportParams(args)} what="as vendas filtradas" />
      </div>

      <div className={styles.filters} role="search" aria-label="Filtros das vendas">
        <select
          aria-label="Período"
          className={own.control}
          style={{ width: 160 }}
          value={period || 'all'}
          onChange={(e) =>
            set({
              period: e.target.value === 'all' ? undefined : e.target.value,
              date_from: undefined,
              date_to: undefined,
            })
          }
        >
          <option value="all">Todo o período</option>
          {PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
        {period === 'custom' && (
          <span className={own.dates}>
            <label htmlFor="sales-date-from" className={styles.visuallyHidden}>
              Data inicial
            </label>
            <input
              id="sales-date-from"
              type="date"
              className={own.control}
              value={params.get('date_from') ?? ''}
              max={params.get('date_to') ?? undefined}
              onChange={(e) => set({ period: 'custom', date_from: e.target.value || undefined })}
            />
            <span aria-hidden="true">→</span>
            <label htmlFor="sales-date-to" className={styles.visuallyHidden}>
              Data final
            </label>
            <input
              id="sales-date-to"
              type="date"
              className={own.control}
              value={params.get('date_to') ?? ''}
              min={params.get('date_from') ?? undefined}
              onChange={(e) => set({ period: 'custom', date_to: e.target.value || undefined })}
            />
          </span>
        )}
        <FilterSelect
          label="Situação"
          width={140}
          value={args.status}
          options={STATUS_OPTIONS}
          onChange={(v) => set({ status: v })}
        />
        <FilterSelect
          label="Plano"
          width={160}
          value={args.plan}
          options={planOptions}
          onChange={(v) => set({ plan: v })}
        />
        <FilterSelect
          label="Forma de pagamento"
          width={200}
          value={args.method}
          options={METHOD_OPTIONS}
          onChange={(v) => set({ method: v })}
        />
        <FilterSelect
          label="Provedor"
          width={130}
          value={args.provider}
          options={PROVIDER_OPTIONS}
          onChange={(v) => set({ provider: v })}
        />
        <StateCombobox
          id="sales-state"
          className={own.state}
          value={args.state ?? ''}
          states={STATE_CODES}
          withNames
          emptyLabel="Todos os estados"
          placeholder="Estado"
          onChange={(code) => set({ state: code || undefined })}
        />
        <span className={own.search}>
          <input
            type="search"
            aria-label="Cliente (usuário ou e-mail)"
            placeholder="Usuário ou e-mail"
            className={own.control}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              // Emptied (the field's ×, or every letter erased): no search.
              if (!e.target.value && args.search) set({ search: undefined });
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') searchNow(search);
            }}
          />
          <button
            type="button"
            className={`${buttons.button} ${buttons.icon}`}
            aria-label="Buscar cliente"
            onClick={() => searchNow(search)}
          >
            <SvgIcon path={ADMIN_ICONS.search} viewBox={ANTD_VIEWBOX} size={14} />
          </button>
        </span>
        <span className={own.amounts}>
          <AmountInput
            label="Valor mínimo (R$)"
            placeholder="R$ mín."
            value={args.minAmount}
            onValue={(v) => set({ min_amount: v })}
          />
          <AmountInput
            label="Valor máximo (R$)"
            placeholder="R$ máx."
            value={args.maxAmount}
            invalid={amountsCrossed}
            describedBy={amountsCrossed ? 'sales-amount-error' : undefined}
            onValue={(v) => set({ max_amount: v })}
          />
        </span>
        {phone ? (
          <select
            aria-label="Ordenar por"
            className={own.control}
            style={{ width: 170 }}
            value={args.ordering ?? '-created_at'}
            onChange={(e) =>
              set({ ordering: e.target.value === '-created_at' ? undefined : e.target.value, page: undefined })
            }
          >
            {PHONE_ORDERINGS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : (
          <ColumnChooser shown={shown} onChoose={setChosen} />
        )}
        {params.toString() && (
          <button
            type="button"
            className={own.link}
            onClick={() => {
              setSearch('');
              setParams(new URLSearchParams());
            }}
          >
            Limpar filtros
          </button>
        )}
      </div>

      <SalesResults args={args} amountsCrossed={amountsCrossed} shown={shown} phone={phone} onChange={set} />
    </section>
  );
}
