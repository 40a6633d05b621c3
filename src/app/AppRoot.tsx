import type { ReactNode } from 'react';
import { AuthProvider } from '../session/AuthProvider';
import RouteEffects from './RouteEffects';

/**
 * Around the root route's element (the shell): what needs the router but not a page — the
 * session rules of AuthProvider and the path-change effects.
 */
export default function AppRoot({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <RouteEffects />
      {children}
    </AuthProvider>
  );
}
