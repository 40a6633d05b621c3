import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { CAROUSEL_INTERVAL_MS, DEFAULT_SETTINGS } from '../../../shared/settings';
import { useGetSettingsQuery, useListHeroSlidesQuery, type HeroSlide, type Settings } from '../../api/core';
import HeroSlideView from '../../components/HeroSlideView';
import { useClientValue } from '../../lib/useClientValue';
import styles from './HomePage.module.css';

type CarouselSettings = Settings['hero_carousel'];

/** The server's defaults (shared/settings.ts), for the first paint before the settings arrive. */
const DEFAULT_CAROUSEL: CarouselSettings = DEFAULT_SETTINGS.hero_carousel;
const INTERVAL_MS = CAROUSEL_INTERVAL_MS;

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

const PauseIcon = () => (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <rect x="3" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
    <rect x="9.5" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
  </svg>
);
const PlayIcon = () => (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <path d="M4 2.5v11a.6.6 0 0 0 .9.5l9-5.5a.6.6 0 0 0 0-1l-9-5.5a.6.6 0 0 0-.9.5z" fill="currentColor" />
  </svg>
);

/**
 * The home hero: slides from the API and every carousel setting staff choose (autoplay, interval,
 * slide or fade, arrows, dots, pause on hover). Moving content must be stoppable (WCAG 2.2.2): a
 * pause/play button is always there while it rotates; keyboard focus inside pauses it too, and a
 * visitor who asks the system for less motion starts paused.
 */
export default function HeroCarousel() {
  const { data: slidesData } = useListHeroSlidesQuery();
  const { data: settings } = useGetSettingsQuery();
  const carousel = { ...DEFAULT_CAROUSEL, ...settings?.hero_carousel };
  const interval = Math.min(
    INTERVAL_MS.max,
    Math.max(INTERVAL_MS.min, carousel.interval_ms || DEFAULT_CAROUSEL.interval_ms),
  );
  const fade = carousel.transition === 'fade';
  const slides = slidesData && slidesData.length > 0 ? slidesData : [FALLBACK_SLIDE];
  const count = slides.length;

  const [current, setCurrent] = useState(0);
  // The first slide appears without animation (it is the page's largest picture); later ones animate.
  const [direction, setDirection] = useState<'next' | 'prev' | null>(null);
  // Until the visitor presses pause/play, a system that asks for less motion keeps it paused.
  const reducedMotion = useClientValue(prefersReducedMotion, false);
  const [pausedByUser, setUserPaused] = useState<boolean | null>(null);
  const userPaused = pausedByUser ?? reducedMotion;
  const [hoverPaused, setHoverPaused] = useState(false);
  const [focusPaused, setFocusPaused] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const index = current % count;
  const rotates = carousel.autoplay && count > 1;
  const running = rotates && !userPaused && !(carousel.pause_on_hover && hoverPaused) && !focusPaused;

  const go = (i: number, dir: 'next' | 'prev') => {
    setDirection(dir);
    setCurrent(((i % count) + count) % count);
  };

  // One timer per shown slide: moving by hand gives the new slide its full time.
  useEffect(() => {
    if (!running) return;
    const id = window.setTimeout(() => {
      setDirection('next');
      setCurrent((i) => (i + 1) % count);
    }, interval);
    return () => window.clearTimeout(id);
  }, [running, index, count, interval]);

  const onFocus = (e: FocusEvent) => {
    // Focus on the pause/play button itself does not pause: the button says what it does.
    if (e.target !== toggleRef.current) setFocusPaused(true);
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    const next = e.relatedTarget as Node | null;
    if (!next || !e.currentTarget.contains(next) || next === toggleRef.current) setFocusPaused(false);
  };
  const toggle = () => {
    if (userPaused) {
      // "Retomar" means now, even with the pointer or focus still on the carousel.
      setHoverPaused(false);
      setFocusPaused(false);
    }
    setUserPaused(!userPaused);
  };

  const enter =
    direction === null ? '' : fade ? styles.enterFade : direction === 'prev' ? styles.enterPrev : styles.enterNext;

  return (
    <section
      className={styles.hero}
      aria-roledescription="carrossel"
      aria-label="Destaques da Tribo"
      data-transition={fade ? 'fade' : 'slide'}
      onMouseEnter={() => setHoverPaused(true)}
      onMouseLeave={() => setHoverPaused(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {rotates ? (
        <button
          ref={toggleRef}
          type="button"
          className={styles.heroToggle}
          onClick={toggle}
          aria-label={userPaused ? 'Retomar carrossel' : 'Pausar carrossel'}
          title={userPaused ? 'Retomar carrossel' : 'Pausar carrossel'}
        >
          {userPaused ? <PlayIcon /> : <PauseIcon />}
        </button>
      ) : null}
      {/* Announce the new slide only when it changed by hand (APG carousel: off while rotating). */}
      <div className={styles.heroSlides} aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <HeroSlideView
            key={slide.id}
            slide={slide}
            active={i === index}
            first={i === 0}
            className={i === index ? enter : undefined}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} de ${count}`}
            aria-hidden={i !== index}
            inert={i !== index}
          />
        ))}
      </div>
      {count > 1 && carousel.show_arrows ? (
        <div className={styles.heroArrows}>
          <button
            type="button"
            className={styles.heroArrow}
            onClick={() => go(index - 1, 'prev')}
            aria-label="Slide anterior"
          >
            ‹
          </button>
          <button
            type="button"
            className={styles.heroArrow}
            onClick={() => go(index + 1, 'next')}
            aria-label="Próximo slide"
          >
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
              onClick={() => go(i, i < index ? 'prev' : 'next')}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
