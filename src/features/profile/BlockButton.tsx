import { StopOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { useBlockUserMutation, useListBlocksQuery, useUnblockUserMutation } from '../../api/messages';
import { apiErrorMessage } from '../../lib/apiErrors';

/**
 * "Bloquear usuário" on someone else's public profile (signed in): a blocked member cannot start
 * a conversation with nor write to me, and our conversations leave my Mensagens. Once blocked, the
 * button undoes it ("Desbloquear", also in /profile/edit).
 */
export default function BlockButton({ username, name }: { username: string; name: string }) {
  const { message } = App.useApp();
  const { data: blocks } = useListBlocksQuery();
  const [block, blocking] = useBlockUserMutation();
  const [unblock, unblocking] = useUnblockUserMutation();
  const blocked = blocks?.some((b) => b.username === username) ?? false;

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      void message.success(done);
    } catch (err) {
      void message.error(apiErrorMessage(err, failed));
    }
  };

  if (blocked) {
    return (
      <Button
        loading={unblocking.isLoading}
        onClick={() =>
          void run(
            () => unblock({ username }).unwrap(),
            `${name} foi desbloqueado(a).`,
            'Não foi possível desbloquear este usuário.',
          )
        }
      >
        Desbloquear
      </Button>
    );
  }
  return (
    <Popconfirm
      title={`Bloquear ${name}?`}
      description="Essa pessoa não poderá mais enviar mensagens para você, e as conversas com ela saem da sua lista."
      okText="Bloquear"
      cancelText="Cancelar"
      okButtonProps={{ danger: true, loading: blocking.isLoading }}
      onConfirm={() =>
        run(
          () => block({ blockBody: { username } }).unwrap(),
          `${name} foi bloqueado(a).`,
          'Não foi possível bloquear este usuário.',
        )
      }
    >
      <Button danger icon={<StopOutlined />}>
        Bloquear usuário
      </Button>
    </Popconfirm>
  );
}
