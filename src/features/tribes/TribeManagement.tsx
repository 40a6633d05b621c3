import { CopyOutlined, DeleteOutlined, LinkOutlined, WhatsAppOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Tag,
  theme,
  Typography,
} from 'antd';
import type { ListProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  useCreateTribeInvitationMutation,
  useListTribeInvitationsQuery,
  useListTribeMembersQuery,
  useListTribeModerationLogQuery,
  useListTribeSubmissionsQuery,
  useApproveTribeAdMutation,
  useApproveTribeMemberMutation,
  useBanTribeMemberMutation,
  useDemoteTribeMemberMutation,
  usePromoteTribeMemberMutation,
  useRejectTribeAdMutation,
  useRejectTribeMemberMutation,
  useRemoveTribeMemberMutation,
  useRevokeTribeInvitationMutation,
  type Tribe,
  type TribeInvitation,
  type TribeMember,
} from '../../api/tribes';
import { paths } from '../../app/paths';
import AdThumbnail from '../../components/AdThumbnail';
import { apiErrorMessage } from '../../lib/apiErrors';
import { copyText } from '../../lib/copyText';
import { resolveImageUrl } from '../../lib/imageUrl';
import { relativeTime } from '../../lib/relativeTime';
import { inviteLink, ROLE_LABELS, whatsappInviteLink } from '../../lib/tribeLabels';
import { isOwner } from './tribeAccess';

// Longer than the ~350-line rule: the five management tabs (members, requests, invitations, queue,
// log) of /tribes/edit/{slug}, each a small component; next step, one file per tab.

/** The management tabs of /tribes/edit/{slug}, after the tribe's data. */
export function managementTabs(tribe: Tribe) {
  return [
    { key: 'members', label: 'Membros', children: <MembersTab tribe={tribe} /> },
    { key: 'requests', label: 'Pedidos', children: <RequestsTab tribe={tribe} /> },
    { key: 'invitations', label: 'Convites', children: <InvitationsTab tribe={tribe} /> },
    { key: 'moderation', label: 'Moderação', children: <ModerationTab tribe={tribe} /> },
    { key: 'log', label: 'Histórico', children: <LogTab tribe={tribe} /> },
  ];
}

/** A list named for screen readers (antd's List is a plain div: an aria-label on it is not read). */
function LabelledList<T>({ label, ...props }: ListProps<T> & { label: string }) {
  return (
    <section aria-label={label}>
      <List<T> {...props} />
    </section>
  );
}

/** A list's empty text in the secondary colour (antd draws it in its disabled grey, 1.6:1). */
function EmptyText({ children }: { children: ReactNode }) {
  return <Typography.Text type="secondary">{children}</Typography.Text>;
}

/**
 * List.Item.Meta with its title in a plain line: antd draws the title as an h4, which here comes
 * right after the page's h1 (a skipped heading level for a screen reader's outline).
 */
function ItemMeta({ avatar, title, description }: { avatar?: ReactNode; title: ReactNode; description?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <List.Item.Meta
      avatar={avatar}
      description={
        <>
          <div style={{ color: token.colorText, fontWeight: 500, marginBottom: 4 }}>{title}</div>
          {description}
        </>
      }
    />
  );
}

function ListError({ error, onRetry, fallback }: { error: unknown; onRetry: () => void; fallback: string }) {
  return (
    <Alert
      type="error"
      showIcon
      title={apiErrorMessage(error, fallback)}
      action={
        <Button size="small" onClick={onRetry}>
          Tentar de novo
        </Button>
      }
    />
  );
}

function MemberName({ m, showRole }: { m: TribeMember; showRole?: boolean }) {
  return (
    <ItemMeta
      avatar={
        <Avatar src={resolveImageUrl(m.user.avatar ?? null) ?? undefined}>
          {(m.user.first_name || m.user.username).slice(0, 1).toUpperCase()}
        </Avatar>
      }
      title={<Link to={paths.publicProfile(m.user.username)}>{m.user.first_name || m.user.username}</Link>}
      description={
        <>
          @{m.user.username}{' '}
          {showRole ? <Tag color={m.role === 'member' ? 'blue' : 'purple'}>{ROLE_LABELS[m.role]}</Tag> : null}
        </>
      }
    />
  );
}

