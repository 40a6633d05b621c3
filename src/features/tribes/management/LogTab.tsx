import { List, Typography } from 'antd';
import { useListTribeModerationLogQuery, type Tribe } from '../../../api/tribes';
import { relativeTime } from '../../../lib/relativeTime';
import { LabelledList, EmptyText, ListError } from './common';

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
  create_tribe: 'criou a tribo',
  update_images: 'trocou as imagens da tribo',
  join: 'entrou na tribo',
  join_invitation: 'entrou na tribo pelo convite de',
  request_join: 'pediu para entrar na tribo',
  leave: 'saiu da tribo',
  submit_ad: 'enviou o anúncio',
  publish_ad: 'publicou o anúncio',
  withdraw_ad: 'tirou da tribo o próprio anúncio',
};

/** Histórico: what happened in the tribe, once each: membership, content and moderation. */
export default function LogTab({ tribe }: { tribe: Tribe }) {
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
