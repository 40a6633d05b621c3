import type { ReactNode } from 'react';
import styles from './LoadError.module.css';
import button from '../../components/Button.module.css';

const ERROR_ICON =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4.2 12.8-1.4 1.4L12 13.4l-2.8 2.8-1.4-1.4 2.8-2.8-2.8-2.8 1.4-1.4 2.8 2.8 2.8-2.8 1.4 1.4-2.8 2.8 2.8 2.8Z';

/** A list that did not load (antd's error Alert): what failed, the server's reason, and a retry. */
export default function LoadError({
  title,
  description,
  retryText,
  onRetry,
}: {
  title: string;
  description?: ReactNode;
  retryText: string;
  onRetry: () => void;
}) {
  return (
    <div className={`${styles.alert} ${description ? styles.withDescription : ''}`} role="alert">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ERROR_ICON} fill="currentColor" fillRule="evenodd" />
      </svg>
      <div className={styles.content}>
        <div className={styles.title}>{title}</div>
        {description ? <div>{description}</div> : null}
      </div>
      <button type="button" className={button.button} onClick={onRetry}>
        {retryText}
      </button>
    </div>
  );
}
