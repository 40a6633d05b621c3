import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
  testUser,
} from '../../../test/support/renderWithProviders';
import { matchMediaAtWidth } from '../../../test/support/matchMedia';
import ReportsPage from './ReportsPage';
import UsersPage from './UsersPage';
import AdsAdminPage from './AdsAdminPage';
import ModerationLogPage from './ModerationLogPage';
import AdminDashboardPage from './AdminDashboardPage';

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const staffUser = (superuser = false) =>
  authState({ user: { ...testUser, id: 900, is_staff: true, is_superuser: superuser } });

const aCase = {
  id: 5,
  status: 'open',
  kind: 'ad',
  reporter_count: 3,
  created_at: '2026-11-28T10:00:00Z',
  last_reported_at: '2026-11-28T11:00:00Z',
  resolution: null,
  resolution_message: '',
  resolved_at: null,
  resolved_by: null,
  ad: {
    id: 70,
    slug: 'iphone-barato-x1',
    title: 'iPhone 15 por R$ 500',
    description: 'Pagamento só por pix adiantado.',
    status: 'active',
    hidden: true,
    under_review: true,
    price_cents: 50000,
    city: 'Curitiba',
    state_code: 'PR',
    image: null,
    created_at: '2026-11-20T10:00:00Z',
  },
  owner: {
    id: 44,
    username: 'vendedor',
    first_name: 'Vendedor',
    email: 'v@exemplo.com.br',
    suspended: false,
    date_joined: '2026-01-01T10:00:00Z',
  },
  reports: [
    {
      id: 1,
      reason: 'fraud',
      details: 'Pediu pix antes.',
      created_at: '2026-11-28T10:00:00Z',
      reporter: { id: 2, username: 'ana', first_name: 'Ana' },
    },
    {
      id: 2,
      reason: 'other',
      details: 'Preço impossível.',
      created_at: '2026-11-28T10:30:00Z',
      reporter: { id: 3, username: 'bruno', first_name: 'Bruno' },
    },
  ],
  history: [],
  conversation: null,
};

const aUser = (over: Record<string, unknown> = {}) => ({
  id: 44,
  username: 'vendedor',
  first_name: 'Vendedor',
  last_name: 'Silva',
  email: 'v@exemplo.com.br',
  date_joined: '2026-01-01T10:00:00Z',
  is_staff: false,
  is_superuser: false,
  suspended: false,
  suspended_at: null,
  suspension_reason: '',
  ads_count: 2,
  payments_count: 1,
  reports_count: 3,
  ...over,
});

