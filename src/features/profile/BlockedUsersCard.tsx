import { App, Avatar, Button, Card, List, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useListBlocksQuery, useUnblockUserMutation, type BlockedUser } from '../../api/messages';
import { apiErrorMessage } from '../../lib/apiErrors';
import { resolveImageUrl } from '../../lib/imageUrl';
import styles from './ProfileEditPage.module.css';

/** /profile/edit: the members I blocked in Mensagens, each with "Desbloquear". */
export default function BlockedUsersCard() {
  const { data, isLoading, error } = useListBlocksQuery();
  return (
    <Card title="Usuários bloqueados" className={styles.card}>
      <Typography.Paragraph type="secondary">
        Quem você bloqueia não pode iniciar conversas nem enviar mensagens para você.
      </Typography.Paragraph>
      {error ? (
        <Typography.Text type="danger" role="alert">
          {apiErrorMessage(error)}
        </Typography.Text>
      ) : (
        <List
          loading={isLoading}
          dataSource={data ?? []}
          locale={{ emptyText: 'Você não bloqueou ninguém.' }}
          renderItem={(b) => <BlockedItem block={b} />}
        />
      )}
    </Card>
  );
}

function BlockedItem({ block: b }: { block: BlockedUser }) {
  const { message } = App.useApp();
  const [unblock, { isLoading }] = useUnblockUserMutation();
  const name = b.first_name || b.username;
  const onUnblock = async () => {
    try {
      await unblock({ username: b.username }).unwrap();
      void message.success(`${name} foi desbloqueado(a).`);
    } catch (err) {
      void message.error(apiErrorMessage(err, 'Não foi possível desbloquear este usuário.'));
    }
  };
  const avatar = resolveImageUrl(b.avatar);
  return (
    <List.Item
      actions={[
        <Button key="unblock" loading={isLoading} onClick={() => void onUnblock()} aria-label={`Desbloquear ${name}`}>
          Desbloquear
        </Button>,
      ]}
    >
      <List.Item.Meta
        avatar={<Avatar src={avatar ?? undefined} icon={avatar ? undefined : <UserOutlined />} />}
        title={name}
        description={`@${b.username}`}
      />
    </List.Item>
  );
}
