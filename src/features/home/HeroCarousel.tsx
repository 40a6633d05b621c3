import { useEffect, useState } from 'react';
import { useGetSettingsQuery, useListHeroSlidesQuery, type HeroSlide } from '../../api/core';
import HeroSlideView from '../../components/HeroSlideView';
import styles from './HomePage.module.css';

const DEFAULT_CAROUSEL = { autoplay: true, interval_ms: 6000, show_arrows: true, show_indicators: true };

/** Shown while the slides load or when there are none: the page never opens on a blank hero. */
const FALLBACK_SLIDE: HeroSlide = {
  id: 0,
  title: 'Encontre profissionais e ofertas da sua tribo',
  subtitle:
    'Diaristas, pedreiros, eletricistas, serviços para o seu pet e muito mais — anúncios curados por comunidades locais em todo o Brasil.',
  image_url: '/hero/servicos.svg',
  image_mobile_url: '',
  image_alt: 'Ilustração de uma casa com ferramentas de serviços',
  cta_label: 'Encontrar serviços',
  cta_url: '/ads',
  position: 0,
};

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** The home hero: slides and carousel settings (autoplay, interval, arrows, dots) from the API. */
export default function HeroCarousel() {
  const { data: slidesData } = useListHeroSlidesQuery();
  const { data: settings } = useGetSettingsQuery();
  const carousel = { ...DEFAULT_CAROUSEL, ...settings?.hero_carousel };
  const slides = slidesData && slidesData.length > 0 ? slidesData : [FALLBACK_SLIDE];
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const index = current % count;
  const autoplay = carousel.autoplay && count > 1 && !paused && !prefersReducedMotion();

  useEffect(() => {
    if (!autoplay) return;
    const id = window.setInterval(() => setCurrent((i) => (i + 1) % count), Math.max(2000, carousel.interval_ms));
    return () => window.clearInterval(id);
  }, [autoplay, count, carousel.interval_ms]);

  const go = (i: number) => setCurrent((i + count) % count);

  return (
    <section
      className={styles.hero}
      aria-roledescription="carrossel"
      aria-label="Destaques da Tribo"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((slide, i) => (
        <HeroSlideView
          key={slide.id}
          slide={slide}
          active={i === index}
          first={i === 0}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} de ${count}`}
          aria-hidden={i !== index}
          inert={i !== index}
        />
      ))}
      {count > 1 && carousel.show_arrows ? (
        <div className={styles.heroArrows}>
          <button type="button" className={styles.heroArrow} onClick={() => go(index - 1)} aria-label="Slide anterior">
            ‹
          </button>
          <button type="button" className={styles.heroArrow} onClick={() => go(index + 1)} aria-label="Próximo slide">
            ›
          </button>
        </div>
      ) : null}
      {count > 1 && carousel.show_indicators ? (
        <div className={styles.heroDots}>
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={`${styles.heroDot} ${i === index ? styles.heroDotActive : ''}`}
              aria-label={`Ir para o slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
