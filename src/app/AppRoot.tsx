import type { ReactNode } from 'react';
import { AuthProvider } from '../session/AuthProvider';

/**
 * Around the root route's element (the shell): what needs the router but not a page — the
 * session rules of AuthProvider. The path-change effects (scroll to the top, close the mobile
 * menu) belong to the shell: AppLayout runs them, once.
 */
export default function AppRoot({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
