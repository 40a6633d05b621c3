import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  Grid,
  Input,
  InputNumber,
  Pagination,
  Popover,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import type { SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import { SearchOutlined, SettingOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import {
  useGetAdminPreferencesQuery,
  useListAdminSalesQuery,
  useUpdateAdminPreferencesMutation,
  type AdminPreferences,
  type Sale,
} from '../../api/admin';
import { usePlansQuery } from './usePlans';
import { apiErrorMessage as messageOf, apiFieldErrors } from '../../lib/apiErrors';
import { STATE_NAMES, STATE_SEARCH } from '../../lib/states';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import ExportButtons from './ExportButtons';
import { DEFAULT_SALE_COLUMNS, EXPAND_COLUMN_WIDTH, FIXED_SALE_COLUMNS, SALE_COLUMNS } from './columns';
import SaleCards from './SaleCards';
import SaleEvents from './SaleEvents';
import { formatInt, METHOD_LABEL, salesTotalsText, STATUS_LABEL } from './format';
import { argsFromParams, exportParams, PAGE_SIZES, PERIODS, PHONE_ORDERINGS, withParams } from './salesParams';
import styles from './Admin.module.css';

const HIDEABLE = SALE_COLUMNS.filter((c) => !FIXED_SALE_COLUMNS.includes(String(c.key))).map((c) => ({
  key: String(c.key),
  title: String(c.title),
}));

const AMOUNTS_CROSSED = 'O valor mínimo não pode ser maior que o máximo.';

/** The server's field messages when it gives them (not only "Verifique os campos destacados."). */
function errorText(error: unknown): string {
  const fields = Object.values(apiFieldErrors(error)).flat();
  return fields.length ? fields.join(' ') : messageOf(error);
}

/** /admin/sales: the sales table, every filter and the sort in the URL, totals of the filtered set. */
export default function SalesPage() {
  useDocumentTitle('Vendas');
  const [params, setParams] = useSearchParams();
  const args = useMemo(() => argsFromParams(params), [params]);
  // A minimum above the maximum is said on the field, and nothing is asked of the server.
  const amountsCrossed = args.minAmount != null && args.maxAmount != null && args.minAmount > args.maxAmount;
  // currentData: what the current filters found (a failed query shows no rows of the ones before).
  const { currentData: data, isFetching, error } = useListAdminSalesQuery(args, { skip: amountsCrossed });
  const tableTop = useRef<HTMLDivElement>(null);
  const plans = usePlansQuery();
  // The columns this staff member chose (kept on the server, per member), else the default ones.
  const { data: prefs } = useGetAdminPreferencesQuery();
  const [savePrefs] = useUpdateAdminPreferencesMutation();
  const shown: string[] = prefs?.sales_columns ?? DEFAULT_SALE_COLUMNS;
  const phone = !(Grid.useBreakpoint().md ?? true);
  const [search, setSearch] = useState(args.search ?? '');

  const set = (changes: Record<string, string | number | undefined | null>) => setParams(withParams(params, changes));
  const period = params.get('period') ?? '';
  const columns = SALE_COLUMNS.filter((c) => shown.includes(String(c.key))).map((c) => ({
    ...c,
    sortOrder:
      args.ordering === c.key
        ? ('ascend' as const)
        : args.ordering === `-${String(c.key)}`
          ? ('descend' as const)
          : null,
  }));

  // As wide as the columns shown: no sideways scroll when the screen has the room.
  const tableWidth = columns.reduce((sum, c) => sum + Number(c.width ?? 0), EXPAND_COLUMN_WIDTH);
  const pager = {
    current: args.page,
    pageSize: args.pageSize,
    total: data?.count ?? 0,
    pageSizeOptions: PAGE_SIZES,
    showSizeChanger: true,
    showTotal: (total: number, [a, b]: [number, number]) =>
      `${formatInt(a)}–${formatInt(b)} de ${formatInt(total)} vendas`,
    locale: { items_per_page: '/ página' },
  };

  function onTableChange(p: TablePaginationConfig, _f: unknown, sorter: SorterResult<Sale> | SorterResult<Sale>[]) {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const ordering = s?.order ? `${s.order === 'descend' ? '-' : ''}${String(s.columnKey)}` : undefined;
    const sortChanged = (ordering ?? '') !== (args.ordering ?? '');
    // Another page from the pager under the table: its first rows, not its last, in view.
    if (p.current !== args.page) tableTop.current?.scrollIntoView({ block: 'start' });
    setParams(
      withParams(params, {
        ordering,
        page: sortChanged ? undefined : p.current === 1 ? undefined : p.current,
        page_size: p.pageSize === 50 ? undefined : p.pageSize,
      }),
    );
  }

  const totalsText = data ? salesTotalsText(data.totals) : null;
  return (
    <section aria-labelledby="sales-title">
      <div className={styles.pageHeader}>
        <Typography.Title level={1} id="sales-title">
          Vendas
        </Typography.Title>
        <ExportButtons path="/api/v1/admin/sales/export/" params={exportParams(args)} what="as vendas filtradas" />
      </div>

      <div className={styles.filters} role="search" aria-label="Filtros das vendas">
        <Select
          aria-label="Período"
          style={{ width: 160 }}
          value={period || 'all'}
          onChange={(v) => set({ period: v === 'all' ? undefined : v, date_from: undefined, date_to: undefined })}
          options={[{ value: 'all', label: 'Todo o período' }, ...PERIODS]}
        />
        {period === 'custom' && (
          <>
            {/* Each field its own name (an aria-label on the picker would name both alike). */}
            <label htmlFor="sales-date-from" className={styles.visuallyHidden}>
              Data inicial
            </label>
            <label htmlFor="sales-date-to" className={styles.visuallyHidden}>
              Data final
            </label>
            <DatePicker.RangePicker
              id={{ start: 'sales-date-from', end: 'sales-date-to' }}
              placeholder={['Data inicial', 'Data final']}
              format="DD/MM/YYYY"
              // In the page (inside its landmark, not at the end of body); on a phone the two months
              // stack instead of running off the screen.
              getPopupContainer={(field) => field.parentElement ?? document.body}
              classNames={{ popup: { root: styles.rangePopup } }}
              value={args.dateFrom && args.dateTo ? [dayjs(args.dateFrom), dayjs(args.dateTo)] : undefined}
              onChange={(r) =>
                set({
                  period: 'custom',
                  date_from: r?.[0]?.format('YYYY-MM-DD'),
                  date_to: r?.[1]?.format('YYYY-MM-DD'),
                })
              }
            />
          </>
        )}
        <Select
          aria-label="Situação"
          allowClear
          placeholder="Situação"
          style={{ width: 140 }}
          value={args.status}
          onChange={(v) => set({ status: v })}
          options={Object.entries(STATUS_LABEL).map(([value, label]) => ({ value, label }))}
        />
        <Select
          aria-label="Plano"
          allowClear
          placeholder="Plano"
          style={{ width: 160 }}
          value={args.plan}
          onChange={(v) => set({ plan: v })}
          options={plans.map((p) => ({ value: p.id, label: p.name }))}
        />
        <Select
          aria-label="Forma de pagamento"
          allowClear
          placeholder="Forma de pagamento"
          style={{ width: 190 }}
          value={args.method}
          onChange={(v) => set({ method: v })}
          options={Object.entries(METHOD_LABEL).map(([value, label]) => ({ value, label }))}
        />
        <Select
          aria-label="Provedor"
          allowClear
          placeholder="Provedor"
          style={{ width: 130 }}
          value={args.provider}
          onChange={(v) => set({ provider: v })}
          options={[
            { value: 'stripe', label: 'Stripe' },
            { value: 'local', label: 'Teste local' },
          ]}
        />
        <Select
          aria-label="Estado"
          allowClear
          showSearch={STATE_SEARCH}
          placeholder="Estado"
          style={{ width: 150 }}
          value={args.state}
          onChange={(v) => set({ state: v })}
          options={Object.entries(STATE_NAMES).map(([code, name]) => ({ value: code, label: `${name} (${code})` }))}
        />
        <Input.Search
          aria-label="Cliente (usuário ou e-mail)"
          placeholder="Usuário ou e-mail"
          allowClear
          style={{ width: 220 }}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(v) => set({ search: v.trim() || undefined })}
          // antd's default button is named by its icon ("search"): a Portuguese name instead.
          enterButton={<Button aria-label="Buscar cliente" icon={<SearchOutlined />} />}
        />
        <Space.Compact>
          <InputNumber
            aria-label="Valor mínimo (R$)"
            placeholder="R$ mín."
            min={0}
            decimalSeparator=","
            style={{ width: 110 }}
            value={args.minAmount ?? null}
            onChange={(v) => set({ min_amount: v ?? undefined })}
          />
          <InputNumber
            aria-label="Valor máximo (R$)"
            aria-invalid={amountsCrossed || undefined}
            aria-describedby={amountsCrossed ? 'sales-amount-error' : undefined}
            status={amountsCrossed ? 'error' : undefined}
            placeholder="R$ máx."
            min={0}
            decimalSeparator=","
            style={{ width: 110 }}
            value={args.maxAmount ?? null}
            onChange={(v) => set({ max_amount: v ?? undefined })}
          />
        </Space.Compact>
        {phone ? (
          <Select
            aria-label="Ordenar por"
            style={{ width: 170 }}
            value={args.ordering ?? '-created_at'}
            onChange={(v) => set({ ordering: v === '-created_at' ? undefined : v, page: undefined })}
            options={PHONE_ORDERINGS}
          />
        ) : (
          <Popover
            trigger="click"
            title="Colunas visíveis"
            content={
              <Checkbox.Group
                style={{ display: 'grid', gap: 4 }}
                value={HIDEABLE.map((c) => c.key).filter((k) => shown.includes(k))}
                options={HIDEABLE.map((c) => ({ value: c.key, label: c.title }))}
                onChange={(chosen) =>
                  savePrefs({
                    body: {
                      sales_columns: SALE_COLUMNS.map((c) => String(c.key)).filter(
                        (k) => chosen.includes(k) || FIXED_SALE_COLUMNS.includes(k),
                      ) as NonNullable<AdminPreferences['sales_columns']>,
                    },
                  })
                }
              />
            }
          >
            <Button icon={<SettingOutlined />}>Colunas</Button>
          </Popover>
        )}
        {params.toString() && (
          <Button
            type="link"
            onClick={() => {
              setSearch('');
              setParams(new URLSearchParams());
            }}
          >
            Limpar filtros
          </Button>
        )}
      </div>

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

      {phone ? (
        <>
          {totalsText && (
            <div className={styles.salesTotals} data-testid="sales-totals">
              {totalsText}
            </div>
          )}
          <SaleCards sales={data?.results ?? []} loading={isFetching} />
          <Pagination
            className={styles.salesPager}
            simple
            {...pager}
            showTotal={undefined}
            onChange={(page, pageSize) => {
              tableTop.current?.scrollIntoView({ block: 'start' });
              set({ page: page === 1 ? undefined : page, page_size: pageSize === 50 ? undefined : pageSize });
            }}
          />
        </>
      ) : (
        <Table<Sale>
          size="small"
          rowKey="id"
          sticky
          loading={isFetching}
          columns={columns}
          dataSource={data?.results ?? []}
          scroll={{ x: tableWidth }}
          onChange={onTableChange}
          locale={{ emptyText: 'Nenhuma venda com esses filtros.' }}
          expandable={{
            expandedRowRender: (s) => <SaleEvents id={s.id} />,
            columnWidth: EXPAND_COLUMN_WIDTH,
            // The expand buttons' column, named for screen readers (the header stays empty to the eye).
            columnTitle: <span className={styles.visuallyHidden}>Histórico</span>,
          }}
          pagination={pager}
          summary={() =>
            totalsText ? (
              <Table.Summary fixed="top">
                <Table.Summary.Row className={styles.totalsRow}>
                  <Table.Summary.Cell index={0} colSpan={columns.length + 1}>
                    <span data-testid="sales-totals">{totalsText}</span>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </Table.Summary>
            ) : null
          }
        />
      )}
    </section>
  );
}
