import { CameraOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Tag } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import {
  MAX_MESSAGE_PHOTOS,
  MAX_MESSAGE_TEXT,
  useSendMessageMutation,
  useSendMessageWithPhotosMutation,
} from '../../api/messages';
import { apiErrorMessage } from '../../lib/apiErrors';
import styles from './Conversation.module.css';

export const TOO_MANY_PHOTOS = `Envie no máximo ${MAX_MESSAGE_PHOTOS} fotos por mensagem.`;

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

  return (
    <div className={styles.composer}>
      {photos.length > 0 && (
        <div className={styles.chosen} aria-label="Fotos escolhidas">
          {photos.map((p, i) => (
            <Tag
              key={`${p.name}-${i}`}
              closable
              closeIcon={<span aria-label={`Remover ${p.name}`}>×</span>}
              onClose={() => setPhotos(photos.filter((_, j) => j !== i))}
            >
              {p.name}
            </Tag>
          ))}
        </div>
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
        <Button
          icon={<CameraOutlined />}
          aria-label="Adicionar fotos"
          disabled={photos.length >= MAX_MESSAGE_PHOTOS}
          onClick={() => fileInput.current?.click()}
        />
        <Input.TextArea
          aria-label="Mensagem"
          placeholder="Escreva uma mensagem"
          value={text}
          maxLength={MAX_MESSAGE_TEXT}
          autoSize={{ minRows: 1, maxRows: 5 }}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          loading={sending}
          disabled={!canSend}
          onClick={() => void send()}
        >
          Enviar
        </Button>
      </div>
      <div className={styles.hint}>Enter envia · Shift+Enter quebra a linha</div>
      {error && <Alert className={styles.flag} type="error" showIcon role="alert" title={error} />}
    </div>
  );
}
