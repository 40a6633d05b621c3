import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Card, Col, DatePicker, Row, Select, Skeleton, Statistic, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useGetAdminDetailedReportQuery, type DetailedReport } from '../../api/admin';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import ExportButtons from './ExportButtons';
import { formatDay, formatInt, formatRate, formatShortDay, money } from './format';
import { PERIODS, withParams } from './salesParams';
import styles from './Admin.module.css';

const charts = () => import(/* webpackChunkName: "admin-charts" */ './Charts');
const RevenueChart = lazy(() => charts().then((m) => ({ default: m.RevenueChart })));
const BreakdownChart = lazy(() => charts().then((m) => ({ default: m.BreakdownChart })));

type Table = 'by_plan' | 'by_state' | 'by_category' | 'by_method';
const TABLES: Array<{ key: Table; title: string; column: string }> = [
  { key: 'by_plan', title: 'Por plano', column: 'Plano' },
  { key: 'by_state', title: 'Por estado', column: 'Estado' },
  { key: 'by_category', title: 'Por categoria', column: 'Categoria' },
  { key: 'by_method', title: 'Por forma de pagamento', column: 'Forma de pagamento' },
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

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
  const { data, isFetching, error } = useGetAdminDetailedReportQuery(args);
  const exportArgs = { period: args.period, date_from: custom ? from : undefined, date_to: custom ? to : undefined };

  return (
    <section aria-labelledby="detailed-title">
      <div className={styles.pageHeader}>
        <Typography.Title level={1} id="detailed-title">
          Relatório detalhado
        </Typography.Title>
        <div className={styles.filters} style={{ marginBottom: 0 }}>
          <Select
            aria-label="Período"
            style={{ width: 130 }}
            value={period}
            onChange={(v) => setParams(withParams(params, { period: v, date_from: undefined, date_to: undefined }))}
            options={[...PERIODS]}
          />
          {period === 'custom' && (
            <DatePicker.RangePicker
              aria-label="Intervalo de datas"
              format="DD/MM/YYYY"
              value={custom ? [dayjs(from), dayjs(to)] : undefined}
              onChange={(r) =>
                setParams(
                  withParams(params, {
                    period: 'custom',
                    date_from: r?.[0]?.format('YYYY-MM-DD'),
                    date_to: r?.[1]?.format('YYYY-MM-DD'),
                  }),
                )
              }
            />
          )}
        </div>
      </div>
      {error && <Alert type="error" showIcon title={apiErrorMessage(error)} />}
      {!data ? <Skeleton active /> : <Report data={data} loading={isFetching} exportArgs={exportArgs} />}
    </section>
  );
}

function Report({
  data,
  loading,
  exportArgs,
}: {
  data: DetailedReport;
  loading: boolean;
  exportArgs: Record<string, string | undefined>;
}) {
  const t = data.totals;
  const c = data.conversion;
  const stat = (title: string, value: string | number) => (
    <Col xs={12} md={8} xxl={4}>
      <Card size="small" loading={loading}>
        <Statistic title={title} value={value} styles={{ content: { fontSize: 20 } }} />
      </Card>
    </Col>
  );
  return (
    <>
      <Typography.Paragraph type="secondary">
        De {formatDay(data.period.date_from!)} a {formatDay(data.period.date_to!)} (horário de Brasília). Receita =
        pagamentos aprovados.
      </Typography.Paragraph>
      <Row gutter={[12, 12]} className={styles.cards}>
        {stat('Receita', money(t.revenue_cents))}
        {stat('Pagamentos aprovados', formatInt(t.payments))}
        {stat('Ticket médio', money(t.average_ticket_cents))}
        {stat('Reembolsos', `${formatInt(t.refunds)} · ${money(t.refunded_cents)}`)}
        {stat('Pagamentos recusados', formatInt(t.failures))}
        {stat('Conversão', formatRate(c.rate))}
      </Row>
      <Card
        size="small"
        title="Receita por dia"
        className={styles.cards}
        extra={
          <ExportButtons
            size="small"
            path="/api/v1/admin/reports/detailed/export/"
            params={{ ...exportArgs, table: 'daily' }}
            what="a receita por dia"
          />
        }
      >
        <Suspense fallback={<div className={styles.chart} />}>
          <RevenueChart
            data={data.daily.map((d) => ({
              label: formatShortDay(d.date),
              revenue_cents: d.revenue_cents,
              payments: d.payments,
            }))}
          />
        </Suspense>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {formatInt(c.ads_published)} anúncios publicados no período; {formatInt(c.ads_highlighted)} destacados por um
          pagamento aprovado.
        </Typography.Paragraph>
      </Card>
      <Row gutter={[12, 12]}>
        {TABLES.map((tb) => (
          <Col xs={24} xl={12} key={tb.key}>
            <Card
              size="small"
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
              <Suspense fallback={<div style={{ height: 160 }} />}>
                <BreakdownChart data={data[tb.key].slice(0, 10)} />
              </Suspense>
              <Table
                size="small"
                rowKey="key"
                pagination={data[tb.key].length > 10 ? { pageSize: 10, size: 'small' } : false}
                dataSource={data[tb.key]}
                locale={{ emptyText: 'Nenhuma venda no período.' }}
                columns={[
                  { key: 'label', title: tb.column, dataIndex: 'label' },
                  { key: 'payments', title: 'Pagamentos', dataIndex: 'payments', align: 'right', render: formatInt },
                  { key: 'revenue', title: 'Receita', dataIndex: 'revenue_cents', align: 'right', render: money },
                ]}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
