import { render, type RenderOptions } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import ptBR from 'antd/es/locale/pt_BR';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../../src/app/store';

interface Options extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
  /** Extra routes next to the element (e.g. to assert navigation). */
  routes?: RouteObject[];
  path?: string;
}

/** Renders with the real store, antd pt-BR and a memory router, like the app does. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { preloadedState, store = makeStore(preloadedState), route = '/', routes = [], path = '*', ...rest } = options;
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ConfigProvider locale={ptBR}>
      <Provider store={store}>{children}</Provider>
    </ConfigProvider>
  );
  return { store, router, ...render(<RouterProvider router={router} />, { wrapper: Wrapper, ...rest }) };
}

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}
