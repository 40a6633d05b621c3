import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { makeStore, type AppStore } from '../app/store';
import { initialAuthState, type AuthState } from '../session/authSlice';
import { STORAGE_KEYS, writeStoredSession } from '../session/authStorage';
import { normalizeApiBase } from '../lib/env';
import { TIMEOUT_MESSAGE } from '../lib/apiErrors';
import { AUTH_LOGOUT_EVENT } from '../session/renewal';
import { createBaseQuery, REFRESH_PATH } from './baseQuery';
import { jsonResponse, mockFetch, pathOf as path } from '../../test/support/renderWithProviders';

const USER = { id: 7, username: 'maria', first_name: 'Maria' };

/** What another tab of the browser writes: the shared keys, not this tab's own session. */
function storeFromAnotherTab(s: { token: string; refreshToken: string; user: object }) {
  localStorage.setItem(STORAGE_KEYS.token, s.token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, s.refreshToken);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(s.user));
}
const BASE = 'https://api.test';

function session(overrides: Partial<AuthState> = {}): AuthState {
  return {
    ...initialAuthState,
    token: 'old-access',
    refreshToken: 'the-refresh',
    user: USER,
    isAuthenticated: true,
    loading: false,
    ...overrides,
  };
}

function apiFor(store: AppStore, endpoint = 'getMe'): BaseQueryApi {
  return {
    getState: store.getState,
    dispatch: store.dispatch,
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint,
    type: 'query',
  };
}

const unauthorized = () => jsonResponse({ error: 'Sua sessão expirou.', code: 'token_not_valid' }, 401);

let store: AppStore;
let logoutEvents: number;
const countLogout = () => {
  logoutEvents += 1;
};

beforeEach(() => {
  localStorage.clear();
  logoutEvents = 0;
  window.addEventListener(AUTH_LOGOUT_EVENT, countLogout);
  window.history.replaceState(null, '', '/');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  window.removeEventListener(AUTH_LOGOUT_EVENT, countLogout);
  jest.useRealTimers();
});

describe('time-out', () => {
  it('fails a request hanging past 30 s with "Tempo de requisição esgotado"', async () => {
    jest.useFakeTimers();
    store = makeStore({ auth: session() }, { persist: false });
    mockFetch(
      (req) =>
        new Promise<Response>((_, reject) => {
          // Like fetch: an aborted request rejects with the signal's reason.
          req.signal.addEventListener('abort', () => reject(req.signal.reason));
        }),
    );
    const baseQuery = createBaseQuery({ baseUrl: BASE });
    let settled = false;
    const pending = Promise.resolve(baseQuery('/api/v1/users/me/', apiFor(store), {})).then((r) => {
      settled = true;
      return r;
    });
    await jest.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.error).toEqual({ status: 'TIMEOUT_ERROR', error: TIMEOUT_MESSAGE });
  });
});

