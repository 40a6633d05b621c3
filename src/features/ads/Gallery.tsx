import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import type { AdImage } from '../../api/ads';
import Image from '../../components/Image';
import { resolveImageUrl } from '../../lib/imageUrl';
import lcpImage from '../../lib/lcpImage.json';

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

/** Ad photos: arrow keys and swipe move between them; thumbnails below. */
export default function Gallery({ images, title }: { images: AdImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const shown = images.filter((i) => i.url);
  if (!shown.length) {
    return (
      <Image
        src={null}
        alt={title}
        width={800}
        height={600}
        style={{ width: '100%', height: 'auto', borderRadius: 8 }}
      />
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
    <Flex vertical gap={8}>
      <div
        role="region"
        aria-roledescription="galeria"
        aria-label={`Foto ${index + 1} de ${shown.length}`}
        tabIndex={0}
        onKeyDown={onKey}
        onTouchStart={(e) => (touchX.current = e.touches[0].clientX)}
        onTouchEnd={onTouchEnd}
        style={{ position: 'relative', background: '#111', borderRadius: 8, overflow: 'hidden', aspectRatio: '4 / 3' }}
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
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            backgroundImage: current.blur ? `url(${current.blur})` : undefined,
            backgroundSize: 'cover',
          }}
        />
        {shown.length > 1 && (
          <>
            <Button
              shape="circle"
              icon={<LeftOutlined />}
              aria-label="Foto anterior"
              onClick={() => go(-1)}
              style={{ position: 'absolute', left: 8, top: '50%' }}
            />
            <Button
              shape="circle"
              icon={<RightOutlined />}
              aria-label="Próxima foto"
              onClick={() => go(1)}
              style={{ position: 'absolute', right: 8, top: '50%' }}
            />
          </>
        )}
      </div>
      {shown.length > 1 && (
        <Flex gap={8} wrap>
          {shown.map((img, i) => (
            <button
              key={img.id}
              type="button"
              aria-label={`Ver foto ${i + 1}`}
              aria-current={i === index}
              onClick={() => setIndex(i)}
              style={{
                padding: 0,
                border: i === index ? '2px solid #1677ff' : '2px solid transparent',
                borderRadius: 6,
                cursor: 'pointer',
                background: 'none',
              }}
            >
              <Image
                src={img.variants?.['320'] ?? img.url}
                alt=""
                width={72}
                height={54}
                style={{ objectFit: 'cover', display: 'block', borderRadius: 4 }}
              />
            </button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
