import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { Flex } from 'antd';
import { env } from '../../lib/env';

export const GOOGLE_FAILED_MESSAGE = 'Não foi possível entrar com o Google. Tente novamente.';

export interface GoogleSignInButtonProps {
  onCredential(credential: string): void;
  onError(message: string): void;
}

/** Google's sign-in button; renders nothing when GOOGLE_CLIENT_ID is not configured. */
export default function GoogleSignInButton({ onCredential, onError }: GoogleSignInButtonProps) {
  const clientId = env.googleClientId;
  if (!clientId) return null;
  return (
    <GoogleOAuthProvider clientId={clientId} locale="pt-BR">
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
