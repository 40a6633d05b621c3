import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { makeStore } from '../app/store';
import { authState } from '../../test/support/renderWithProviders';
import AccessGuard, { type LoginRedirectState } from './AccessGuard';

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
