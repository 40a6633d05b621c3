import { createAsyncThunk } from '@reduxjs/toolkit';
import { loggedOut } from './authSlice';

/**
 * Ends the session. The client-core issue completes it (revoke call, stored keys, redirect rules);
 * components call `dispatch(logout())` and navigate where the spec says.
 */
export const logout = createAsyncThunk('auth/logoutRequested', async (_: void, { dispatch }) => {
  dispatch(loggedOut());
});
