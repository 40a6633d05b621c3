import type { HTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { resolveImageUrl } from '../lib/imageUrl';
import lcpImage from '../lib/lcpImage.json';
import Image from './Image';
import styles from './HeroSlideView.module.css';

/**
 * Below this width the home shows a slide's phone picture (HeroSlideView.module.css agrees; the
 * server preloads the same picture for the same media, from lcpImage.json).
 */
export const PHONE_MEDIA = lcpImage.phoneMedia;

/**
 * The one proportion of a slide's picture, on a computer and on a phone alike (the phone's column
 * is about 320 px wide: 16:9 is its 180 px; the computer's is about 500 px). The server stores the
 * pictures cut to it (server/src/modules/hero/hero.images.ts) and the admin's form asks for it.
 */
export const HERO_IMAGE_RATIO = { width: 16, height: 9 };

export interface HeroSlideContent {
  title: string;
  subtitle: string;
  image_url: string;
  /** The phone picture; empty = phones show image_url. */
  image_mobile_url?: string;
  image_alt: string;
  cta_label: string;
  cta_url: string;
}

export interface HeroSlideViewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  slide: HeroSlideContent;
  /** Shown (the carousel hides the others). */
  active?: boolean;
  /** The page's first slide: its title is the page's h1 and its picture loads at once. */
  first?: boolean;
  /**
   * `auto` (the home): the layout and the picture follow the screen width. `desktop` and `phone`
   * (the admin's preview) force one of them.
   */
  device?: 'auto' | 'desktop' | 'phone';
  /** The button as a link (the home) or as a look-alike that goes nowhere (the preview). */
  linkable?: boolean;
  inert?: boolean;
}

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/**
 * One slide of the home hero (title, subtitle, button, picture), drawn the same way by the home's
 * carousel and the admin's live preview. Plain React + CSS: the home loads no antd.
 */
export default function HeroSlideView({
  slide,
  active = true,
  first = false,
  device = 'auto',
  linkable = true,
  className,
  ...rest
}: HeroSlideViewProps) {
  const Title = first ? 'h1' : 'h2';
  const phoneSrc = slide.image_mobile_url || '';
  const src = device === 'phone' && phoneSrc ? phoneSrc : slide.image_url;
  const phoneResolved = device === 'auto' && phoneSrc ? resolveImageUrl(phoneSrc) : null;
  const image = (
    <Image
      src={src}
      alt={slide.image_alt}
      width={HERO_IMAGE_RATIO.width * 40}
      height={HERO_IMAGE_RATIO.height * 40}
      priority={first}
      highPriority={first}
      className={styles.slideImage}
    />
  );
  const classes = [styles.slide, active ? styles.slideActive : '', device === 'phone' ? styles.phone : '', className]
    .filter(Boolean)
    .join(' ');
  let cta = null;
  if (slide.cta_label && slide.cta_url) {
    cta = !linkable ? (
      <span className={styles.slideCta}>{slide.cta_label}</span>
    ) : isExternal(slide.cta_url) ? (
      <a href={slide.cta_url} className={styles.slideCta} rel="noopener">
        {slide.cta_label}
      </a>
    ) : (
      <Link to={slide.cta_url} className={styles.slideCta}>
        {slide.cta_label}
      </Link>
    );
  }
  return (
    <div className={classes} {...rest}>
      <div className={styles.slideText}>
        <Title className={styles.slideTitle}>{slide.title}</Title>
        {slide.subtitle ? <p className={styles.slideSubtitle}>{slide.subtitle}</p> : null}
        {cta}
      </div>
      {phoneResolved ? (
        <picture className={styles.picture}>
          <source media={PHONE_MEDIA} srcSet={phoneResolved} />
          {image}
        </picture>
      ) : (
        image
      )}
    </div>
  );
}
