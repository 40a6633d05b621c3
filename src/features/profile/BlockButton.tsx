import { useState } from 'react';
import { useBlockUserMutation, useListBlocksQuery, useUnblockUserMutation } from '../../api/messages';
import ConfirmDialog from '../../components/ConfirmDialog';
import { useToast } from '../../components/Toast';
import { apiErrorMessage } from '../../lib/apiErrors';
import button from '../../components/Button.module.css';
import { SvgIcon } from '../../components/icons';
import { PROFILE_ICONS } from './icons';

/**
 * "Bloquear usuário" on someone else's public profile (signed in): a blocked member cannot start
 * a conversation with nor write to me, and our conversations leave my Mensagens. Once blocked, the
 * button undoes it ("Desbloquear", also in /profile/edit). Plain React, as the page.
 */
export default function BlockButton({ username, name }: { username: string; name: string }) {
  const { toast, region } = useToast();
  const { data: blocks } = useListBlocksQuery();
  const [block, blocking] = useBlockUserMutation();
  const [unblock, unblocking] = useUnblockUserMutation();
  const [confirming, setConfirming] = useState(false);
  const blocked = blocks?.some((b) => b.username === username) ?? false;

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      toast.success(done);
    } catch (err) {
      toast.error(apiErrorMessage(err, failed));
    }
  };

  return (
    <>
      {blocked ? (
        <button
          type="button"
          className={button.button}
          aria-busy={unblocking.isLoading || undefined}
          disabled={unblocking.isLoading}
          onClick={() =>
            void run(
              () => unblock({ username }).unwrap(),
              `${name} foi desbloqueado(a).`,
              'Não foi possível desbloquear este usuário.',
            )
          }
        >
          Desbloquear
        </button>
      ) : (
        <button type="button" className={`${button.button} ${button.danger}`} onClick={() => setConfirming(true)}>
          <SvgIcon path={PROFILE_ICONS.block} /> Bloquear usuário
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Bloquear ${name}?`}
        description="Essa pessoa não poderá mais enviar mensagens para você, e as conversas com ela saem da sua lista."
        confirmText="Bloquear"
        danger
        busy={blocking.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void run(
            () => block({ blockBody: { username } }).unwrap(),
            `${name} foi bloqueado(a).`,
            'Não foi possível bloquear este usuário.',
          ).then(() => setConfirming(false))
        }
      />
      {region}
    </>
  );
}
