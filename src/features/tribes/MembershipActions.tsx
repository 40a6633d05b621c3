import { useState } from 'react';
import { useJoinTribeMutation, useLeaveTribeMutation, type Tribe } from '../../api/tribes';
import { paths } from '../../app/paths';
import button from '../../components/Button.module.css';
import ButtonLink from '../../components/ButtonLink';
import ConfirmDialog from '../../components/ConfirmDialog';
import Dialog from '../../components/Dialog';
import Tag from '../../components/Tag';
import type { Toast } from '../../components/Toast';
import { TribeIcon } from '../../components/tribeIcons';
import { apiErrorMessage } from '../../lib/apiErrors';
import PublishToTribe from './PublishToTribe';
import ReasonField from './ReasonField';
import { canManage } from './tribeAccess';
import styles from './TribePage.module.css';

/** Join / request / leave, as the tribe's policy and my state allow; join and leave are optimistic. */
export default function MembershipActions({ tribe, toast }: { tribe: Tribe; toast: Toast }) {
  const [join, { isLoading: joining }] = useJoinTribeMutation();
  const [leave, { isLoading: leaving }] = useLeaveTribeMutation();
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState('');
  const manage = canManage(tribe);

  const doJoin = async (joinAnswer?: string) => {
    try {
      const res = await join({ slug: tribe.slug, tribeJoinBody: { answer: joinAnswer || undefined } }).unwrap();
      setAsking(false);
      toast.success(
        res.membership.status === 'pending'
          ? 'Pedido enviado. Você será avisado quando for aprovado.'
          : 'Você entrou na tribo!',
      );
    } catch (err) {
      toast.error(apiErrorMessage(err, 'Não foi possível entrar na tribo. Tente de novo.'));
    }
  };
  const doLeave = async (pending: boolean) => {
    try {
      await leave({ slug: tribe.slug }).unwrap();
      setConfirming(false);
      toast.success(pending ? 'Pedido cancelado.' : 'Você saiu da tribo.');
    } catch (err) {
      setConfirming(false);
      toast.error(apiErrorMessage(err, 'Não foi possível sair da tribo. Tente de novo.'));
    }
  };

  const manageButton = manage ? (
    <ButtonLink to={paths.tribeEdit(tribe.slug)} icon={<TribeIcon name="edit" />}>
      Gerenciar tribo
    </ButtonLink>
  ) : null;

  const status = tribe.my_membership?.status;
  if (status === 'banned') return <span className={styles.banned}>Você não pode mais participar desta tribo.</span>;
  if (status === 'pending')
    return (
      <>
        <button
          type="button"
          className={button.button}
          aria-busy={leaving || undefined}
          disabled={leaving}
          onClick={() => setConfirming(true)}
        >
          Cancelar pedido
        </button>
        <ConfirmDialog
          open={confirming}
          title="Cancelar seu pedido para entrar?"
          confirmText="Cancelar pedido"
          cancelText="Manter"
          busy={leaving}
          onConfirm={() => void doLeave(true)}
          onCancel={() => setConfirming(false)}
        />
      </>
    );
  if (status === 'active')
    return (
      <>
        <PublishToTribe tribe={tribe} toast={toast} />
        {manageButton}
        {tribe.my_membership?.role === 'owner' ? null : (
          <>
            <button
              type="button"
              className={`${button.button} ${button.danger}`}
              aria-busy={leaving || undefined}
              disabled={leaving}
              onClick={() => setConfirming(true)}
            >
              Sair da tribo
            </button>
            <ConfirmDialog
              open={confirming}
              title="Sair desta tribo?"
              description="Seus anúncios deixam de aparecer no mural dela."
              confirmText="Sair"
              cancelText="Ficar"
              busy={leaving}
              onConfirm={() => void doLeave(false)}
              onCancel={() => setConfirming(false)}
            />
          </>
        )}
      </>
    );
  if (tribe.join_policy === 'invite')
    return (
      <>
        {manageButton}
        <Tag icon={<TribeIcon name="lock" />} className={styles.inviteTag}>
          Entrada só por convite
        </Tag>
      </>
    );
  if (tribe.join_policy === 'request')
    return (
      <>
        {manageButton}
        <button type="button" className={`${button.button} ${button.primary}`} onClick={() => setAsking(true)}>
          Pedir para entrar
        </button>
        {asking ? (
          <Dialog
            title={`Pedir para entrar em ${tribe.name}`}
            busy={joining}
            onClose={() => setAsking(false)}
            footer={
              <>
                <button type="button" className={button.button} disabled={joining} onClick={() => setAsking(false)}>
                  Cancelar
                </button>
                <button
                  type="button"
                  className={`${button.button} ${button.primary}`}
                  aria-busy={joining || undefined}
                  disabled={joining}
                  onClick={() => void doJoin(answer.trim())}
                >
                  Enviar pedido
                </button>
              </>
            }
          >
            <p className={styles.dialogText}>Os moderadores vão analisar seu pedido.</p>
            <ReasonField
              id="join-answer"
              label="Conte por que você quer participar (opcional)"
              value={answer}
              onChange={setAnswer}
            />
          </Dialog>
        ) : null}
      </>
    );
  return (
    <>
      {manageButton}
      <button
        type="button"
        className={`${button.button} ${button.primary}`}
        aria-busy={joining || undefined}
        disabled={joining}
        onClick={() => void doJoin()}
      >
        Entrar na tribo
      </button>
    </>
  );
}
