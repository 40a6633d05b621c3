import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { AdIcon, SvgIcon, type AdIconName } from '../../components/icons';
import { ACCEPTED_IMAGE_TYPES, formatBytes, resizeImage } from '../../lib/imageResize';
import styles from './ImagePicker.module.css';

export const MAX_IMAGES = 10;

export interface PickedImage {
  /** existing image id as text, or the browser's client id of a new one */
  key: string;
  existingId?: number;
  /** the processed file (new images only) */
  file?: File;
  preview: string;
  name: string;
  status: 'processing' | 'ready' | 'uploading' | 'done' | 'error';
  progress?: number;
  error?: string;
}

let seq = 0;
const newKey = () => `novo-${Date.now().toString(36)}-${(seq += 1)}`;

/** A photo that could not be read (or sent): never the main one, never published, to be removed. */
export const isFailed = (image: PickedImage) => image.status === 'error';

/**
 * What the photos field says while photos failed: the form refuses to save until they are removed
 * (never saved without them and without a word). `action`: "publicar o anúncio", "salvar as alterações".
 */
export function failedImagesMessage(failed: PickedImage[], action: string): string {
  const names = failed.map((i) => `"${i.name}"`).join(', ');
  return failed.length === 1
    ? `Não foi possível usar a foto ${names}. Remova-a para ${action}.`
    : `Não foi possível usar as fotos ${names}. Remova-as para ${action}.`;
}

interface Props {
  value: PickedImage[];
  onChange: (next: PickedImage[] | ((prev: PickedImage[]) => PickedImage[])) => void;
  disabled?: boolean;
}

/** antd's InboxOutlined (the drop area's drawing). */
const INBOX =
  'M885.2 446.3l-.2-.8-112.2-285.1c-5-16.1-19.9-27.2-36.8-27.2H281.2c-17 0-32.1 11.3-36.9 27.6L139.4 443l-.3.7-.2.8c-1.3 4.9-1.7 9.9-1 14.8-.1 1.6-.2 3.2-.2 4.8V830a60.9 60.9 0 0060.8 60.8h627.2c33.5 0 60.8-27.3 60.9-60.8V464.1c0-1.3 0-2.6-.1-3.7.4-4.9 0-9.6-1.3-14.1zm-295.8-43l-.3 15.7c-.8 44.9-31.8 75.1-77.1 75.1-22.1 0-41.1-7.1-54.8-20.6S436 441.2 435.6 419l-.3-15.7H229.5L309 210h399.2l81.7 193.3H589.4zm-375 76.8h157.3c24.3 57.1 76 90.8 140.4 90.8 33.7 0 65-9.4 90.3-27.2 22.2-15.6 39.5-37.4 50.7-63.6h156.5V814H214.4V480.1z';

/**
 * Picks, resizes (in the browser, 2,048 px), orders and removes ad photos. The first one that could
 * be read is the main photo (a failed one is never sent). Drag to reorder, or use the arrow buttons
 * (keyboard). Photos come from the drop area: a click (or Enter on its file input) opens the
 * device's picker, and files dropped on it are taken (those of the accepted types).
 */
