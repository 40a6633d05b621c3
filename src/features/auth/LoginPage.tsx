import { Alert, Button, Divider, Form, Input, Typography } from 'antd';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { env } from '../../lib/env';
import type { LoginRedirectState } from '../../session/AccessGuard';
import AuthCard from './AuthCard';
import { useAuth } from '../../session/AuthProvider';
import { rules } from '../../lib/accountRules';
import { useSignInSubmit } from './useSignInSubmit';
import GoogleSignInButton from './GoogleSignInButton';
import { useAppSelector } from '../../app/hooks';
import TribeInvitation from './LazyTribeInvitation';
import SignedInInvitation from './SignedInInvitation';

interface LoginValues {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;

/** /login. After sign-in the route guard takes the user to the stored path (or /). */
export default function LoginPage() {
  const { login, googleLogin } = useAuth();
  const [form] = Form.useForm<LoginValues>();
  const { error, setError, submitting, run } = useSignInSubmit(form, FIELDS);
  const [searchParams] = useSearchParams();
  const invite = searchParams.get('invite');
  const notice = (useLocation().state as LoginRedirectState | null)?.message;
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);

  // The guard lets a signed-in user stay here only with an invite: they accept it in one click.
  if (invite && signedIn) return <SignedInInvitation token={invite} />;

  const onFinish = (values: LoginValues) => run(() => login({ email: values.email.trim(), password: values.password }));
  const onGoogle = (credential: string) => run(() => googleLogin(credential));

  return (
    <AuthCard title="Entrar" subtitle="Acesse sua conta para anunciar, votar e participar das tribos.">
      {notice && !error && <Alert type="warning" showIcon message={notice} style={{ marginBottom: 16 }} />}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      {invite && <TribeInvitation token={invite} signedIn={false} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={submitting}>
        <Form.Item label="E-mail" name="email" rules={rules.email}>
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Form.Item label="Senha" name="password" rules={rules.password}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Typography.Paragraph style={{ textAlign: 'right' }}>
          <Link to={paths.forgotPassword()}>Esqueci minha senha</Link>
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Entrar
        </Button>
      </Form>
      {env.googleClientId && (
        <>
          <Divider plain>ou</Divider>
          <GoogleSignInButton onCredential={onGoogle} onError={setError} />
        </>
      )}
      <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        Ainda não tem conta?{' '}
        <Link to={invite ? `${paths.register()}?invite=${encodeURIComponent(invite)}` : paths.register()}>
          Criar conta
        </Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
