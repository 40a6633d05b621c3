import { Alert, Pagination, Card, DatePicker, Grid, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { MODERATION_ACTION_LABEL, STAFF_ACTIONS } from '../../../shared/moderation';
import { useListAdminModerationLogQuery, type ModerationLogArgs, type ModerationLogEntry } from '../../api/admin';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import ExportButtons from './ExportButtons';
import { formatDateTime } from './format';
import styles from './Admin.module.css';

const PAGE_SIZE = 50;
const label = (action: string) => MODERATION_ACTION_LABEL[action] ?? action;
const ACTION_OPTIONS = Object.keys(MODERATION_ACTION_LABEL).map((value) => ({
  value,
  label: `${label(value)}${(STAFF_ACTIONS as readonly string[]).includes(value) ? ' (equipe)' : ''}`,
}));

/** /admin/moderation-log: every staff action and every tribe moderator's, filtered, with the CSV/XLSX export. */
export default function ModerationLogPage() {
  useDocumentTitle('Registro de moderação');
  const phone = !(Grid.useBreakpoint().md ?? true);
  const [params, setParams] = useSearchParams();
  const filters = {
    source: (params.get('source') ?? undefined) as ModerationLogArgs['source'],
    action: params.get('action') ?? undefined,
    actor: params.get('actor') ?? undefined,
    date_from: params.get('date_from') ?? undefined,
    date_to: params.get('date_to') ?? undefined,
  };
  const page = Number(params.get('page') ?? 1) || 1;
  const { data, isFetching, error } = useListAdminModerationLogQuery({
    source: filters.source,
    action: filters.action,
    actor: filters.actor,
    dateFrom: filters.date_from,
    dateTo: filters.date_to,
    page,
    pageSize: PAGE_SIZE,
  });
  const set = (values: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in values)) next.delete('page');
    setParams(next);
  };
  const who = (e: ModerationLogEntry) => (e.actor ? `@${e.actor}` : 'Conta excluída');
  const where = (e: ModerationLogEntry) =>
    e.source === 'staff' ? <Tag color="blue">Equipe</Tag> : <Tag>Tribo {e.tribe}</Tag>;
  const columns: ColumnsType<ModerationLogEntry> = [
    { title: 'Quando', key: 'when', render: (_, e) => formatDateTime(e.created_at), width: 140 },
    { title: 'Origem', key: 'source', render: (_, e) => where(e), width: 180 },
    { title: 'Quem', key: 'who', render: (_, e) => who(e), width: 160 },
    { title: 'Ação', key: 'action', render: (_, e) => label(e.action), width: 200 },
    { title: 'Alvo', dataIndex: 'target' },
    { title: 'Motivo', dataIndex: 'reason' },
  ];

  return (
    <section aria-labelledby="log-title">
      <div className={styles.pageHeader}>
        <Typography.Title level={1} id="log-title">
          Registro de moderação
        </Typography.Title>
        <ExportButtons path="/api/v1/admin/moderation-log/export/" params={filters} what="registro de moderação" />
      </div>
      <Space wrap className={styles.filters}>
        <Select
          aria-label="Origem"
          allowClear
          placeholder="Equipe e tribos"
          value={filters.source}
          onChange={(v) => set({ source: v })}
          style={{ width: 170 }}
          options={[
            { value: 'staff', label: 'Equipe' },
            { value: 'tribes', label: 'Tribos' },
          ]}
        />
        <Select
          aria-label="Ação"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Todas as ações"
          value={filters.action}
          onChange={(v) => set({ action: v })}
          style={{ width: 260 }}
          options={ACTION_OPTIONS}
        />
        <Input.Search
          aria-label="Quem agiu"
          placeholder="Username de quem agiu"
          defaultValue={filters.actor}
          allowClear
          onSearch={(v) => set({ actor: v.trim() || undefined })}
          style={{ width: 220 }}
        />
        <DatePicker.RangePicker
          aria-label="Período"
          format="DD/MM/YYYY"
          placeholder={['De', 'Até']}
          value={filters.date_from && filters.date_to ? [dayjs(filters.date_from), dayjs(filters.date_to)] : null}
          onChange={(range) =>
            set({
              date_from: range?.[0]?.format('YYYY-MM-DD'),
              date_to: range?.[1]?.format('YYYY-MM-DD'),
            })
          }
        />
      </Space>
      {error && <Alert type="error" showIcon title={apiErrorMessage(error)} />}
      {phone ? (
        <div aria-busy={isFetching || undefined}>
          {data?.results.map((e) => (
            <Card
              key={`${e.source}-${e.id}`}
              size="small"
              className={styles.modCard}
              title={label(e.action)}
              extra={where(e)}
            >
              <div className={styles.modCardFacts}>
                {formatDateTime(e.created_at)} · {who(e)}
                <br />
                {e.target}
                {e.reason && (
                  <>
                    <br />“{e.reason}”
                  </>
                )}
              </div>
            </Card>
          ))}
          {data && data.count > PAGE_SIZE && (
            <Pagination
              simple
              current={page}
              pageSize={PAGE_SIZE}
              total={data.count}
              onChange={(p) => set({ page: String(p) })}
            />
          )}
        </div>
      ) : (
        <Table
          rowKey={(e) => `${e.source}-${e.id}`}
          size="small"
          columns={columns}
          dataSource={data?.results}
          loading={isFetching}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.count ?? 0,
            showSizeChanger: false,
            onChange: (p) => set({ page: String(p) }),
          }}
        />
      )}
    </section>
  );
}
