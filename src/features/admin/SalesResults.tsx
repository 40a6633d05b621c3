import { memo, useMemo, useRef } from 'react';
import { Alert, Pagination, Table } from 'antd';
import type { SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import { useListAdminSalesQuery, type Sale, type SalesArgs } from '../../api/admin';
import { apiErrorMessage as messageOf, apiFieldErrors } from '../../lib/apiErrors';
import { EXPAND_COLUMN_WIDTH, SALE_COLUMNS } from './columns';
import SaleCards from './SaleCards';
import SaleEvents from './SaleEvents';
import { formatInt, salesTotalsText } from './format';
import { PAGE_SIZES } from './salesParams';
import { useProgressiveList } from '../../lib/useProgressiveList';
import styles from './Admin.module.css';

const AMOUNTS_CROSSED = 'O valor mínimo não pode ser maior que o máximo.';

/** The server's field messages when it gives them (not only "Verifique os campos destacados."). */
function errorText(error: unknown): string {
  const fields = Object.values(apiFieldErrors(error)).flat();
  return fields.length ? fields.join(' ') : messageOf(error);
}

type Changes = Record<string, string | number | undefined | null>;

const expandable = {
  expandedRowRender: (s: Sale) => <SaleEvents id={s.id} />,
  columnWidth: EXPAND_COLUMN_WIDTH,
  // The expand buttons' column, named for screen readers (the header stays empty to the eye).
  columnTitle: <span className={styles.visuallyHidden}>Histórico</span>,
};
const tableLocale = { emptyText: 'Nenhuma venda com esses filtros.' };
/** One empty list for every render without rows: a new [] each time is new data to the table. */
const NO_SALES: Sale[] = [];
/** Rows rendered per task (lib/useProgressiveList): a screenful of the table at 1366x768. */
const ROWS_PER_TASK = 15;
const pagerLocale = { items_per_page: '/ página' };
const showTotal = (total: number, [a, b]: [number, number]) =>
  `${formatInt(a)}–${formatInt(b)} de ${formatInt(total)} vendas`;

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
  // The rows of the view before are not kept under the spinner while the next one loads: the
  // spinner's veil over 50 rows made the next paint after a key or a click 3-4 times slower
  // (bench:sales-inp's keyboard paging INP), where an empty table paints at once.
  const { currentData: data, isFetching, error } = useListAdminSalesQuery(args, { skip: amountsCrossed });
  const rows = useProgressiveList(data?.results ?? NO_SALES, ROWS_PER_TASK);
  const tableTop = useRef<HTMLDivElement>(null);

  const columns = useMemo(
    () =>
      SALE_COLUMNS.filter((c) => shown.includes(String(c.key))).map((c) => ({
        ...c,
        sortOrder:
          args.ordering === c.key
            ? ('ascend' as const)
            : args.ordering === `-${String(c.key)}`
              ? ('descend' as const)
              : null,
      })),
    [shown, args.ordering],
  );
  // As wide as the columns shown: no sideways scroll when the screen has the room. No animated
  // scroll of the table's body to its first row on a sort or page change: the body has no vertical
  // scroll of its own (the page scrolls to the table's top itself), and antd's 450 ms animation
  // forces a layout in every frame while the new rows render.
  const scroll = useMemo(
    () => ({
      x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), EXPAND_COLUMN_WIDTH),
      scrollToFirstRowOnChange: false,
    }),
    [columns],
  );
  const count = data?.count ?? 0;
  const pager = useMemo(
    () => ({
      current: args.page,
      pageSize: args.pageSize,
      total: count,
      pageSizeOptions: PAGE_SIZES,
      showSizeChanger: true,
      showTotal,
      locale: pagerLocale,
    }),
    [args.page, args.pageSize, count],
  );

  function onTableChange(p: TablePaginationConfig, _f: unknown, sorter: SorterResult<Sale> | SorterResult<Sale>[]) {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const ordering = s?.order ? `${s.order === 'descend' ? '-' : ''}${String(s.columnKey)}` : undefined;
    const sortChanged = (ordering ?? '') !== (args.ordering ?? '');
    // Another page from the pager under the table: its first rows, not its last, in view.
    if (p.current !== args.page) tableTop.current?.scrollIntoView({ block: 'start' });
    onChange({
      ordering,
      page: sortChanged ? undefined : p.current === 1 ? undefined : p.current,
      page_size: p.pageSize === 50 ? undefined : p.pageSize,
    });
  }

  const totalsText = data ? salesTotalsText(data.totals) : null;
  return (
    <>
      {amountsCrossed ? (
        <Alert
          id="sales-amount-error"
          type="error"
          showIcon
          role="alert"
          title={AMOUNTS_CROSSED}
          style={{ marginBottom: 12 }}
        />
      ) : error ? (
        <Alert type="error" showIcon title={errorText(error)} style={{ marginBottom: 12 }} />
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
        <>
          <SaleCards sales={data?.results ?? NO_SALES} loading={isFetching} />
          <Pagination
            className={styles.salesPager}
            simple
            {...pager}
            showTotal={undefined}
            onChange={(page, pageSize) => {
              tableTop.current?.scrollIntoView({ block: 'start' });
              onChange({ page: page === 1 ? undefined : page, page_size: pageSize === 50 ? undefined : pageSize });
            }}
          />
        </>
      ) : (
        <Table<Sale>
          size="small"
          rowKey="id"
          loading={isFetching}
          columns={columns}
          dataSource={rows as Sale[]}
          scroll={scroll}
          onChange={onTableChange}
          locale={tableLocale}
          expandable={expandable}
          pagination={pager}
        />
      )}
    </>
  );
}

export default memo(SalesResults);
