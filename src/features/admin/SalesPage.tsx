import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  Input,
  InputNumber,
  Popover,
  Select,
  Space,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import type { SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import { SearchOutlined, SettingOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useListAdminSaleEventsQuery, useListAdminSalesQuery, type Sale } from '../../api/admin';
import { usePlansQuery } from './usePlans';
import { apiErrorMessage as messageOf, apiFieldErrors } from '../../lib/apiErrors';
import { STATE_NAMES } from '../../lib/states';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import ExportButtons from './ExportButtons';
import { SALE_COLUMNS } from './columns';
import { formatDateTime, formatInt, METHOD_LABEL, money, STATUS_LABEL } from './format';
import { PAYMENT_EVENT_OUTCOME_LABEL, paymentEventLabel } from '../../lib/paymentLabels';
import { argsFromParams, exportParams, PAGE_SIZES, PERIODS, withParams } from './salesParams';
import styles from './Admin.module.css';

const HIDEABLE = SALE_COLUMNS.filter((c) => c.key !== 'id' && c.key !== 'amount').map((c) => ({
  key: String(c.key),
  title: String(c.title),
}));

function SaleEvents({ id }: { id: number }) {
  const { data, isLoading, error } = useListAdminSaleEventsQuery({ id });
  if (isLoading) return <span>Carregando eventos…</span>;
  if (error) return <span role="alert">{messageOf(error)}</span>;
  if (!data?.length) return <span>Nenhum evento do provedor para este pagamento.</span>;
  return (
    <ul style={{ margin: 0, paddingLeft: 20 }} aria-label={`Eventos do pagamento ${id}`}>
      {data.map((e) => (
        <li key={e.id}>
          {formatDateTime(e.received_at)} —{' '}
          {/* The provider's own name for support, on hover or focus, not in the line staff read. */}
          <Tooltip title={e.type}>
            <span tabIndex={0} className={styles.eventName}>
              {paymentEventLabel(e.type)}
            </span>
          </Tooltip>{' '}
          ({PAYMENT_EVENT_OUTCOME_LABEL[e.outcome] ?? e.outcome})
        </li>
      ))}
    </ul>
  );
}

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
  const [hidden, setHidden] = useState<string[]>([]);
  const [search, setSearch] = useState(args.search ?? '');

  const set = (changes: Record<string, string | number | undefined | null>) => setParams(withParams(params, changes));
  const period = params.get('period') ?? '';
  const columns = SALE_COLUMNS.filter((c) => !hidden.includes(String(c.key))).map((c) => ({
    ...c,
    sortOrder:
      args.ordering === c.key
        ? ('ascend' as const)
        : args.ordering === `-${String(c.key)}`
          ? ('descend' as const)
          : null,
  }));

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

  const totals = data?.totals;
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
          showSearch
          optionFilterProp="label"
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
        <Popover
          trigger="click"
          title="Colunas visíveis"
          content={
            <Checkbox.Group
              style={{ display: 'grid', gap: 4 }}
              value={HIDEABLE.map((c) => c.key).filter((k) => !hidden.includes(k))}
              options={HIDEABLE.map((c) => ({ value: c.key, label: c.title }))}
              onChange={(shown) => setHidden(HIDEABLE.map((c) => c.key).filter((k) => !shown.includes(k)))}
            />
          }
        >
          <Button icon={<SettingOutlined />}>Colunas</Button>
        </Popover>
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

      <Table<Sale>
        size="small"
        rowKey="id"
        sticky
        loading={isFetching}
        columns={columns}
        dataSource={data?.results ?? []}
        scroll={{ x: 'max-content' }}
        onChange={onTableChange}
        locale={{ emptyText: 'Nenhuma venda com esses filtros.' }}
        expandable={{
          expandedRowRender: (s) => <SaleEvents id={s.id} />,
          columnWidth: 40,
          // The expand buttons' column, named for screen readers (the header stays empty to the eye).
          columnTitle: <span className={styles.visuallyHidden}>Histórico</span>,
        }}
        pagination={{
          current: args.page,
          pageSize: args.pageSize,
          total: data?.count ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total, [a, b]) => `${formatInt(a)}–${formatInt(b)} de ${formatInt(total)} vendas`,
          locale: { items_per_page: '/ página' },
        }}
        summary={() =>
          totals ? (
            <Table.Summary fixed="top">
              <Table.Summary.Row className={styles.totalsRow}>
                <Table.Summary.Cell index={0} colSpan={columns.length}>
                  <span data-testid="sales-totals">
                    Total do filtro: {formatInt(totals.count)} {totals.count === 1 ? 'pagamento' : 'pagamentos'} ·{' '}
                    {formatInt(totals.paid_count)} {totals.paid_count === 1 ? 'aprovado' : 'aprovados'} · bruto{' '}
                    {money(totals.gross_cents)} · ticket médio {money(totals.average_ticket_cents)}
                  </span>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} />
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </section>
  );
}