describe('the moderation desk', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = matchMediaAtWidth(1366);
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('/admin/reports shows the ad, the owner and every reporter; "Remover anúncio" sends the message', async () => {
    const calls = mockFetch((req) => {
      const p = pathOf(req);
      if (p === '/api/v1/admin/reports/') return jsonResponse(page([aCase]));
      if (p === '/api/v1/admin/reports/5/resolve/') return jsonResponse({ ...aCase, status: 'resolved' });
      return jsonResponse({});
    });
    renderWithProviders(<ReportsPage />, { route: '/admin/reports', preloadedState: { auth: staffUser() } });
    expect(await screen.findByText('iPhone 15 por R$ 500', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('3 denunciantes')).toBeInTheDocument();
    expect(screen.getByText('“Preço impossível.”')).toBeInTheDocument();
    expect(screen.getByText('Golpe ou fraude')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '@vendedor' })).toHaveAttribute('href', '/profile/vendedor');
    const list = calls.find((c) => pathOf(c) === '/api/v1/admin/reports/')!;
    expect(new URL(list.url).searchParams.get('status')).toBe('open');

    fireEvent.click(screen.getByRole('button', { name: 'Remover anúncio' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover anúncio' }));
    expect(await within(dialog).findByText('Escreva o texto.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Mensagem para o anunciante'), {
      target: { value: 'Golpe confirmado.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover anúncio' }));
    await waitFor(() => expect(calls.some((c) => pathOf(c) === '/api/v1/admin/reports/5/resolve/')).toBe(true));
    const sent = calls.find((c) => pathOf(c) === '/api/v1/admin/reports/5/resolve/')!;
    expect(await sent.clone().json()).toEqual({ action: 'remove_ad', message: 'Golpe confirmado.' });
    expect(await screen.findByText(/Remover anúncio: feito/)).toBeInTheDocument();
  });

  it('/admin/reports shows a reported conversation\'s messages; only "Descartar" and "Suspender conta"', async () => {
    const conversationCase = {
      ...aCase,
      id: 8,
      kind: 'conversation',
      ad: null,
      reporter_count: 1,
      conversation: {
        id: 31,
        ad: { slug: 'bicicleta-aro-29', title: 'Bicicleta aro 29' },
        message_count: 2,
        messages: [
          {
            id: 1,
            sender: 'ana',
            reported: false,
            text: 'Ainda tem?',
            images: [],
            flagged: false,
            created_at: '2026-11-28T10:00:00Z',
          },
          {
            id: 2,
            sender: 'vendedor',
            reported: true,
            text: 'Tem, me manda um sinal no pix adiantado',
            images: [],
            flagged: true,
            created_at: '2026-11-28T10:05:00Z',
          },
        ],
      },
      reports: [aCase.reports[0]],
    };
    const calls = mockFetch((req) => {
      const p = pathOf(req);
      if (p === '/api/v1/admin/reports/') return jsonResponse(page([conversationCase]));
      if (p === '/api/v1/admin/reports/8/resolve/') return jsonResponse({ ...conversationCase, status: 'resolved' });
      return jsonResponse({});
    });
    renderWithProviders(<ReportsPage />, { route: '/admin/reports', preloadedState: { auth: staffUser() } });
    expect(await screen.findByText('Conversa com @vendedor', {}, { timeout: 10_000 })).toBeInTheDocument();
    const messages = screen.getByRole('list', { name: 'Mensagens da conversa denunciada' });
    const items = within(messages).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('@ana');
    expect(items[0]).toHaveTextContent('Ainda tem?');
    expect(items[1]).toHaveTextContent('@vendedor (denunciado)');
    expect(items[1]).toHaveTextContent('Aviso de segurança');
    expect(screen.getByRole('link', { name: 'Bicicleta aro 29' })).toHaveAttribute('href', '/ads/bicicleta-aro-29');
    expect(screen.getByRole('button', { name: 'Descartar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover anúncio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pedir correção' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Suspender conta' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Mensagem para o membro denunciado'), {
      target: { value: 'Golpe por mensagens.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspender conta' }));
    await waitFor(() => expect(calls.some((c) => pathOf(c) === '/api/v1/admin/reports/8/resolve/')).toBe(true));
    const sent = calls.find((c) => pathOf(c) === '/api/v1/admin/reports/8/resolve/')!;
    expect(await sent.clone().json()).toEqual({ action: 'ban_user', message: 'Golpe por mensagens.' });
  });

  it('/admin/users suspends with a reason; only a superuser sees the staff switch', async () => {
    const calls = mockFetch((req) => {
      const p = pathOf(req);
      if (p === '/api/v1/admin/users/') return jsonResponse(page([aUser()]));
      if (p === '/api/v1/admin/users/44/ban/') return jsonResponse(aUser({ suspended: true }));
      return jsonResponse({});
    });
    const { unmount } = renderWithProviders(<UsersPage />, {
      route: '/admin/users?search=vend',
      preloadedState: { auth: staffUser(false) },
    });
    expect(await screen.findByRole('link', { name: '@vendedor' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(new URL(calls.find((c) => pathOf(c) === '/api/v1/admin/users/')!.url).searchParams.get('search')).toBe(
      'vend',
    );
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Suspender' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Golpes repetidos.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    await waitFor(() => expect(calls.some((c) => pathOf(c) === '/api/v1/admin/users/44/ban/')).toBe(true));
    const sent = calls.find((c) => pathOf(c) === '/api/v1/admin/users/44/ban/')!;
    expect(await sent.clone().json()).toEqual({ reason: 'Golpes repetidos.' });
    unmount();

    renderWithProviders(<UsersPage />, { route: '/admin/users', preloadedState: { auth: staffUser(true) } });
    expect(await screen.findByRole('switch', { name: 'Equipe: @vendedor' }, { timeout: 10_000 })).not.toBeChecked();
  });

  it('/admin/ads offers "Restaurar" for an ad the staff removed and "Remover" for the others', async () => {
    mockFetch((req) =>
      pathOf(req) === '/api/v1/admin/ads/'
        ? jsonResponse(
            page([
              {
                id: 1,
                slug: 'a-1',
                title: 'Bicicleta aro 29',
                status: 'removed',
                hidden: false,
                under_review: false,
                changes_requested: false,
                removed_by_staff: true,
                owner: { id: 4, username: 'joao', first_name: 'João' },
                price_cents: 90000,
                image: null,
                open_reports: 0,
                created_at: '2026-11-01T10:00:00Z',
                expires_at: '2026-12-01T10:00:00Z',
              },
              {
                id: 2,
                slug: 'a-2',
                title: 'Diarista em Moema',
                status: 'active',
                hidden: true,
                under_review: true,
                changes_requested: false,
                removed_by_staff: false,
                owner: { id: 5, username: 'rita', first_name: 'Rita' },
                price_cents: null,
                image: null,
                open_reports: 3,
                created_at: '2026-11-02T10:00:00Z',
                expires_at: '2026-12-02T10:00:00Z',
              },
            ]),
          )
        : jsonResponse({}),
    );
    renderWithProviders(<AdsAdminPage />, { route: '/admin/ads', preloadedState: { auth: staffUser() } });
    const removed = (await screen.findByText('Bicicleta aro 29', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(removed).getByText('Removido pela equipe')).toBeInTheDocument();
    expect(within(removed).getByRole('button', { name: 'Restaurar' })).toBeInTheDocument();
    const reported = screen.getByRole('link', { name: 'Diarista em Moema' }).closest('tr')!;
    expect(within(reported).getByText('Em análise')).toBeInTheDocument();
    expect(within(reported).getByText('3 denúncias')).toBeInTheDocument();
    expect(within(reported).getByRole('button', { name: 'Remover' })).toBeInTheDocument();
  });

  it('/admin/moderation-log lists who did what, to what and why, filtered from the URL', async () => {
    const calls = mockFetch((req) =>
      pathOf(req) === '/api/v1/admin/moderation-log/'
        ? jsonResponse(
            page([
              {
                id: 9,
                source: 'staff',
                action: 'ban_user',
                actor: 'moderadora',
                target: '@vendedor',
                tribe: null,
                reason: 'Golpe confirmado.',
                created_at: '2026-11-28T12:00:00Z',
              },
            ]),
          )
        : jsonResponse({}),
    );
    renderWithProviders(<ModerationLogPage />, {
      route: '/admin/moderation-log?source=staff&action=ban_user',
      preloadedState: { auth: staffUser() },
    });
    expect(await screen.findByText('@moderadora', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Conta suspensa' })).toBeInTheDocument();
    expect(screen.getByText('Golpe confirmado.')).toBeInTheDocument();
    const url = new URL(calls.find((c) => pathOf(c) === '/api/v1/admin/moderation-log/')!.url);
    expect([url.searchParams.get('source'), url.searchParams.get('action')]).toEqual(['staff', 'ban_user']);
    expect(screen.getByRole('button', { name: /CSV/ })).toBeInTheDocument();
  });

  it('the dashboard shows the open reports as a number that leads to the queue', async () => {
    const figures = { revenue_cents: 0, payments: 0, new_ads: 0, new_users: 0 };
    mockFetch((req) =>
      pathOf(req) === '/api/v1/admin/dashboard/'
        ? jsonResponse({
            today: figures,
            month: figures,
            active_highlights: 0,
            revenue_30d: [],
            latest_payments: [],
            open_reports: 4,
          })
        : jsonResponse({}),
    );
    renderWithProviders(<AdminDashboardPage />, { route: '/admin', preloadedState: { auth: staffUser() } });
    const link = await screen.findByRole('link', { name: /^Denúncias abertas\s*4\s*Ver a fila$/ }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', '/admin/reports');
    expect(within(link).getByText('4')).toBeInTheDocument();
  });
});
