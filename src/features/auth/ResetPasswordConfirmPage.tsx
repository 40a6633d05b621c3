import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useConfirmPasswordResetMutation } from '../../api/users';
import AuthCard from './AuthCard';
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
  const [form] = Form.useForm<ResetValues>();
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
        <Result
          status="success"
          title="Senha redefinida com sucesso!"
          subTitle="Entre com a sua nova senha."
          extra={
            <Link to={paths.login()}>
              <Button type="primary">Entrar</Button>
            </Link>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Redefinir senha" subtitle="Crie uma nova senha para a sua conta.">
      {error && (
        <Alert
          type="error"
          showIcon
          message={error}
          description={
            badLink && (
              <>
                O link pode ter expirado ou já ter sido usado.{' '}
                <Link to={paths.forgotPassword()}>Pedir um novo link</Link>
              </>
            )
          }
          style={{ marginBottom: 16 }}
          role="alert"
        />
      )}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={isLoading}>
        <Form.Item label="Nova senha" name="new_password" rules={rules.newPassword} hasFeedback>
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          label="Confirme a nova senha"
          name="new_password_confirm"
          dependencies={['new_password']}
          hasFeedback
          rules={[{ required: true, message: 'Confirme a nova senha.' }, sameAs('new_password')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          Salvar nova senha
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        <Link to={paths.login()}>Voltar para o login</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
