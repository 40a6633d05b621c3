import type { ReactNode } from 'react';
import styles from './AdminCard.module.css';

/**
 * A titled card of the admin pages without antd (antd's small Card): the title as an h2 with an
 * optional link or control beside it, then the body.
 */
export default function AdminCard({
  title,
  extra,
  className,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${styles.card} ${className}` : styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{title}</h2>
        {extra}
      </div>
      <div className={styles.cardBody}>{children}</div>
    </div>
  );
}
