import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useGetAdminDashboardQuery } from '../../api/admin';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { SALE_COLUMNS } from './columns';
import { formatShortDay, money } from './format';
import WideTable from './WideTable';
import styles from './Admin.module.css';
import { paths } from '../../app/paths';

const RevenueChart = lazy(() =>
  import(/* webpackChunkName: "admin-charts" */ './Charts').then((m) => ({ default: m.RevenueChart })),
);

const LATEST = SALE_COLUMNS.filter((c) =>
  ['created_at', 'user', 'plan', 'status', 'amount'].includes(String(c.key)),
).map(({ sorter: _s, fixed: _f, ...c }) => c);

/** /admin: today and this month at a glance, the last 30 days, the latest payments. */
export default function AdminDashboardPage() {
  useDocumentTitle('Administração');
  const { data, isLoading, error } = useGetAdminDashboardQuery();
  const card = (title: string, value: React.ReactNode) => (
    <Col xs={12} md={8} xxl={4}>
      <Card size="small">
        <Statistic title={title} value={value as string} styles={{ content: { fontSize: 20 } }} />
      </Card>
    </Col>
  );
  return (
    <section aria-labelledby="dash-title">
      <div className={styles.pageHeader}>
        <Typography.Title level={1} id="dash-title">
          Painel
        </Typography.Title>
      </div>
      {error && <Alert type="error" showIcon title={apiErrorMessage(error)} />}
      {isLoading || !data ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={[12, 12]} className={styles.cards}>
            {card('Receita hoje', money(data.today.revenue_cents))}
            {card('Pagamentos aprovados hoje', data.today.payments)}
            {card('Receita no mês', money(data.month.revenue_cents))}
            {card('Pagamentos aprovados no mês', data.month.payments)}
            {card('Novos anúncios hoje', data.today.new_ads)}
            {card('Novos usuários hoje', data.today.new_users)}
            {card('Novos anúncios no mês', data.month.new_ads)}
            {card('Novos usuários no mês', data.month.new_users)}
            {card('Destaques ativos', data.active_highlights)}
            <Col xs={12} md={8} xxl={4}>
              <Link to={paths.adminReports()} aria-label={`Denúncias abertas: ${data.open_reports}. Ver a fila`}>
                <Card size="small" hoverable>
                  <Statistic
                    title="Denúncias abertas"
                    value={data.open_reports}
                    styles={{ content: { fontSize: 20 } }}
                  />
                </Card>
              </Link>
            </Col>
          </Row>
          <Card size="small" title="Receita dos últimos 30 dias" className={styles.cards}>
            <Suspense fallback={<div className={styles.chart} />}>
              <RevenueChart
                data={data.revenue_30d.map((d) => ({
                  label: formatShortDay(d.date),
                  revenue_cents: d.revenue_cents,
                  payments: d.payments,
                }))}
              />
            </Suspense>
          </Card>
          {/* The whole width: at 1366 px a two-thirds card hid the status and amount columns
              behind a sideways scroll (the admin menu beside the page already lists its pages). */}
          <Card
            size="small"
            title="Últimos pagamentos"
            extra={<Link to={paths.adminSales()}>Ver todas as vendas</Link>}
          >
            <WideTable label="Últimos pagamentos" rowKey="id" columns={LATEST} dataSource={data.latest_payments} />
          </Card>
        </>
      )}
    </section>
  );
}
