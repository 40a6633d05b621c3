import styles from './AdGrid.module.css';

/**
 * The ad grid while its first page loads (/ads, a public profile): cards of AdCard's shape (4:3
 * cover, 12 px padding, a two-line title and two lines), so nothing jumps when the ads arrive.
 */
export default function AdGridPlaceholder({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.placeholderCard}>
          <div className={styles.placeholder} style={{ aspectRatio: '4 / 3' }} />
          <div className={styles.placeholderBody}>
            {['90%', '60%', '55%', '75%'].map((width) => (
              <div key={width} className={`${styles.placeholder} ${styles.line}`} style={{ width }} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
