import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useListAdminSalesQuery, type Sale, type SalesArgs } from '../../api/admin';
import { Notice } from '../../components/form/Notice';
import Pager from '../../components/Pager';
import { apiErrorMessage as messageOf, apiFieldErrors } from '../../lib/apiErrors';
import { useProgressiveList } from '../../lib/useProgressiveList';
import { EXPAND_COLUMN_WIDTH, SALE_COLUMNS, type SaleColumn } from './columns';
import SaleCards from './SaleCards';
import SaleEvents from './SaleEvents';
import { formatInt, salesTotalsText } from './format';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './salesParams';
import styles from './Admin.module.css';
import own from './SalesPage.module.css';
import table from './PlainTable.module.css';

const AMOUNTS_CROSSED = 'O valor mínimo não pode ser maior que o máximo.';
const EMPTY_TEXT = 'Nenhuma venda com esses filtros.';

/** The server's field messages when it gives them (not only "Verifique os campos destacados."). */
function errorText(error: unknown): string {
  const fields = Object.values(apiFieldErrors(error)).flat();
  return fields.length ? fields.join(' ') : messageOf(error);
}

type Changes = Record<string, string | number | undefined | null>;

/** One empty list for every render without rows: a new [] each time is new data to the list. */
const NO_SALES: Sale[] = [];
/** Rows rendered per task (lib/useProgressiveList): a screenful of the table at 1366x768. */
const ROWS_PER_TASK = 15;

/** A header's click: ascending, then descending, then the default order (antd's sort cycle). */
function nextOrdering(key: string, ordering: string | undefined): string | undefined {
  if (ordering === key) return `-${key}`;
  if (ordering === `-${key}`) return undefined;
  return key;
}

const SortCarets = ({ order }: { order: 'ascending' | 'descending' | undefined }) => (
  <span className={own.carets} aria-hidden="true">
    <svg viewBox="0 0 1024 1024" fill="currentColor" className={order === 'ascending' ? own.caretOn : undefined}>
      <path d="M858.9 689L530.5 308.2c-9.4-10.9-27.5-10.9-37 0L165.1 689c-12.2 14.2-1.2 35 18.5 35h656.8c19.7 0 30.7-20.8 18.5-35z" />
    </svg>
    <svg viewBox="0 0 1024 1024" fill="currentColor" className={order === 'descending' ? own.caretOn : undefined}>
      <path d="M840.4 300H183.6c-19.7 0-30.7 20.8-18.5 35l328.4 380.8c9.4 10.9 27.5 10.9 37 0L858.9 335c12.2-14.2 1.2-35-18.5-35z" />
    </svg>
  </span>
);

const cellClass = (c: SaleColumn, sortedKey: string | undefined) =>
  [c.numeric && table.numeric, c.ellipsis && own.ellipsis, c.key === sortedKey && own.sortedCell]
    .filter(Boolean)
    .join(' ') || undefined;

/** A sale's row, and under it its provider events when expanded; memoized: a page re-renders only what changed. */
const SaleRow = memo(function SaleRow({
  sale,
  columns,
  sortedKey,
  expanded,
  onToggle,
}: {
  sale: Sale;
  columns: SaleColumn[];
  sortedKey: string | undefined;
  expanded: boolean;
  onToggle: (id: number) => void;
}) {
  return (
    <>
      <tr data-row-key={sale.id}>
        <td className={own.expandCell}>
          <button
            type="button"
            className={own.expand}
            aria-label={expanded ? 'Recolher linha' : 'Expandir linha'}
            aria-expanded={expanded}
            onClick={() => onToggle(sale.id)}
          />
        </td>
        {columns.map((c) => (
          <td key={c.key} className={cellClass(c, sortedKey)}>
            {c.cell(sale)}
          </td>
        ))}
      </tr>
      {expanded && (
        <tr className={own.expanded}>
          <td colSpan={columns.length + 1}>
            <SaleEvents id={sale.id} />
          </td>
        </tr>
      )}
    </>
  );
});

/**
 * The sales the filters find: the table (a card per sale on a phone), its totals and pager. It
 * holds the query, so the answer re-renders this part only, never the filters above it (memo: the
 * page passes the same props until a filter, the sort, the page or the columns change).
 */
