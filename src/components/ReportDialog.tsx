import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { REPORT_REASON_LABEL, type ReportReasonKey } from '../../shared/moderation';
import { apiErrorMessage, apiFieldErrors } from '../lib/apiErrors';
import frame from './ConfirmDialog.module.css';
import styles from './ReportDialog.module.css';
import button from './Button.module.css';
import { keepTabInside } from '../lib/focusTrap';

export const REPORT_SENT_MESSAGE = 'Recebemos sua denúncia. Vamos analisar e avisar você.';
const MAX_DETAILS = 1000;
const REASONS = Object.entries(REPORT_REASON_LABEL) as Array<[ReportReasonKey, string]>;

/** Rendered while open: each opening starts with an empty form. */
export interface ReportDialogProps {
  /** "Denunciar anúncio", "Denunciar perfil". */
  title: string;
  /** Sends the report; rejects with the call's error (its field messages go on the fields). */
  onSubmit: (body: { reason: ReportReasonKey; details: string }) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The report form (plain React, as the ad page it opens on): the reasons, details (required for
 * "Outro", up to 1,000 characters), then the thank-you. A modal dialog: focus inside, Tab kept in
 * it, Escape or the backdrop closes it, focus back to the button that opened it.
 */
export default function ReportDialog({ title, onSubmit, onClose }: ReportDialogProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [reason, setReason] = useState<ReportReasonKey | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('input, button')?.focus();
    return () => opener?.focus?.();
  }, []);
  useEffect(() => {
    if (sent) box.current?.querySelector<HTMLElement>('button')?.focus();
  }, [sent]);

  const length = [...details].length;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    if (!reason) found.reason = 'Escolha um motivo.';
    if (reason === 'other' && !details.trim()) found.details = 'Conte o que aconteceu.';
    if (length > MAX_DETAILS) found.details = 'Escreva até 1.000 caracteres.';
    setErrors(found);
    if (found.reason || found.details) return;
    setSending(true);
    try {
      await onSubmit({ reason: reason!, details: details.trim() });
      setSent(true);
    } catch (err) {
      const fields = apiFieldErrors(err);
      setErrors({
        reason: fields.reason?.[0],
        details: fields.details?.[0],
        form: fields.reason || fields.details ? undefined : apiErrorMessage(err, 'Não foi possível enviar a denúncia.'),
      });
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (!sending) onClose();
      return;
    }
    keepTabInside(e, box.current, 'input:not(:disabled), textarea, button:not(:disabled)');
  };

  return createPortal(
    <div className={frame.backdrop} onClick={() => !sending && onClose()}>
      <div
        ref={box}
        className={`${frame.dialog} ${styles.dialog}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={onKeyDown}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={`${id}-title`} className={frame.title}>
          {title}
        </h2>
        {sent ? (
          <>
            <p className={styles.done} role="status">
              {REPORT_SENT_MESSAGE}
            </p>
            <div className={frame.actions}>
              <button type="button" className={`${button.button} ${button.primary}`} onClick={onClose}>
                Fechar
              </button>
            </div>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <p className={frame.text}>
              A equipe da Tribo analisa cada denúncia. Quem você denunciou não saberá que foi você.
            </p>
            <fieldset
              className={styles.reasons}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            >
              <legend className={styles.legend}>Motivo</legend>
              {REASONS.map(([key, label]) => (
                <label key={key} className={styles.reason}>
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={key}
                    checked={reason === key}
                    onChange={() => setReason(key)}
                  />
                  {label}
                </label>
              ))}
              {errors.reason && (
                <div id={`${id}-reason-error`} className={`${styles.meta} ${styles.error}`} role="alert">
                  {errors.reason}
                </div>
              )}
            </fieldset>
            <label htmlFor={`${id}-details`} className={styles.label}>
              {reason === 'other' ? 'Detalhes' : 'Detalhes (opcional)'}
            </label>
            <textarea
              id={`${id}-details`}
              className={`${styles.textarea} ${errors.details ? styles.invalid : ''}`}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
              aria-invalid={errors.details ? true : undefined}
              aria-describedby={`${id}-details-meta`}
              placeholder="Conte o que você viu de errado"
            />
            <div id={`${id}-details-meta`} className={styles.meta}>
              <span className={styles.error} role={errors.details ? 'alert' : undefined}>
                {errors.details ?? ''}
              </span>
              <span>
                {length}/{MAX_DETAILS}
              </span>
            </div>
            {errors.form && (
              <p className={`${styles.meta} ${styles.error}`} role="alert">
                {errors.form}
              </p>
            )}
            <div className={frame.actions}>
              <button type="button" className={button.button} onClick={onClose} disabled={sending}>
                Cancelar
              </button>
              <button
                type="submit"
                className={`${button.button} ${button.primary} ${button.danger}`}
                aria-busy={sending || undefined}
                disabled={sending}
              >
                Enviar denúncia
              </button>
            </div>
          </form>
        )}
      </div>
    </div>,
    document.body,
  );
}
