import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { Flex, Typography } from 'antd';
import { env } from '../../lib/env';
import TermsLinks from './TermsLinks';

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
      <Typography.Paragraph type="secondary" style={{ fontSize: 13, textAlign: 'center' }}>
        Ao continuar com o Google, você aceita <TermsLinks /> da Tribo.
      </Typography.Paragraph>
      <Flex justify="center" data-testid="google-sign-in">
        <GoogleLogin
          text="continue_with"
          onSuccess={({ credential }) => (credential ? onCredential(credential) : onError(GOOGLE_FAILED_MESSAGE))}
          onError={() => onError(GOOGLE_FAILED_MESSAGE)}
        />
      </Flex>
    </GoogleOAuthProvider>
  );
}
