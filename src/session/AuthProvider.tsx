import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AUTH_LOGOUT_EVENT } from '../api/baseQuery';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { loggedOut, redirectPathStored, userUpdated, type AuthUser } from './authSlice';
import { clearStoredSession } from './authStorage';
import {
  googleLogin as googleLoginThunk,
  login as loginThunk,
  logout as logoutThunk,
  refreshCurrentUser,
  register as registerThunk,
  type LoginInput,
  type RegisterInput,
} from './authThunks';

export const USE_AUTH_OUTSIDE_PROVIDER = 'useAuth deve ser usado dentro de um AuthProvider';
export const LOGIN_PATH = '/login';

export interface AuthContextValue {
  user: AuthUser | null;
  isAuthenticated: boolean;
  loading: boolean;
  /** Resolve with the user; reject with the base query's error (see apiErrorMessage). */
  login(input: LoginInput): Promise<AuthUser>;
  register(input: RegisterInput): Promise<AuthUser>;
  googleLogin(credential: string): Promise<AuthUser>;
  /** Ends the session and goes to /login unless already there (or to `redirectTo`). */
  logout(options?: { redirectTo?: string }): Promise<void>;
  /** Replaces fields of the signed-in user; the stored user follows. */
  updateUser(user: Partial<AuthUser>): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The session as components use it. Also the two global rules of spec section 4: the
 * `auth:logout` event (raised by the base query when a renewal is impossible) ends the session
 * and goes to /login, and a restored session re-reads its user once in the background.
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

  useEffect(() => {
    function onLogout() {
      clearStoredSession();
      dispatch(loggedOut());
      const { pathname, search, hash } = here.current;
      if (pathname !== LOGIN_PATH) {
        // Back to where the user was once signed in again.
        dispatch(redirectPathStored(pathname + search + hash));
        navigate(LOGIN_PATH);
      }
    }
    window.addEventListener(AUTH_LOGOUT_EVENT, onLogout);
    return () => window.removeEventListener(AUTH_LOGOUT_EVENT, onLogout);
  }, [dispatch, navigate]);

  // Once, when the stored session has been read: a restored session re-reads its user.
  const checked = useRef(false);
  useEffect(() => {
    if (loading || checked.current) return;
    checked.current = true;
    if (isAuthenticated) void dispatch(refreshCurrentUser());
  }, [loading, isAuthenticated, dispatch]);

  const logout = useCallback(
    async ({ redirectTo }: { redirectTo?: string } = {}) => {
      await dispatch(logoutThunk());
      const target = redirectTo ?? LOGIN_PATH;
      if (here.current.pathname !== target) navigate(target);
    },
    [dispatch, navigate],
  );

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
