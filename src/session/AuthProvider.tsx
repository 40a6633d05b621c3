import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../app/hooks';
import { paths } from '../app/paths';
import { redirectPathStored, userUpdated, type AuthUser } from './authSlice';
import {
  googleLogin as googleLoginThunk,
  login as loginThunk,
  refreshCurrentUser,
  register as registerThunk,
  type LoginInput,
  type RegisterInput,
} from './authThunks';
import { endSession } from './endSession';
import { AUTH_LOGOUT_EVENT } from './renewal';
import { useSignOut } from './useSignOut';

export const USE_AUTH_OUTSIDE_PROVIDER = 'useAuth deve ser usado dentro de um AuthProvider';

export interface AuthContextValue {
  user: AuthUser | null;
  isAuthenticated: boolean;
  loading: boolean;
  /** Resolve with the user; reject with the base query's error (see apiErrorMessage). */
  login(input: LoginInput): Promise<AuthUser>;
  register(input: RegisterInput): Promise<AuthUser>;
  googleLogin(credential: string): Promise<AuthUser>;
  /** The user signs out and goes to / (useSignOut; the menus call that hook directly). */
  logout(options?: { replace?: boolean }): Promise<void>;
  /** Replaces fields of the signed-in user; the stored user follows. */
  updateUser(user: Partial<AuthUser>): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The session as components use it, and the one navigation rule of spec section 4: a sign-out the
 * user asks for goes to /, a session that ends on its own (the `auth:logout` event the renewal
 * raises) goes to /login unless already there, keeping where the user was. A restored session
 * re-reads its user once in the background.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, isAuthenticated, loading } = useAppSelector((state) => state.auth);

  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  const store = useAppStore();

  useEffect(() => {
    function onLogout() {
      // The renewal has ended the session before raising the event; anyone else raising it
      // (another part of the app) still ends it here, once.
      if (store.getState().auth.isAuthenticated) dispatch(endSession());
      const { pathname, search, hash } = here.current;
      if (pathname !== paths.login()) {
        // Back to where the user was once signed in again.
        dispatch(redirectPathStored(pathname + search + hash));
        navigate(paths.login());
      }
    }
    window.addEventListener(AUTH_LOGOUT_EVENT, onLogout);
    return () => window.removeEventListener(AUTH_LOGOUT_EVENT, onLogout);
  }, [dispatch, navigate, store]);

  // Once, when the stored session has been read: a restored session re-reads its user.
  const checked = useRef(false);
  useEffect(() => {
    if (loading || checked.current) return;
    checked.current = true;
    if (isAuthenticated) void dispatch(refreshCurrentUser());
  }, [loading, isAuthenticated, dispatch]);

  const logout = useSignOut();

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated,
      loading,
      login: (input) => dispatch(loginThunk(input)).unwrap(),
      register: (input) => dispatch(registerThunk(input)).unwrap(),
      googleLogin: (credential) => dispatch(googleLoginThunk(credential)).unwrap(),
      logout,
      updateUser: (changes) => dispatch(userUpdated(changes as AuthUser)),
    }),
    [user, isAuthenticated, loading, dispatch, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(USE_AUTH_OUTSIDE_PROVIDER);
  return value;
}
