import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdDetail } from '../../api/ads';
import { paths } from '../../app/paths';
import RatingBadge from '../../components/RatingBadge';
import { resolveImageUrl } from '../../lib/imageUrl';
import { formatPlace } from '../../lib/place';
import page from './AdDetailPage.module.css';
import styles from './AdParts.module.css';

/** The ad page's shape while the ad loads: the same boxes, so the page does not jump when it arrives. */
export function AdLoading() {
  return (
    <div className={page.layout} aria-busy="true">
      <span className={page.srOnly} role="status">
        Carregando anúncio…
      </span>
      <div className={page.gallery}>
        <div className={`${styles.frame} ${styles.placeholder}`} />
      </div>
      <div className={page.info}>
        <div className={page.card}>
          <div className={`${styles.placeholder} ${styles.line}`} style={{ width: '30%' }} />
          <div className={`${styles.placeholder} ${styles.line} ${styles.lineBig}`} style={{ width: '85%' }} />
          <div className={`${styles.placeholder} ${styles.line} ${styles.lineBig}`} style={{ width: '45%' }} />
          {[70, 60, 50, 40].map((w) => (
            <div key={w} className={`${styles.placeholder} ${styles.line}`} style={{ width: `${w}%` }} />
          ))}
        </div>
      </div>
    </div>
  );
}

/** A missing, removed or expired ad (404), or an ad that could not be loaded. */
export function AdProblem({ notFound }: { notFound: boolean }) {
  return (
    <div className={styles.problem}>
      <p className={styles.problemCode} aria-hidden="true">
        {notFound ? '404' : '!'}
      </p>
      <h1 className={styles.problemTitle}>
        {notFound ? 'Anúncio não encontrado' : 'Não foi possível carregar o anúncio'}
      </h1>
      {notFound && <p className={styles.problemText}>Ele pode ter sido removido ou expirado.</p>}
      <Link className={`${page.button} ${page.primary} ${page.big}`} to={paths.ads()}>
        Ver outros anúncios
      </Link>
    </div>
  );
}

/** The advertiser: avatar (or initial), name, username and city, linking to the public profile. */
export function Seller({ owner }: { owner: AdDetail['owner'] }) {
  const name = owner.first_name || owner.username;
  const avatar = resolveImageUrl(owner.avatar);
  // "Campinas/SP"; a profile without its state says just "Campinas" (never "Campinas/").
  const place = formatPlace(owner.city, owner.state_code);
  const [broken, setBroken] = useState(false);
  return (
    <section className={`${page.card} ${styles.seller}`} aria-labelledby="ad-seller">
      <h2 id="ad-seller" className={page.cardTitle}>
        Anunciante
      </h2>
      <Link className={styles.sellerLink} to={paths.publicProfile(owner.username)}>
        {/* 48 x 48 from the start, picture or not: nothing moves when it arrives. */}
        <span className={styles.avatar} aria-hidden="true">
          {avatar && !broken ? (
            <img src={avatar} alt="" width={48} height={48} loading="lazy" onError={() => setBroken(true)} />
          ) : (
            name.charAt(0).toUpperCase()
          )}
        </span>
        <span className={styles.sellerText}>
          <span className={styles.sellerName}>
            <strong>{name}</strong>
            <RatingBadge rating={owner.rating} />
          </span>
          <span className={page.secondarySmall}>
            @{owner.username}
            {place ? ` · ${place}` : ''}
          </span>
        </span>
      </Link>
    </section>
  );
}
