import { createListenerMiddleware } from '@reduxjs/toolkit';
import { emptyApi } from '../api/emptyApi';
import { loggedOut, type AuthState } from './authSlice';

/**
 * The one place that resets the RTK Query cache: when a signed-in session ends (`auth/loggedOut`),
 * nothing fetched with its token stays (profile, my ads, favourites...). A visitor's "logout" (a
 * 401 without a session, a failed sign-in) keeps the public cache. One middleware per store.
 */
export function createSessionListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action, _state, previous) =>
      loggedOut.match(action) && (previous as { auth: AuthState }).auth.isAuthenticated,
    effect: (_action, api) => {
      api.dispatch(emptyApi.util.resetApiState());
    },
  });
  return listener.middleware;
}
