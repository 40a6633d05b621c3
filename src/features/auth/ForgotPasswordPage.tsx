import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useResetPasswordMutation } from '../../api/users';
import { Form, FormField, useForm } from '../../components/form/Form';
import { Notice, SubmitButton, TextInput } from '../../components/form/controls';
import AuthCard from './AuthCard';
import styles from './AuthCard.module.css';
import { rules } from '../../lib/accountRules';
import { showServerErrors } from '../../lib/formErrors';

export const RESET_REQUESTED_MESSAGE =
  'Se o e-mail existir em nossa base, você receberá em instantes um link para redefinir sua senha. Confira também a caixa de spam.';

const FIELDS = ['email'] as const;

/** /forgot-password: the answer is the same whether or not the account exists. */
export default function ForgotPasswordPage() {
  const [form] = useForm<{ email: string }>();
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
      {sent && <Notice type="success" title={RESET_REQUESTED_MESSAGE} />}
      {error && <Notice type="error" title={error} />}
      <Form form={form} onFinish={onFinish} disabled={isLoading}>
        <FormField label="E-mail" name="email" rules={rules.email}>
          <TextInput type="email" autoComplete="email" inputMode="email" autoFocus />
        </FormField>
        <SubmitButton block loading={isLoading}>
          {sent ? 'Enviar novamente' : 'Enviar link'}
        </SubmitButton>
      </Form>
      <p className={styles.footer}>
        Lembrou a senha? <Link to={paths.login()}>Entrar</Link> · <Link to={paths.register()}>Criar conta</Link>
      </p>
    </AuthCard>
  );
}
