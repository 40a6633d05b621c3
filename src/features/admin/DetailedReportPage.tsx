import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetAdminDetailedReportQuery, type DetailedReport } from '../../api/admin';
import Pager from '../../components/Pager';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import Card from './AdminCard';
import ExportButtons from './ExportButtons';
import Stat from './Stat';
import { formatDay, formatInt, formatRate, formatShortDay, money } from './format';
import { PERIODS, withParams } from './salesParams';
import admin from './Admin.module.css';
import page from './AdminPage.module.css';
import table from './PlainTable.module.css';
import styles from './DetailedReportPage.module.css';

const charts = () => import(/* webpackChunkName: "admin-charts" */ './Charts');
const RevenueChart = lazy(() => charts().then((m) => ({ default: m.RevenueChart })));
const BreakdownChart = lazy(() => charts().then((m) => ({ default: m.BreakdownChart })));

type Breakdown = 'by_plan' | 'by_state' | 'by_category' | 'by_method';
const TABLES: Array<{ key: Breakdown; title: string; column: string }> = [
  { key: 'by_plan', title: 'Por plano', column: 'Plano' },
  { key: 'by_state', title: 'Por estado', column: 'Estado' },
  { key: 'by_category', title: 'Por categoria', column: 'Categoria' },
  { key: 'by_method', title: 'Por forma de pagamento', column: 'Forma de pagamento' },
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A breakdown's rows a page (antd's Table paged them by 10). */
const PAGE_SIZE = 10;

