import styles from './InvitationLoading.module.css';
import skeleton from './Skeleton.module.css';

/**
 * The invitation card's shape while it loads (its code or its data): nothing moves when it arrives.
 * Plain CSS (antd's Skeleton, avatar and one line): it shows on the sign-in pages, which load no antd.
 */
export function InvitationLoading() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Carregando convite">
      <span className={`${skeleton.bar} ${styles.avatar}`} />
      <span className={styles.lines}>
        <span className={`${skeleton.bar} ${styles.title}`} />
        <span className={`${skeleton.bar} ${styles.line}`} />
      </span>
    </div>
  );
}
