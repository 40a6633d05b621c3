import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './ConfirmDialog.module.css';
import button from './Button.module.css';
import { keepTabInside } from '../lib/focusTrap';

/** What Tab visits inside the dialog (the buttons, and the fields of `children`). */
const FOCUSABLE =
  'button:not(:disabled), input:not(:disabled):not([type="hidden"]), textarea:not(:disabled), select:not(:disabled)';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: string;
  confirmText: string;
  cancelText?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  /** The action is running: the confirm button is busy and the dialog stays open. */
  busy?: boolean;
  /** What the answer needs besides the click, under the description (a password that confirms it). */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A small modal confirmation (role="alertdialog") in plain React, in place of antd's Popconfirm:
 * focus goes to Cancel (the safe answer), Tab stays inside, Escape or the backdrop cancels, and
 * focus returns to the button that opened it.
 */
export default function ConfirmDialog({
  open,
  title,
  description,
  confirmText,
  cancelText = 'Cancelar',
  danger = false,
  busy = false,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    cancel.current?.focus();
    return () => opener?.focus?.();
  }, [open]);
  // The control that had the focus is disabled while busy, and the browser drops the focus to the
  // page: once the answer is back and the dialog still open (an error), it returns to the field the
  // error is on, or to Cancel, so Escape and Tab keep working.
  useEffect(() => {
    if (!open || busy) return;
    const timer = setTimeout(() => {
      if (box.current?.contains(document.activeElement)) return;
      (box.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? cancel.current)?.focus();
    });
    return () => clearTimeout(timer);
  }, [open, busy]);
  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    keepTabInside(e, box.current, FOCUSABLE);
  };

  return createPortal(
    <div className={styles.backdrop} onClick={() => !busy && onCancel()}>
      <div
        ref={box}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-text` : undefined}
        onKeyDown={onKeyDown}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {description && (
          <p id={`${id}-text`} className={styles.text}>
            {description}
          </p>
        )}
        {children}
        <div className={styles.actions}>
          <button ref={cancel} type="button" className={button.button} onClick={onCancel} disabled={busy}>
            {cancelText}
          </button>
          <button
            type="button"
            className={`${button.button} ${button.primary} ${danger ? button.danger : ''}`}
            onClick={onConfirm}
            aria-busy={busy || undefined}
            disabled={busy}
          >
            {confirmText}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