/** /admin/sales/detailed-report: one period's totals, breakdowns, daily series and conversion. */
export default function DetailedReportPage() {
  useDocumentTitle('Relatório detalhado de vendas');
  const [params, setParams] = useSearchParams();
  const period = params.get('period') ?? '30d';
  const from = params.get('date_from') ?? '';
  const to = params.get('date_to') ?? '';
  const custom = period === 'custom' && DAY.test(from) && DAY.test(to);
  const args =
    period === 'custom'
      ? custom
        ? { period: 'custom' as const, dateFrom: from, dateTo: to }
        : { period: '30d' as const }
      : { period: (PERIODS.some((p) => p.value === period) ? period : '30d') as '30d' };
  const { data, isLoading, isFetching, error } = useGetAdminDetailedReportQuery(args);
  const exportArgs = { period: args.period, date_from: custom ? from : undefined, date_to: custom ? to : undefined };
  const setDay = (key: 'date_from' | 'date_to', day: string) =>
    setParams(withParams(params, { period: 'custom', [key]: DAY.test(day) ? day : undefined }));

  return (
    <section aria-labelledby="detailed-title" aria-busy={isFetching || undefined}>
      <div className={admin.pageHeader}>
        <h1 id="detailed-title" className={page.title}>
          Relatório detalhado
        </h1>
        <div className={admin.filters} style={{ marginBottom: 0 }}>
          <select
            aria-label="Período"
            className={`${page.select} ${styles.period}`}
            value={PERIODS.some((p) => p.value === period) ? period : '30d'}
            onChange={(e) =>
              setParams(withParams(params, { period: e.target.value, date_from: undefined, date_to: undefined }))
            }
          >
            {PERIODS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
          {period === 'custom' && (
            <div role="group" aria-label="Intervalo de datas" className={styles.range}>
              <input
                type="date"
                aria-label="Data inicial"
                className={page.date}
                value={DAY.test(from) ? from : ''}
                max={DAY.test(to) ? to : undefined}
                onChange={(e) => setDay('date_from', e.target.value)}
              />
              <span aria-hidden="true">→</span>
              <input
                type="date"
                aria-label="Data final"
                className={page.date}
                value={DAY.test(to) ? to : ''}
                min={DAY.test(from) ? from : undefined}
                onChange={(e) => setDay('date_to', e.target.value)}
              />
            </div>
          )}
        </div>
      </div>
      {error && (
        <div role="alert" className={page.alert}>
          {apiErrorMessage(error)}
        </div>
      )}
      {(data || isLoading) && <Report data={data} loading={isFetching} exportArgs={exportArgs} />}
    </section>
  );
}

/** The report; without `data` (on its way) every part keeps its place with grey bars for the figures. */
function Report({
  data,
  loading,
  exportArgs,
}: {
  data?: DetailedReport;
  loading: boolean;
  exportArgs: Record<string, string | undefined>;
}) {
  const t = data?.totals;
  const c = data?.conversion;
  // While another period loads, the figures wait (antd's Card loading); the charts and tables stay.
  const shown = loading ? undefined : data;
  const figures: [string, ReactNode | undefined][] = [
    ['Receita', t && money(t.revenue_cents)],
    ['Pagamentos aprovados', t && formatInt(t.payments)],
    ['Ticket médio', t && money(t.average_ticket_cents)],
    ['Reembolsos', t && `${formatInt(t.refunds)} · ${money(t.refunded_cents)}`],
    ['Pagamentos recusados', t && formatInt(t.failures)],
    ['Conversão', c && formatRate(c.rate)],
  ];
  const pending = <span className={page.pendingText} aria-hidden="true" />;
  return (
    <>
      <p className={page.note}>
        {data ? (
          <>
            De {formatDay(data.period.date_from!)} a {formatDay(data.period.date_to!)} (horário de Brasília). Receita =
            pagamentos aprovados.
          </>
        ) : (
          pending
        )}
      </p>
      <ul className={page.stats}>
        {figures.map(([title, value]) => (
          <li key={title} className={page.stat}>
            <Stat title={title} value={shown && value} />
          </li>
        ))}
      </ul>
      <Card
        title="Receita por dia"
        extra={
          <ExportButtons
            size="small"
            path="/api/v1/admin/reports/detailed/export/"
            params={{ ...exportArgs, table: 'daily' }}
            what="a receita por dia"
          />
        }
      >
        {data ? (
          <Suspense fallback={<div className={admin.chart} />}>
            <RevenueChart
              data={data.daily.map((d) => ({
                label: formatShortDay(d.date),
                revenue_cents: d.revenue_cents,
                payments: d.payments,
              }))}
            />
          </Suspense>
        ) : (
          <div className={admin.chart} />
        )}
        <p className={`${page.note} ${styles.conversion}`}>
          {c ? (
            <>
              {formatInt(c.ads_published)} anúncios publicados no período; {formatInt(c.ads_highlighted)} destacados por
              um pagamento aprovado.
            </>
          ) : (
            pending
          )}
        </p>
      </Card>
      <div className={styles.breakdowns}>
        {TABLES.map((tb) => (
          <Card
            key={tb.key}
            title={tb.title}
            extra={
              <ExportButtons
                size="small"
                path="/api/v1/admin/reports/detailed/export/"
                params={{ ...exportArgs, table: tb.key }}
                what={tb.title.toLowerCase()}
              />
            }
          >
            <BreakdownTable table={tb} rows={data?.[tb.key]} />
          </Card>
        ))}
      </div>
    </>
  );
}

type Row = DetailedReport[Breakdown][number];

/** A breakdown's chart (its first 10 items) and table, 10 rows a page. */
function BreakdownTable({ table: tb, rows }: { table: (typeof TABLES)[number]; rows?: Row[] }) {
  const [current, setCurrent] = useState(1);
  const pages = rows ? Math.ceil(rows.length / PAGE_SIZE) : 0;
  // Another period may have fewer pages than the one shown.
  const at = Math.min(current, Math.max(1, pages));
  return (
    <>
      {rows ? (
        <Suspense fallback={<div className={styles.breakdownChart} />}>
          <BreakdownChart data={rows.slice(0, 10)} />
        </Suspense>
      ) : (
        <div className={styles.breakdownChart} />
      )}
      {/* Its cells have nothing to focus: the scrolling box takes the keyboard's focus on a phone. */}
      <div className={table.tableBox} role="region" aria-label={tb.title} tabIndex={0}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{tb.column}</th>
              <th scope="col" className={table.numeric}>
                Pagamentos
              </th>
              <th scope="col" className={table.numeric}>
                Receita
              </th>
            </tr>
          </thead>
          <tbody>
            {rows?.slice((at - 1) * PAGE_SIZE, at * PAGE_SIZE).map((r) => (
              <tr key={r.key}>
                <td>{r.label}</td>
                <td className={table.numeric}>{formatInt(r.payments)}</td>
                <td className={table.numeric}>{money(r.revenue_cents)}</td>
              </tr>
            ))}
            {rows && !rows.length && (
              <tr>
                <td colSpan={3} className={table.empty}>
                  Nenhuma venda no período.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <div className={styles.pager}>
          <Pager current={at} pages={pages} onChange={setCurrent} label={`Páginas: ${tb.title.toLowerCase()}`} />
        </div>
      )}
    </>
  );
}
