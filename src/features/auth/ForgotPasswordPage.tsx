import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useResetPasswordMutation } from '../../api/users';
import AuthCard from './AuthCard';
import { rules } from '../../lib/accountRules';
import { showServerErrors } from '../../lib/formErrors';

export const RESET_REQUESTED_MESSAGE =
  'Se o e-mail existir em nossa base, você receberá em instantes um link para redefinir sua senha. Confira também a caixa de spam.';

const FIELDS = ['email'] as const;

/** /forgot-password: the answer is the same whether or not the account exists. */
export default function ForgotPasswordPage() {
  const [form] = Form.useForm<{ email: string }>();
  const [requestReset, { isLoading }] = useResetPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function onFinish({ email }: { email: string }) {
    setError(null);
    try {
      await requestReset({ passwordResetBody: { email: email.trim() } }).unwrap();
      setSent(true);
    } catch (err) {
      setError(showServerErrors(form, err, FIELDS));
    }
  }

  return (
    <AuthCard
      title="Esqueci minha senha"
      subtitle="Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha."
    >
      {sent && (
        <Alert type="success" showIcon message={RESET_REQUESTED_MESSAGE} style={{ marginBottom: 16 }} role="status" />
      )}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={isLoading}>
        <Form.Item label="E-mail" name="email" rules={rules.email}>
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {sent ? 'Enviar novamente' : 'Enviar link'}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        Lembrou a senha? <Link to={paths.login()}>Entrar</Link> · <Link to={paths.register()}>Criar conta</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