export default function ImagePicker({ value, onChange, disabled }: Props) {
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [dropping, setDropping] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const countRef = useRef(value.length);
  countRef.current = value.length;
  const mainIndex = value.findIndex((p) => !isFailed(p));
  const full = value.length >= MAX_IMAGES;
  const closed = disabled || full;

  const add = async (files: File[]) => {
    setNotice(null);
    const room = MAX_IMAGES - countRef.current;
    if (files.length > room) setNotice(`Um anúncio pode ter no máximo ${MAX_IMAGES} fotos.`);
    for (const original of files.slice(0, Math.max(0, room))) {
      const key = newKey();
      const item: PickedImage = { key, preview: '', name: original.name, status: 'processing' };
      countRef.current += 1;
      onChange((prev) => [...prev, item]);
      try {
        const { file } = await resizeImage(original);
        const preview = URL.createObjectURL(file);
        onChange((prev) => prev.map((p) => (p.key === key ? { ...p, file, preview, status: 'ready' } : p)));
      } catch (err) {
        onChange((prev) =>
          prev.map((p) => (p.key === key ? { ...p, status: 'error', error: (err as Error).message } : p)),
        );
      }
    }
  };

  const move = (from: number, to: number) =>
    onChange((prev) => {
      if (to < 0 || to >= prev.length) return prev;
      const next = [...prev];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item);
      return next;
    });
  const removeAt = (key: string) =>
    onChange((prev) => {
      const item = prev.find((p) => p.key === key);
      if (item?.file && item.preview) URL.revokeObjectURL(item.preview);
      return prev.filter((p) => p.key !== key);
    });

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    // Emptied, so the same file can be picked again after it was removed.
    e.target.value = '';
    if (files.length) void add(files);
  };
  const isFileDrag = (e: DragEvent) => [...e.dataTransfer.types].includes('Files');
  const onFilesOver = (e: DragEvent) => {
    if (!isFileDrag(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = closed ? 'none' : 'copy';
    setDropping(!closed);
  };
  const onFilesDrop = (e: DragEvent) => {
    if (!isFileDrag(e)) return;
    e.preventDefault();
    setDropping(false);
    if (closed) return;
    const files = [...e.dataTransfer.files].filter((f) => ACCEPTED_IMAGE_TYPES.includes(f.type));
    if (files.length) void add(files);
  };

  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    const from = value.findIndex((p) => p.key === dragKey);
    if (from >= 0) move(from, to);
    setDragKey(null);
  };

  const tool = (icon: AdIconName, label: string, hint: string, off: boolean, onClick: () => void, danger = false) => (
    <button
      type="button"
      className={danger ? `${styles.tool} ${styles.danger}` : styles.tool}
      aria-label={label}
      title={hint}
      disabled={off}
      onClick={onClick}
    >
      <AdIcon name={icon} size={16} />
    </button>
  );

  return (
    <div className={styles.picker}>
      <label
        className={[styles.drop, dropping && styles.dropping, closed && styles.closed].filter(Boolean).join(' ')}
        onDragOver={onFilesOver}
        onDragLeave={() => setDropping(false)}
        onDrop={onFilesDrop}
      >
        <input
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          disabled={closed}
          onChange={onPick}
          className={styles.file}
        />
        <span className={styles.dropIcon}>
          <SvgIcon path={INBOX} size={48} viewBox="64 64 896 896" />
        </span>
        <span className={styles.dropText}>Clique ou arraste fotos para cá</span>
        <span className={styles.dropHint}>
          Até {MAX_IMAGES} fotos JPEG, PNG, WebP ou AVIF. Elas são reduzidas no seu aparelho antes do envio.
        </span>
      </label>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <ol aria-label="Fotos do anúncio" className={styles.list}>
        {value.map((item, i) => (
          <li
            key={item.key}
            draggable={!disabled}
            onDragStart={() => setDragKey(item.key)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => onDrop(e, i)}
            aria-label={`Foto ${i + 1}: ${item.name}${isFailed(item) ? ' (com erro)' : i === mainIndex ? ' (principal)' : ''}`}
            className={[
              styles.item,
              isFailed(item) && styles.failed,
              dragKey === item.key && styles.dragged,
              disabled && styles.still,
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <div className={styles.thumb}>
              {item.preview && <img src={item.preview} alt={item.name} className={styles.image} />}
              {i === mainIndex && <span className={`${styles.tag} ${styles.mainTag}`}>Principal</span>}
              {isFailed(item) && <span className={`${styles.tag} ${styles.errorTag}`}>Com erro</span>}
            </div>
            <span className={styles.name} title={item.name}>
              {item.name}
              {item.file ? ` · ${formatBytes(item.file.size)}` : ''}
            </span>
            {item.status === 'processing' && <span className={styles.processing}>Processando...</span>}
            {isFailed(item) && <span className={styles.error}>{item.error} Remova esta foto.</span>}
            {(item.status === 'uploading' || item.status === 'done') && (
              <UploadProgress name={item.name} percent={item.progress ?? 0} done={item.status === 'done'} />
            )}
            <div className={styles.tools}>
              {tool(
                'left',
                `Mover ${item.name} para a esquerda`,
                'Mover para a esquerda',
                Boolean(disabled) || i === 0,
                () => move(i, i - 1),
              )}
              {tool(
                'star',
                `Definir ${item.name} como principal`,
                'Definir como principal',
                Boolean(disabled) || isFailed(item) || i === mainIndex,
                () => move(i, 0),
              )}
              {tool(
                'right',
                `Mover ${item.name} para a direita`,
                'Mover para a direita',
                Boolean(disabled) || i === value.length - 1,
                () => move(i, i + 1),
              )}
              {tool('delete', `Remover ${item.name}`, 'Remover', Boolean(disabled), () => removeAt(item.key), true)}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A photo's upload: a thin bar and its percentage (a tick once sent), as antd's small Progress. */
function UploadProgress({ name, percent, done }: { name: string; percent: number; done: boolean }) {
  // Sent (a photo saved before, or one whose upload finished): the whole bar.
  const value = done ? 100 : Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      className={done ? `${styles.progress} ${styles.progressDone}` : styles.progress}
      role="progressbar"
      aria-label={`Envio de ${name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <span className={styles.track}>
        <span className={styles.bar} style={{ width: `${value}%` }} />
      </span>
      <span className={styles.percent}>{done ? <AdIcon name="check" size={14} /> : `${value}%`}</span>
    </div>
  );
}
