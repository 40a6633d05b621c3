import { Alert, Form, Input, Modal, Rate, Select } from 'antd';
import { useState } from 'react';
import { showServerErrors } from '../lib/formErrors';

export const MAX_REVIEW_TEXT = 1000;
export const RATING_LABELS = ['Péssimo', 'Ruim', 'Regular', 'Bom', 'Excelente'];

export interface ReviewValues {
  ad: string;
  rating: number;
  text: string;
}

export interface ReviewDialogProps {
  /** Whom the review is about ("Sônia"). */
  name: string;
  /** The ads the member may review this advertiser for (slug and title); one is chosen. */
  ads: Array<{ slug: string; title: string }>;
  /** Sends the review; rejects with the call's error (its field messages go on the fields). */
  onSubmit: (values: ReviewValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "Avaliar": 1 to 5 stars, a text of up to 1,000 characters and, when the member talked about more
 * than one of the advertiser's ads, which one. The profile and the conversation page open it.
 */
export default function ReviewDialog({ name, ads, onSubmit, onClose }: ReviewDialogProps) {
  const [form] = Form.useForm<ReviewValues>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: ReviewValues) => {
    setSending(true);
    setError(null);
    try {
      await onSubmit({ ad: values.ad, rating: values.rating, text: (values.text ?? '').trim() });
      onClose();
    } catch (err) {
      setError(showServerErrors(form, err, ['ad', 'rating', 'text']));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open
      title={`Avaliar ${name}`}
      okText="Enviar avaliação"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={sending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ad: ads.length === 1 ? ads[0].slug : undefined, text: '' }}
        onFinish={(values) => void submit(values)}
        requiredMark={false}
      >
        {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
        <Form.Item
          name="ad"
          label="Anúncio"
          hidden={ads.length === 1}
          rules={[{ required: true, message: 'Escolha o anúncio da conversa.' }]}
        >
          <Select placeholder="Escolha o anúncio" options={ads.map((a) => ({ value: a.slug, label: a.title }))} />
        </Form.Item>
        {ads.length === 1 ? <p style={{ marginTop: 0 }}>Sobre o anúncio “{ads[0].title}”</p> : null}
        <Form.Item name="rating" label="Sua nota" rules={[{ required: true, message: 'Escolha de 1 a 5 estrelas.' }]}>
          <Rate tooltips={RATING_LABELS} aria-label="Sua nota" />
        </Form.Item>
        <Form.Item
          name="text"
          label="Conte como foi (opcional)"
          rules={[{ max: MAX_REVIEW_TEXT, message: 'Escreva até 1.000 caracteres.' }]}
        >
          <Input.TextArea
            rows={4}
            showCount
            maxLength={MAX_REVIEW_TEXT}
            placeholder="Atendimento, pontualidade, qualidade..."
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
