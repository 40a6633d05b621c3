import { createAsyncThunk } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { usersApi } from '../api/users';
import { sessionStarted, signInStarted, tokensReceived, userUpdated, type AuthUser } from './authSlice';
import { endSession } from './endSession';

export const INCOMPLETE_AUTH_RESPONSE = 'Dados de autenticação incompletos na resposta';
export const INCOMPLETE_GOOGLE_RESPONSE = 'Dados de autenticação incompletos na resposta do Google';

/** What a failed auth thunk rejects with: the base query's error, or a message of our own. */
export type AuthError = FetchBaseQueryError | { status: 'CUSTOM_ERROR'; error: string };

interface ThunkConfig {
  state: { auth: { refreshToken: string | null } };
  rejectValue: AuthError;
}

function asAuthError(err: unknown): AuthError {
  if (err && typeof err === 'object' && 'status' in err) return err as FetchBaseQueryError;
  const message = err instanceof Error ? err.message : String(err);
  return { status: 'CUSTOM_ERROR', error: message };
}

/** access/refresh/user from a registration or Google answer (either spelling of the names). */
function sessionFrom(body: unknown, incompleteMessage: string) {
  const b = (body ?? {}) as {
    access?: unknown;
    token?: unknown;
    refresh?: unknown;
    refresh_token?: unknown;
    user?: unknown;
  };
  const token = b.access ?? b.token;
  const refreshToken = b.refresh ?? b.refresh_token;
  const user = b.user;
  if (
    typeof token !== 'string' ||
    !token ||
    typeof refreshToken !== 'string' ||
    !refreshToken ||
    !user ||
    typeof user !== 'object'
  ) {
    throw new Error(incompleteMessage);
  }
  return { token, refreshToken, user: user as AuthUser };
}

export interface LoginInput {
  email: string;
  password: string;
}

/**
 * Spec section 4: loading set; POST /api/v1/token/; bearer set; GET /api/v1/users/me/; all stored.
 * Any failure clears everything and rethrows.
 */
export const login = createAsyncThunk<AuthUser, LoginInput, ThunkConfig>(
  'auth/signInRequested',
  async ({ email, password }, { dispatch, rejectWithValue }) => {
    dispatch(signInStarted());
    try {
      const tokens = await dispatch(
        usersApi.endpoints.createToken.initiate({ loginBody: { email, password } }, { track: false }),
      ).unwrap();
      dispatch(tokensReceived({ token: tokens.access, refreshToken: tokens.refresh }));
      const user = (await dispatch(
        usersApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ).unwrap()) as AuthUser;
      dispatch(sessionStarted({ token: tokens.access, refreshToken: tokens.refresh, user }));
      return user;
    } catch (err) {
      dispatch(endSession());
      return rejectWithValue(asAuthError(err));
    }
  },
);

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  password_confirm?: string;
  first_name?: string;
  last_name?: string;
  /** From the page's ?invite= query. */
  invite_token?: string | null;
}

/** Spec section 3: first_name/last_name as empty strings when missing, invite_token when invited. */
export function registrationPayload(input: RegisterInput) {
  return {
    username: input.username,
    email: input.email,
    password: input.password,
    password_confirm: input.password_confirm ?? input.password,
    first_name: input.first_name ?? '',
    last_name: input.last_name ?? '',
    ...(input.invite_token ? { invite_token: input.invite_token } : {}),
  };
}

export const register = createAsyncThunk<AuthUser, RegisterInput, ThunkConfig>(
  'auth/registrationRequested',
  async (input, { dispatch, rejectWithValue }) => {
    try {
      const body = await dispatch(
        usersApi.endpoints.registerUser.initiate({ registerBody: registrationPayload(input) }, { track: false }),
      ).unwrap();
      const session = sessionFrom(body, INCOMPLETE_AUTH_RESPONSE);
      dispatch(sessionStarted(session));
      return session.user;
    } catch (err) {
      return rejectWithValue(asAuthError(err));
    }
  },
);

/** POST /auth/callback/google/ {token: credential} (the credential of Google's sign-in button). */
export const googleLogin = createAsyncThunk<AuthUser, string, ThunkConfig>(
  'auth/googleSignInRequested',
  async (credential, { dispatch, rejectWithValue }) => {
    try {
      const body = await dispatch(
        usersApi.endpoints.loginWithGoogle.initiate({ googleBody: { token: credential } }, { track: false }),
      ).unwrap();
      const session = sessionFrom(body, INCOMPLETE_GOOGLE_RESPONSE);
      dispatch(sessionStarted(session));
      return session.user;
    } catch (err) {
      return rejectWithValue(asAuthError(err));
    }
  },
);

/**
 * The user signs out: the session ends (endSession: the three stored keys, the state and, through
 * sessionListener, the API cache) and the refresh token is revoked (best effort, not awaited).
 * Components call it through useAuth().logout, which also navigates (spec section 4).
 */
export const logout = createAsyncThunk<void, void, ThunkConfig>(
  'auth/logoutRequested',
  async (_, { dispatch, getState }) => {
    const refresh = getState().auth.refreshToken;
    dispatch(endSession());
    if (refresh) {
      void dispatch(usersApi.endpoints.revokeToken.initiate({ refreshBody: { refresh } }, { track: false }));
    }
  },
);

/** Re-reads the signed-in user (at start, after a restore) and updates the stored copy. */
export const refreshCurrentUser = createAsyncThunk<AuthUser | null, void, ThunkConfig>(
  'auth/userRefreshRequested',
  async (_, { dispatch }) => {
    const result = await dispatch(
      usersApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (!result.data) return null;
    dispatch(userUpdated(result.data as AuthUser));
    return result.data as AuthUser;
  },
);
