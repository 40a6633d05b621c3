import { render, renderHook, waitFor } from '@testing-library/react';
import { makeStore } from '../app/store';
import { ThemeProvider, STORED_THEME_KEYS, useTheme } from '../app/ThemeProvider';
import { MASK, maskSecrets } from '../app/devtools';
import { authState, jsonResponse, mockFetch, pathOf, testUser } from '../../test/support/renderWithProviders';
import { userUpdated } from './authSlice';
import { STORAGE_KEYS, writeStoredSession } from './authStorage';
import { useAuth } from './AuthProvider';
import {
  googleLogin,
  INCOMPLETE_AUTH_RESPONSE,
  INCOMPLETE_GOOGLE_RESPONSE,
  login,
  logout,
  register,
  registrationPayload,
} from './authThunks';

const stored = () => Object.values(STORAGE_KEYS).map((k) => localStorage.getItem(k));

async function settled(store: ReturnType<typeof makeStore>) {
  await waitFor(() => expect(store.getState().auth.loading).toBe(false));
  await store.persistor!.flush();
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('stored session', () => {
  it('is restored at start when all three keys exist, then loading ends', async () => {
    writeStoredSession({ token: 'a1', refreshToken: 'r1', user: testUser });
    const store = makeStore();
    expect(store.getState().auth.loading).toBe(true);
    await settled(store);
    expect(store.getState().auth).toMatchObject({
      token: 'a1',
      refreshToken: 'r1',
      user: testUser,
      isAuthenticated: true,
      loading: false,
    });
  });

  it('is not restored when a key is missing; loading still ends', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'a1');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(testUser));
    const store = makeStore();
    await settled(store);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null, loading: false });
  });

  it('uses exactly the keys tribo:token, tribo:refreshToken and tribo:user', async () => {
    const store = makeStore();
    await settled(store);
    store.dispatch({ type: 'auth/sessionStarted', payload: { token: 'a1', refreshToken: 'r1', user: testUser } });
    await store.persistor!.flush();
    await waitFor(() =>
      expect(Object.keys(localStorage).sort()).toEqual(['tribo:refreshToken', 'tribo:token', 'tribo:user']),
    );
    expect(localStorage.getItem('tribo:token')).toBe('a1');
    expect(localStorage.getItem('tribo:refreshToken')).toBe('r1');
    expect(JSON.parse(localStorage.getItem('tribo:user')!)).toEqual(testUser);
  });

  it('updating the user in place updates the stored user', async () => {
    writeStoredSession({ token: 'a1', refreshToken: 'r1', user: testUser });
    const store = makeStore();
    await settled(store);
    store.dispatch(userUpdated({ ...testUser, first_name: 'Mariana' }));
    await store.persistor!.flush();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).first_name).toBe('Mariana'));
  });
});

describe('login', () => {
  it('sets loading, gets the tokens, fetches the user with the bearer and stores all three', async () => {
    const calls = mockFetch((req) => {
      if (pathOf(req) === '/api/v1/token/') return jsonResponse({ access: 'a1', refresh: 'r1' });
      if (pathOf(req) === '/api/v1/users/me/') return jsonResponse(testUser);
      return jsonResponse({}, 404);
    });
    const store = makeStore();
    await settled(store);
    const pending = store.dispatch(login({ email: 'maria@example.com', password: 'segredo-forte-1' }));
    expect(store.getState().auth.loading).toBe(true);
    await expect(pending.unwrap()).resolves.toEqual(testUser);
    expect(await calls[0].json()).toEqual({ email: 'maria@example.com', password: 'segredo-forte-1' });
    expect(calls[1].headers.get('authorization')).toBe('Bearer a1');
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, loading: false, user: testUser, token: 'a1' });
    await store.persistor!.flush();
    await waitFor(() => expect(stored()).toEqual(['a1', 'r1', JSON.stringify(testUser)]));
  });

  it.each([
    ['wrong credentials', '/api/v1/token/'],
    ['the user fetch', '/api/v1/users/me/'],
  ])('a failure at %s clears everything and rethrows', async (_label, failing) => {
    writeStoredSession({ token: 'old', refreshToken: 'old-r', user: testUser });
    mockFetch((req) => {
      if (pathOf(req) === failing) return jsonResponse({ error: 'E-mail ou senha incorretos.', code: 'x' }, 401);
      if (pathOf(req) === '/api/v1/token/') return jsonResponse({ access: 'a1', refresh: 'r1' });
      return jsonResponse(testUser);
    });
    window.history.replaceState(null, '', '/login');
    const store = makeStore();
    await settled(store);
    await expect(store.dispatch(login({ email: 'm@x.com', password: 'p' })).unwrap()).rejects.toMatchObject({
      status: 401,
      data: { error: 'E-mail ou senha incorretos.' },
    });
    expect(store.getState().auth).toMatchObject({
      token: null,
      refreshToken: null,
      user: null,
      isAuthenticated: false,
    });
    expect(store.getState().auth.loading).toBe(false);
    expect(stored()).toEqual([null, null, null]);
    window.history.replaceState(null, '', '/');
  });
});

