import { App, Avatar, Button, Card, Spin, Typography } from 'antd';
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
        <BlockedList blocks={data} loading={isLoading} />
      )}
    </Card>
  );
}

function BlockedList({ blocks, loading }: { blocks: BlockedUser[] | undefined; loading: boolean }) {
  if (loading) return <Spin aria-label="Carregando usuários bloqueados" />;
  if (!blocks?.length) return <Typography.Text type="secondary">Você não bloqueou ninguém.</Typography.Text>;
  return (
    <ul className={styles.blockedList} aria-label="Usuários bloqueados">
      {blocks.map((b) => (
        <BlockedItem key={b.username} block={b} />
      ))}
    </ul>
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
    <li className={styles.blockedItem}>
      <Avatar src={avatar ?? undefined} icon={avatar ? undefined : <UserOutlined />} />
      <span className={styles.blockedName}>
        <Typography.Text strong>{name}</Typography.Text>
        <Typography.Text type="secondary">@{b.username}</Typography.Text>
      </span>
      <Button loading={isLoading} onClick={() => void onUnblock()} aria-label={`Desbloquear ${name}`}>
        Desbloquear
      </Button>
    </li>
  );
}
