import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import type { AdImage } from '../../api/ads';
import Image from '../../components/Image';
import { resolveImageUrl } from '../../lib/imageUrl';
import lcpImage from '../../lib/lcpImage.json';
import styles from './Gallery.module.css';
import { AdIcon } from '../../components/icons';

/**
 * The 320/800/1600 variants as a srcset (the server preloads the first picture with the same
 * srcset and sizes, see server/src/plugins/spaPage.ts), so a phone downloads the 800 px picture
 * instead of the 1600 px one.
 */
function srcSetOf(img: AdImage): string | undefined {
  const parts = (['320', '800', '1600'] as const)
    .map((w) => [w, resolveImageUrl(img.variants?.[w] ?? null)] as const)
    .filter(([, url]) => url)
    .map(([w, url]) => `${url} ${w}w`);
  return parts.length ? parts.join(', ') : undefined;
}

/** Image's own style sets height: auto and cover; in the 4:3 frame the whole picture shows. */
const FILL = { width: '100%', height: '100%', objectFit: 'contain' } as const;

/**
 * Ad photos: arrow keys and swipe move between them; thumbnails below. The frame is 4:3 whatever
 * the picture, so nothing below it moves when the picture arrives (CLS).
 */
export default function Gallery({ images, title }: { images: AdImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const shown = images.filter((i) => i.url);
  if (!shown.length) {
    return (
      <div className={styles.frame}>
        <Image src={null} alt={title} width={800} height={600} style={FILL} />
      </div>
    );
  }
  const current = shown[Math.min(index, shown.length - 1)];
  const go = (delta: number) => setIndex((i) => (i + delta + shown.length) % shown.length);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(1);
    if (e.key === 'ArrowLeft') go(-1);
  };
  const onTouchEnd = (e: TouchEvent) => {
    if (touchX.current === null) return;
    const dx = e.changedTouches[0].clientX - touchX.current;
    if (Math.abs(dx) > 40) go(dx < 0 ? 1 : -1);
    touchX.current = null;
  };
  return (
    <div className={styles.galleryStack}>
      <div
        className={styles.frame}
        role="region"
        aria-roledescription="galeria"
        aria-label={`Foto ${index + 1} de ${shown.length}`}
        tabIndex={0}
        onKeyDown={onKey}
        onTouchStart={(e) => (touchX.current = e.touches[0].clientX)}
        onTouchEnd={onTouchEnd}
      >
        <Image
          src={current.variants?.['800'] ?? current.url}
          srcSet={srcSetOf(current)}
          sizes={lcpImage.gallerySizes}
          alt={current.alt || title}
          width={current.width ?? 800}
          height={current.height ?? 600}
          highPriority={current === shown[0]}
          style={{
            ...FILL,
            backgroundImage: current.blur ? `url(${current.blur})` : undefined,
            backgroundSize: 'cover',
          }}
        />
        {shown.length > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.arrowLeft}`}
              aria-label="Foto anterior"
              onClick={() => go(-1)}
            >
              <AdIcon name="left" size={22} />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.arrowRight}`}
              aria-label="Próxima foto"
              onClick={() => go(1)}
            >
              <AdIcon name="right" size={22} />
            </button>
            {/* The region's name says it to screen readers; this is for the eyes. */}
            <span className={styles.counter} aria-hidden="true">
              {Math.min(index, shown.length - 1) + 1}/{shown.length}
            </span>
          </>
        )}
      </div>
      {shown.length > 1 && (
        <div className={styles.thumbs}>
          {shown.map((img, i) => (
            <button
              key={img.id}
              type="button"
              className={styles.thumb}
              aria-label={`Ver foto ${i + 1}`}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            >
              <Image
                src={img.variants?.['320'] ?? img.url}
                alt=""
                width={72}
                height={54}
                style={{ display: 'block', borderRadius: 4 }}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
