import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';
import { keepTabInside } from '../lib/focusTrap';

const FOCUSABLE = 'button:not(:disabled), [href], input:not(:disabled), textarea:not(:disabled), select:not(:disabled)';

/**
 * A modal dialog in plain React (antd's Modal without antd): a titled box over a dimmed page, its
 * content, and its buttons (`footer`). Focus goes to the first field (or the first button), Tab
 * stays inside, Escape, the close button or the backdrop close it unless `busy`, and focus returns
 * to what opened it. Rendered while open.
 */
export default function Dialog({
  title,
  width = 520,
  busy = false,
  onClose,
  footer,
  children,
}: {
  title: ReactNode;
  /** The box's width on a wide screen, in px. */
  width?: number;
  /** An action runs: closing waits for it. */
  busy?: boolean;
  onClose: () => void;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const fields = box.current?.querySelector<HTMLElement>('input, textarea, select');
    (fields ?? box.current?.querySelector<HTMLElement>(`[data-content] ${FOCUSABLE}`) ?? box.current)?.focus();
    return () => opener?.focus?.();
  }, []);
  const close = () => {
    if (!busy) onClose();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
      return;
    }
    keepTabInside(e, box.current, FOCUSABLE);
  };

  return createPortal(
    <div className={styles.backdrop} onClick={close}>
      <div
        ref={box}
        className={styles.dialog}
        style={{ maxWidth: width }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <div data-content>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
        <button type="button" className={styles.close} aria-label="Fechar" onClick={close}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="currentColor">
            <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
          </svg>
        </button>
      </div>
    </div>,
    document.body,
  );
}
