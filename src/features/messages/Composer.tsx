import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  MAX_MESSAGE_PHOTOS,
  MAX_MESSAGE_TEXT,
  useSendMessageMutation,
  useSendMessageWithPhotosMutation,
} from '../../api/messages';
import button from '../../components/Button.module.css';
import { apiErrorMessage } from '../../lib/apiErrors';
import { Alert, Icon } from './parts';
import styles from './Conversation.module.css';

export const TOO_MANY_PHOTOS = `Envie no máximo ${MAX_MESSAGE_PHOTOS} fotos por mensagem.`;
/** Five lines of the field (22 px each), its padding and border: then it scrolls. */
const FIELD_MAX_HEIGHT = 5 * 22 + 8 + 2;

/**
 * The conversation's composer: Enter sends, Shift+Enter breaks the line (and Enter while an input
 * method is composing a character does neither); up to four photos go with the text. The server's
 * refusal (a block, the rate limit, a deleted account) shows under it in its own words.
 */
export default function Composer({ conversationId }: { conversationId: number }) {
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [sendText, textState] = useSendMessageMutation();
  const [sendPhotos, photosState] = useSendMessageWithPhotosMutation();
  const sending = textState.isLoading || photosState.isLoading;
  const canSend = !sending && (text.trim() !== '' || photos.length > 0);

  async function send() {
    if (!canSend) return;
    setError(null);
    try {
      if (photos.length) await sendPhotos({ id: conversationId, text: text.trim(), photos }).unwrap();
      else await sendText({ id: conversationId, sendMessageBody: { text: text.trim() } }).unwrap();
      setText('');
      setPhotos([]);
    } catch (err) {
      setError(apiErrorMessage(err, 'Não foi possível enviar a mensagem.'));
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void send();
  }

  function pick(files: FileList | null) {
    const chosen = [...photos, ...Array.from(files ?? [])];
    setError(chosen.length > MAX_MESSAGE_PHOTOS ? TOO_MANY_PHOTOS : null);
    setPhotos(chosen.slice(0, MAX_MESSAGE_PHOTOS));
    if (fileInput.current) fileInput.current.value = '';
  }

  // The field grows with the text from one line up to five, then scrolls.
  useLayoutEffect(() => {
    const el = field.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight + 2, FIELD_MAX_HEIGHT)}px`;
  }, [text]);

  return (
    <div className={styles.composer}>
      {photos.length > 0 && (
        <ul className={styles.chosen} aria-label="Fotos escolhidas">
          {photos.map((p, i) => (
            <li key={`${p.name}-${i}`} className={styles.tag}>
              {p.name}
              <button
                type="button"
                className={styles.tagRemove}
                aria-label={`Remover ${p.name}`}
                onClick={() => setPhotos(photos.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.composerRow}>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          hidden
          aria-label="Escolher fotos"
          onChange={(e) => pick(e.target.files)}
        />
        <button
          type="button"
          className={`${button.button} ${button.icon}`}
          aria-label="Adicionar fotos"
          disabled={photos.length >= MAX_MESSAGE_PHOTOS}
          onClick={() => fileInput.current?.click()}
        >
          <Icon name="camera" />
        </button>
        <textarea
          ref={field}
          className={styles.field}
          aria-label="Mensagem"
          placeholder="Escreva uma mensagem"
          rows={1}
          value={text}
          maxLength={MAX_MESSAGE_TEXT}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          aria-busy={sending || undefined}
          disabled={!canSend}
          onClick={() => void send()}
        >
          {sending ? <span className={styles.busy} aria-hidden="true" /> : <Icon name="send" />}
          Enviar
        </button>
      </div>
      <div className={styles.hint}>Enter envia · Shift+Enter quebra a linha</div>
      {error && <Alert className={styles.flag} type="error" role="alert" title={error} />}
    </div>
  );
}