/** One action on a member with its success and failure texts. */
type MemberAction = 'approve' | 'reject' | 'remove' | 'ban' | 'promote' | 'demote';

function useMemberAction(slug: string) {
  const [approve, a] = useApproveTribeMemberMutation();
  const [reject, r] = useRejectTribeMemberMutation();
  const [remove, rm] = useRemoveTribeMemberMutation();
  const [ban, b] = useBanTribeMemberMutation();
  const [promote, p] = usePromoteTribeMemberMutation();
  const [demote, d] = useDemoteTribeMemberMutation();
  const state = { isLoading: [a, r, rm, b, p, d].some((x) => x.isLoading) };
  const { message } = App.useApp();
  const call = (userId: number, action: MemberAction) => {
    const arg = { slug, userId };
    switch (action) {
      case 'approve':
        return approve(arg);
      case 'reject':
        return reject({ ...arg, tribeReasonBody: {} });
      case 'remove':
        return remove(arg);
      case 'ban':
        return ban({ ...arg, tribeReasonBody: {} });
      case 'promote':
        return promote({ ...arg, tribePromoteBody: { role: 'moderator' } });
      case 'demote':
        return demote(arg);
    }
  };
  const run = async (m: TribeMember, action: MemberAction, done: string) => {
    try {
      await call(m.user.id, action).unwrap();
      message.success(done);
    } catch (err) {
      message.error(apiErrorMessage(err, 'Não foi possível concluir a ação. Tente de novo.'));
    }
  };
  return [run, state] as const;
}

function MembersTab({ tribe }: { tribe: Tribe }) {
  const { data, isLoading, error, refetch } = useListTribeMembersQuery({ slug: tribe.slug });
  const [run, { isLoading: busy }] = useMemberAction(tribe.slug);
  const owner = isOwner(tribe);
  if (error)
    return <ListError error={error} onRetry={() => void refetch()} fallback="Não foi possível carregar os membros." />;
  return (
    <LabelledList
      loading={isLoading}
      label="Membros"
      locale={{ emptyText: <EmptyText>Nenhum membro ainda. Convide pessoas na aba Convites.</EmptyText> }}
      dataSource={data?.results ?? []}
      renderItem={(m) => {
        const name = m.user.first_name || m.user.username;
        const actions: ReactNode[] = [];
        if (m.role !== 'owner') {
          if (owner)
            actions.push(
              m.role === 'moderator' ? (
                <Button
                  key="demote"
                  size="small"
                  disabled={busy}
                  onClick={() => void run(m, 'demote', `${name} agora é membro.`)}
                >
                  Tirar moderação
                </Button>
              ) : (
                <Button
                  key="promote"
                  size="small"
                  disabled={busy}
                  onClick={() => void run(m, 'promote', `${name} agora é moderador(a).`)}
                >
                  Tornar moderador(a)
                </Button>
              ),
            );
          actions.push(
            <Popconfirm
              key="remove"
              title={`Remover ${name} da tribo?`}
              okText="Remover"
              cancelText="Cancelar"
              onConfirm={() => run(m, 'remove', `${name} foi removido(a).`)}
            >
              <Button size="small" disabled={busy}>
                Remover
              </Button>
            </Popconfirm>,
            <Popconfirm
              key="ban"
              title={`Banir ${name}?`}
              description="A pessoa sai e não pode voltar nem ser convidada de novo."
              okText="Banir"
              okButtonProps={{ danger: true }}
              cancelText="Cancelar"
              onConfirm={() => run(m, 'ban', `${name} foi banido(a).`)}
            >
              <Button size="small" danger disabled={busy}>
                Banir
              </Button>
            </Popconfirm>,
          );
        }
        return (
          // The role sits under the name (not in `extra`, which floats apart from the row on a phone).
          <List.Item actions={actions}>
            <MemberName m={m} showRole />
          </List.Item>
        );
      }}
    />
  );
}

