import { createListenerMiddleware } from '@reduxjs/toolkit';
import { emptyApi } from '../api/emptyApi';
import { loggedOut, sessionStarted, type AuthState } from './authSlice';

/**
 * The one place that resets the RTK Query cache: when a signed-in session ends (`auth/loggedOut`),
 * nothing fetched with its token stays (profile, my ads, favourites...). A visitor's "logout" (a
 * 401 without a session, a failed sign-in) keeps the public cache. When a visitor signs in, what
 * was read as a visitor and carries per-member fields (an ad's vote and favourite, a tribe's
 * membership) is invalidated, so it is read again with the token (a vote applied on return must
 * see the member's own). One middleware per store.
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
  listener.startListening({
    predicate: (action, _state, previous) =>
      sessionStarted.match(action) && !(previous as { auth: AuthState }).auth.isAuthenticated,
    effect: (_action, api) => {
      // Tag types the lazily loaded slices register (api/ads.ts, api/tribes.ts); unknown ones are no-ops.
      const memberTags = ['Ad', 'AdList', 'Tribe', 'TribeList'] as unknown as Parameters<
        typeof emptyApi.util.invalidateTags
      >[0];
      api.dispatch(emptyApi.util.invalidateTags(memberTags));
    },
  });
  return listener.middleware;
}
