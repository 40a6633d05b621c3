import { useState } from 'react';
import { useListMyAdsQuery } from '../../api/ads';
import { useSubmitTribeAdMutation, type Tribe } from '../../api/tribes';
import { paths } from '../../app/paths';
import AdThumbnail from '../../components/AdThumbnail';
import button from '../../components/Button.module.css';
import ButtonLink from '../../components/ButtonLink';
import Dialog from '../../components/Dialog';
import Empty from '../../components/Empty';
import type { Toast } from '../../components/Toast';
import { TribeIcon } from '../../components/tribeIcons';
import { apiErrorMessage } from '../../lib/apiErrors';
import { formatPrice } from '../../lib/price';
import styles from './TribePage.module.css';

/**
 * "Publicar nesta tribo": pick one of my active ads, or write a new one (the ad form sends it to
 * this tribe and comes back here).
 */
export default function PublishToTribe({ tribe, toast }: { tribe: Tribe; toast: Toast }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`${button.button} ${button.primary}`} onClick={() => setOpen(true)}>
        <TribeIcon name="plus" />
        Publicar nesta tribo
      </button>
      {open ? <PublishDialog tribe={tribe} toast={toast} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function PublishDialog({ tribe, toast, onClose }: { tribe: Tribe; toast: Toast; onClose: () => void }) {
  const { data, isLoading, error } = useListMyAdsQuery({ page: 1, pageSize: 50 });
  const [submit, { isLoading: sending, originalArgs }] = useSubmitTribeAdMutation();
  const active = data?.results.filter((a) => a.status === 'active') ?? [];

  const send = async (adSlug: string) => {
    try {
      const res = await submit({ slug: tribe.slug, tribeSubmitAdBody: { ad_slug: adSlug } }).unwrap();
      toast.success(
        res.status === 'pending'
          ? 'Anúncio enviado. Ele aparece na tribo depois da aprovação dos moderadores.'
          : 'Anúncio publicado na tribo!',
      );
      onClose();
    } catch (err) {
      toast.error(apiErrorMessage(err, 'Não foi possível enviar o anúncio para a tribo.'));
    }
  };

  return (
    <Dialog title={`Publicar em ${tribe.name}`} width={560} onClose={onClose}>
      <p className={styles.dialogNote}>
        {tribe.ad_policy === 'approval'
          ? 'Os moderadores aprovam cada anúncio antes de ele aparecer na tribo.'
          : 'O anúncio aparece na tribo na hora.'}
      </p>
      {error ? (
        <p className={styles.error}>{apiErrorMessage(error, 'Não foi possível carregar seus anúncios.')}</p>
      ) : isLoading ? (
        <div className={styles.membersLoading} aria-busy="true" aria-label="Meus anúncios ativos: carregando" />
      ) : !active.length ? (
        <Empty description="Você não tem anúncios ativos." />
      ) : (
        <ul className={styles.myAds} aria-label="Meus anúncios ativos">
          {active.map((ad) => (
            <li key={ad.slug} className={styles.myAd}>
              <AdThumbnail ad={ad} style={{ width: 56, height: 42, borderRadius: 6, flex: 'none' }} />
              <div className={styles.myAdText}>
                <span className={styles.myAdTitle}>{ad.title}</span>
                <span className={styles.myAdPrice}>{formatPrice(ad.price_cents, ad.price_type)}</span>
              </div>
              <button
                type="button"
                className={button.button}
                onClick={() => void send(ad.slug)}
                aria-busy={(sending && originalArgs?.tribeSubmitAdBody.ad_slug === ad.slug) || undefined}
                disabled={sending}
                aria-label={`Enviar ${ad.title}`}
              >
                Enviar
              </button>
            </li>
          ))}
        </ul>
      )}
      <ButtonLink
        to={`${paths.adCreate()}?tribe=${encodeURIComponent(tribe.slug)}`}
        block
        icon={<TribeIcon name="plus" />}
        className={styles.newAd}
      >
        Criar um anúncio novo para esta tribo
      </ButtonLink>
    </Dialog>
  );
}
