import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useEffect } from 'react';
import { HERO_IMAGE_RATIO } from '../../components/HeroSlideView';
import { resolveImageUrl } from '../../lib/imageUrl';
import { MAX_IMAGE_BYTES, MESSAGES } from './heroSlides';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** A picture chosen in the form, not yet sent. */
export interface PickedImage {
  file: File;
  preview: string;
}

/** What the form will do with one of the slide's pictures when it saves. */
export interface ImageChoice {
  /** A new file to upload. */
  picked: PickedImage | null;
  /** The stored picture is to be taken off. */
  removed: boolean;
}

export const NO_CHANGE: ImageChoice = { picked: null, removed: false };

/** The address the preview shows for a picture: the new file, the stored one, or none. */
export const shownImage = (current: string, choice: ImageChoice) =>
  choice.picked?.preview ?? (choice.removed ? '' : current);

/**
 * One of the slide's pictures (computer or phone): pick a file (checked for type and size here,
 * by its bytes on the server), see it, take it off. The file goes when the form saves.
 */
export default function HeroImageField({
  id,
  label,
  hint,
  current,
  value,
  onChange,
  error,
  onError,
  disabled,
}: {
  id: string;
  label: string;
  hint: string;
  current: string;
  value: ImageChoice;
  onChange: (next: ImageChoice) => void;
  /** The message under the field (a refused pick, or the server's answer to the upload). */
  error?: string | null;
  onError: (message: string | null) => void;
  disabled?: boolean;
}) {
  const preview = value.picked?.preview;
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = shownImage(current, value);
  const src = shown ? resolveImageUrl(shown) : null;
  const errorId = `${id}-erro`;
  return (
    <Flex vertical gap={6}>
      <Typography.Text strong id={`${id}-rotulo`}>
        {label}
      </Typography.Text>
      <Typography.Text type="secondary">{hint}</Typography.Text>
      {src ? (
        <img
          src={src}
          alt={`Prévia: ${label.toLowerCase()}`}
          // Cut to the home's proportion, as the server stores it and the home shows it.
          style={{
            width: 240,
            maxWidth: '100%',
            aspectRatio: `${HERO_IMAGE_RATIO.width} / ${HERO_IMAGE_RATIO.height}`,
            objectFit: 'cover',
            borderRadius: 8,
            background: '#eef1f6',
          }}
        />
      ) : (
        <Typography.Text type="secondary">Nenhuma imagem.</Typography.Text>
      )}
      <Flex gap={8} wrap>
        <Upload
          accept={ACCEPTED.join(',')}
          showUploadList={false}
          disabled={disabled}
          maxCount={1}
          beforeUpload={(file) => {
            if (!ACCEPTED.includes(file.type)) onError(MESSAGES.imageType);
            else if (file.size > MAX_IMAGE_BYTES) onError(MESSAGES.imageSize);
            else {
              onChange({ picked: { file, preview: URL.createObjectURL(file) }, removed: false });
              onError(null);
            }
            // Kept in the form; sent when it saves.
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} disabled={disabled} aria-describedby={error ? errorId : undefined}>
            {shown ? `Trocar ${label.toLowerCase()}` : `Escolher ${label.toLowerCase()}`}
          </Button>
        </Upload>
        {shown ? (
          <Button
            icon={<DeleteOutlined />}
            disabled={disabled}
            onClick={() => {
              onChange({ picked: null, removed: !!current });
              onError(null);
            }}
          >
            Remover {label.toLowerCase()}
          </Button>
        ) : null}
      </Flex>
      {error ? (
        <Typography.Text type="danger" id={errorId} role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
