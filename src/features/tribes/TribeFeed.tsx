import { useState } from 'react';
import {
  useListTribeAdsQuery,
  usePinTribeAdMutation,
  useRemoveTribeAdMutation,
  useUnpinTribeAdMutation,
  type Tribe,
} from '../../api/tribes';
import AdCard from '../../components/AdCard';
import grid from '../../components/AdGrid.module.css';
import button from '../../components/Button.module.css';
import Dialog from '../../components/Dialog';
import Empty from '../../components/Empty';
import LoadError from '../../components/LoadError';
import Pager from '../../components/Pager';
import Tag from '../../components/Tag';
import type { Toast } from '../../components/Toast';
import { TribeIcon } from '../../components/tribeIcons';
import { apiErrorMessage } from '../../lib/apiErrors';
import PublishToTribe from './PublishToTribe';
import ReasonField from './ReasonField';
import { canManage, isActiveMember } from './tribeAccess';
import styles from './TribePage.module.css';

const FEED_PAGE_SIZE = 12;

/** Approved ads, pinned first then by the members' votes; moderators pin and unpin here (optimistic). */
export default function TribeFeed({ tribe, toast }: { tribe: Tribe; toast: Toast }) {
  const [page, setPage] = useState(1);
  const { currentData, isFetching, error, refetch } = useListTribeAdsQuery({
    slug: tribe.slug,
    page,
    pageSize: FEED_PAGE_SIZE,
  });
  const [pin] = usePinTribeAdMutation();
  const [unpin] = useUnpinTribeAdMutation();
  const [removeAd, { isLoading: removing }] = useRemoveTribeAdMutation();
  const [toRemove, setToRemove] = useState<{ slug: string; title: string } | null>(null);
  const [reason, setReason] = useState('');
  const moderator = canManage(tribe);

  if (isFetching && !currentData)
    return (
      <div className={styles.feedGrid} aria-busy="true" aria-label="Anúncios da tribo: carregando">
        {/* Keys no ad has: a placeholder is replaced, never moved where an ad lands (a layout shift). */}
        {['a', 'b', 'c', 'd'].map((k) => (
          <div key={`placeholder-${k}`} className={styles.feedPlaceholder}>
            <div className={grid.placeholder} style={{ aspectRatio: '4 / 3' }} />
            <div className={grid.placeholderBody}>
              {['90%', '60%', '55%', '75%'].map((width) => (
                <div key={width} className={`${grid.placeholder} ${grid.line}`} style={{ width }} />
              ))}
            </div>
          </div>
        ))}
      </div>
    );
  if (error)
    return (
      <LoadError
        message={apiErrorMessage(error, 'Não foi possível carregar os anúncios da tribo.')}
        onRetry={() => void refetch()}
      />
    );
  if (!currentData?.results.length)
    return (
      <Empty description="Nenhum anúncio nesta tribo ainda.">
        {isActiveMember(tribe) ? <PublishToTribe tribe={tribe} toast={toast} /> : null}
      </Empty>
    );

  const togglePin = async (adSlug: string, pinned: boolean) => {
    try {
      await (pinned ? pin : unpin)({ slug: tribe.slug, adSlug }).unwrap();
      toast.success(pinned ? 'Anúncio fixado no topo.' : 'Anúncio desafixado.');
    } catch (err) {
      toast.error(apiErrorMessage(err, 'Não foi possível fixar o anúncio. Tente de novo.'));
    }
  };

  const remove = async () => {
    if (!toRemove) return;
    try {
      await removeAd({ slug: tribe.slug, adSlug: toRemove.slug, tribeReasonBody: { reason: reason.trim() } }).unwrap();
      toast.success('Anúncio removido da tribo. O anunciante foi avisado.');
      setToRemove(null);
      setReason('');
    } catch (err) {
      toast.error(apiErrorMessage(err, 'Não foi possível remover o anúncio. Tente de novo.'));
    }
  };

  return (
    <div className={styles.feed}>
      <ul className={styles.feedGrid} aria-label="Anúncios da tribo">
        {currentData.results.map((ad) => (
          <li key={ad.slug} className={styles.feedCell}>
            <div className={styles.feedItem}>
              {ad.pinned ? (
                <Tag color="blue" icon={<TribeIcon name="pinFilled" />} className={styles.pinned}>
                  Fixado
                </Tag>
              ) : null}
              <AdCard ad={ad} />
            </div>
            {moderator ? (
              <div className={styles.moderation}>
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => void togglePin(ad.slug, !ad.pinned)}
                  aria-label={`${ad.pinned ? 'Desafixar' : 'Fixar'} ${ad.title}`}
                >
                  <TribeIcon name={ad.pinned ? 'pinFilled' : 'pin'} />
                  {ad.pinned ? 'Desafixar' : 'Fixar no topo'}
                </button>
                <button
                  type="button"
                  className={`${styles.textButton} ${styles.dangerText}`}
                  onClick={() => setToRemove({ slug: ad.slug, title: ad.title })}
                  aria-label={`Remover da tribo ${ad.title}`}
                >
                  <TribeIcon name="delete" />
                  Remover da tribo
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {toRemove ? (
        <Dialog
          title="Remover da tribo"
          busy={removing}
          onClose={() => setToRemove(null)}
          footer={
            <>
              <button type="button" className={button.button} disabled={removing} onClick={() => setToRemove(null)}>
                Cancelar
              </button>
              <button
                type="button"
                className={`${button.button} ${button.primary} ${button.danger} ${styles.confirmDanger}`}
                disabled={removing || !reason.trim()}
                aria-busy={removing || undefined}
                onClick={() => void remove()}
              >
                Remover da tribo
              </button>
            </>
          }
        >
          <p className={styles.dialogNote}>
            “{toRemove.title}” sai do mural da tribo (continua publicado no site). O anunciante recebe o motivo.
          </p>
          <ReasonField id="remove-reason" label="Motivo (o anunciante vai ver)" value={reason} onChange={setReason} />
        </Dialog>
      ) : null}
      {currentData.count > FEED_PAGE_SIZE ? (
        <Pager current={page} pages={Math.ceil(currentData.count / FEED_PAGE_SIZE)} onChange={setPage} />
      ) : null}
    </div>
  );
}
