import button from './Button.module.css';
import styles from './LoadError.module.css';

/** What could not be loaded (a pt-BR message, in an alert) and "Tentar de novo", in plain React. */
export default function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.alert} role="alert">
      <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 110 20 10 10 0 010-20zm3.54 5.05L12 10.59 8.46 7.05 7.05 8.46 10.59 12l-3.54 3.54 1.41 1.41L12 13.41l3.54 3.54 1.41-1.41L13.41 12l3.54-3.54z"
        />
      </svg>
      <span className={styles.text}>{message}</span>
      <button type="button" className={`${button.button} ${button.small}`} onClick={onRetry}>
        Tentar de novo
      </button>
    </div>
  );
}
