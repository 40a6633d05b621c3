import type { CSSProperties } from 'react';
import shimmer from '../../components/Skeleton.module.css';
import styles from './Skeleton.module.css';

/**
 * antd's Skeleton in plain CSS: a title bar and `rows` lines (the last one shorter), shimmering
 * unless the reader asked for less motion. Decorative: the list around it says what is loading.
 */
export function Skeleton({ rows = 3, className, style }: { rows?: number; className?: string; style?: CSSProperties }) {
  return (
    <div className={[styles.skeleton, className].filter(Boolean).join(' ')} style={style} aria-hidden="true">
      <div className={`${shimmer.bar} ${styles.bar} ${styles.title}`} />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={`${shimmer.bar} ${styles.bar} ${styles.line}`} />
      ))}
    </div>
  );
}

/** A block of the skeleton's colour (an ad's picture while its list loads). */
export function SkeletonBlock({ className }: { className?: string }) {
  return (
    <div className={[shimmer.bar, styles.bar, styles.block, className].filter(Boolean).join(' ')} aria-hidden="true" />
  );
}
