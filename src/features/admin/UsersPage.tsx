import { Alert, Pagination, Button, Card, Grid, Input, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useBanAdminUserMutation,
  useListAdminUsersQuery,
  useUnbanAdminUserMutation,
  useUpdateAdminUserStaffMutation,
  type AdminUser,
  type AdminUsersArgs,
} from '../../api/admin';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectCurrentUser } from '../../session/authSlice';
import { formatDateTime } from './format';
import ReasonModal, { type ReasonRequest } from './ReasonModal';
import styles from './Admin.module.css';

const PAGE_SIZE = 20;

/** /admin/users: members by name, username or e-mail; suspend or reactivate; superusers grant staff. */
export default function UsersPage() {
  useDocumentTitle('Usuários');
  const me = useAppSelector(selectCurrentUser);
  const phone = !(Grid.useBreakpoint().md ?? true);
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = (params.get('status') ?? undefined) as AdminUsersArgs['status'];
  const page = Number(params.get('page') ?? 1) || 1;
  const { data, isFetching, error } = useListAdminUsersQuery({
    search: search || undefined,
    status,
    page,
    pageSize: PAGE_SIZE,
  });
  const [ban] = useBanAdminUserMutation();
  const [unban] = useUnbanAdminUserMutation();
  const [setStaff] = useUpdateAdminUserStaffMutation();
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  const suspend = (u: AdminUser) =>
    setRequest(
      u.suspended
        ? {
            title: `Reativar @${u.username}`,
            label: 'Motivo',
            okText: 'Reativar',
            run: (reason) => unban({ id: u.id, moderationReasonBody: { reason } }).unwrap(),
          }
        : {
            title: `Suspender @${u.username}`,
            label: 'Motivo (o membro é avisado; as sessões terminam na hora)',
            okText: 'Suspender',
            danger: true,
            run: (reason) => ban({ id: u.id, moderationReasonBody: { reason } }).unwrap(),
          },
    );
  const toggleStaff = async (u: AdminUser, on: boolean) => {
    setFailure(null);
    try {
      await setStaff({ id: u.id, staffRoleBody: { is_staff: on } }).unwrap();
    } catch (err) {
      setFailure(apiErrorMessage(err, 'Não foi possível mudar o acesso da equipe.'));
    }
  };
  const canSuspend = (u: AdminUser) => u.id !== me?.id && !u.is_superuser && (me?.is_superuser || !u.is_staff);
  const staffCell = (u: AdminUser) =>
    me?.is_superuser && !u.is_superuser && u.id !== me.id ? (
      <Switch
        checked={u.is_staff}
        onChange={(on) => void toggleStaff(u, on)}
        aria-label={`Equipe: @${u.username}`}
        size="small"
      />
    ) : u.is_superuser ? (
      <Tag color="purple">Superusuário</Tag>
    ) : u.is_staff ? (
      <Tag color="blue">Equipe</Tag>
    ) : (
      '—'
    );
  const action = (u: AdminUser) =>
    canSuspend(u) ? (
      <Button size="small" danger={!u.suspended} onClick={() => suspend(u)}>
        {u.suspended ? 'Reativar' : 'Suspender'}
      </Button>
    ) : null;
  const situation = (u: AdminUser) =>
    u.suspended ? (
      <Tag color="red" title={u.suspension_reason}>
        Suspensa
      </Tag>
    ) : (
      <Tag color="green">Ativa</Tag>
    );

  const columns: ColumnsType<AdminUser> = [
    {
      title: 'Membro',
      key: 'member',
      render: (_, u) => (
        <>
          <Link to={paths.publicProfile(u.username)}>@{u.username}</Link>
          <div className={styles.saleCardMuted}>
            {[u.first_name, u.last_name].filter(Boolean).join(' ')} · {u.email}
          </div>
        </>
      ),
    },
    { title: 'Desde', key: 'joined', render: (_, u) => formatDateTime(u.date_joined), width: 140 },
    { title: 'Anúncios', dataIndex: 'ads_count', width: 90, align: 'right' },
    { title: 'Pagamentos', dataIndex: 'payments_count', width: 110, align: 'right' },
    { title: 'Denúncias', dataIndex: 'reports_count', width: 100, align: 'right' },
    { title: 'Situação', key: 'status', render: (_, u) => situation(u), width: 100 },
    { title: 'Equipe', key: 'staff', render: (_, u) => staffCell(u), width: 120 },
    { title: 'Ações', key: 'actions', render: (_, u) => action(u), width: 110 },
  ];

  return (
    <section aria-labelledby="users-title">
      <div className={styles.pageHeader}>
        <Typography.Title level={1} id="users-title">
          Usuários
        </Typography.Title>
      </div>
      <Space wrap className={styles.filters}>
        <Input.Search
          aria-label="Buscar membros"
          placeholder="Nome, username ou e-mail"
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
          style={{ width: 200 }}
          options={[
            { value: 'active', label: 'Ativas' },
            { value: 'suspended', label: 'Suspensas' },
            { value: 'staff', label: 'Equipe' },
          ]}
        />
      </Space>
      {(error || failure) && <Alert type="error" showIcon title={failure ?? apiErrorMessage(error)} />}
      {phone ? (
        <div aria-busy={isFetching || undefined}>
          {data?.results.map((u) => (
            <Card key={u.id} size="small" className={styles.modCard} title={`@${u.username}`} extra={situation(u)}>
              <div className={styles.modCardFacts}>
                {u.email} · desde {formatDateTime(u.date_joined)}
                <br />
                {u.ads_count} anúncios · {u.payments_count} pagamentos · {u.reports_count} denúncias
              </div>
              <Space wrap>
                {action(u)}
                {staffCell(u)}
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
