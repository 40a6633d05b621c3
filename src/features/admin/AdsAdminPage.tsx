import { Alert, Pagination, Button, Card, Grid, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useListAdminAdsQuery,
  useRemoveAdminAdMutation,
  useRestoreAdminAdMutation,
  type AdminAd,
  type AdminAdsArgs,
} from '../../api/admin';
import { paths } from '../../app/paths';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { formatDateTime, money } from './format';
import ReasonModal, { type ReasonRequest } from './ReasonModal';
import styles from './Admin.module.css';

const PAGE_SIZE = 20;
const STATUS_LABEL: Record<string, string> = {
  active: 'Ativo',
  paused: 'Pausado',
  expired: 'Expirado',
  removed: 'Removido',
};

/** The ad's situation as the staff read it: its status, and why moderation hides it. */
function Situation({ ad }: { ad: AdminAd }) {
  return (
    <Space size={4} wrap>
      <Tag color={ad.status === 'active' ? 'green' : ad.status === 'removed' ? 'red' : 'default'}>
        {ad.removed_by_staff ? 'Removido pela equipe' : (STATUS_LABEL[ad.status] ?? ad.status)}
      </Tag>
      {ad.under_review && <Tag color="orange">Em análise</Tag>}
      {ad.changes_requested && <Tag color="gold">Correção pedida</Tag>}
      {ad.hidden && !ad.under_review && !ad.changes_requested && <Tag color="red">Conta suspensa</Tag>}
      {ad.open_reports > 0 && <Tag color="volcano">{ad.open_reports} denúncias</Tag>}
    </Space>
  );
}

/** /admin/ads: every ad in any status, searched and filtered, with "Remover" and "Restaurar". */
export default function AdsAdminPage() {
  useDocumentTitle('Anúncios');
  const phone = !(Grid.useBreakpoint().md ?? true);
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = (params.get('status') ?? undefined) as AdminAdsArgs['status'];
  const page = Number(params.get('page') ?? 1) || 1;
  const { data, isFetching, error } = useListAdminAdsQuery({
    search: search || undefined,
    status,
    page,
    pageSize: PAGE_SIZE,
  });
  const [remove] = useRemoveAdminAdMutation();
  const [restore] = useRestoreAdminAdMutation();
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const action = (ad: AdminAd) =>
    ad.removed_by_staff ? (
      <Button
        size="small"
        onClick={() =>
          setRequest({
            title: `Restaurar "${ad.title}"`,
            label: 'Motivo (opcional; o anunciante é avisado)',
            okText: 'Restaurar',
            optional: true,
            run: (reason) => restore({ id: ad.id, moderationReasonBody: { reason } }).unwrap(),
          })
        }
      >
        Restaurar
      </Button>
    ) : ad.status !== 'removed' ? (
      <Button
        size="small"
        danger
        onClick={() =>
          setRequest({
            title: `Remover "${ad.title}"`,
            label: 'Motivo (o anunciante recebe)',
            okText: 'Remover',
            danger: true,
            run: (reason) => remove({ id: ad.id, moderationReasonBody: { reason } }).unwrap(),
          })
        }
      >
        Remover
      </Button>
    ) : null;

  const columns: ColumnsType<AdminAd> = [
    {
      title: 'Anúncio',
      key: 'ad',
      render: (_, ad) => (
        <>
          {ad.status === 'removed' ? ad.title : <Link to={paths.ad(ad.slug)}>{ad.title}</Link>}
          <div className={styles.saleCardMuted}>{ad.price_cents === null ? 'A combinar' : money(ad.price_cents)}</div>
        </>
      ),
    },
    {
      title: 'Anunciante',
      key: 'owner',
      render: (_, ad) => <Link to={paths.publicProfile(ad.owner.username)}>@{ad.owner.username}</Link>,
      width: 180,
    },
    { title: 'Criado em', key: 'created', render: (_, ad) => formatDateTime(ad.created_at), width: 140 },
    { title: 'Situação', key: 'status', render: (_, ad) => <Situation ad={ad} />, width: 240 },
    { title: 'Ações', key: 'actions', render: (_, ad) => action(ad), width: 110 },
  ];

  return (
    <section aria-labelledby="ads-admin-title">
      <div className={styles.pageHeader}>
        <Typography.Title level={1} id="ads-admin-title">
          Anúncios
        </Typography.Title>
      </div>
      <Space wrap className={styles.filters}>
        <Input.Search
          aria-label="Buscar anúncios"
          placeholder="Título, slug ou anunciante"
          defaultValue={search}
          allowClear
          onSearch={(v) => set('search', v.trim() || undefined)}
          style={{ width: 300, maxWidth: '100%' }}
        />
        <Select
          aria-label="Situação"
          allowClear
          placeholder="Todas as situações"
          value={status}
          onChange={(v) => set('status', v)}
          style={{ width: 220 }}
          options={[
            ...Object.entries(STATUS_LABEL).map(([value, label]) => ({ value, label })),
            { value: 'hidden', label: 'Fora das listas (moderação)' },
          ]}
        />
      </Space>
      {error && <Alert type="error" showIcon title={apiErrorMessage(error)} />}
      {phone ? (
        <div aria-busy={isFetching || undefined}>
          {data?.results.map((ad) => (
            <Card key={ad.id} size="small" className={styles.modCard} title={ad.title}>
              <div className={styles.modCardFacts}>
                @{ad.owner.username} · {formatDateTime(ad.created_at)}
              </div>
              <Space direction="vertical">
                <Situation ad={ad} />
                {action(ad)}
              </Space>
            </Card>
          ))}
          {data && data.count > PAGE_SIZE && (
            <Pagination
              simple
              current={page}
              pageSize={PAGE_SIZE}
              total={data.count}
              onChange={(p) => set('page', String(p))}
            />
          )}
        </div>
      ) : (
        <Table
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={data?.results}
          loading={isFetching}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.count ?? 0,
            showSizeChanger: false,
            onChange: (p) => set('page', String(p)),
          }}
        />
      )}
      {request && <ReasonModal request={request} onDone={() => setRequest(null)} />}
    </section>
  );
}
