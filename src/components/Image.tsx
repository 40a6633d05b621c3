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
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
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
