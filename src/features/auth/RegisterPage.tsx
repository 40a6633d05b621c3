import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { env } from '../../lib/env';
import { Form, FormField, useForm } from '../../components/form/Form';
import { Checkbox, Notice, OrDivider, PasswordInput, SubmitButton, TextInput } from '../../components/form/controls';
import AuthCard from './AuthCard';
import styles from './AuthCard.module.css';
import { useAuth } from '../../session/AuthProvider';
import { redirectPathCleared } from '../../session/authSlice';
import { rules, sameAs } from '../../lib/accountRules';
import { useSignInSubmit } from './useSignInSubmit';
import GoogleSignInButton from './GoogleSignInButton';
import { useGetTribeInvitationQuery } from '../../api/tribes';
import TribeInvitation from './LazyTribeInvitation';
import SignedInInvitation from './SignedInInvitation';
import TermsLinks from './TermsLinks';

export const TERMS_REQUIRED_MESSAGE = 'Para criar a conta, aceite os Termos de Uso e a Política de Privacidade.';

interface RegisterValues {
  username: string;
  email: string;
  first_name?: string;
  last_name?: string;
  password: string;
  password_confirm: string;
  /** Not sent: the server records the terms version in force for every account made here. */
  accept_terms?: boolean;
}

const FIELDS = ['username', 'email', 'first_name', 'last_name', 'password', 'password_confirm'] as const;

/**
 * /register. `?invite=` goes along as invite_token. Without an invite the route guard moves the new
 * user on; with one it does not (the page stays reachable), so the page does it.
 */
export default function RegisterPage() {
  const { register, googleLogin } = useAuth();
  const [form] = useForm<RegisterValues>();
  const { error, setError, submitting, run } = useSignInSubmit(form, FIELDS);
  const [searchParams] = useSearchParams();
  const invite = searchParams.get('invite');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const redirectPath = useAppSelector((state) => state.auth.redirectPath);
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  const invitedTo = useGetTribeInvitationQuery({ token: invite ?? '' }, { skip: !invite }).data?.tribe;

  /** With an invite the new member joined at registration: their tribe is where they go. */
  function afterSignIn() {
    if (!invite) return;
    dispatch(redirectPathCleared());
    void navigate(invitedTo ? paths.tribe(invitedTo.slug) : (redirectPath ?? '/'), { replace: true });
  }

  if (invite && signedIn && !submitting) return <SignedInInvitation token={invite} />;

  async function onFinish(values: RegisterValues) {
    const ok = await run(() =>
      register({
        username: values.username.trim(),
        email: values.email.trim(),
        first_name: values.first_name?.trim(),
        last_name: values.last_name?.trim(),
        password: values.password,
        password_confirm: values.password_confirm,
        invite_token: invite,
      }),
    );
    if (ok) afterSignIn();
  }

  async function onGoogle(credential: string) {
    if (await run(() => googleLogin(credential))) afterSignIn();
  }

  return (
    <AuthCard title="Criar conta" subtitle="Cadastre-se grátis para anunciar e participar das tribos.">
      {invite && <TribeInvitation token={invite} signedIn={false} />}
      {error && <Notice type="error" title={error} />}
      <Form form={form} onFinish={onFinish} disabled={submitting}>
        <div className={styles.names}>
          <FormField label="Nome" name="first_name">
            <TextInput autoComplete="given-name" />
          </FormField>
          <FormField label="Sobrenome" name="last_name">
            <TextInput autoComplete="family-name" />
          </FormField>
        </div>
        <FormField label="Nome de usuário" name="username" rules={rules.username}>
          <TextInput autoComplete="username" autoCapitalize="none" />
        </FormField>
        <FormField label="E-mail" name="email" rules={rules.email}>
          <TextInput type="email" autoComplete="email" inputMode="email" />
        </FormField>
        <FormField label="Senha" name="password" rules={rules.newPassword}>
          <PasswordInput autoComplete="new-password" />
        </FormField>
        <FormField
          label="Confirme a senha"
          name="password_confirm"
          dependencies={['password']}
          rules={[{ required: true, message: 'Confirme sua senha.' }, sameAs('password')]}
        >
          <PasswordInput autoComplete="new-password" />
        </FormField>
        <FormField
          name="accept_terms"
          valuePropName="checked"
          rules={[
            {
              validator: (_, value) => (value ? Promise.resolve() : Promise.reject(new Error(TERMS_REQUIRED_MESSAGE))),
            },
          ]}
        >
          <Checkbox>
            Li e aceito <TermsLinks />.
          </Checkbox>
        </FormField>
        <SubmitButton block loading={submitting}>
          Criar conta
        </SubmitButton>
      </Form>
      {env.googleClientId && (
        <>
          <OrDivider />
          <GoogleSignInButton onCredential={onGoogle} onError={setError} />
        </>
      )}
      <p className={styles.footer}>
        Já tem conta?{' '}
        <Link to={invite ? `${paths.login()}?invite=${encodeURIComponent(invite)}` : paths.login()}>Entrar</Link>
      </p>
    </AuthCard>
  );
}
