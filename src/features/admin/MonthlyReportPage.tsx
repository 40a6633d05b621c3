import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Card, Select, Skeleton, Table, Typography } from 'antd';
import { useGetAdminMonthlyReportQuery, type MonthlyReport } from '../../api/admin';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import ExportButtons from './ExportButtons';
import WideTable from './WideTable';
import type { SeriesPoint } from './Charts';
import { formatChange, formatInt, monthAhead, money, MONTHS } from './format';
import styles from './Admin.module.css';

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

/** /admin/sales/monthly-report: a year month by month, with the year's totals. */
export default function MonthlyReportPage() {
  useDocumentTitle('Relatório mensal de vendas');
  const [params, setParams] = useSearchParams();
  const current = new Date().getFullYear();
  const asked = Number(params.get('year'));
  const year = asked >= 2000 && asked <= current + 1 ? asked : current;
  const { data, isFetching, error } = useGetAdminMonthlyReportQuery({ year });
  const years = Array.from({ length: 6 }, (_, i) => current - i);
  const t = data?.totals;
  return (
    <section aria-labelledby="monthly-title">
      <div className={styles.pageHeader}>
        <Typography.Title level={1} id="monthly-title">
          Relatório mensal
        </Typography.Title>
        <div className={styles.filters} style={{ marginBottom: 0 }}>
          <Select
            aria-label="Ano"
            style={{ width: 100 }}
            value={year}
            onChange={(y) => setParams(y === current ? {} : { year: String(y) })}
            options={years.map((y) => ({ value: y, label: String(y) }))}
          />
          <ExportButtons
            path="/api/v1/admin/reports/monthly/export/"
            params={{ year }}
            what={`o relatório de ${year}`}
          />
        </div>
      </div>
      {error && <Alert type="error" showIcon title={apiErrorMessage(error)} />}
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <Card size="small" title={`Receita e pagamentos por mês em ${year}`} className={styles.cards}>
            <Suspense fallback={<div className={styles.chart} />}>
              <RevenueChart data={monthlySeries(data)} />
            </Suspense>
          </Card>
          <WideTable<Month>
            label="Meses do ano"
            rowKey="month"
            loading={isFetching}
            dataSource={data.months}
            columns={[
              { key: 'month', title: 'Mês', dataIndex: 'month', fixed: 'left', render: (m: number) => MONTHS[m - 1] },
              { key: 'revenue', title: 'Receita', dataIndex: 'revenue_cents', align: 'right', render: money },
              { key: 'payments', title: 'Pagamentos', dataIndex: 'payments', align: 'right', render: formatInt },
              {
                key: 'ticket',
                title: 'Ticket médio',
                align: 'right',
                render: (_: unknown, m: Month) => ticket(m),
              },
              {
                key: 'refunds',
                title: 'Reembolsos',
                align: 'right',
                render: (_: unknown, m: Month) => `${formatInt(m.refunds)} · ${money(m.refunded_cents)}`,
              },
              {
                key: 'new',
                title: 'Novos pagantes',
                dataIndex: 'new_paying_users',
                align: 'right',
                render: formatInt,
              },
              { key: 'change', title: 'Variação', dataIndex: 'change', align: 'right', render: formatChange },
            ]}
            summary={() =>
              t ? (
                <Table.Summary.Row className={styles.totalsRow}>
                  <Table.Summary.Cell index={0}>Total do ano</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    {money(t.revenue_cents)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    {formatInt(t.payments)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    {ticket(t)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    {formatInt(t.refunds)} · {money(t.refunded_cents)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} align="right">
                    {formatInt(t.new_paying_users)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={6} />
                </Table.Summary.Row>
              ) : null
            }
          />
        </>
      )}
    </section>
  );
}
