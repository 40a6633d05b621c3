import type { ReactNode } from 'react';
import styles from './AdminPage.module.css';

/** One figure (antd's Statistic in a small card); `value` undefined while it loads (a grey bar in its place). */
export default function Stat({ title, value }: { title: string; value?: ReactNode }) {
  return (
    <>
      <div className={styles.statTitle}>{title}</div>
      <div className={styles.statValue}>{value ?? <span className={styles.pending} aria-hidden="true" />}</div>
    </>
  );
}
