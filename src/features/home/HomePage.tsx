import { Link } from 'react-router-dom';
import { adsApi, useListCategoriesQuery } from '../../api/ads';
import AdSlot from '../../components/AdSlot';
import Image from '../../components/Image';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import HeroCarousel from './HeroCarousel';
import { formatAdPrice, HOME_ADS_ARG, isHighlighted, type AdPreview } from './homeAds';
import CategoryIcon from '../../components/CategoryIcon';
import { formatPlace } from '../../lib/place';
import { adCount } from '../../lib/plural';
import styles from './HomePage.module.css';
import { paths } from '../../app/paths';

function AdCard({ ad }: { ad: AdPreview }) {
  return (
    <li className={styles.adCard}>
      <Link to={paths.ad(ad.slug)} className={styles.adLink}>
        <Image
          src={ad.image?.url}
          alt={ad.image?.alt || ad.title}
          width={320}
          height={240}
          className={styles.adImage}
        />
        <span className={styles.adBody}>
          {isHighlighted(ad) ? <span className={styles.badge}>Destaque</span> : null}
          <span className={styles.adTitle}>{ad.title}</span>
          <span className={styles.adPrice}>{formatAdPrice(ad)}</span>
          {ad.city || ad.state_code ? (
            <span className={styles.adPlace}>{formatPlace(ad.city, ad.state_code)}</span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

function AdsSection() {
  const { data, isLoading: loading } = adsApi.useListAdsQuery(HOME_ADS_ARG);
  const all = data?.results ?? [];
  const highlighted = all.filter((ad) => isHighlighted(ad)).slice(0, 4);
  // The API puts highlighted ads first; the ones past the showcase's four go by date like the others.
  const recentAds = all
    .filter((ad) => !highlighted.includes(ad))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, 8);

  if (loading) {
    return (
      <section aria-labelledby="recentes" className={styles.section}>
        <h2 id="recentes" className={styles.sectionTitle}>
          Anúncios recentes
        </h2>
        <ul className={styles.adGrid} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={`skeleton-${i}`} className={`${styles.adCard} ${styles.skeleton}`} />
          ))}
        </ul>
      </section>
    );
  }

  if (all.length === 0) {
    return (
      <section aria-labelledby="recentes" className={styles.section}>
        <h2 id="recentes" className={styles.sectionTitle}>
          Anúncios recentes
        </h2>
        <div className={styles.emptyAds}>
          <p>Ainda não há anúncios publicados. Que tal ser o primeiro da sua tribo a anunciar?</p>
          <Link to={paths.adCreate()} className={styles.secondaryCta}>
            Publicar o primeiro anúncio
          </Link>
        </div>
      </section>
    );
  }

  return (
    <>
      {highlighted.length > 0 ? (
        <section aria-labelledby="destaques" className={styles.section}>
          <h2 id="destaques" className={styles.sectionTitle}>
            Anúncios em destaque
          </h2>
          <ul className={styles.adGrid}>
            {highlighted.map((ad) => (
              <AdCard key={ad.id} ad={ad} />
            ))}
          </ul>
        </section>
      ) : null}
      {recentAds.length > 0 ? (
        <section aria-labelledby="recentes" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="recentes" className={styles.sectionTitle}>
              Anúncios recentes
            </h2>
            <Link to={paths.ads()} className={styles.moreLink}>
              Ver todos os anúncios
            </Link>
          </div>
          <ul className={styles.adGrid}>
            {recentAds.map((ad) => (
              <AdCard key={ad.id} ad={ad} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function CategoriesSection() {
  const { data: categories, isLoading, isError } = useListCategoriesQuery();
  return (
    <section aria-labelledby="categorias" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="categorias" className={styles.sectionTitle}>
          Categorias
        </h2>
        <Link to={paths.categories()} className={styles.moreLink}>
          Ver todas as categorias
        </Link>
      </div>
      {isError ? <p className={styles.error}>Não foi possível carregar as categorias.</p> : null}
      <ul className={styles.categoryGrid} aria-busy={isLoading}>
        {isLoading
          ? // Keys no category has: a placeholder is replaced, never moved (a layout shift).
            Array.from({ length: 8 }, (_, i) => (
              <li key={`skeleton-${i}`} className={`${styles.categoryCard} ${styles.skeleton}`} />
            ))
          : categories?.slice(0, 12).map((c) => (
              <li key={c.id}>
                <Link to={paths.adsCategory(c.slug)} className={styles.categoryCard}>
                  <span className={styles.categoryInitial}>
                    <CategoryIcon icon={c.icon} />
                  </span>
                  <span>
                    <strong className={styles.categoryName}>{c.name}</strong>
                    <span className={styles.categoryCount}>{adCount(c.ad_count)}</span>
                    <span className={styles.categoryDescription}>{c.description}</span>
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}

/** Home: hero carousel, categories, highlighted and recent ads, a call to publish. */
export default function HomePage() {
  useDocumentTitle('');
  return (
    <div className={styles.page}>
      <HeroCarousel />
      <CategoriesSection />
      <AdSlot slot="home-meio" />
      <AdsSection />
      <section className={styles.publish} aria-labelledby="anunciar">
        <div>
          <h2 id="anunciar">Tem um serviço ou produto para oferecer?</h2>
          <p>Anuncie grátis em poucos minutos, com fotos, e seja encontrado por quem procura no seu estado.</p>
        </div>
        <Link to={paths.adCreate()} className={styles.publishCta}>
          Anunciar Grátis
        </Link>
      </section>
    </div>
  );
}
