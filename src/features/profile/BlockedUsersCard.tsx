import { useListBlocksQuery, useUnblockUserMutation, type BlockedUser } from '../../api/messages';
import { apiErrorMessage } from '../../lib/apiErrors';
import { resolveImageUrl } from '../../lib/imageUrl';
import type { Toast } from '../../components/Toast';
import button from '../../components/Button.module.css';
import form from '../../components/form/Form.module.css';
import EditCard, { Avatar } from './EditCard';
import styles from './ProfileEditPage.module.css';

/** /profile/edit: the members I blocked in Mensagens, each with "Desbloquear". */
export default function BlockedUsersCard({ toast }: { toast: Toast }) {
  const { data, isLoading, error } = useListBlocksQuery();
  return (
    <EditCard title="Usuários bloqueados">
      <p className={`${styles.secondary} ${styles.paragraph}`}>
        Quem você bloqueia não pode iniciar conversas nem enviar mensagens para você.
      </p>
      {error ? (
        <span className={styles.errorText} role="alert">
          {apiErrorMessage(error)}
        </span>
      ) : (
        <BlockedList blocks={data} loading={isLoading} toast={toast} />
      )}
    </EditCard>
  );
}

function BlockedList({
  blocks,
  loading,
  toast,
}: {
  blocks: BlockedUser[] | undefined;
  loading: boolean;
  toast: Toast;
}) {
  if (loading) {
    return (
      <span className={styles.loading} role="status" aria-label="Carregando usuários bloqueados">
        <span className={form.spinner} aria-hidden="true" />
      </span>
    );
  }
  if (!blocks?.length) return <span className={styles.secondary}>Você não bloqueou ninguém.</span>;
  return (
    <ul className={styles.blockedList} aria-label="Usuários bloqueados">
      {blocks.map((b) => (
        <BlockedItem key={b.username} block={b} toast={toast} />
      ))}
    </ul>
  );
}

function BlockedItem({ block: b, toast }: { block: BlockedUser; toast: Toast }) {
  const [unblock, { isLoading }] = useUnblockUserMutation();
  const name = b.first_name || b.username;
  const onUnblock = async () => {
    try {
      await unblock({ username: b.username }).unwrap();
      toast.success(`${name} foi desbloqueado(a).`);
    } catch (err) {
      toast.error(apiErrorMessage(err, 'Não foi possível desbloquear este usuário.'));
    }
  };
  return (
    <li className={styles.blockedItem}>
      <Avatar src={resolveImageUrl(b.avatar)} size={32} />
      <span className={styles.blockedName}>
        <strong>{name}</strong>
        <span className={styles.secondary}>@{b.username}</span>
      </span>
      <button
        type="button"
        className={button.button}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        onClick={() => void onUnblock()}
        aria-label={`Desbloquear ${name}`}
      >
        Desbloquear
      </button>
    </li>
  );
}
