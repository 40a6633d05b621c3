import { coreApi } from '../api/core';
import { makeStore } from '../app/store';
import { authState, jsonResponse, mockFetch } from '../../test/support/renderWithProviders';
import { endSession } from './endSession';

const cached = (store: ReturnType<typeof makeStore>) => Object.keys(store.getState().api.queries);

describe('the end of a session and the API cache', () => {
  beforeEach(() => {
    mockFetch(() => jsonResponse({ site_name: 'Tribo' }));
  });

  it('drops everything fetched while signed in when the session ends', async () => {
    const store = makeStore({ auth: authState() }, { persist: false });
    await store.dispatch(coreApi.endpoints.getSettings.initiate());
    expect(cached(store)).toEqual(['getSettings(undefined)']);
    store.dispatch(endSession());
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(cached(store)).toEqual([]);
  });

  it("keeps a visitor's cache (a 401 without a session, a failed sign-in)", async () => {
    const store = makeStore({ auth: authState({ signedIn: false }) }, { persist: false });
    await store.dispatch(coreApi.endpoints.getSettings.initiate());
    store.dispatch(endSession());
    expect(cached(store)).toEqual(['getSettings(undefined)']);
  });
});
