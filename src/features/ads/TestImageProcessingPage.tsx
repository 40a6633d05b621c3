import { Card, Col, Descriptions, Flex, Row, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES, formatBytes, resizeImage, type ProcessedImage } from '../../lib/imageResize';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /test-image-processing: what the browser does to a photo before upload, side by side. */
export default function TestImageProcessingPage() {
  useDocumentTitle('Teste de processamento de imagens');
  const [result, setResult] = useState<(ProcessedImage & { beforeUrl: string; afterUrl: string; ms: number }) | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (result) {
        URL.revokeObjectURL(result.beforeUrl);
        URL.revokeObjectURL(result.afterUrl);
      }
    },
    [result],
  );

  const pick = async (file: File) => {
    setError(null);
    setBusy(true);
    const started = performance.now();
    try {
      const processed = await resizeImage(file);
      setResult({
        ...processed,
        beforeUrl: URL.createObjectURL(file),
        afterUrl: URL.createObjectURL(processed.file),
        ms: Math.round(performance.now() - started),
      });
    } catch (err) {
      setResult(null);
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const side = (title: string, url: string, info: ProcessedImage['before']) => (
    <Card title={title} size="small">
      <img
        src={url}
        alt={title}
        style={{ width: '100%', maxHeight: 360, objectFit: 'contain', background: '#f5f5f5' }}
      />
      <Descriptions column={1} size="small" style={{ marginTop: 8 }}>
        <Descriptions.Item label="Dimensões">
          {info.width} × {info.height} px
        </Descriptions.Item>
        <Descriptions.Item label="Tamanho">{formatBytes(info.size)}</Descriptions.Item>
        <Descriptions.Item label="Formato">{info.type.replace('image/', '').toUpperCase()}</Descriptions.Item>
      </Descriptions>
    </Card>
  );

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
        Teste de processamento de imagens
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Escolha uma foto para ver o que o navegador faz antes do envio: corrige a orientação, reduz o lado maior para no
        máximo 2.048 px e converte para WebP (ou JPEG), removendo os metadados.
      </Typography.Paragraph>
      <Upload.Dragger
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          void pick(file as unknown as File);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{busy ? 'Processando...' : 'Clique ou arraste uma imagem'}</p>
      </Upload.Dragger>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      {result && (
        <>
          <Typography.Text>
            Processada em {result.ms} ms — {Math.round((1 - result.after.size / result.before.size) * 100)}% menor.
          </Typography.Text>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              {side('Antes', result.beforeUrl, result.before)}
            </Col>
            <Col xs={24} md={12}>
              {side('Depois', result.afterUrl, result.after)}
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}
