import styles from './LoadingScreen.module.css';

export interface LoadingScreenProps {
  message?: string;
  fullScreen?: boolean;
}

/**
 * Spinner and message while something loads (spec: Other screens). Plain CSS: it shows before any
 * page chunk arrives, so it stays out of the component library.
 */
export default function LoadingScreen({ message = 'Carregando...', fullScreen = false }: LoadingScreenProps) {
  return (
    <div className={`${styles.screen} ${fullScreen ? styles.fullScreen : ''}`} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
