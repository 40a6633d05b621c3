import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { env } from '../../lib/env';
import TermsLinks from './TermsLinks';
import styles from './AuthCard.module.css';

export const GOOGLE_FAILED_MESSAGE = 'Não foi possível entrar com o Google. Tente novamente.';

export interface GoogleSignInButtonProps {
  onCredential(credential: string): void;
  onError(message: string): void;
}

/**
 * Google's sign-in button; renders nothing when GOOGLE_CLIENT_ID is not configured. A first
 * sign-in creates the account, so the terms notice sits above the button (LGPD: the server
 * records the version accepted).
 */
export default function GoogleSignInButton({ onCredential, onError }: GoogleSignInButtonProps) {
  const clientId = env.googleClientId;
  if (!clientId) return null;
  return (
    <GoogleOAuthProvider clientId={clientId} locale="pt-BR">
      <p className={styles.googleTerms}>
        Ao continuar com o Google, você aceita <TermsLinks /> da Tribo.
      </p>
      <div className={styles.google} data-testid="google-sign-in">
        <GoogleLogin
          text="continue_with"
          onSuccess={({ credential }) => (credential ? onCredential(credential) : onError(GOOGLE_FAILED_MESSAGE))}
          onError={() => onError(GOOGLE_FAILED_MESSAGE)}
        />
      </div>
    </GoogleOAuthProvider>
  );
}