function RequestsTab({ tribe }: { tribe: Tribe }) {
  const { data, isLoading, error, refetch } = useListTribeMembersQuery({ slug: tribe.slug, status: 'pending' });
  const [run, { isLoading: busy }] = useMemberAction(tribe.slug);
  if (error)
    return <ListError error={error} onRetry={() => void refetch()} fallback="Não foi possível carregar os pedidos." />;
  return (
    <LabelledList
      loading={isLoading}
      label="Pedidos para entrar"
      locale={{
        emptyText: <EmptyText>Nenhum pedido esperando. Quando alguém pedir para entrar, aparece aqui.</EmptyText>,
      }}
      dataSource={data?.results ?? []}
      renderItem={(m) => {
        const name = m.user.first_name || m.user.username;
        return (
          <List.Item
            actions={[
              <Button
                key="ok"
                type="primary"
                size="small"
                disabled={busy}
                onClick={() => void run(m, 'approve', `${name} entrou na tribo.`)}
                aria-label={`Aprovar ${name}`}
              >
                Aprovar
              </Button>,
              <Button
                key="no"
                size="small"
                disabled={busy}
                onClick={() => void run(m, 'reject', `Pedido de ${name} recusado.`)}
                aria-label={`Recusar ${name}`}
              >
                Recusar
              </Button>,
            ]}
          >
            <MemberName m={m} />
            {m.join_answer ? (
              <Typography.Paragraph style={{ margin: 0 }}>“{m.join_answer}”</Typography.Paragraph>
            ) : null}
          </List.Item>
        );
      }}
    />
  );
}

interface InvitationValues {
  max_uses?: number | null;
  expires_in_days: number;
}