describe('headers', () => {
  it('sends Bearer <token> from the stored token', async () => {
    store = makeStore({ auth: session({ token: 'abc' }) }, { persist: false });
    const calls = mockFetch(() => jsonResponse(USER));
    await createBaseQuery({ baseUrl: BASE })('/api/v1/users/me/', apiFor(store), {});
    expect(calls[0].headers.get('authorization')).toBe('Bearer abc');
  });

  it('sends a stored value "Bearer abc" as it is', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'Bearer abc');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'r');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(USER));
    store = makeStore();
    await store.persistor!.flush();
    await Promise.resolve();
    expect(store.getState().auth.token).toBe('Bearer abc');
    const calls = mockFetch(() => jsonResponse(USER));
    await createBaseQuery({ baseUrl: BASE })('/api/v1/users/me/', apiFor(store), {});
    expect(calls[0].headers.get('authorization')).toBe('Bearer abc');
  });

  it('sends no Authorization without a token, and none to the states list', async () => {
    store = makeStore({ auth: session() }, { persist: false });
    const calls = mockFetch(() => jsonResponse({ states: ['SP'] }));
    await createBaseQuery({ baseUrl: BASE })('/api/v1/core/states/', apiFor(store, 'listStates'), {});
    expect(calls[0].headers.get('authorization')).toBeNull();
    const anonymous = makeStore(undefined, { persist: false });
    await createBaseQuery({ baseUrl: BASE })('/api/v1/ads/categories/', apiFor(anonymous, 'listCategories'), {});
    expect(calls[1].headers.get('authorization')).toBeNull();
  });

  it('sends JSON bodies as application/json', async () => {
    store = makeStore(undefined, { persist: false });
    const calls = mockFetch(() => jsonResponse({ ok: true }));
    const args: FetchArgs = { url: '/api/v1/tribes/', method: 'POST', body: { name: 'Ciclistas' } };
    await createBaseQuery({ baseUrl: BASE })(args, apiFor(store, 'createTribe'), {});
    expect(calls[0].headers.get('content-type')).toBe('application/json');
    expect(await calls[0].text()).toBe('{"name":"Ciclistas"}');
  });

  it('leaves the Content-Type of FormData to the browser (multipart boundary), even when one was set', async () => {
    store = makeStore({ auth: session() }, { persist: false });
    const calls = mockFetch(() => jsonResponse({ ok: true }));
    const body = new FormData();
    body.append('first_name', 'Maria');
    const args: FetchArgs = {
      url: '/api/v1/users/me/',
      method: 'PUT',
      body,
      headers: { 'Content-Type': 'application/json' },
    };
    await createBaseQuery({ baseUrl: BASE })(args, apiFor(store, 'updateMe'), {});
    expect(calls[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('base address (spec section 7)', () => {
  it.each([
    ['https://x.com/api/v1/', 'https://x.com/api/v1/users/me/'],
    ['https://x.com/api', 'https://x.com/api/v1/users/me/'],
    [undefined, 'http://localhost:8000/api/v1/users/me/'],
  ])('API_URL %p -> %p', async (apiUrl, expected) => {
    store = makeStore(undefined, { persist: false });
    const calls = mockFetch(() => jsonResponse(USER));
    await createBaseQuery({ baseUrl: normalizeApiBase(apiUrl) })('/api/v1/users/me/', apiFor(store), {});
    expect(calls[0].url).toBe(expected);
  });

  it('empty API_URL calls the same origin', async () => {
    // Browsers resolve a relative Request against the page; Node's Request needs help in jsdom.
    const NodeRequest = global.Request;
    global.Request = class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, window.location.origin).href : input, init);
      }
    } as typeof Request;
    try {
      store = makeStore(undefined, { persist: false });
      const calls = mockFetch(() => jsonResponse(USER));
      await createBaseQuery({ baseUrl: normalizeApiBase('') })('/api/v1/users/me/', apiFor(store), {});
      expect(calls[0].url).toBe(`${window.location.origin}/api/v1/users/me/`);
    } finally {
      global.Request = NodeRequest;
    }
  });
});

