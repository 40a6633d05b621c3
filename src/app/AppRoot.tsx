import AppLayout from '../features/shell/AppLayout';
import { AuthProvider } from '../features/auth/AuthProvider';
import RouteEffects from './RouteEffects';

/** The root route's element: what needs the router (session rules, path-change effects), then the shell. */
export default function AppRoot() {
  return (
    <AuthProvider>
      <RouteEffects />
      <AppLayout />
    </AuthProvider>
  );
}