function InvitationsTab({ tribe }: { tribe: Tribe }) {
  const { data, isLoading, error, refetch } = useListTribeInvitationsQuery({ slug: tribe.slug });
  const [create, { isLoading: creating }] = useCreateTribeInvitationMutation();
  const [revoke] = useRevokeTribeInvitationMutation();
  const { message } = App.useApp();
  const [form] = Form.useForm<InvitationValues>();

  const onCreate = async (values: InvitationValues) => {
    try {
      await create({
        slug: tribe.slug,
        tribeInvitationCreateBody: { max_uses: values.max_uses ?? null, expires_in_days: values.expires_in_days },
      }).unwrap();
      message.success('Convite criado. Copie o link ou compartilhe no WhatsApp.');
    } catch (err) {
      message.error(apiErrorMessage(err, 'Não foi possível criar o convite.'));
    }
  };
  const copy = async (link: string) => {
    if (await copyText(link)) message.success('Link copiado.');
    else message.info(`Copie o link: ${link}`);
  };
  const onRevoke = async (inv: TribeInvitation) => {
    try {
      await revoke({ slug: tribe.slug, token: inv.token }).unwrap();
      message.success('Convite revogado. O link não funciona mais.');
    } catch (err) {
      message.error(apiErrorMessage(err, 'Não foi possível revogar o convite.'));
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card title="Novo convite" size="small">
        <Form<InvitationValues>
          form={form}
          layout="inline"
          initialValues={{ expires_in_days: 7 }}
          onFinish={onCreate}
          style={{ rowGap: 8 }}
        >
          <Form.Item name="expires_in_days" label="Vale por">
            <Select
              style={{ width: 120 }}
              options={[1, 7, 30].map((d) => ({ value: d, label: d === 1 ? '1 dia' : `${d} dias` }))}
            />
          </Form.Item>
          <Form.Item name="max_uses" label="Limite de usos">
            <InputNumber min={1} max={1000} placeholder="Sem limite" style={{ width: 130 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={creating} icon={<LinkOutlined />}>
            Criar link de convite
          </Button>
        </Form>
      </Card>
      {error ? (
        <ListError error={error} onRetry={() => void refetch()} fallback="Não foi possível carregar os convites." />
      ) : (
        <LabelledList
          loading={isLoading}
          label="Convites"
          locale={{
            emptyText: (
              <EmptyText>Nenhum convite ainda. Crie um link acima e mande para quem você quer na tribo.</EmptyText>
            ),
          }}
          dataSource={data?.results ?? []}
          renderItem={(inv) => {
            const link = inviteLink(window.location.origin, inv.token);
            const active = inv.is_valid;
            const left =
              inv.uses_left === null ? 'usos ilimitados' : `${inv.uses_left} de ${inv.max_uses} usos restantes`;
            return (
              <List.Item
                actions={
                  active
                    ? [
                        <Button key="copy" size="small" icon={<CopyOutlined />} onClick={() => void copy(link)}>
                          Copiar link
                        </Button>,
                        <a key="wa" href={whatsappInviteLink(tribe.name, link)} target="_blank" rel="noreferrer">
                          <Button size="small" icon={<WhatsAppOutlined />}>
                            WhatsApp
                          </Button>
                        </a>,
                        <Popconfirm
                          key="revoke"
                          title="Revogar este convite?"
                          okText="Revogar"
                          cancelText="Cancelar"
                          onConfirm={() => onRevoke(inv)}
                        >
                          <Button size="small" danger icon={<DeleteOutlined />}>
                            Revogar
                          </Button>
                        </Popconfirm>,
                      ]
                    : []
                }
              >
                <ItemMeta
                  title={
                    <Space wrap>
                      <Typography.Text
                        code
                        copyable={false}
                        style={{ wordBreak: 'break-all' }}
                        aria-label="Link do convite"
                      >
                        {link}
                      </Typography.Text>
                      {active ? (
                        <Tag color="success">Ativo</Tag>
                      ) : (
                        <Tag>{inv.revoked_at ? 'Revogado' : 'Expirado'}</Tag>
                      )}
                    </Space>
                  }
                  description={`${left} · ${inv.uses} ${inv.uses === 1 ? 'uso' : 'usos'} · expira ${new Date(inv.expires_at).toLocaleDateString('pt-BR')}`}
                />
              </List.Item>
            );
          }}
        />
      )}
    </Flex>
  );
}

function ModerationTab({ tribe }: { tribe: Tribe }) {
  const { data, isLoading, error, refetch } = useListTribeSubmissionsQuery({ slug: tribe.slug, status: 'pending' });
  const [approve, approving] = useApproveTribeAdMutation();
  const [reject, rejectingCall] = useRejectTribeAdMutation();
  const busy = approving.isLoading || rejectingCall.isLoading;
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<{ slug: string; title: string } | null>(null);
  const [reason, setReason] = useState('');

  const decide = async (adSlug: string, decision: 'approve' | 'reject', why?: string) => {
    try {
      if (decision === 'approve') await approve({ slug: tribe.slug, adSlug }).unwrap();
      else await reject({ slug: tribe.slug, adSlug, tribeRequiredReasonBody: { reason: why ?? '' } }).unwrap();
      message.success(
        decision === 'approve' ? 'Anúncio aprovado e publicado na tribo.' : 'Anúncio recusado. O autor foi avisado.',
      );
      setRejecting(null);
      setReason('');
    } catch (err) {
      message.error(apiErrorMessage(err, 'Não foi possível concluir a moderação.'));
    }
  };

  if (isLoading) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (error)
    return (
      <ListError
        error={error}
        onRetry={() => void refetch()}
        fallback="Não foi possível carregar a fila de moderação."
      />
    );
  if (!data?.results.length)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum anúncio esperando aprovação.">
        <Link to={paths.tribe(tribe.slug)}>Ver o mural da tribo</Link>
      </Empty>
    );
  return (
    <>
      <LabelledList
        label="Fila de moderação"
        dataSource={data.results}
        renderItem={(s) => (
          <List.Item
            actions={[
              <Button
                key="ok"
                type="primary"
                size="small"
                disabled={busy}
                onClick={() => void decide(s.ad.slug, 'approve')}
                aria-label={`Aprovar ${s.ad.title}`}
              >
                Aprovar
              </Button>,
              <Button
                key="no"
                size="small"
                danger
                disabled={busy}
                onClick={() => setRejecting({ slug: s.ad.slug, title: s.ad.title })}
                aria-label={`Recusar ${s.ad.title}`}
              >
                Recusar
              </Button>,
            ]}
          >
            <ItemMeta
              avatar={<AdThumbnail ad={s.ad} style={{ width: 64, height: 48, borderRadius: 6 }} />}
              title={<Link to={paths.ad(s.ad.slug)}>{s.ad.title}</Link>}
              description={`Enviado por @${s.submitted_by?.username ?? 'desconhecido'} · ${relativeTime(s.created_at)}`}
            />
          </List.Item>
        )}
      />
      <Modal
        title={rejecting ? `Recusar “${rejecting.title}”` : ''}
        open={Boolean(rejecting)}
        okText="Recusar anúncio"
        okButtonProps={{ danger: true, disabled: !reason.trim() }}
        cancelText="Cancelar"
        confirmLoading={busy}
        onOk={() => rejecting && void decide(rejecting.slug, 'reject', reason.trim())}
        onCancel={() => setRejecting(null)}
      >
        <label htmlFor="reject-reason">Motivo (o autor vai ver)</label>
        <Input.TextArea
          id="reject-reason"
          rows={3}
          maxLength={500}
          showCount
          // antd draws the count under the field, outside its box: room for it above the buttons.
          style={{ marginBottom: 20 }}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}

const LOG_LABELS: Record<string, string> = {
  approve_member: 'aprovou a entrada de',
  reject_member: 'recusou o pedido de',
  remove_member: 'removeu',
  ban_member: 'baniu',
  unban_member: 'desfez o banimento de',
  promote_member: 'tornou moderador(a)',
  demote_member: 'tirou a moderação de',
  transfer_ownership: 'passou a posse da tribo para',
  approve_ad: 'aprovou o anúncio',
  reject_ad: 'recusou o anúncio',
  remove_ad: 'removeu o anúncio',
  pin_ad: 'fixou o anúncio',
  unpin_ad: 'desafixou o anúncio',
  create_invitation: 'criou um convite',
  revoke_invitation: 'revogou um convite',
  update_tribe: 'editou os dados da tribo',
};

function LogTab({ tribe }: { tribe: Tribe }) {
  const { data, isLoading, error, refetch } = useListTribeModerationLogQuery({ slug: tribe.slug });
  if (error)
    return <ListError error={error} onRetry={() => void refetch()} fallback="Não foi possível carregar o histórico." />;
  return (
    <LabelledList
      loading={isLoading}
      label="Histórico de moderação"
      locale={{ emptyText: <EmptyText>Nada aconteceu por aqui ainda.</EmptyText> }}
      dataSource={data?.results ?? []}
      renderItem={(e) => (
        <List.Item>
          <Typography.Text>
            <strong>{e.actor ? `@${e.actor.username}` : 'A equipe da Tribo'}</strong> {LOG_LABELS[e.action] ?? e.action}{' '}
            {e.target_user ? <strong>@{e.target_user.username}</strong> : null}
            {e.target_ad ? <strong>“{e.target_ad.title}”</strong> : null}
            {e.reason ? ` — “${e.reason}”` : ''}
          </Typography.Text>
          <Typography.Text type="secondary">{relativeTime(e.created_at)}</Typography.Text>
        </List.Item>
      )}
    />
  );
}