describe('register', () => {
  it('sends first_name and last_name as empty strings when missing, and invite_token only when invited', () => {
    expect(registrationPayload({ username: 'u', email: 'e@x.com', password: 'p' })).toEqual({
      username: 'u',
      email: 'e@x.com',
      password: 'p',
      password_confirm: 'p',
      first_name: '',
      last_name: '',
    });
    expect(registrationPayload({ username: 'u', email: 'e', password: 'p', invite_token: 'conv1' })).toMatchObject({
      invite_token: 'conv1',
    });
    expect(registrationPayload({ username: 'u', email: 'e', password: 'p', invite_token: null })).not.toHaveProperty(
      'invite_token',
    );
  });

  it('accepts token/refresh_token as the names of access/refresh and starts the session', async () => {
    const calls = mockFetch(() => jsonResponse({ token: 'a2', refresh_token: 'r2', user: testUser }, 201));
    const store = makeStore();
    await settled(store);
    await store
      .dispatch(register({ username: 'maria', email: 'm@x.com', password: 'p', invite_token: 'conv1' }))
      .unwrap();
    expect(pathOf(calls[0])).toBe('/api/v1/users/register/');
    expect(await calls[0].json()).toMatchObject({ invite_token: 'conv1', first_name: '', last_name: '' });
    expect(store.getState().auth).toMatchObject({ token: 'a2', refreshToken: 'r2', isAuthenticated: true });
  });

  it.each([
    { refresh: 'r', user: testUser },
    { access: 'a', user: testUser },
    { access: 'a', refresh: 'r' },
  ])(
    'an answer without access, refresh or user is "Dados de autenticação incompletos na resposta" (%p)',
    async (body) => {
      mockFetch(() => jsonResponse(body, 201));
      const store = makeStore();
      await settled(store);
      await expect(
        store.dispatch(register({ username: 'u', email: 'e@x.com', password: 'p' })).unwrap(),
      ).rejects.toEqual({
        status: 'CUSTOM_ERROR',
        error: INCOMPLETE_AUTH_RESPONSE,
      });
      expect(store.getState().auth.isAuthenticated).toBe(false);
    },
  );
});

describe('Google login', () => {
  it('posts the credential to /auth/callback/google/ and starts the session', async () => {
    const calls = mockFetch(() => jsonResponse({ access: 'g1', refresh: 'gr', user: testUser }));
    const store = makeStore();
    await settled(store);
    await store.dispatch(googleLogin('credencial-google')).unwrap();
    expect(pathOf(calls[0])).toBe('/auth/callback/google/');
    expect(await calls[0].json()).toEqual({ token: 'credencial-google' });
    expect(store.getState().auth).toMatchObject({ token: 'g1', isAuthenticated: true });
  });

  it('an incomplete answer is "Dados de autenticação incompletos na resposta do Google"', async () => {
    mockFetch(() => jsonResponse({ access: 'g1', user: testUser }));
    const store = makeStore();
    await settled(store);
    await expect(store.dispatch(googleLogin('c')).unwrap()).rejects.toEqual({
      status: 'CUSTOM_ERROR',
      error: INCOMPLETE_GOOGLE_RESPONSE,
    });
  });
});

describe('logout', () => {
  it('revokes the refresh token, clears the state and removes the three keys', async () => {
    writeStoredSession({ token: 'a1', refreshToken: 'r1', user: testUser });
    const calls = mockFetch(() => new Response(null, { status: 204 }));
    const store = makeStore();
    await settled(store);
    await store.dispatch(logout());
    expect(stored()).toEqual([null, null, null]);
    expect(store.getState().auth).toMatchObject({
      token: null,
      refreshToken: null,
      user: null,
      isAuthenticated: false,
    });
    await waitFor(() => expect(calls.map(pathOf)).toContain('/api/v1/token/revoke/'));
    expect(await calls.find((c) => pathOf(c) === '/api/v1/token/revoke/')!.json()).toEqual({ refresh: 'r1' });
  });

  it('still signs out when the revoke call fails', async () => {
    const store = makeStore({ auth: authState() }, { persist: false });
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await store.dispatch(logout());
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });
});

describe('providers', () => {
  it('useAuth outside its provider throws the pt-BR message', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth deve ser usado dentro de um AuthProvider');
  });

  it('useTheme outside its provider throws the pt-BR message', () => {
    expect(() => renderHook(() => useTheme())).toThrow('useTheme deve ser usado dentro de um ThemeProvider');
  });

  it('the theme is always light and a stored preference is removed at start', () => {
    for (const key of STORED_THEME_KEYS) localStorage.setItem(key, 'dark');
    let seen: ReturnType<typeof useTheme> | undefined;
    function Probe() {
      seen = useTheme();
      return null;
    }
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(seen).toEqual({ theme: 'light', colors: { background: '#F5F7FB', text: '#333333' } });
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
    for (const key of STORED_THEME_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('Redux DevTools sanitizer', () => {
  it('masks tokens and passwords in the state and in actions, keeping everything else', () => {
    const state = {
      auth: authState(),
      api: { mutations: { x: { originalArgs: { loginBody: { email: 'm@x.com', password: 'segredo' } } } } },
    };
    const masked = maskSecrets(state);
    expect(masked.auth).toMatchObject({ token: MASK, refreshToken: MASK, user: testUser, isAuthenticated: true });
    expect(masked.api.mutations.x.originalArgs.loginBody).toEqual({ email: 'm@x.com', password: MASK });
    expect(state.auth.token).toBe('access-1');
    const action = { type: 'auth/sessionStarted', payload: { token: 'a', refreshToken: 'r', user: testUser } };
    expect(maskSecrets(action).payload).toEqual({ token: MASK, refreshToken: MASK, user: testUser });
    expect(maskSecrets({ type: 'x', payload: { access: 'a', refresh: 'r' } }).payload).toEqual({
      access: MASK,
      refresh: MASK,
    });
  });
});
