import { useState, type CSSProperties } from 'react';
import { PLACEHOLDER_IMAGE, resolveImageUrl } from '../lib/imageUrl';

export interface ImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: reserved before the picture arrives so nothing shifts. */
  width: number;
  height: number;
  /** Above the fold: load at once (the hero, the logo); otherwise lazy. */
  priority?: boolean;
  /** The page's largest picture (its LCP element): fetched before the other pictures. */
  highPriority?: boolean;
  /** Responsive sources ("url 320w, url 800w") and the width the picture takes (sizes). */
  srcSet?: string;
  sizes?: string;
  variant?: 'light' | 'dark';
  className?: string;
  style?: CSSProperties;
}

/**
 * A picture with a local placeholder when the source is missing, broken or a placeholder-service
 * address (spec: Other screens). The theme is always light, so the light placeholder is the default.
 */
export default function Image({
  src,
  alt,
  width,
  height,
  priority = false,
  highPriority = false,
  srcSet,
  sizes,
  variant = 'light',
  className,
  style,
}: ImageProps) {
  const resolved = resolveImageUrl(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usePlaceholder = resolved === null || failedSrc === resolved;
  return (
    <img
      src={usePlaceholder ? PLACEHOLDER_IMAGE[variant] : resolved}
      srcSet={usePlaceholder ? undefined : srcSet}
      sizes={usePlaceholder ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority || highPriority ? 'eager' : 'lazy'}
      fetchPriority={highPriority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={{ objectFit: 'cover', maxWidth: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, ...style }}
      data-placeholder={usePlaceholder ? 'true' : undefined}
      onError={() => {
        if (resolved && !usePlaceholder) setFailedSrc(resolved);
      }}
    />
  );
}
