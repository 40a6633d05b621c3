import { formatInteger } from '../../lib/numberFormat';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AdSummary } from '../../api/ads';
import { paths } from '../../app/paths';
import AdThumbnail from '../../components/AdThumbnail';
import { formatPrice } from '../../lib/price';
import { relativeTime } from '../../lib/relativeTime';
import { AD_STATUS, adStatus, expiryText, shortDate } from './profileFormat';
import styles from './ProfilePage.module.css';
import { formatPlace } from '../../lib/place';
import { pausedHighlightText } from '../../lib/adStatus';
import { MemberIcon } from './memberIcons';

interface Props {
  ad: AdSummary;
  /** The owner's view: status, views, score and expiry. */
  owner?: boolean;
  actions: ReactNode;
}

/** One ad in the profile lists: picture, title, price, place, and the actions that fit the list. */
export default function ProfileAdItem({ ad, owner = false, actions }: Props) {
  const status = adStatus(ad);
  const { label, ...colors } = AD_STATUS[status];
  return (
    <article className={styles.item} aria-label={ad.title}>
      {/* The title link is the one the keyboard and screen readers need; the picture repeats it. */}
      <Link to={paths.ad(ad.slug)} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <AdThumbnail ad={ad} />
      </Link>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <Link to={paths.ad(ad.slug)} className={styles.title}>
            {ad.title}
          </Link>
          {owner ? (
            <span
              className={styles.tag}
              style={{ color: colors.color, background: colors.background, borderColor: colors.border }}
            >
              {label}
            </span>
          ) : null}
          {owner && ad.is_highlighted ? <span className={`${styles.tag} ${styles.goldTag}`}>Destaque</span> : null}
        </div>
        <span className={styles.price}>{formatPrice(ad.price_cents, ad.price_type)}</span>
        <div className={styles.details}>
          <span>
            <MemberIcon name="place" /> {formatPlace(ad.city, ad.state_code)}
          </span>
          <span>{ad.category.name}</span>
          {owner ? null : <span>{relativeTime(ad.created_at)}</span>}
        </div>
        {owner ? (
          <div className={styles.details}>
            <span>
              <MemberIcon name="eye" /> {ad.views === 1 ? '1 visualização' : `${formatInteger(ad.views)} visualizações`}
            </span>
            <span>
              <MemberIcon name="like" />{' '}
              {Math.abs(ad.vote_score) === 1 ? `${ad.vote_score} ponto` : `${ad.vote_score} pontos`}
            </span>
            {status !== 'removed' ? (
              <span className={status === 'expired' ? styles.expired : undefined}>{expiryText(ad.expires_at)}</span>
            ) : null}
            {ad.is_highlighted && ad.highlighted_until ? (
              <span>Em destaque até {shortDate(ad.highlighted_until)}</span>
            ) : null}
            {pausedHighlightText(ad) ? <span>{pausedHighlightText(ad)}</span> : null}
          </div>
        ) : null}
      </div>
      <div className={styles.itemActions}>{actions}</div>
    </article>
  );
}
