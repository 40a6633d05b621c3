import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';

/** The user as the SPA keeps it (GET /api/v1/users/me/). */
export interface AuthUser {
  id: number;
  username: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  avatar?: string | null;
  is_staff?: boolean;
  is_superuser?: boolean;
  [key: string]: unknown;
}

export interface AuthState {
  token: string | null;
  refreshToken: string | null;
  user: AuthUser | null;
  isAuthenticated: boolean;
  /** true at start until the stored session has been read, and while signing in (spec section 4). */
  loading: boolean;
  /** Where a visitor was going when a protected route sent them to /login (not persisted). */
  redirectPath: string | null;
  /** What a visitor asked for before being sent to /login, done once they are back signed in. */
  pendingAction: PendingAction | null;
  /** A search a visitor chose to save on /ads, saved once they are back signed in. */
  pendingSearch: PendingSearch | null;
}

/**
 * A visitor pressed Favoritar, Votar or Enviar mensagem on an ad: applied on that ad's page after
 * sign-in (the message's composer opens again).
 */
export type PendingAction =
  | { kind: 'favorite'; slug: string }
  | { kind: 'vote'; slug: string; vote_type: 'up' | 'down' }
  | { kind: 'message'; slug: string };

/** "Salvar busca" pressed by a visitor: the name, alert and query they chose (the API's body). */
export interface PendingSearch {
  name: string;
  alert: 'none' | 'instant' | 'daily';
  query: Record<string, string | number | boolean | undefined>;
}

export const initialAuthState: AuthState = {
  token: null,
  refreshToken: null,
  user: null,
  isAuthenticated: false,
  loading: true,
  redirectPath: null,
  pendingAction: null,
  pendingSearch: null,
};

/** Fields redux-persist keeps (in the three tribo:* keys, see authStorage.ts). */
export const PERSISTED_AUTH_FIELDS = ['token', 'refreshToken', 'user'] as const;

interface RehydrateAction {
  type: typeof REHYDRATE;
  key: string;
  payload?: { token?: string | null; refreshToken?: string | null; user?: AuthUser | null } | null;
}

/** Session state. Actions are events; the thunks in authThunks.ts drive the calls. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signInStarted(state) {
      state.loading = true;
    },
    /** Tokens obtained; the user is fetched next with this bearer. */
    tokensReceived(state, action: PayloadAction<{ token: string; refreshToken: string }>) {
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
    },
    sessionStarted(state, action: PayloadAction<{ token: string; refreshToken: string; user: AuthUser }>) {
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
      state.user = action.payload.user;
      state.isAuthenticated = true;
      state.loading = false;
    },
    sessionResolved(state) {
      state.loading = false;
    },
    tokenRefreshed(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    userUpdated(state, action: PayloadAction<AuthUser>) {
      if (state.isAuthenticated) state.user = { ...state.user, ...action.payload };
    },
    loggedOut(state) {
      Object.assign(state, initialAuthState, {
        loading: false,
        redirectPath: state.redirectPath,
        pendingAction: state.pendingAction,
        pendingSearch: state.pendingSearch,
      });
    },
    redirectPathStored(state, action: PayloadAction<string>) {
      state.redirectPath = action.payload;
    },
    redirectPathCleared(state) {
      state.redirectPath = null;
    },
    pendingActionStored(state, action: PayloadAction<PendingAction>) {
      state.pendingAction = action.payload;
    },
    pendingActionCleared(state) {
      state.pendingAction = null;
    },
    pendingSearchStored(state, action: PayloadAction<PendingSearch>) {
      state.pendingSearch = action.payload;
    },
    pendingSearchCleared(state) {
      state.pendingSearch = null;
    },
  },
  extraReducers: (builder) => {
    // At start: all three stored values restore the session; either way loading ends.
    builder.addCase(REHYDRATE, (state, action: RehydrateAction) => {
      if (action.key !== 'auth') return;
      const stored = action.payload;
      if (stored?.token && stored.refreshToken && stored.user && !state.isAuthenticated) {
        state.token = stored.token;
        state.refreshToken = stored.refreshToken;
        state.user = stored.user;
        state.isAuthenticated = true;
      }
      state.loading = false;
    });
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectIsAuthenticated: (state) => state.isAuthenticated,
    selectAuthLoading: (state) => state.loading,
    selectAccessToken: (state) => state.token,
    selectRefreshToken: (state) => state.refreshToken,
    selectRedirectPath: (state) => state.redirectPath,
    selectPendingAction: (state) => state.pendingAction,
    selectPendingSearch: (state) => state.pendingSearch,
    selectIsStaff: (state) => Boolean(state.user?.is_staff || state.user?.is_superuser),
  },
});

export const {
  signInStarted,
  tokensReceived,
  sessionStarted,
  sessionResolved,
  tokenRefreshed,
  userUpdated,
  loggedOut,
  redirectPathStored,
  redirectPathCleared,
  pendingActionStored,
  pendingActionCleared,
  pendingSearchStored,
  pendingSearchCleared,
} = authSlice.actions;
export const {
  selectCurrentUser,
  selectIsAuthenticated,
  selectAuthLoading,
  selectAccessToken,
  selectRefreshToken,
  selectRedirectPath,
  selectPendingAction,
  selectPendingSearch,
  selectIsStaff,
} = authSlice.selectors;
