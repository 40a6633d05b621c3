import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import AntdProvider from '../../src/app/AntdProvider';
import App from '../../src/app/App';
import { routes as appRoutes } from '../../src/app/routes';
import { makeStore, type AppStore, type PreloadedState } from '../../src/app/store';
import { ThemeProvider } from '../../src/app/ThemeProvider';
import { initialAuthState, type AuthState, type AuthUser } from '../../src/session/authSlice';
import { AuthProvider } from '../../src/session/AuthProvider';

interface Options extends Omit<RenderOptions, 'queries'> {
  preloadedState?: PreloadedState;
  store?: AppStore;
  /** Where the router starts: a path, or a path with its history state (what navigate(to, { state }) leaves). */
  route?: string | { pathname: string; state?: unknown };
  /** Extra routes next to the element (e.g. to assert navigation). */
  routes?: RouteObject[];
  path?: string;
}

/** Renders with the real store, the app's antd provider (pt-BR, theme, form behaviour), the theme and auth providers and a memory router, like the app does. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { preloadedState, store = makeStore(preloadedState), route = '/', routes = [], path = '*', ...rest } = options;
  const router = createMemoryRouter([{ path, element: <AuthProvider>{ui}</AuthProvider> }, ...routes], {
    initialEntries: [route],
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AntdProvider>
      <Provider store={store}>
        <ThemeProvider>{children}</ThemeProvider>
      </Provider>
    </AntdProvider>
  );
  return { store, router, ...render(<RouterProvider router={router} />, { wrapper: Wrapper, ...rest }) };
}

/** The whole app (real route table, lazy pages, guards) at `route`. */
export function renderApp(
  route: string,
  { preloadedState, store = makeStore(preloadedState) }: Omit<Options, 'route'> = {},
) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [route] });
  return { store, router, ...render(<App store={store} router={router} />) };
}

export const testUser: AuthUser = {
  id: 7,
  username: 'maria',
  email: 'maria@example.com',
  first_name: 'Maria',
  last_name: 'Silva',
  avatar: null,
  is_staff: false,
  is_superuser: false,
};

/** A resolved auth state: signed in as testUser by default, or a visitor with `{ signedIn: false }`. */
export function authState({
  signedIn = true,
  ...overrides
}: Partial<AuthState> & { signedIn?: boolean } = {}): AuthState {
  return {
    ...initialAuthState,
    loading: false,
    ...(signedIn ? { token: 'access-1', refreshToken: 'refresh-1', user: testUser, isAuthenticated: true } : {}),
    ...overrides,
  };
}

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** Replaces global fetch: `handler` answers each Request; the returned list records them. */
export function mockFetch(handler: (req: Request) => Response | Promise<Response>) {
  const calls: Request[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    calls.push(req.clone());
    return handler(req);
  }) as unknown as typeof fetch;
  return calls;
}

export const pathOf = (req: Request) => new URL(req.url).pathname;
