import { Alert, App, Avatar, Button, List, Tag, theme, Typography } from 'antd';
import type { ListProps } from 'antd';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  useApproveTribeMemberMutation,
  useBanTribeMemberMutation,
  useDemoteTribeMemberMutation,
  usePromoteTribeMemberMutation,
  useRejectTribeMemberMutation,
  useRemoveTribeMemberMutation,
  type TribeMember,
} from '../../../api/tribes';
import { paths } from '../../../app/paths';
import { apiErrorMessage } from '../../../lib/apiErrors';
import { resolveImageUrl } from '../../../lib/imageUrl';
import { ROLE_LABELS } from '../../../lib/tribeLabels';

/** What the management tabs share: their lists' frame, a member's line and the actions on a member. */

/** A list named for screen readers (antd's List is a plain div: an aria-label on it is not read). */
export function LabelledList<T>({ label, ...props }: ListProps<T> & { label: string }) {
  return (
    <section aria-label={label}>
      <List<T> {...props} />
    </section>
  );
}

/** A list's empty text in the secondary colour (antd draws it in its disabled grey, 1.6:1). */
export function EmptyText({ children }: { children: ReactNode }) {
  return <Typography.Text type="secondary">{children}</Typography.Text>;
}

/**
 * List.Item.Meta with its title in a plain line: antd draws the title as an h4, which here comes
 * right after the page's h1 (a skipped heading level for a screen reader's outline).
 */
export function ItemMeta({
  avatar,
  title,
  description,
}: {
  avatar?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
}) {
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

export function ListError({ error, onRetry, fallback }: { error: unknown; onRetry: () => void; fallback: string }) {
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

export function MemberName({ m, showRole }: { m: TribeMember; showRole?: boolean }) {
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

export function useMemberAction(slug: string) {
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
