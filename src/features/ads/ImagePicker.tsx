import { DeleteOutlined, InboxOutlined, LeftOutlined, RightOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Tag, Tooltip, Typography, Upload } from 'antd';
import { useRef, useState, type DragEvent } from 'react';
import { ACCEPTED_IMAGE_TYPES, formatBytes, resizeImage } from '../../lib/imageResize';

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

/**
 * Picks, resizes (in the browser, 2,048 px), orders and removes ad photos. The first one that could
 * be read is the main photo (a failed one is never sent). Drag to reorder, or use the arrow buttons
 * (keyboard).
 */
export default function ImagePicker({ value, onChange, disabled }: Props) {
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const countRef = useRef(value.length);
  countRef.current = value.length;
  const mainIndex = value.findIndex((p) => !isFailed(p));

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

  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    const from = value.findIndex((p) => p.key === dragKey);
    if (from >= 0) move(from, to);
    setDragKey(null);
  };

  return (
    <Flex vertical gap={12}>
      <Upload.Dragger
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        showUploadList={false}
        disabled={disabled || value.length >= MAX_IMAGES}
        beforeUpload={(file, list) => {
          // antd calls this once per file; handle the whole batch on the first call.
          if (file === list[0]) void add(list as unknown as File[]);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Clique ou arraste fotos para cá</p>
        <p className="ant-upload-hint">
          Até {MAX_IMAGES} fotos JPEG, PNG, WebP ou AVIF. Elas são reduzidas no seu aparelho antes do envio.
        </p>
      </Upload.Dragger>
      {notice && <Typography.Text type="warning">{notice}</Typography.Text>}
      <ol
        aria-label="Fotos do anúncio"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, margin: 0 }}
      >
        {value.map((item, i) => (
          <li
            key={item.key}
            draggable={!disabled}
            onDragStart={() => setDragKey(item.key)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => onDrop(e, i)}
            aria-label={`Foto ${i + 1}: ${item.name}${isFailed(item) ? ' (com erro)' : i === mainIndex ? ' (principal)' : ''}`}
            style={{
              width: 150,
              border: `1px solid ${isFailed(item) ? '#ff4d4f' : '#d9d9d9'}`,
              borderRadius: 8,
              padding: 6,
              background: dragKey === item.key ? '#e6f4ff' : '#fff',
              cursor: disabled ? 'default' : 'grab',
            }}
          >
            <div
              style={{
                position: 'relative',
                aspectRatio: '4 / 3',
                background: '#f0f0f0',
                borderRadius: 4,
                overflow: 'hidden',
              }}
            >
              {item.preview && (
                <img src={item.preview} alt={item.name} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              )}
              {i === mainIndex && (
                <Tag color="blue" style={{ position: 'absolute', top: 4, left: 4 }}>
                  Principal
                </Tag>
              )}
              {isFailed(item) && (
                <Tag color="error" style={{ position: 'absolute', top: 4, left: 4 }}>
                  Com erro
                </Tag>
              )}
            </div>
            <Typography.Text ellipsis style={{ fontSize: 12, display: 'block' }}>
              {item.name}
              {item.file ? ` · ${formatBytes(item.file.size)}` : ''}
            </Typography.Text>
            {item.status === 'processing' && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                Processando...
              </Typography.Text>
            )}
            {isFailed(item) && (
              <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }}>
                {item.error} Remova esta foto.
              </Typography.Text>
            )}
            {(item.status === 'uploading' || item.status === 'done') && (
              <Progress
                percent={item.progress ?? 0}
                size="small"
                aria-label={`Envio de ${item.name}`}
                status={item.status === 'done' ? 'success' : 'active'}
              />
            )}
            <Flex gap={2} justify="space-between">
              <Tooltip title="Mover para a esquerda">
                <Button
                  size="small"
                  type="text"
                  icon={<LeftOutlined />}
                  aria-label={`Mover ${item.name} para a esquerda`}
                  disabled={disabled || i === 0}
                  onClick={() => move(i, i - 1)}
                />
              </Tooltip>
              <Tooltip title="Definir como principal">
                <Button
                  size="small"
                  type="text"
                  icon={<StarOutlined />}
                  aria-label={`Definir ${item.name} como principal`}
                  disabled={disabled || isFailed(item) || i === mainIndex}
                  onClick={() => move(i, 0)}
                />
              </Tooltip>
              <Tooltip title="Mover para a direita">
                <Button
                  size="small"
                  type="text"
                  icon={<RightOutlined />}
                  aria-label={`Mover ${item.name} para a direita`}
                  disabled={disabled || i === value.length - 1}
                  onClick={() => move(i, i + 1)}
                />
              </Tooltip>
              <Tooltip title="Remover">
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remover ${item.name}`}
                  disabled={disabled}
                  onClick={() => removeAt(item.key)}
                />
              </Tooltip>
            </Flex>
          </li>
        ))}
      </ol>
    </Flex>
  );
}