describe('401 and token renewal (spec section 4)', () => {
  it('three requests getting 401 at once cause exactly one refresh and all three succeed on retry', async () => {
    store = makeStore({ auth: session() }, { persist: false });
    const calls = mockFetch(async (req) => {
      if (path(req) === REFRESH_PATH) {
        expect(await req.json()).toEqual({ refresh: 'the-refresh' });
        expect(req.headers.get('authorization')).toBeNull();
        await new Promise((r) => setTimeout(r, 20));
        return jsonResponse({ access: 'new-access' });
      }
      return req.headers.get('authorization') === 'Bearer new-access'
        ? jsonResponse({ path: path(req) })
        : unauthorized();
    });
    const baseQuery = createBaseQuery({ baseUrl: BASE });
    const results = await Promise.all(
      ['/api/v1/users/me/', '/api/v1/core/notifications/', '/api/v1/core/notifications/unread_count/'].map((url) =>
        baseQuery(url, apiFor(store), {}),
      ),
    );
    expect(calls.filter((c) => path(c) === REFRESH_PATH)).toHaveLength(1);
    expect(results.map((r) => r.error)).toEqual([undefined, undefined, undefined]);
    expect(results.map((r) => (r.data as { path: string }).path)).toEqual([
      '/api/v1/users/me/',
      '/api/v1/core/notifications/',
      '/api/v1/core/notifications/unread_count/',
    ]);
    expect(store.getState().auth.token).toBe('new-access');
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(logoutEvents).toBe(0);
  });

  it('the refresh token is rotated: its successor replaces it and the next renewal spends the successor', async () => {
    store = makeStore({ auth: session() }, { persist: false });
    const sent: unknown[] = [];
    let access = 'not-yet-issued';
    const calls = mockFetch(async (req) => {
      if (path(req) === REFRESH_PATH) {
        const body = (await req.json()) as { refresh: string };
        sent.push(body.refresh);
        access = `access-${sent.length}`;
        return jsonResponse({ access, refresh: `refresh-${sent.length}` });
      }
      return req.headers.get('authorization') === `Bearer ${access}` ? jsonResponse({ ok: true }) : unauthorized();
    });
    const baseQuery = createBaseQuery({ baseUrl: BASE });
    expect((await baseQuery('/api/v1/users/me/', apiFor(store), {})).error).toBeUndefined();
    expect(store.getState().auth.refreshToken).toBe('refresh-1');
    access = 'expired-again';
    expect((await baseQuery('/api/v1/users/me/', apiFor(store), {})).error).toBeUndefined();
    expect(sent).toEqual(['the-refresh', 'refresh-1']);
    expect(store.getState().auth).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(calls.filter((c) => path(c) === REFRESH_PATH)).toHaveLength(2);
    expect(logoutEvents).toBe(0);
  });

  it('a 401 that arrives after another request already renewed the token retries without a second refresh', async () => {
    store = makeStore({ auth: session() }, { persist: false });
    let slowRelease: () => void = () => undefined;
    const calls = mockFetch(async (req) => {
      if (path(req) === REFRESH_PATH) return jsonResponse({ access: 'new-access' });
      if (req.headers.get('authorization') === 'Bearer new-access') return jsonResponse({ ok: true });
      if (path(req) === '/slow/') await new Promise<void>((r) => (slowRelease = r));
      return unauthorized();
    });
    const baseQuery = createBaseQuery({ baseUrl: BASE });
    const slow = baseQuery('/slow/', apiFor(store), {});
    expect((await baseQuery('/fast/', apiFor(store), {})).error).toBeUndefined();
    slowRelease();
    expect((await slow).error).toBeUndefined();
    expect(calls.filter((c) => path(c) === REFRESH_PATH)).toHaveLength(1);
  });

  it('a 401 on the retried request is returned without another refresh (no loop)', async () => {
    store = makeStore({ auth: session() }, { persist: false });
    const calls = mockFetch((req) =>
      path(req) === REFRESH_PATH ? jsonResponse({ access: 'new-access' }) : unauthorized(),
    );
    const result = await createBaseQuery({ baseUrl: BASE })('/api/v1/users/me/', apiFor(store), {});
    expect(result.error).toMatchObject({ status: 401 });
    expect(calls.map(path)).toEqual(['/api/v1/users/me/', REFRESH_PATH, '/api/v1/users/me/']);
    expect(calls[2].headers.get('authorization')).toBe('Bearer new-access');
  });

  it('a failed refresh clears the three keys, dispatches logout and raises auth:logout', async () => {
    writeStoredSession({ token: 'old-access', refreshToken: 'the-refresh', user: USER });
    store = makeStore({ auth: session() }, { persist: false });
    const calls = mockFetch((req) =>
      path(req) === REFRESH_PATH
        ? jsonResponse({ error: 'Token inválido.', code: 'token_not_valid' }, 401)
        : unauthorized(),
    );
    const result = await createBaseQuery({ baseUrl: BASE })('/api/v1/users/me/', apiFor(store), {});
    expect(result.error).toMatchObject({ status: 401 });
    expect(calls.map(path)).toEqual(['/api/v1/users/me/', REFRESH_PATH]);
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(store.getState().auth).toMatchObject({
      token: null,
      refreshToken: null,
      user: null,
      isAuthenticated: false,
    });
    expect(logoutEvents).toBe(1);
  });

  it('a failed renewal leaves alone the session another member stored from another tab', async () => {
    writeStoredSession({ token: 'old-access', refreshToken: 'the-refresh', user: USER });
    store = makeStore({ auth: session() }, { persist: false });
    // Another tab: this member signed out there (revoking the refresh token) and another signed in.
    storeFromAnotherTab({ token: 'access-x', refreshToken: 'refresh-x', user: { ...USER, id: 99 } });
    mockFetch((req) =>
      path(req) === REFRESH_PATH
        ? jsonResponse({ error: 'Token inválido.', code: 'token_not_valid' }, 401)
        : unauthorized(),
    );
    const result = await createBaseQuery({ baseUrl: BASE })('/api/v1/users/me/', apiFor(store), {});
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toMatchObject({ token: null, isAuthenticated: false });
    expect(logoutEvents).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('access-x');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-x');
  });

  it('a refresh refused because another tab changed the password meanwhile takes over the pair it stored', async () => {
    writeStoredSession({ token: 'old-access', refreshToken: 'the-refresh', user: USER });
    store = makeStore({ auth: session() }, { persist: false });
    const calls = mockFetch((req) => {
      if (path(req) === REFRESH_PATH) {
        // the other tab's new pair lands while this refresh is out
        storeFromAnotherTab({
          token: 'access-2',
          refreshToken: 'refresh-2',
          user: { ...USER, first_name: 'Maria Clara' },
        });
        return jsonResponse({ error: 'Token inválido.', code: 'token_not_valid' }, 401);
      }
      return req.headers.get('authorization') === 'Bearer access-2' ? jsonResponse(USER) : unauthorized();
    });
    const result = await createBaseQuery({ baseUrl: BASE })('/api/v1/users/me/', apiFor(store), {});
    expect(result.error).toBeUndefined();
    expect(calls.map(path)).toEqual(['/api/v1/users/me/', REFRESH_PATH, '/api/v1/users/me/']);
    expect(store.getState().auth).toMatchObject({
      token: 'access-2',
      refreshToken: 'refresh-2',
      isAuthenticated: true,
      user: { first_name: 'Maria Clara' },
    });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    expect(logoutEvents).toBe(0);
  });

  it('three concurrent 401s with a failing refresh raise auth:logout once', async () => {
    store = makeStore({ auth: session() }, { persist: false });
    const calls = mockFetch((req) =>
      path(req) === REFRESH_PATH ? jsonResponse({ error: 'x', code: 'token_not_valid' }, 401) : unauthorized(),
    );
    const baseQuery = createBaseQuery({ baseUrl: BASE });
    await Promise.all([1, 2, 3].map((n) => baseQuery(`/r${n}/`, apiFor(store), {})));
    expect(calls.filter((c) => path(c) === REFRESH_PATH)).toHaveLength(1);
    expect(logoutEvents).toBe(1);
  });

  it('without a refresh token: no refresh call, the session is cleared and auth:logout raised', async () => {
    writeStoredSession({ token: 'old-access', refreshToken: 'x', user: USER });
    store = makeStore({ auth: session({ refreshToken: null }) }, { persist: false });
    const calls = mockFetch(() => unauthorized());
    await createBaseQuery({ baseUrl: BASE })('/api/v1/users/me/', apiFor(store), {});
    expect(calls.map(path)).toEqual(['/api/v1/users/me/']);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(logoutEvents).toBe(1);
  });

  it('a network failure of the refresh also ends the session', async () => {
    store = makeStore({ auth: session() }, { persist: false });
    mockFetch((req) => {
      if (path(req) === REFRESH_PATH) throw new TypeError('Failed to fetch');
      return unauthorized();
    });
    await createBaseQuery({ baseUrl: BASE })('/api/v1/users/me/', apiFor(store), {});
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(logoutEvents).toBe(1);
  });

  it('does not renew on the /login page', async () => {
    window.history.replaceState(null, '', '/login');
    store = makeStore({ auth: session() }, { persist: false });
    const calls = mockFetch(() => unauthorized());
    const result = await createBaseQuery({ baseUrl: BASE })('/api/v1/users/me/', apiFor(store), {});
    expect(result.error).toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(logoutEvents).toBe(0);
  });

  it.each(['/api/v1/token/', REFRESH_PATH, '/api/v1/token/revoke/', '/auth/callback/google/'])(
    'does not renew for the token/login call %s',
    async (url) => {
      store = makeStore({ auth: session() }, { persist: false });
      const calls = mockFetch(() => unauthorized());
      const args: FetchArgs = { url, method: 'POST', body: {} };
      const result = await createBaseQuery({ baseUrl: BASE })(args, apiFor(store, 'obtainToken'), {});
      expect(result.error).toMatchObject({ status: 401 });
      expect(calls).toHaveLength(1);
      expect(logoutEvents).toBe(0);
    },
  );
});

