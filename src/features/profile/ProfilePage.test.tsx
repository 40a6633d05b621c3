import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../../../test/support/renderWithProviders';
import { initialAuthState } from '../auth/authSlice';
import ProfilePage from './ProfilePage';

// antd popovers and confirmations render slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

describe('ProfilePage', () => {
  it('sends visitors to /login', async () => {
    renderWithProviders(<ProfilePage />, {
      route: '/profile',
      path: '/profile',
      preloadedState: { auth: { ...initialAuthState, loading: false } },
      routes: [{ path: '/login', element: <p>Entrar</p> }],
    });
    expect(await screen.findByText('Entrar')).toBeInTheDocument();
  });

  it('shows the notification history for a signed-in user', async () => {
    global.fetch = jest.fn(async (input: RequestInfo | URL) =>
      String(input instanceof Request ? input.url : input).includes('/stats/')
        ? jsonResponse({ total: 0, unread: 0, by_type: {} })
        : jsonResponse({ count: 0, next: null, previous: null, results: [] }),
    ) as unknown as typeof fetch;
    renderWithProviders(<ProfilePage />, {
      route: '/profile#notifications',
      path: '/profile',
      preloadedState: {
        auth: {
          ...initialAuthState,
          token: 't',
          user: { id: 1, username: 'ana', first_name: 'Ana' },
          isAuthenticated: true,
          loading: false,
        },
      },
    });
    expect(screen.getByRole('heading', { name: 'Meu perfil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notificações' })).toBeInTheDocument();
    expect(await screen.findByText('Você ainda não recebeu notificações')).toBeInTheDocument();
  });
});
