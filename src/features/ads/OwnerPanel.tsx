import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDeleteAdMutation, useRenewAdMutation, type AdDetail } from '../../api/ads';
import { paths } from '../../app/paths';
import ConfirmDialog from '../../components/ConfirmDialog';
import type { Toast } from '../../components/Toast';
import styles from './AdDetailPage.module.css';
import button from '../../components/Button.module.css';
import type { AdsPageState } from './adListParams';
import { AdIcon } from '../../components/icons';
import { pausedHighlightText } from '../../lib/adStatus';

const errorMessage = (err: unknown, fallback: string) =>
  (err as { data?: { error?: string } })?.data?.error ?? fallback;

/** Why the ad is out of the lists (the owner and the staff read it on the ad). */
const MODERATION_NOTICE: Record<NonNullable<AdDetail['moderation']>, { title: string; text: string }> = {
  under_review: {
    title: 'Em análise',
    text: 'Este anúncio recebeu denúncias e está fora das buscas até a equipe da Tribo analisar. Você será avisado.',
  },
  changes_requested: {
    title: 'Correção pedida',
    text: 'A equipe da Tribo pediu uma correção (veja suas notificações). O anúncio volta às buscas quando você editá-lo.',
  },
  owner_suspended: {
    title: 'Conta suspensa',
    text: 'Seus anúncios estão fora das buscas enquanto a conta estiver suspensa.',
  },
  removed: { title: 'Removido pela equipe', text: 'Este anúncio foi removido pela equipe da Tribo.' },
};

/**
 * What only the ad's owner sees: the moderation notice, the "published" notice with the highlight offer, the highlight's
 * end date, and renew / highlight / edit / delete (delete asks first).
 */
export default function OwnerPanel({
  ad,
  expired,
  justPublished,
  toast,
}: {
  ad: AdDetail;
  expired: boolean;
  justPublished: boolean;
  toast: Toast;
}) {
  const navigate = useNavigate();
  const [remove, { isLoading: removing }] = useDeleteAdMutation();
  const [renew, { isLoading: renewing }] = useRenewAdMutation();
  const [confirming, setConfirming] = useState(false);

  const onDelete = async () => {
    try {
      await remove({ slug: ad.slug }).unwrap();
      setConfirming(false);
      // Said by /ads: this page and its messages go away with the navigation.
      void navigate(paths.ads(), { state: { notice: 'Anúncio excluído.' } satisfies AdsPageState });
    } catch (err) {
      setConfirming(false);
      toast.error(errorMessage(err, 'Não foi possível excluir o anúncio.'));
    }
  };
  const onRenew = async () => {
    try {
      await renew({ slug: ad.slug }).unwrap();
      toast.success('Anúncio renovado por mais 30 dias.');
    } catch (err) {
      toast.error(errorMessage(err, 'Não foi possível renovar o anúncio.'));
    }
  };

  const moderation = ad.moderation ? MODERATION_NOTICE[ad.moderation] : null;
  // Right after publishing, the notice makes the highlight offer: the row does not repeat it.
  const offering = justPublished && !ad.is_highlighted;

  return (
    <>
      {moderation && (
        <div className={`${styles.notice} ${styles.noticeWarning}`} role="status">
          <div className={styles.noticeBody}>
            <p className={styles.noticeTitle}>{moderation.title}</p>
            <p className={styles.noticeText}>{moderation.text}</p>
          </div>
        </div>
      )}
      {offering && (
        <div className={styles.notice} role="alert">
          <span className={styles.noticeIcon}>
            <AdIcon name="check" size={20} />
          </span>
          <div className={styles.noticeBody}>
            <p className={styles.noticeTitle}>Anúncio publicado!</p>
            <p className={styles.noticeText}>
              Quer que mais gente veja? Um destaque coloca seu anúncio entre os primeiros da busca.
            </p>
          </div>
          <Link className={`${button.button} ${button.primary} ${button.small}`} to={paths.planSelect(ad.slug)}>
            Destacar anúncio
          </Link>
        </div>
      )}
      {ad.is_highlighted && ad.highlighted_until && (
        <p className={styles.secondary}>Em destaque até {new Date(ad.highlighted_until).toLocaleDateString('pt-BR')}</p>
      )}
      {pausedHighlightText(ad) && (
        <p className={styles.secondary}>
          {pausedHighlightText(ad)}. Eles voltam a contar quando o anúncio estiver ativo de novo.
        </p>
      )}
      <div className={styles.row}>
        {expired && (
          <button
            type="button"
            className={`${button.button} ${button.primary}`}
            onClick={onRenew}
            disabled={renewing}
            aria-busy={renewing || undefined}
          >
            <AdIcon name="reload" />
            Renovar por mais 30 dias
          </button>
        )}
        {!expired && ad.status === 'active' && !offering && (
          <Link className={button.button} to={paths.planSelect(ad.slug)}>
            <AdIcon name="star" />
            {ad.is_highlighted ? 'Estender destaque' : 'Destacar anúncio'}
          </Link>
        )}
        <Link className={button.button} to={paths.adEdit(ad.slug)}>
          <AdIcon name="edit" />
          Editar
        </Link>
        <button
          type="button"
          className={`${button.button} ${button.danger}`}
          aria-haspopup="dialog"
          onClick={() => setConfirming(true)}
        >
          <AdIcon name="delete" />
          Excluir
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Excluir este anúncio?"
        description="Essa ação não pode ser desfeita."
        confirmText="Excluir"
        cancelText="Cancelar"
        danger
        busy={removing}
        onConfirm={onDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
