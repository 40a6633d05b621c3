import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { MAX_MESSAGE_TEXT, useStartConversationMutation } from '../../api/messages';
import { paths } from '../../app/paths';
import { apiErrorMessage } from '../../lib/apiErrors';
import dialog from '../../components/ConfirmDialog.module.css';
import button from '../../components/Button.module.css';
import styles from './AdDetailPage.module.css';

export const FIRST_MESSAGE = 'Olá! Este anúncio ainda está disponível?';

/**
 * "Enviar mensagem" on an ad (plain React, like the page): a modal composer whose text starts as a
 * question the member may change. Enter sends, Shift+Enter breaks the line; the conversation opens
 * once the server takes the message, and its refusal (a block, the limit) shows in the dialog.
 */
export default function MessageDialog({
  slug,
  advertiser,
  onClose,
}: {
  slug: string;
  advertiser: string;
  onClose: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(FIRST_MESSAGE);
  const [error, setError] = useState<string | null>(null);
  const [start, { isLoading }] = useStartConversationMutation();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    field.current?.focus();
    field.current?.select();
    return () => opener?.focus?.();
  }, []);

  async function send() {
    if (isLoading || !text.trim()) return;
    setError(null);
    try {
      const conversation = await start({ startConversationBody: { ad: slug, text: text.trim() } }).unwrap();
      navigate(paths.conversation(conversation.id));
    } catch (err) {
      setError(apiErrorMessage(err, 'Não foi possível enviar a mensagem.'));
    }
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !isLoading) {
      e.stopPropagation();
      onClose();
    } else if (e.key === 'Enter' && !e.shiftKey && !(e.nativeEvent as globalThis.KeyboardEvent).isComposing) {
      if (e.target !== field.current) return;
      e.preventDefault();
      void send();
    }
  };

  return createPortal(
    <div className={dialog.backdrop} onClick={() => !isLoading && onClose()}>
      <div
        className={`${dialog.dialog} ${styles.messageDialog}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={onKeyDown}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={`${id}-title`} className={dialog.title}>
          Mensagem para {advertiser}
        </h2>
        <textarea
          ref={field}
          className={styles.messageField}
          aria-label="Mensagem"
          rows={4}
          maxLength={MAX_MESSAGE_TEXT}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <p className={styles.messageHint}>Enter envia · Shift+Enter quebra a linha. Não pague nada adiantado.</p>
        {error && (
          <p role="alert" className={styles.messageError}>
            {error}
          </p>
        )}
        <div className={dialog.actions}>
          <button type="button" className={button.button} onClick={onClose} disabled={isLoading}>
            Cancelar
          </button>
          <button
            type="button"
            className={`${button.button} ${button.primary}`}
            onClick={() => void send()}
            disabled={isLoading || !text.trim()}
            aria-busy={isLoading || undefined}
          >
            Enviar
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
