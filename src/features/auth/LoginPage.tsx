import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { env } from '../../lib/env';
import type { LoginRedirectState } from '../../session/AccessGuard';
import { Form, FormField, useForm } from '../../components/form/Form';
import { Notice, OrDivider, PasswordInput, SubmitButton, TextInput } from '../../components/form/controls';
import AuthCard from './AuthCard';
import styles from './AuthCard.module.css';
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
  const [form] = useForm<LoginValues>();
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
      {notice && !error && <Notice type="warning" title={notice} />}
      {error && <Notice type="error" title={error} />}
      {invite && <TribeInvitation token={invite} signedIn={false} />}
      <Form form={form} onFinish={onFinish} disabled={submitting}>
        <FormField label="E-mail" name="email" rules={rules.email}>
          <TextInput type="email" autoComplete="email" inputMode="email" autoFocus />
        </FormField>
        <FormField label="Senha" name="password" rules={rules.password}>
          <PasswordInput autoComplete="current-password" />
        </FormField>
        <p className={styles.forgot}>
          <Link to={paths.forgotPassword()}>Esqueci minha senha</Link>
        </p>
        <SubmitButton block loading={submitting}>
          Entrar
        </SubmitButton>
      </Form>
      {env.googleClientId && (
        <>
          <OrDivider />
          <GoogleSignInButton onCredential={onGoogle} onError={setError} />
        </>
      )}
      <p className={styles.footer}>
        Ainda não tem conta?{' '}
        <Link to={invite ? `${paths.register()}?invite=${encodeURIComponent(invite)}` : paths.register()}>
          Criar conta
        </Link>
      </p>
    </AuthCard>
  );
}
