import type { RouteObject } from 'react-router-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderApp,
  testUser,
} from '../../test/support/renderWithProviders';
import { addListener } from '@reduxjs/toolkit';
import { REFRESH_PATH } from '../api/baseQuery';
import { usersApi } from '../api/users';
import { loggedOut } from '../session/authSlice';
import * as authStorage from '../session/authStorage';
import { AUTH_LOGOUT_EVENT } from '../session/renewal';
import ErrorScreen from '../components/ErrorScreen';
import { mobileMenuToggled } from '../features/shell/uiSlice';
import type { AccessHandle } from '../session/AccessGuard';
import { ROUTE_PATTERNS } from '../../shared/routes';
import { routes } from './routes';
import { makeStore } from './store';

/** Answers the calls the shell, the bell and the pages make, so no test hits the network. */
function quietApi(overrides: (req: Request) => Response | null = () => null) {
  return mockFetch((req) => {
    const answer = overrides(req);
    if (answer) return answer;
    const p = pathOf(req);
    if (p === '/api/v1/users/me/') return jsonResponse(testUser);
    if (p === '/api/v1/ads/categories/') return jsonResponse([]);
    if (p === '/api/v1/ads/ads/mine/' || p === '/api/v1/ads/favorites/')
      return jsonResponse({ count: 0, next: null, previous: null, results: [] });
    if (p === '/api/v1/core/notifications/') return jsonResponse({ count: 0, next: null, previous: null, results: [] });
    if (p === '/api/v1/core/notifications/unread_count/') return jsonResponse({ count: 0 });
    if (p === '/api/v1/core/notifications/stats/') return jsonResponse({ total: 0, unread: 0, by_type: {} });
    if (p === '/api/v1/core/notifications/stream/') return jsonResponse({ error: 'x', code: 'not_found' }, 404);
    if (p === '/api/v1/core/states/' || p === '/api/v1/core/states-with-ads/') return jsonResponse({ states: ['SP'] });
    return jsonResponse({});
  });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** Every route with its full path (the admin area's pages are nested under its layout). */
const flatten = (rs: RouteObject[], base = ''): Array<RouteObject & { full: string }> =>
  rs.flatMap((r) => {
    const full = r.index ? base : [base, r.path].filter(Boolean).join('/');
    return [{ ...r, full }, ...flatten(r.children ?? [], full)];
  });

describe('route table', () => {
  it('has one page for each pattern of shared/routes.ts, the list the server answers 200 for', () => {
    const patterns = [
      ...new Set(
        flatten(routes[0].children![0].children!)
          .filter((r) => r.path !== '*')
          .map((r) => `/${r.full}`),
      ),
    ].sort();
    expect(patterns).toEqual([...ROUTE_PATTERNS].sort());
  });

  it('marks every login-only route of the spec and only /login and /register as visitor-only', () => {
    const children = flatten(routes[0].children![0].children!);
    const withAccess = (access: string) =>
      [
        ...new Set(
          children.filter((r) => (r.handle as AccessHandle | undefined)?.access === access).map((r) => r.full),
        ),
      ].sort();
    expect(withAccess('login')).toEqual(
      [
        'profile',
        'profile/edit',
        'tribes',
        'tribes/create',
        'tribes/edit/:slug',
        'tribes/:slug',
        'ads/create',
        'plans/select/:adSlug',
        'ads/payment/:adSlug',
        'ads/edit/:slug',
        'test-image-processing',
        'messages',
        'messages/:id',
      ].sort(),
    );
    expect(withAccess('visitor')).toEqual(['login', 'register']);
    // The admin area (spec: login) asks for staff; the server refuses non-staff too.
    expect(withAccess('staff')).toEqual(
      [
        'admin',
        'admin/hero-carousel',
        'admin/carousel-settings',
        'admin/settings',
        'admin/sales',
        'admin/sales/detailed-report',
        'admin/sales/monthly-report',
        'admin/reports',
        'admin/users',
        'admin/ads',
        'admin/moderation-log',
      ].sort(),
    );
    // A visitor sent to /login is told why: every protected route says it.
    const silent = children
      .filter((r) => {
        const handle = r.handle as AccessHandle | undefined;
        return (handle?.access === 'login' || handle?.access === 'staff') && !handle.loginMessage;
      })
      .map((r) => r.full);
    expect(silent).toEqual([]);
    // Every route is loaded on demand.
    for (const route of children) expect(route.lazy).toBeDefined();
  });
});

describe('first load', () => {
  it('paints the shell at once, with a loading page area until the page chunk arrives', async () => {
    quietApi();
    const warn = jest.spyOn(console, 'warn');
    renderApp('/faq', { preloadedState: { auth: authState({ signedIn: false }) } });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    await waitFor(() => expect(document.title).toMatch(/^Perguntas Frequentes/));
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('HydrateFallback'));
  });
});

describe('protected routes', () => {
  it('show a loading indicator while the session resolves', async () => {
    quietApi();
    const store = makeStore(undefined, { persist: false });
    renderApp('/profile/edit', { store });
    expect(await screen.findByText('Verificando sua sessão...')).toBeInTheDocument();
  });

  it('send a visitor to /login, then signing in lands on the intended path, replacing the entry', async () => {
    const calls = quietApi((req) =>
      pathOf(req) === '/api/v1/token/' ? jsonResponse({ access: 'a1', refresh: 'r1' }) : null,
    );
    const { router, store } = renderApp('/profile/edit?x=1', {
      preloadedState: { auth: authState({ signedIn: false }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth.redirectPath).toBe('/profile/edit?x=1');

    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'maria@example.com' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'segredo-forte-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/edit'));
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(store.getState().auth.redirectPath).toBeNull();
    expect(calls.map(pathOf)).toEqual(expect.arrayContaining(['/api/v1/token/', '/api/v1/users/me/']));
  });

  it('/tribes tells the visitor why on the way to /login', async () => {
    quietApi();
    const { router } = renderApp('/tribes', { preloadedState: { auth: authState({ signedIn: false }) } });
    expect(
      await screen.findByText('Você precisa estar logado para acessar as tribos.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('Anunciar Grátis tells the visitor why on the way to /login', async () => {
    quietApi();
    const { router } = renderApp('/ads/create', { preloadedState: { auth: authState({ signedIn: false }) } });
    expect(await screen.findByText('Entre para anunciar', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('let a signed-in user in', async () => {
    quietApi();
    const { router } = renderApp('/profile/edit', { preloadedState: { auth: authState() } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/edit');
  });

  it('the admin area: a member who is not staff sees "Sem permissão", staff see the page', async () => {
    quietApi();
    renderApp('/admin/sales', { preloadedState: { auth: authState() } });
    expect(await screen.findByRole('heading', { name: 'Sem permissão' })).toBeInTheDocument();
  });
});

describe('visitor-only routes', () => {
  it.each(['/login', '/register'])('%s sends a signed-in user to /', async (path) => {
    quietApi();
    const { router } = renderApp(path, { preloadedState: { auth: authState() } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each(['/login?invite=abc', '/register?invite=abc'])('%s stays open for a signed-in user', async (path) => {
    quietApi();
    const { router } = renderApp(path, { preloadedState: { auth: authState() } });
    // The invitation card, not whatever h1 the shell shows while the page's chunk loads (that one
    // goes away); the chunk (antd) is transformed on first use: slow when the suite runs in parallel.
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1, name: 'Convite para tribo' })).toBeInTheDocument(),
      { timeout: 10_000 },
    );
    expect(router.state.location.pathname + router.state.location.search).toBe(path);
    // quietApi answers the invitation with {}: the card says so and stays (it crashed the page).
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Convite para tribo' })).toBeInTheDocument();
  });
});

describe('composed pages', () => {
  it('/profile#notifications shows the notification history under the tabs', async () => {
    quietApi();
    renderApp('/profile#notifications', { preloadedState: { auth: authState() } });
    expect(await screen.findByText('Você ainda não recebeu notificações')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notificações' })).toBeInTheDocument();
    expect(document.getElementById('notifications')).toBeInTheDocument();
  });
});

describe('session events', () => {
  it('auth:logout ends the session and goes to /login', async () => {
    quietApi();
    const { router, store } = renderApp('/ads', { preloadedState: { auth: authState() } });
    await screen.findByText('Anúncios');
    act(() => {
      window.dispatchEvent(new Event(AUTH_LOGOUT_EVENT));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('a renewal the server refuses ends the session once, drops the cache and goes to /login', async () => {
    const clear = jest.spyOn(authStorage, 'clearStoredSession');
    let expired = false;
    quietApi((req) =>
      expired && (pathOf(req) === '/api/v1/users/me/' || pathOf(req) === REFRESH_PATH)
        ? jsonResponse({ error: 'Sua sessão expirou.', code: 'token_not_valid' }, 401)
        : null,
    );
    const { router, store } = renderApp('/ads', { preloadedState: { auth: authState() } });
    await screen.findByText('Anúncios');
    await waitFor(() => expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0));
    clear.mockClear();
    expired = true;
    const loggedOutActions: string[] = [];
    const unsubscribe = store.dispatch(
      addListener({ actionCreator: loggedOut, effect: (action) => void loggedOutActions.push(action.type) }),
    );
    await act(() => store.dispatch(usersApi.endpoints.getMe.initiate(undefined, { subscribe: false })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(clear).toHaveBeenCalledTimes(1);
    expect(loggedOutActions).toEqual([loggedOut.type]);
    expect(store.getState().auth.redirectPath).toBe('/ads');
    // Whatever was fetched with the token is gone (what is mounted afterwards fetches again).
    expect(store.getState().api.queries['getMe(undefined)']).toBeUndefined();
    unsubscribe();
  });

  it('a restored session re-reads the user once and updates the stored copy', async () => {
    const calls = quietApi((req) =>
      pathOf(req) === '/api/v1/users/me/' ? jsonResponse({ ...testUser, first_name: 'Mariana' }) : null,
    );
    localStorage.setItem('tribo:token', 'access-1');
    localStorage.setItem('tribo:refreshToken', 'refresh-1');
    localStorage.setItem('tribo:user', JSON.stringify(testUser));
    const { store } = renderApp('/');
    await waitFor(() => expect(store.getState().auth.user?.first_name).toBe('Mariana'));
    await store.persistor!.flush();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('tribo:user')!).first_name).toBe('Mariana'));
    expect(calls.filter((c) => pathOf(c) === '/api/v1/users/me/')).toHaveLength(1);
  });
});

describe('path changes', () => {
  it('scroll to the top and close the mobile menu', async () => {
    quietApi();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router, store } = renderApp('/faq', { preloadedState: { auth: authState({ signedIn: false }) } });
    await waitFor(() => expect(document.title).toMatch(/^Perguntas Frequentes/));
    store.dispatch(mobileMenuToggled(true));
    scrollTo.mockClear();
    await act(() => router.navigate('/contact'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(store.getState().ui.mobileMenuOpen).toBe(false);
  });
});

describe('/ads/simple', () => {
  it('leads to the list at /ads with its query', async () => {
    quietApi();
    const { router } = renderApp('/ads/simple?search=diarista&state_code=RJ', {
      preloadedState: { auth: authState({ signedIn: false }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ads'));
    expect(router.state.location.search).toBe('?search=diarista&state_code=RJ');
  });
});

describe('error screens', () => {
  it('any other path shows the pt-BR not-found page with a way home', async () => {
    quietApi();
    renderApp('/nao-existe/mesmo', { preloadedState: { auth: authState({ signedIn: false }) } });
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
    expect(screen.getByText('Ir para a página inicial').closest('a')).toHaveAttribute('href', '/');
  });

  it('a page chunk that fails to load shows a pt-BR message with a reload button', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    const router = createMemoryRouter(
      [{ path: '/', errorElement: <ErrorScreen />, lazy: () => Promise.reject(chunkError) }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Não foi possível carregar esta página')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar página' })).toBeInTheDocument();
  });

  it('other route errors show "Unexpected Application Error!" with the message', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <ErrorScreen />,
          loader: () => {
            throw new Error('Falhou feio');
          },
          element: <p>nunca</p>,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('Falhou feio')).toBeInTheDocument();
  });
});
