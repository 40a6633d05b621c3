import { TeamOutlined } from '@ant-design/icons';
import { Alert, App, Avatar, Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { tribeImageUrl, useAcceptTribeInvitationMutation, useGetTribeInvitationQuery } from '../api/tribes';
import { paths } from '../app/paths';
import { apiErrorMessage } from '../lib/apiErrors';
import { resolveImageUrl } from '../lib/imageUrl';
import { memberCountLabel, tribePlace } from '../lib/tribeLabels';
import { coverColour } from './TribeCard';
import { InvitationLoading } from './InvitationLoading';

export const INVALID_INVITATION = 'Convite inválido ou expirado.';

/**
 * The invitation behind `?invite=TOKEN` on /login and /register: which tribe invites (the preview
 * needs no sign-in). A visitor joins by registering (the token goes with the registration); a
 * signed-in user accepts here in one click.
 */
export default function TribeInvitation({ token, signedIn }: { token: string; signedIn: boolean }) {
  const { data, isLoading, error } = useGetTribeInvitationQuery({ token });
  const [accept, { isLoading: accepting }] = useAcceptTribeInvitationMutation();
  const navigate = useNavigate();
  const { message } = App.useApp();

  if (isLoading) return <InvitationLoading />;
  // An answer without its tribe is an invitation this page cannot show: said, not a crash.
  if (error || !data?.tribe)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={apiErrorMessage(error, INVALID_INVITATION)}
        description={signedIn ? undefined : 'Você ainda pode criar sua conta normalmente.'}
        style={{ marginBottom: 16 }}
      />
    );
  const { tribe } = data;
  const onAccept = async () => {
    try {
      await accept({ token }).unwrap();
      message.success(`Você entrou na tribo ${tribe.name}!`);
      navigate(paths.tribe(tribe.slug), { replace: true });
    } catch (err) {
      message.error(apiErrorMessage(err, INVALID_INVITATION));
    }
  };
  const place = tribePlace(tribe);
  return (
    <Card
      size="small"
      style={{ marginBottom: 16, background: '#f3f7ff', borderColor: '#c9dafc' }}
      aria-label="Convite para tribo"
    >
      <Flex gap={12} align="center">
        <Avatar
          shape="square"
          size={48}
          src={resolveImageUrl(tribeImageUrl(tribe.avatar)) ?? undefined}
          alt=""
          style={{ background: coverColour(tribe.id + 1), flex: 'none' }}
        >
          {tribe.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {data.invited_by
              ? `${data.invited_by.first_name || data.invited_by.username} convidou você para a tribo`
              : 'Você foi convidado(a) para a tribo'}
          </Typography.Text>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {tribe.name}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {place ? `${place} · ` : ''}
            <TeamOutlined /> {memberCountLabel(tribe.member_count)}
          </Typography.Text>
        </div>
      </Flex>
      <Typography.Paragraph style={{ margin: '8px 0 0' }}>
        {signedIn ? null : 'Crie sua conta (ou entre) para participar: você já entra como membro.'}
      </Typography.Paragraph>
      {signedIn ? (
        <Button type="primary" block loading={accepting} onClick={() => void onAccept()} style={{ marginTop: 4 }}>
          Aceitar convite e entrar na tribo
        </Button>
      ) : null}
    </Card>
  );
}
