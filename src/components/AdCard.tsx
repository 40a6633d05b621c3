import { Link } from 'react-router-dom';
import type { AdSummary } from '../api/ads';
import { paths } from '../app/paths';
import AdThumbnail from './AdThumbnail';
import RatingBadge from './RatingBadge';
import RelativeTime from './RelativeTime';
import { formatPrice } from '../lib/price';
import styles from './AdCard.module.css';
import { formatPlace } from '../lib/place';

/**
 * One ad in a list: image, title, price in BRL with the advertiser's rating, city/UF, relative
 * date, highlight badge. Plain
 * React + CSS (no antd): it is most of /ads' first screen. The link's name is its visible text
 * (title, price, place), with the picture decorative: a name that differs from what is on screen
 * fails voice control users (WCAG 2.5.3).
 */
export default function AdCard({ ad, loading }: { ad: AdSummary; loading?: 'lazy' | 'eager' | 'high' }) {
  return (
    <Link to={paths.ad(ad.slug)} className={styles.link}>
      <div className={`${styles.card} ${ad.is_highlighted ? styles.highlighted : ''}`}>
        <div className={styles.cover}>
          <AdThumbnail ad={ad} decorative loading={loading} />
          {ad.is_highlighted && (
            <span className={styles.badge}>
              <svg aria-hidden="true" width="12" height="12" viewBox="0 0 24 24" fill="currentColor">
                <path d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7.3L12 17.8 5.8 21.5l1.6-7.3L2 9.5l7.1-.6z" />
              </svg>
              Destaque
            </span>
          )}
        </div>
        <div className={styles.body}>
          <span className={styles.title} title={ad.title}>
            {ad.title}
          </span>
          <span className={styles.priceRow}>
            <span className={styles.price}>{formatPrice(ad.price_cents, ad.price_type)}</span>
            <RatingBadge rating={ad.owner_rating} />
          </span>
          <span className={styles.meta}>
            {formatPlace(ad.city, ad.state_code)} · <RelativeTime date={ad.created_at} />
          </span>
        </div>
      </div>
    </Link>
  );
}
