import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { makeStore } from '../app/store';
import { authState, testUser } from '../../test/support/renderWithProviders';
import AccessGuard, { NO_PERMISSION_MESSAGE, type LoginRedirectState } from './AccessGuard';

function LoginStub() {
  const state = useLocation().state as LoginRedirectState | null;
  return <p>{state?.message ?? 'sem mensagem'}</p>;
}

describe('AccessGuard', () => {
  it('sends a visitor to /login once, with the message, while the login page is still loading', async () => {
    const store = makeStore({ auth: authState({ signedIn: false }) }, { persist: false });
    const router = createMemoryRouter(
      [
        {
          element: <AccessGuard />,
          children: [
            { path: '/tribes', handle: { access: 'login', loginMessage: 'Entre primeiro.' }, element: <p>tribos</p> },
            {
              path: '/login',
              handle: { access: 'visitor' },
              // A page chunk that takes a while: the guard re-renders while the navigation is pending.
              lazy: () => new Promise((resolve) => setTimeout(() => resolve({ Component: LoginStub }), 100)),
            },
          ],
        },
      ],
      { initialEntries: ['/tribes'] },
    );
    const navigate = jest.spyOn(router, 'navigate');
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByText('Entre primeiro.')).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().auth.redirectPath).toBe('/tribes');
  });
});

describe('AccessGuard: staff routes', () => {
  function renderAt(auth: ReturnType<typeof authState>) {
    const store = makeStore({ auth }, { persist: false });
    const router = createMemoryRouter(
      [
        {
          element: <AccessGuard />,
          children: [
            { path: '/admin', handle: { access: 'staff' }, element: <p>administração</p> },
            { path: '/login', element: <p>entrar</p> },
          ],
        },
      ],
      { initialEntries: ['/admin'] },
    );
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    return router;
  }

  it.each([{ is_staff: true }, { is_superuser: true }])('lets %o in', async (flags) => {
    renderAt(authState({ user: { ...testUser, ...flags } }));
    expect(await screen.findByText('administração')).toBeInTheDocument();
  });

  it('refuses a member who is not staff, in pt-BR', async () => {
    renderAt(authState());
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_PERMISSION_MESSAGE);
    expect(screen.getByRole('heading', { name: 'Sem permissão' })).toBeInTheDocument();
    expect(screen.queryByText('administração')).not.toBeInTheDocument();
    expect(document.title).toBe('Sem permissão | Tribo');
  });

  it('sends a visitor to /login first', async () => {
    const router = renderAt(authState({ signedIn: false }));
    expect(await screen.findByText('entrar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
