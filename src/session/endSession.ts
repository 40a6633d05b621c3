import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { loggedOut } from './authSlice';
import { clearStoredSession } from './authStorage';

/**
 * THE end of a session, whatever ended it (Sair, account deletion, a renewal the server refused, a
 * failed sign-in): the three stored keys and the state go in one step. The RTK Query cache of the
 * signed-in user is dropped by the listener in sessionListener.ts, on this same `auth/loggedOut`.
 * Where the user goes next is not decided here (see AuthProvider).
 */
export const endSession = () => (dispatch: Dispatch<UnknownAction>) => {
  clearStoredSession();
  dispatch(loggedOut());
};
