import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useConfirmPasswordResetMutation } from '../../api/users';
import { Form, FormField, useForm } from '../../components/form/Form';
import { Notice, PasswordInput, SubmitButton } from '../../components/form/controls';
import buttons from '../../components/Button.module.css';
import AuthCard from './AuthCard';
import styles from './AuthCard.module.css';
import { rules, sameAs } from '../../lib/accountRules';
import { showServerErrors } from '../../lib/formErrors';

interface ResetValues {
  new_password: string;
  new_password_confirm: string;
}

const FIELDS = ['new_password', 'new_password_confirm'] as const;

/** /reset-password-confirm/:uid/:token — the link of the reset e-mail. */
export default function ResetPasswordConfirmPage() {
  const { uid = '', token = '' } = useParams();
  const [form] = useForm<ResetValues>();
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const [error, setError] = useState<string | null>(null);
  const [badLink, setBadLink] = useState(false);
  const [done, setDone] = useState(false);

  async function onFinish(values: ResetValues) {
    setError(null);
    setBadLink(false);
    try {
      await confirmReset({ passwordResetConfirmBody: { uid, token, ...values } }).unwrap();
      setDone(true);
    } catch (err) {
      setError(showServerErrors(form, err, FIELDS));
      setBadLink((err as { data?: { code?: string } }).data?.code === 'invalid_reset_link');
    }
  }

  if (done) {
    return (
      <AuthCard title="Redefinir senha">
        <Notice type="success" title="Senha redefinida com sucesso!" description="Entre com a sua nova senha." />
        <p className={styles.footer}>
          <Link to={paths.login()} className={`${buttons.button} ${buttons.primary}`}>
            Entrar
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Redefinir senha" subtitle="Crie uma nova senha para a sua conta.">
      {error && (
        <Notice
          type="error"
          title={error}
          description={
            badLink && (
              <>
                O link pode ter expirado ou já ter sido usado.{' '}
                <Link to={paths.forgotPassword()}>Pedir um novo link</Link>
              </>
            )
          }
        />
      )}
      <Form form={form} onFinish={onFinish} disabled={isLoading}>
        <FormField label="Nova senha" name="new_password" rules={rules.newPassword}>
          <PasswordInput autoComplete="new-password" autoFocus />
        </FormField>
        <FormField
          label="Confirme a nova senha"
          name="new_password_confirm"
          dependencies={['new_password']}
          rules={[{ required: true, message: 'Confirme a nova senha.' }, sameAs('new_password')]}
        >
          <PasswordInput autoComplete="new-password" />
        </FormField>
        <SubmitButton block loading={isLoading}>
          Salvar nova senha
        </SubmitButton>
      </Form>
      <p className={styles.footer}>
        <Link to={paths.login()}>Voltar para o login</Link>
      </p>
    </AuthCard>
  );
}
