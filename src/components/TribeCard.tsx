import { EnvironmentOutlined, LockOutlined, TeamOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { tribeImageUrl, type TribeSummary } from '../api/tribes';
import { paths } from '../app/paths';
import { resolveImageUrl } from '../lib/imageUrl';
import { JOIN_POLICY_LABELS, ROLE_LABELS, memberCountLabel, tribePlace } from '../lib/tribeLabels';

/** A tribe's cover colour when it has no picture: stable per tribe, never the same flat grey. */
const COVER_COLOURS = ['#1f6feb', '#0b7a3e', '#b4540a', '#7c3aed', '#0e7490', '#be185d'];
export const coverColour = (id: number) => COVER_COLOURS[Math.abs(id) % COVER_COLOURS.length];

/** My place in a tribe, as a tag: role when active, "Aguardando aprovação" when pending. */
export function MembershipTag({ membership }: { membership: TribeSummary['my_membership'] }) {
  if (membership?.status === 'pending') return <Tag color="warning">Aguardando aprovação</Tag>;
  if (membership?.status === 'banned') return <Tag color="red">Banido(a)</Tag>;
  if (membership?.status === 'active')
    return <Tag color={membership.role === 'member' ? 'blue' : 'purple'}>{ROLE_LABELS[membership.role]}</Tag>;
  return null;
}

/** One tribe in a list: cover, avatar, name, place, member count, join policy and my state. */
export default function TribeCard({ tribe }: { tribe: TribeSummary }) {
  const cover = resolveImageUrl(tribeImageUrl(tribe.cover, '800'));
  const avatar = resolveImageUrl(tribeImageUrl(tribe.avatar));
  const place = tribePlace(tribe);
  return (
    <Link to={paths.tribe(tribe.slug)} aria-label={tribe.name} style={{ display: 'block', height: '100%' }}>
      <Card
        hoverable
        style={{ height: '100%' }}
        styles={{ body: { padding: 12 } }}
        cover={
          <div
            aria-hidden
            style={{
              height: 96,
              background: cover ? `center / cover no-repeat url("${cover}")` : coverColour(tribe.id),
            }}
          />
        }
      >
        <Flex gap={10} align="flex-start">
          <Avatar
            size={48}
            shape="square"
            src={avatar ?? undefined}
            alt=""
            // Beside the name, not over the cover: the demo covers carry the tribe's name at the bottom.
            style={{ flex: 'none', background: coverColour(tribe.id + 1) }}
          >
            {tribe.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text strong ellipsis={{ tooltip: tribe.name }} style={{ display: 'block' }}>
              {tribe.name}
            </Typography.Text>
            {place ? (
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, display: 'block' }}>
                <EnvironmentOutlined /> {place}
              </Typography.Text>
            ) : null}
            <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
              <TeamOutlined /> {memberCountLabel(tribe.member_count)}
            </Typography.Text>
          </div>
        </Flex>
        <Flex wrap gap={4} style={{ marginTop: 8 }}>
          {tribe.visibility === 'private' ? (
            <Tag icon={<LockOutlined />} style={{ marginInlineEnd: 0 }}>
              Privada
            </Tag>
          ) : null}
          <Tag style={{ marginInlineEnd: 0 }}>{JOIN_POLICY_LABELS[tribe.join_policy] ?? tribe.join_policy}</Tag>
          <MembershipTag membership={tribe.my_membership} />
        </Flex>
      </Card>
    </Link>
  );
}
