import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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
  /** true at start until the stored session has been read (spec section 4). */
  loading: boolean;
}

export const initialAuthState: AuthState = {
  token: null,
  refreshToken: null,
  user: null,
  isAuthenticated: false,
  loading: true,
};

/** Session state. The client-core issue adds persistence, login/register thunks and renewal. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
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
    loggedOut(state) {
      Object.assign(state, initialAuthState, { loading: false });
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectIsAuthenticated: (state) => state.isAuthenticated,
    selectAuthLoading: (state) => state.loading,
    selectAccessToken: (state) => state.token,
    selectIsStaff: (state) => Boolean(state.user?.is_staff || state.user?.is_superuser),
  },
});

export const { sessionStarted, sessionResolved, loggedOut } = authSlice.actions;
export const { selectCurrentUser, selectIsAuthenticated, selectAuthLoading, selectAccessToken, selectIsStaff } =
  authSlice.selectors;
