import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useCreateReviewReplyMutation, type Review } from '../../api/reviews';
import AntdProvider from '../../app/AntdProvider';
import ReviewDialog, { MAX_REVIEW_TEXT, type ReviewDialogProps } from '../../components/ReviewDialog';
import { showServerErrors } from '../../lib/formErrors';
import styles from './ProfileReviews.module.css';

/**
 * The public profile's forms in antd ("Avaliar" and the advertiser's reply), each inside antd's
 * provider: their own chunk, loaded when the member opens one, so a first visit to a profile
 * downloads no antd (ProfileReviews).
 */
export function ProfileReviewDialog(props: ReviewDialogProps) {
  return (
    <AntdProvider>
      <ReviewDialog {...props} />
    </AntdProvider>
  );
}

/** The advertiser's public answer to a review, below it. */
export function ReplyForm(props: { review: Review; username: string; onClose: () => void }) {
  return (
    <AntdProvider>
      <ReplyFields {...props} />
    </AntdProvider>
  );
}

function ReplyFields({ review, username, onClose }: { review: Review; username: string; onClose: () => void }) {
  const [form] = Form.useForm<{ text: string }>();
  const [reply, { isLoading }] = useCreateReviewReplyMutation();
  const [error, setError] = useState<string | null>(null);
  const submit = async ({ text }: { text: string }) => {
    setError(null);
    try {
      await reply({ username, id: review.id, reviewReplyBody: { text: text.trim() } }).unwrap();
      onClose();
    } catch (err) {
      setError(showServerErrors(form, err, ['text']));
    }
  };
  return (
    <Form form={form} layout="vertical" className={styles.replyForm} onFinish={(v) => void submit(v)}>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <Form.Item
        name="text"
        label="Sua resposta (pública)"
        rules={[
          { required: true, whitespace: true, message: 'Escreva a sua resposta.' },
          { max: MAX_REVIEW_TEXT, message: 'Escreva até 1.000 caracteres.' },
        ]}
      >
        <Input.TextArea rows={3} showCount maxLength={MAX_REVIEW_TEXT} />
      </Form.Item>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Publicar resposta
        </Button>
        <Button onClick={onClose}>Cancelar</Button>
      </div>
    </Form>
  );
}
