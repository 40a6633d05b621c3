import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Checkbox, DatePicker, Grid, Input, InputNumber, Popover, Select, Space, Typography } from 'antd';
import { SearchOutlined, SettingOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import {
  useGetAdminPreferencesQuery,
  usePrefetchSales,
  useUpdateAdminPreferencesMutation,
  type AdminPreferences,
} from '../../api/admin';
import { usePlansQuery } from './usePlans';
import { STATE_NAMES, STATE_SEARCH } from '../../lib/states';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import ExportButtons from './ExportButtons';
import { DEFAULT_SALE_COLUMNS, FIXED_SALE_COLUMNS, SALE_COLUMNS } from './columns';
import SalesResults from './SalesResults';
import { METHOD_LABEL, STATUS_LABEL } from './format';
import { argsFromParams, exportParams, PERIODS, PHONE_ORDERINGS, withParams } from './salesParams';
import styles from './Admin.module.css';

const HIDEABLE = SALE_COLUMNS.filter((c) => !FIXED_SALE_COLUMNS.includes(String(c.key))).map((c) => ({
  key: String(c.key),
  title: String(c.title),
}));

/** /admin/sales: the sales table, every filter and the sort in the URL, totals of the filtered set. */
export default function SalesPage() {
  useDocumentTitle('Vendas');
  const [params, setParams] = useSearchParams();
  const args = useMemo(() => argsFromParams(params), [params]);
  // A minimum above the maximum is said on the field, and nothing is asked of the server.
  const amountsCrossed = args.minAmount != null && args.maxAmount != null && args.minAmount > args.maxAmount;
  const plans = usePlansQuery();
  // The columns this staff member chose (kept on the server, per member), else the default ones.
  const { data: prefs } = useGetAdminPreferencesQuery();
  const [savePrefs] = useUpdateAdminPreferencesMutation();
  const phone = !(Grid.useBreakpoint().md ?? true);
  const [search, setSearch] = useState(args.search ?? '');

  const prefetch = usePrefetchSales();
  /**
   * A new view (filter, sort, page): its sales are asked for at once, before the page renders the
   * change (the query would ask only after that render), then the URL changes. The same function
   * until the URL changes (the results part is memoized on its props).
   */
  const set = useCallback(
    (changes: Record<string, string | number | undefined | null>) => {
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
  const shown: string[] = useMemo(() => prefs?.sales_columns ?? DEFAULT_SALE_COLUMNS, [prefs?.sales_columns]);
  const period = params.get('period') ?? '';
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
          // A few options each: no virtual list (it measures its rows' heights, a layout, on every render).
          virtual={false}
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
          virtual={false}
          aria-label="Situação"
          allowClear
          placeholder="Situação"
          style={{ width: 140 }}
          value={args.status}
          onChange={(v) => set({ status: v })}
          options={Object.entries(STATUS_LABEL).map(([value, label]) => ({ value, label }))}
        />
        <Select
          virtual={false}
          aria-label="Plano"
          allowClear
          placeholder="Plano"
          style={{ width: 160 }}
          value={args.plan}
          onChange={(v) => set({ plan: v })}
          options={plans.map((p) => ({ value: p.id, label: p.name }))}
        />
        <Select
          virtual={false}
          aria-label="Forma de pagamento"
          allowClear
          placeholder="Forma de pagamento"
          style={{ width: 190 }}
          value={args.method}
          onChange={(v) => set({ method: v })}
          options={Object.entries(METHOD_LABEL).map(([value, label]) => ({ value, label }))}
        />
        <Select
          virtual={false}
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
          virtual={false}
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

      <SalesResults args={args} amountsCrossed={amountsCrossed} shown={shown} phone={phone} onChange={set} />
    </section>
  );
}