describe('password change (the server ends every session and returns a new pair)', () => {
  const CHANGE: FetchArgs = { url: '/api/v1/users/me/password/', method: 'POST', body: { current_password: 'x' } };
  const pair = { detail: 'Senha alterada com sucesso.', access: 'access-2', refresh: 'refresh-2' };

  it('stores the returned pair, so the tab stays signed in and the next request carries it', async () => {
    store = makeStore({ auth: session() }, { persist: false });
    const calls = mockFetch((req) =>
      path(req) === '/api/v1/users/me/password/' || req.headers.get('authorization') === 'Bearer access-2'
        ? jsonResponse(path(req) === '/api/v1/users/me/password/' ? pair : USER)
        : unauthorized(),
    );
    const baseQuery = createBaseQuery({ baseUrl: BASE });
    expect((await baseQuery(CHANGE, apiFor(store, 'updatePassword'), {})).data).toEqual(pair);
    expect(store.getState().auth).toMatchObject({
      token: 'access-2',
      refreshToken: 'refresh-2',
      isAuthenticated: true,
    });
    expect((await baseQuery('/api/v1/users/me/', apiFor(store), {})).error).toBeUndefined();
    expect(calls.map(path)).not.toContain(REFRESH_PATH);
    expect(logoutEvents).toBe(0);
  });

  it('a request refused with the old token meanwhile retries with the new one: no refresh, no sign-out', async () => {
    store = makeStore({ auth: session() }, { persist: false });
    let changeArrived: () => void = () => undefined;
    const arrived = new Promise<void>((r) => (changeArrived = r));
    const calls = mockFetch(async (req) => {
      // The old refresh token was revoked by the change: spending it would sign the user out.
      if (path(req) === REFRESH_PATH) return jsonResponse({ error: 'Token inválido.', code: 'token_not_valid' }, 401);
      if (path(req) === '/api/v1/users/me/password/') {
        changeArrived();
        await new Promise((r) => setTimeout(r, 30));
        return jsonResponse(pair);
      }
      if (req.headers.get('authorization') === 'Bearer access-2') return jsonResponse({ ok: true });
      // A poll that went out with the old token and reaches the server after the change.
      await arrived;
      return unauthorized();
    });
    const baseQuery = createBaseQuery({ baseUrl: BASE });
    const poll = baseQuery('/poll/', apiFor(store, 'getUnreadCount'), {});
    const change = baseQuery(CHANGE, apiFor(store, 'updatePassword'), {});
    expect((await change).error).toBeUndefined();
    expect((await poll).error).toBeUndefined();
    expect(calls.map(path)).toEqual(['/poll/', '/api/v1/users/me/password/', '/poll/']);
    expect(calls[2].headers.get('authorization')).toBe('Bearer access-2');
    expect(store.getState().auth).toMatchObject({
      token: 'access-2',
      refreshToken: 'refresh-2',
      isAuthenticated: true,
    });
    expect(logoutEvents).toBe(0);
  });

  it("another tab's change: this tab takes over the stored new pair instead of spending its revoked refresh token", async () => {
    store = makeStore({ auth: session() }, { persist: false });
    writeStoredSession({ token: 'access-2', refreshToken: 'refresh-2', user: USER });
    const calls = mockFetch((req) => {
      if (path(req) === REFRESH_PATH) return jsonResponse({ error: 'Token inválido.', code: 'token_not_valid' }, 401);
      return req.headers.get('authorization') === 'Bearer access-2' ? jsonResponse(USER) : unauthorized();
    });
    const result = await createBaseQuery({ baseUrl: BASE })('/api/v1/users/me/', apiFor(store), {});
    expect(result.error).toBeUndefined();
    expect(calls.map(path)).toEqual(['/api/v1/users/me/', '/api/v1/users/me/']);
    expect(store.getState().auth).toMatchObject({
      token: 'access-2',
      refreshToken: 'refresh-2',
      isAuthenticated: true,
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('access-2');
    expect(logoutEvents).toBe(0);
  });

  it('a stored session of another account is never taken over', async () => {
    store = makeStore({ auth: session() }, { persist: false });
    writeStoredSession({ token: 'access-x', refreshToken: 'refresh-x', user: { ...USER, id: 99 } });
    const calls = mockFetch((req) =>
      path(req) === REFRESH_PATH
        ? jsonResponse({ access: 'new-access' })
        : req.headers.get('authorization') === 'Bearer new-access'
          ? jsonResponse(USER)
          : unauthorized(),
    );
    const result = await createBaseQuery({ baseUrl: BASE })('/api/v1/users/me/', apiFor(store), {});
    expect(result.error).toBeUndefined();
    expect(calls.map(path)).toEqual(['/api/v1/users/me/', REFRESH_PATH, '/api/v1/users/me/']);
    expect(store.getState().auth).toMatchObject({ token: 'new-access', refreshToken: 'the-refresh' });
  });

  it('a failed change stores nothing and ends nothing', async () => {
    store = makeStore({ auth: session() }, { persist: false });
    mockFetch(() =>
      jsonResponse(
        { error: 'Verifique os campos.', code: 'validation_error', fields: { current_password: ['x'] } },
        400,
      ),
    );
    const result = await createBaseQuery({ baseUrl: BASE })(CHANGE, apiFor(store, 'updatePassword'), {});
    expect(result.error).toMatchObject({ status: 400 });
    expect(store.getState().auth).toMatchObject({ token: 'old-access', refreshToken: 'the-refresh' });
  });
});

describe('other failures', () => {
  it('are logged with console.error and returned to the caller', async () => {
    store = makeStore(undefined, { persist: false });
    mockFetch(() => jsonResponse({ error: 'Falhou.', code: 'internal_error' }, 500));
    const result = await createBaseQuery({ baseUrl: BASE })('/api/v1/core/settings/', apiFor(store, 'getSettings'), {});
    expect(result.error).toEqual({ status: 500, data: { error: 'Falhou.', code: 'internal_error' } });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('GET /api/v1/core/settings/ (500)'));
  });

  it("log the server's error body for ad creation", async () => {
    store = makeStore(undefined, { persist: false });
    const body = { error: 'Verifique os campos destacados.', code: 'validation_error', fields: { title: ['x'] } };
    mockFetch(() => jsonResponse(body, 400));
    const args: FetchArgs = { url: '/api/v1/ads/ads/', method: 'POST', body: { title: '' } };
    await createBaseQuery({ baseUrl: BASE })(args, apiFor(store, 'createAd'), {});
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('POST /api/v1/ads/ads/ (400)'), body);
  });

  it('a read the app cancelled (the sign-out resets the cache) is not logged as a failure', async () => {
    store = makeStore(undefined, { persist: false });
    const controller = new AbortController();
    mockFetch(() => {
      controller.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    const api = { ...apiFor(store, 'getUnreadCount'), signal: controller.signal };
    const result = await createBaseQuery({ baseUrl: BASE })('/api/v1/core/notifications/unread_count/', api, {});
    expect(result.error).toBeDefined();
    expect(console.error).not.toHaveBeenCalled();
  });
});
