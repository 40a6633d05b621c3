import type { ReactNode } from 'react';
import styles from './Form.module.css';

/*
 * Notice in a file of its own, without the form engine (./Form.tsx): a plain page that shows a
 * message and has no form loads only this.
 */

const NOTICE_ICONS = {
  // A circle with a cross, an exclamation mark or a tick (antd's filled alert icons).
  error:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4.2 12.8-1.4 1.4L12 13.4l-2.8 2.8-1.4-1.4 2.8-2.8-2.8-2.8 1.4-1.4 2.8 2.8 2.8-2.8 1.4 1.4-2.8 2.8 2.8 2.8Z',
  warning: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.4-4.2-4.2 1.4-1.4 2.8 2.8 5.8-5.8 1.4 1.4-7.2 7.2Z',
};

/** A message above the form (antd's Alert with its icon): the server's answer or a notice. */
export function Notice({
  type,
  title,
  description,
  role = type === 'error' ? 'alert' : 'status',
  action,
}: {
  type: 'error' | 'warning' | 'success';
  title: ReactNode;
  description?: ReactNode;
  role?: 'alert' | 'status';
  /** A button on the right (antd Alert's `action`): "Tentar novamente". */
  action?: ReactNode;
}) {
  return (
    <div className={`${styles.notice} ${styles[type]}`} role={role}>
      <svg
        className={styles.noticeIcon}
        viewBox="0 0 24 24"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <path d={NOTICE_ICONS[type]} fill="currentColor" fillRule="evenodd" />
      </svg>
      <div>
        <div>{title}</div>
        {description ? <div className={styles.noticeDescription}>{description}</div> : null}
      </div>
      {action ? <div className={styles.noticeAction}>{action}</div> : null}
    </div>
  );
}
