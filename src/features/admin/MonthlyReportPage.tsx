import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetAdminMonthlyReportQuery, type MonthlyReport } from '../../api/admin';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import Card from './AdminCard';
import ExportButtons from './ExportButtons';
import type { SeriesPoint } from './Charts';
import { formatChange, formatInt, monthAhead, money, MONTHS } from './format';
import admin from './Admin.module.css';
import page from './AdminPage.module.css';
import table from './PlainTable.module.css';
import styles from './MonthlyReportPage.module.css';

const RevenueChart = lazy(() =>
  import(/* webpackChunkName: "admin-charts" */ './Charts').then((m) => ({ default: m.RevenueChart })),
);

type Month = MonthlyReport['months'][number];

/** The average of no payment is none: "—", not R$ 0,00 (a month without sales, or not begun). */
const ticket = (f: Pick<Month, 'payments' | 'average_ticket_cents'>) =>
  f.payments ? money(f.average_ticket_cents) : '—';

/** The chart's points: the months not begun yet have none (the line ends at the current month). */
export function monthlySeries(report: Pick<MonthlyReport, 'year' | 'months'>, now = new Date()): SeriesPoint[] {
  return report.months.map((m) => {
    const ahead = monthAhead(report.year, m.month, now);
    return {
      label: MONTHS[m.month - 1].slice(0, 3),
      revenue_cents: ahead ? null : m.revenue_cents,
      payments: ahead ? null : m.payments,
    };
  });
}

/** A month's figures and the year's totals in the same cells (the totals have no change). */
type Figures = Pick<
  Month,
  'revenue_cents' | 'payments' | 'average_ticket_cents' | 'refunds' | 'refunded_cents' | 'new_paying_users'
> & { change?: number | null };

const COLUMNS: { key: string; title: string; cell: (f: Figures) => ReactNode }[] = [
  { key: 'revenue', title: 'Receita', cell: (f) => money(f.revenue_cents) },
  { key: 'payments', title: 'Pagamentos', cell: (f) => formatInt(f.payments) },
  { key: 'ticket', title: 'Ticket médio', cell: ticket },
  { key: 'refunds', title: 'Reembolsos', cell: (f) => `${formatInt(f.refunds)} · ${money(f.refunded_cents)}` },
  { key: 'new', title: 'Novos pagantes', cell: (f) => formatInt(f.new_paying_users) },
  { key: 'change', title: 'Variação', cell: (f) => (f.change === undefined ? '' : formatChange(f.change)) },
];

/** One row: the month's name (or "Total do ano") and its figures; grey bars in its place while it loads. */
function Row({ name, figures }: { name: string; figures?: Figures }) {
  const pending = <span className={page.pendingText} aria-hidden="true" />;
  return (
    <tr>
      <td className={styles.first}>{figures ? name : pending}</td>
      {COLUMNS.map((c) => (
        <td key={c.key} className={table.numeric}>
          {figures ? c.cell(figures) : pending}
        </td>
      ))}
    </tr>
  );
}

/** /admin/sales/monthly-report: a year month by month, with the year's totals. */
export default function MonthlyReportPage() {
  useDocumentTitle('Relatório mensal de vendas');
  const [params, setParams] = useSearchParams();
  const current = new Date().getFullYear();
  const asked = Number(params.get('year'));
  const year = asked >= 2000 && asked <= current + 1 ? asked : current;
  const { data, isLoading, isFetching, error } = useGetAdminMonthlyReportQuery({ year });
  const years = Array.from({ length: 6 }, (_, i) => current - i);
  const t = data?.totals;
  return (
    <section aria-labelledby="monthly-title" aria-busy={isFetching || undefined}>
      <div className={admin.pageHeader}>
        <h1 id="monthly-title" className={page.title}>
          Relatório mensal
        </h1>
        <div className={admin.filters} style={{ marginBottom: 0 }}>
          <select
            aria-label="Ano"
            className={`${page.select} ${styles.year}`}
            value={year}
            onChange={(e) => {
              const y = Number(e.target.value);
              setParams(y === current ? {} : { year: String(y) });
            }}
          >
            {/* A year asked in the URL beyond the list (2000 to next year) stays chosen. */}
            {(years.includes(year) ? years : [year, ...years]).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
          <ExportButtons
            path="/api/v1/admin/reports/monthly/export/"
            params={{ year }}
            what={`o relatório de ${year}`}
          />
        </div>
      </div>
      {error && (
        <div role="alert" className={page.alert}>
          {apiErrorMessage(error)}
        </div>
      )}
      {(data || isLoading) && (
        <>
          <Card title={`Receita e pagamentos por mês em ${year}`}>
            {data ? (
              <Suspense fallback={<div className={admin.chart} />}>
                <RevenueChart data={monthlySeries(data)} />
              </Suspense>
            ) : (
              <div className={admin.chart} />
            )}
          </Card>
          {/* Its cells have nothing to focus: the scrolling box takes the keyboard's focus, so the
              arrow keys reach the columns out of view on a phone (axe's scrollable-region-focusable). */}
          <div
            className={`${table.tableBox} ${isFetching && data ? styles.refreshing : ''}`}
            role="region"
            aria-label="Meses do ano"
            tabIndex={0}
          >
            <table className={`${table.table} ${styles.table}`}>
              <thead>
                <tr>
                  <th scope="col" className={styles.first}>
                    Mês
                  </th>
                  {COLUMNS.map((c) => (
                    <th key={c.key} scope="col" className={table.numeric}>
                      {c.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data
                  ? data.months.map((m) => <Row key={m.month} name={MONTHS[m.month - 1]} figures={m} />)
                  : MONTHS.map((name) => <Row key={name} name={name} />)}
              </tbody>
              <tfoot className={admin.totalsRow}>
                <Row name="Total do ano" figures={t} />
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
