import type { CSSProperties } from 'react';
import type { AdSummary } from '../api/ads';
import Image from './Image';

/**
 * An ad's main picture, filling its box: the 320 px variant with the blur placeholder behind it
 * while it loads, or the local placeholder when the ad has no picture. Shared by the ad cards and
 * the profile lists.
 */
export default function AdThumbnail({ ad, style }: { ad: Pick<AdSummary, 'image' | 'title'>; style?: CSSProperties }) {
  const img = ad.image;
  return (
    <Image
      src={img?.variants?.['320'] ?? img?.url}
      alt={img?.alt || ad.title}
      width={320}
      height={240}
      style={{
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        backgroundImage: img?.blur ? `url(${img.blur})` : undefined,
        backgroundSize: 'cover',
        ...style,
      }}
    />
  );
}
