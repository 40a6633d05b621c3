import type { CSSProperties } from 'react';
import type { AdSummary } from '../api/ads';
import Image from './Image';

/**
 * An ad's main picture, filling its box: the 320 px variant with the blur placeholder behind it
 * while it loads, or the local placeholder when the ad has no picture. Shared by the ad cards and
 * the profile lists.
 */
export interface AdThumbnailProps {
  ad: Pick<AdSummary, 'image' | 'title'>;
  style?: CSSProperties;
  /** Inside a link whose text already names the ad (the ad cards): alt="" so it is not read twice. */
  decorative?: boolean;
  /** 'eager': above the fold; 'high': the page's largest picture too (see Image). */
  loading?: 'lazy' | 'eager' | 'high';
}

export default function AdThumbnail({ ad, style, decorative = false, loading = 'lazy' }: AdThumbnailProps) {
  const img = ad.image;
  return (
    <Image
      src={img?.variants?.['320'] ?? img?.url}
      alt={decorative ? '' : img?.alt || ad.title}
      priority={loading === 'eager'}
      highPriority={loading === 'high'}
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