function SalesResults({
  args,
  amountsCrossed,
  shown,
  phone,
  onChange,
}: {
  args: SalesArgs;
  /** A minimum above the maximum: said here, and nothing is asked of the server. */
  amountsCrossed: boolean;
  /** The columns shown (the staff member's choice). */
  shown: string[];
  phone: boolean;
  /** Changes the view's params (filters, sort, page). */
  onChange: (changes: Changes) => void;
}) {
  // currentData: what the current filters found (a failed query shows no rows of the ones before).
  // The rows of the view before are not kept under the spinner while the next one loads: an empty
  // table paints at once after a key or a click (bench:sales-inp's keyboard paging INP).
  const { currentData: data, isFetching, error } = useListAdminSalesQuery(args, { skip: amountsCrossed });
  const rows = useProgressiveList(data?.results ?? NO_SALES, ROWS_PER_TASK);
  const tableTop = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback(
    (id: number) =>
      setExpanded((before) => {
        const next = new Set(before);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const columns = useMemo(() => SALE_COLUMNS.filter((c) => shown.includes(c.key)), [shown]);
  // As wide as the columns shown: no sideways scroll when the screen has the room.
  const width = columns.reduce((sum, c) => sum + c.width, EXPAND_COLUMN_WIDTH);
  const sortedKey = args.ordering?.replace(/^-/, '');
  const order = args.ordering?.startsWith('-') ? 'descending' : 'ascending';
  const count = data?.count ?? 0;
  const page = args.page ?? 1;
  const size = args.pageSize ?? DEFAULT_PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(count / size));

  const sortBy = (key: string) => onChange({ ordering: nextOrdering(key, args.ordering), page: undefined });
  const goTo = (to: number) => {
    // Another page from the pager under the table: its first rows, not its last, in view.
    tableTop.current?.scrollIntoView({ block: 'start' });
    onChange({ page: to === 1 ? undefined : to });
  };
  const pageSize = (to: number) => onChange({ page: undefined, page_size: to === DEFAULT_PAGE_SIZE ? undefined : to });

  const totalsText = data ? salesTotalsText(data.totals) : null;
  const first = (page - 1) * size + 1;
  const last = Math.min(page * size, count);
  const pager = count > 0 && (
    <div className={phone ? `${own.pagerRow} ${own.phonePager}` : own.pagerRow}>
      {!phone && <span>{`${formatInt(first)}–${formatInt(last)} de ${formatInt(count)} vendas`}</span>}
      <Pager current={page} pages={pages} onChange={goTo} />
      {!phone && (
        <select
          className={own.control}
          aria-label="Vendas por página"
          value={size}
          onChange={(e) => pageSize(Number(e.target.value))}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n} / página
            </option>
          ))}
        </select>
      )}
    </div>
  );

  return (
    <>
      {amountsCrossed ? (
        <div id="sales-amount-error">
          <Notice type="error" title={AMOUNTS_CROSSED} />
        </div>
      ) : error ? (
        <Notice type="error" title={errorText(error)} />
      ) : null}
      <div ref={tableTop} className={styles.tableTop} />
      {/* Above the rows on every screen, its line kept while the next answer loads: the table
          below never moves when the totals arrive. */}
      <div
        className={totalsText ? styles.salesTotals : `${styles.salesTotals} ${styles.salesTotalsPending}`}
        data-testid="sales-totals"
      >
        {totalsText ?? (isFetching ? 'Calculando os totais…' : '\u00a0')}
      </div>

      {phone ? (
        <SaleCards sales={data?.results ?? NO_SALES} loading={isFetching} />
      ) : (
        <div className={table.tableBox} role="region" aria-label="Tabela de vendas" tabIndex={0}>
          <table className={`${table.table} ${own.table}`} style={{ width }} aria-busy={isFetching || undefined}>
            <colgroup>
              <col style={{ width: EXPAND_COLUMN_WIDTH }} />
              {columns.map((c) => (
                <col key={c.key} style={{ width: c.width }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th scope="col">
                  {/* The expand buttons' column, named for screen readers (empty to the eye). */}
                  <span className={styles.visuallyHidden}>Histórico</span>
                </th>
                {columns.map((c) =>
                  c.sortable ? (
                    <th
                      key={c.key}
                      scope="col"
                      aria-sort={sortedKey === c.key ? order : undefined}
                      className={[own.sortable, sortedKey === c.key && own.sorted].filter(Boolean).join(' ')}
                      // The header's whole box sorts (its button too: the click reaches it here).
                      onClick={() => sortBy(c.key)}
                    >
                      <button
                        type="button"
                        className={own.sortButton}
                        style={c.numeric ? { justifyContent: 'flex-end' } : undefined}
                      >
                        {c.title}
                        <SortCarets order={sortedKey === c.key ? order : undefined} />
                      </button>
                    </th>
                  ) : (
                    <th key={c.key} scope="col" className={c.numeric ? table.numeric : undefined}>
                      {c.title}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className={isFetching && rows.length ? own.busy : undefined}>
              {rows.map((s) => (
                <SaleRow
                  key={s.id}
                  sale={s}
                  columns={columns}
                  sortedKey={sortedKey}
                  expanded={expanded.has(s.id)}
                  onToggle={toggle}
                />
              ))}
              {!rows.length && (
                <tr className={own.placeholderRow}>
                  <td colSpan={columns.length + 1} className={table.empty}>
                    {isFetching ? (
                      <>
                        <span className={own.spinner} aria-hidden="true" />
                        <span className={styles.visuallyHidden}>Carregando as vendas…</span>
                      </>
                    ) : (
                      EMPTY_TEXT
                    )}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {pager}
    </>
  );
}

export default memo(SalesResults);
