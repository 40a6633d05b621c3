import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors } from '../../lib/apiErrors';

export interface ReasonRequest {
  title: string;
  /** What the text is for: "Mensagem para o anunciante", "Motivo". */
  label: string;
  okText: string;
  danger?: boolean;
  /** A restoration may go without a reason. */
  optional?: boolean;
  /** Sends the text; rejects with the call's error (shown on the field or above it). */
  run: (text: string) => Promise<unknown>;
}

/**
 * The staff's text for a moderation action (the message the owner receives, a suspension's
 * reason): required unless `optional`, up to 1,000 characters, the server's message on failure.
 * Rendered while open: each action starts with an empty text.
 */
export default function ReasonModal({ request, onDone }: { request: ReasonRequest; onDone: () => void }) {
  const [form] = Form.useForm<{ text: string }>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    // A missing text is said on the field; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { text } = values;
    setBusy(true);
    setFailure(null);
    try {
      await request.run((text ?? '').trim());
      onDone();
    } catch (err) {
      const fields = apiFieldErrors(err);
      const onField = fields.message ?? fields.reason;
      if (onField) form.setFields([{ name: 'text', errors: onField }]);
      else setFailure(apiErrorMessage(err, 'Não foi possível concluir a ação.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={request.title}
      okText={request.okText}
      cancelText="Cancelar"
      okButtonProps={{ danger: request.danger, loading: busy }}
      onOk={submit}
      onCancel={onDone}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={!request.optional}>
        <Form.Item
          name="text"
          label={request.label}
          rules={[
            { required: !request.optional, whitespace: true, message: 'Escreva o texto.' },
            { max: 1000, message: 'Escreva até 1.000 caracteres.' },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={1000} />
        </Form.Item>
      </Form>
      {failure && (
        <p role="alert" style={{ color: '#ff4d4f', margin: 0 }}>
          {failure}
        </p>
      )}
    </Modal>
  );
}
