import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useGetAdminDashboardQuery, type Sale } from '../../api/admin';
import { paths } from '../../app/paths';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { formatShortDay, money } from './format';
import { SaleCustomer, SaleDate, SaleStatus } from './saleCells';
import admin from './Admin.module.css';
import hidden from '../../components/VisuallyHidden.module.css';
import Card from './AdminCard';
import Stat from './Stat';
import page from './AdminPage.module.css';
import styles from './AdminDashboardPage.module.css';
import table from './PlainTable.module.css';

const RevenueChart = lazy(() =>
  import(/* webpackChunkName: "admin-charts" */ './Charts').then((m) => ({ default: m.RevenueChart })),
);

/** The latest payments' columns: the sales table's (columns.tsx) date, customer, plan, amount and status. */
const LATEST: { key: string; title: string; numeric?: boolean; cell: (s: Sale) => ReactNode }[] = [
  { key: 'created_at', title: 'Data', cell: (s) => <SaleDate sale={s} /> },
  { key: 'user', title: 'Cliente', cell: (s) => <SaleCustomer sale={s} /> },
  { key: 'plan', title: 'Plano', cell: (s) => s.plan.name },
  { key: 'amount', title: 'Valor', numeric: true, cell: (s) => money(s.amount_cents) },
  { key: 'status', title: 'Situação', cell: (s) => <SaleStatus status={s.status} /> },
];

/** /admin: today and this month at a glance, the last 30 days, the latest payments. */
export default function AdminDashboardPage() {
  useDocumentTitle('Administração');
  const { data, isLoading, error } = useGetAdminDashboardQuery();
  // While the answer is on its way the cards keep their places (titles shown, figures pending).
  const figures: [string, ReactNode | undefined][] = [
    ['Receita hoje', data && money(data.today.revenue_cents)],
    ['Pagamentos aprovados hoje', data?.today.payments],
    ['Receita no mês', data && money(data.month.revenue_cents)],
    ['Pagamentos aprovados no mês', data?.month.payments],
    ['Novos anúncios hoje', data?.today.new_ads],
    ['Novos usuários hoje', data?.today.new_users],
    ['Novos anúncios no mês', data?.month.new_ads],
    ['Novos usuários no mês', data?.month.new_users],
    ['Destaques ativos', data?.active_highlights],
  ];
  return (
    <section aria-labelledby="dash-title" aria-busy={isLoading || undefined}>
      <div className={admin.pageHeader}>
        <h1 id="dash-title" className={page.title}>
          Painel
        </h1>
      </div>
      {error && (
        <div role="alert" className={page.alert}>
          {apiErrorMessage(error)}
        </div>
      )}
      {(data || isLoading) && (
        <>
          <ul className={page.stats}>
            {figures.map(([title, value]) => (
              <li key={title} className={page.stat}>
                <Stat title={title} value={value} />
              </li>
            ))}
            <li className={styles.statLinkItem}>
              {data ? (
                // Named by what it shows, then where it goes (a name that repeats the visible text).
                <Link to={paths.adminReports()} className={`${page.stat} ${styles.statLink}`}>
                  <Stat title="Denúncias abertas" value={data.open_reports} />
                  <span className={hidden.hidden}>Ver a fila</span>
                </Link>
              ) : (
                <div className={page.stat}>
                  <Stat title="Denúncias abertas" />
                </div>
              )}
            </li>
          </ul>
          <Card title="Receita dos últimos 30 dias">
            {data ? (
              <Suspense fallback={<div className={admin.chart} />}>
                <RevenueChart
                  data={data.revenue_30d.map((d) => ({
                    label: formatShortDay(d.date),
                    revenue_cents: d.revenue_cents,
                    payments: d.payments,
                  }))}
                />
              </Suspense>
            ) : (
              <div className={admin.chart} />
            )}
          </Card>
          {/* The whole width: at 1366 px a two-thirds card hid the status and amount columns
              behind a sideways scroll (the admin menu beside the page already lists its pages). */}
          <Card title="Últimos pagamentos" extra={<Link to={paths.adminSales()}>Ver todas as vendas</Link>}>
            {/* Its cells have nothing to focus: the scrolling box takes the keyboard's focus, so the
                arrow keys reach the columns out of view on a phone (axe's scrollable-region-focusable). */}
            <div className={table.tableBox} role="region" aria-label="Últimos pagamentos" tabIndex={0}>
              <table className={table.table}>
                <thead>
                  <tr>
                    {LATEST.map((c) => (
                      <th key={c.key} scope="col" className={c.numeric ? table.numeric : undefined}>
                        {c.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data?.latest_payments.map((s) => (
                    <tr key={s.id}>
                      {LATEST.map((c) => (
                        <td key={c.key} className={c.numeric ? table.numeric : undefined}>
                          {c.cell(s)}
                        </td>
                      ))}
                    </tr>
                  ))}
                  {data && !data.latest_payments.length && (
                    <tr>
                      <td colSpan={LATEST.length} className={table.empty}>
                        Nenhum pagamento ainda.
                      </td>
                    </tr>
                  )}
                </tbody>
              </table>
            </div>
          </Card>
        </>
      )}
    </section>
  );
}
