import { PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES, resizeImage } from '../../lib/imageResize';
import { resolveImageUrl } from '../../lib/imageUrl';

export interface PickedTribeImage {
  file: File;
  preview: string;
}

/**
 * The avatar or the cover of a tribe: pick (resized in the browser), preview, and the upload's
 * progress while the form saves.
 */
export default function TribeImageField({
  label,
  current,
  value,
  onChange,
  progress,
  error,
  wide,
  disabled,
}: {
  label: string;
  current: string | null | undefined;
  value: PickedTribeImage | null;
  onChange: (next: PickedTribeImage | null) => void;
  progress?: number;
  error?: string;
  wide?: boolean;
  disabled?: boolean;
}) {
  const [processing, setProcessing] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);
  useEffect(() => () => (value ? URL.revokeObjectURL(value.preview) : undefined), [value]);
  const shown = value?.preview ?? resolveImageUrl(current ?? null);
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{label}</Typography.Text>
      <div
        style={{
          width: wide ? '100%' : 96,
          maxWidth: wide ? 480 : 96,
          aspectRatio: wide ? '3 / 1' : '1 / 1',
          borderRadius: 12,
          background: shown ? `center / cover no-repeat url("${shown}")` : '#eef1f6',
          display: 'grid',
          placeItems: 'center',
          color: '#8a93a3',
          fontSize: 28,
        }}
        role="img"
        aria-label={shown ? `Prévia: ${label}` : `${label}: nenhuma imagem`}
      >
        {shown ? null : <PictureOutlined />}
      </div>
      <Upload
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        showUploadList={false}
        disabled={disabled || processing}
        beforeUpload={async (file) => {
          setPickError(null);
          setProcessing(true);
          try {
            const { file: resized } = await resizeImage(file);
            onChange({ file: resized, preview: URL.createObjectURL(resized) });
          } catch (err) {
            setPickError((err as Error).message);
          } finally {
            setProcessing(false);
          }
          return false;
        }}
      >
        <Button loading={processing} disabled={disabled}>
          {shown ? `Trocar ${label.toLowerCase()}` : `Escolher ${label.toLowerCase()}`}
        </Button>
      </Upload>
      {progress !== undefined ? (
        <Progress
          percent={progress}
          size="small"
          aria-label={`Envio: ${label}`}
          status={error ? 'exception' : undefined}
        />
      ) : null}
      {error || pickError ? <Typography.Text type="danger">{error ?? pickError}</Typography.Text> : null}
    </Flex>
  );
}
