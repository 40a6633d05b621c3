import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
  testUser,
} from '../../../test/support/renderWithProviders';
import { adPage, adSummary } from '../../../test/support/adsData';
import { membership, tribeSummary } from '../../../test/support/tribesData';
import { initialAuthState } from '../../session/authSlice';
import ProfilePage, { tabFromQuery } from './ProfilePage';
import { adStatus, expiryText, initials } from './profileFormat';

const DAY = 86_400_000;

const ad = (over: Record<string, unknown> = {}) =>
  adSummary({
    owner_username: 'maria',
    views: 12,
    vote_score: 3,
    created_at: new Date(Date.now() - 2 * DAY).toISOString(),
    expires_at: new Date(Date.now() + 20 * DAY).toISOString(),
    ...over,
  });

const me = {
  ...testUser,
  city: 'Campinas',
  state_code: 'SP',
  date_joined: '2023-07-02T10:00:00Z',
  avatar_thumbnail: null,
};

/** One of my payments as GET /payments/mine/ lists it. */
const payment = (over: Record<string, unknown>) => ({
  id: 1,
  ad: { id: 7, slug: 'diarista-campinas-x1', title: 'Diarista em Campinas', status: 'active' },
  plan: { id: 'destaque-7', name: 'Destaque 7 dias', duration_days: 7 },
  amount_cents: 1990,
  currency: 'brl',
  provider: 'local',
  method: 'card',
  status: 'succeeded',
  failure_message: null,
  highlighted_until: '2026-12-05T15:00:00Z',
  can_retry: false,
  created_at: '2026-11-28T15:05:00Z',
  updated_at: '2026-11-28T15:05:00Z',
  ...over,
});

interface Lists {
  mine?: unknown[];
  favorites?: unknown[];
  /** Answers for mutations, by "METHOD path". */
  on?: Record<string, (req: Request) => Response | Promise<Response>>;
}

/** The API as the profile page sees it: my ads, favourites, and the notification history. */
function mockApi({ mine = [], favorites = [], on = {} }: Lists = {}) {
  return mockFetch(async (req) => {
    const path = pathOf(req);
    const custom = on[`${req.method} ${path}`];
    if (custom) return custom(req);
    if (path === '/api/v1/ads/ads/mine/') return jsonResponse(adPage(mine));
    if (path === '/api/v1/ads/favorites/') return jsonResponse(adPage(favorites));
    if (path.includes('/notifications/') && path.includes('/stats/'))
      return jsonResponse({ total: 0, unread: 0, by_type: {} });
    if (path.includes('/notifications/')) return jsonResponse(adPage([]));
    return jsonResponse({ error: `não simulado: ${req.method} ${path}`, code: 'not_mocked' }, 500);
  });
}

function renderProfile(route = '/profile') {
  return renderWithProviders(<ProfilePage />, {
    route,
    path: '/profile',
    preloadedState: { auth: authState({ user: me }) },
    routes: [{ path: '/login', element: <p>Entrar</p> }],
  });
}

const item = (title: string) => screen.getByRole('article', { name: title });

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

  it('shows the header card with place, member-since date and the profile links', async () => {
    mockApi();
    renderProfile();
    // Skeletons while the first page loads.
    expect(screen.getByLabelText('Carregando anúncios')).toHaveAttribute('aria-busy', 'true');
    const header = screen.getByRole('region', { name: 'Maria Silva' });
    expect(within(header).getByRole('heading', { level: 1, name: 'Maria Silva' })).toBeInTheDocument();
    expect(within(header).getByText('@maria')).toBeInTheDocument();
    expect(within(header).getByText('Campinas/SP')).toBeInTheDocument();
    expect(within(header).getByText('Membro desde julho de 2023')).toBeInTheDocument();
    expect(within(header).getByText('MS')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: /Editar perfil/ })).toHaveAttribute('href', '/profile/edit');
    expect(within(header).getByRole('link', { name: /Ver perfil público/ })).toHaveAttribute('href', '/profile/maria');
    expect(within(header).getByRole('link', { name: /Publicar anúncio/ })).toHaveAttribute('href', '/ads/create');
    expect(await screen.findByText('Você ainda não publicou anúncios')).toBeInTheDocument();
  });

  it('shows the notification history it is given under the tabs, and scrolls to it for #notifications', async () => {
    mockApi();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderWithProviders(<ProfilePage notifications={<section id="notifications">histórico</section>} />, {
        route: '/profile#notifications',
        path: '/profile',
        preloadedState: { auth: authState({ user: me }) },
      });
      // Not under the skeletons (the lists would move it when they arrive): after them.
      expect(screen.getByLabelText('Carregando anúncios')).toBeInTheDocument();
      expect(document.getElementById('notifications')).toBeNull();
      expect(await screen.findByText('Você ainda não publicou anúncios')).toBeInTheDocument();
      const history = document.getElementById('notifications')!;
      expect(history).toHaveTextContent('histórico');
      await waitFor(() => expect(scrolled).toContain(history));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('opens the tab the URL names, and switching tabs replaces ?tab= and keeps the hash', async () => {
    const calls = mockApi({ favorites: [ad({ slug: 'pintor-x1', title: 'Pintor em Campinas' })] });
    const { router } = renderProfile('/profile?tab=favorites#notifications');
    expect(screen.getByRole('tab', { name: /Meus Favoritos/ })).toHaveAttribute('aria-selected', 'true');
    // Before the counts arrive, an invisible badge holds each one's place (the tabs do not move),
    // unread by screen readers.
    const pending = screen.getByRole('tab', { name: /Meus Anúncios$/ }).querySelector('.tabCountPending');
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByRole('article', { name: 'Pintor em Campinas' })).toBeInTheDocument();
    // Both tabs show how many ads they hold.
    expect(await screen.findByRole('tab', { name: /Meus Favoritos 1$/ })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /Meus Anúncios 0$/ })).toBeInTheDocument();
    // The counts come from the tabs' own first pages: one request per list.
    expect(calls.filter((c) => pathOf(c) === '/api/v1/ads/favorites/')).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: /Meus Anúncios/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=ads'));
    expect(router.state.location.hash).toBe('#notifications');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Você ainda não publicou anúncios')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: /Publicar anúncio/ })).toHaveAttribute(
      'href',
      '/ads/create',
    );
  });

  it('?tab=tribes opens Minhas Tribos with my tribes, or a way to find one', async () => {
    const calls = mockApi({
      on: {
        'GET /api/v1/tribes/': () =>
          jsonResponse(
            adPage([tribeSummary({ name: 'Reformas BH', slug: 'reformas-bh', my_membership: membership('owner') })]),
          ),
      },
    });
    renderProfile('/profile?tab=tribes');
    expect(screen.getByRole('tab', { name: /Minhas Tribos/ })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Minhas tribos' });
    expect(within(list).getByRole('link', { name: 'Reformas BH' })).toHaveAttribute('href', '/tribes/reformas-bh');
    expect(within(list).getByText('Dono(a)')).toBeInTheDocument();
    const mine = calls.find((c) => pathOf(c) === '/api/v1/tribes/')!;
    expect(new URL(mine.url).searchParams.get('mine')).toBe('true');
    expect(tabFromQuery('?tab=qualquer')).toEqual({ tab: 'ads' });
    expect(tabFromQuery('')).toEqual({ tab: 'ads' });
  });

  it('?tab=payments lists my payments newest first: status, plan, amount, highlight end, reason, and a way to finish or retry', async () => {
    const calls = mockApi({
      on: {
        'GET /api/v1/payments/mine/': () =>
          jsonResponse(
            adPage([
              payment({ id: 3, status: 'pending', highlighted_until: null, can_retry: true }),
              payment({ id: 2 }),
              payment({
                id: 1,
                status: 'failed',
                highlighted_until: null,
                plan: { id: 'destaque-30', name: 'Destaque 30 dias', duration_days: 30 },
                amount_cents: 4990,
                failure_message: 'O cartão foi recusado pelo banco emissor. Tente outro cartão.',
                can_retry: true,
              }),
            ]),
          ),
      },
    });
    renderProfile('/profile?tab=payments');
    expect(screen.getByRole('tab', { name: /Meus Pagamentos/ })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Meus pagamentos' });
    const items = within(list).getAllByRole('article');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Destaque 7 dias: Diarista em Campinas',
      'Destaque 7 dias: Diarista em Campinas',
      'Destaque 30 dias: Diarista em Campinas',
    ]);
    const [pending, paid, failed] = items;
    expect(within(pending).getByText('Pendente')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Concluir pagamento' })).toHaveAttribute(
      'href',
      '/ads/payment/diarista-campinas-x1?plan=destaque-7',
    );
    expect(within(paid).getByText('Aprovado')).toBeInTheDocument();
    expect(within(paid).getByText('R$ 19,90')).toBeInTheDocument();
    expect(within(paid).getByText(/Plano Destaque 7 dias \(7 dias\)/)).toBeInTheDocument();
    expect(within(paid).getByText('Destaque até 05/12/2026')).toBeInTheDocument();
    expect(within(paid).queryByRole('link', { name: /pagamento|Tentar/ })).toBeNull();
    expect(within(paid).getByRole('link', { name: 'Diarista em Campinas' })).toHaveAttribute(
      'href',
      '/ads/diarista-campinas-x1',
    );
    expect(within(failed).getByText('Recusado')).toBeInTheDocument();
    expect(within(failed).getByText('R$ 49,90')).toBeInTheDocument();
    expect(
      within(failed).getByText('O cartão foi recusado pelo banco emissor. Tente outro cartão.'),
    ).toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute(
      'href',
      '/ads/payment/diarista-campinas-x1?plan=destaque-30',
    );
    const asked = calls.find((c) => pathOf(c) === '/api/v1/payments/mine/')!;
    expect(new URL(asked.url).searchParams.get('page_size')).toBe('10');
    expect(tabFromQuery('?tab=payments')).toEqual({ tab: 'payments' });
  });

  it('a declined or abandoned attempt whose highlight was bought since offers nothing (the server’s can_retry)', async () => {
    mockApi({
      on: {
        'GET /api/v1/payments/mine/': () =>
          jsonResponse(
            adPage([
              payment({ id: 6 }),
              payment({
                id: 5,
                status: 'failed',
                highlighted_until: null,
                failure_message: 'O cartão foi recusado pelo banco emissor. Tente outro cartão.',
              }),
              payment({
                id: 4,
                status: 'canceled',
                highlighted_until: null,
                failure_message: 'O pagamento não foi concluído a tempo e foi cancelado. Nada foi cobrado.',
              }),
            ]),
          ),
      },
    });
    renderProfile('/profile?tab=payments');
    const list = await screen.findByRole('list', { name: 'Meus pagamentos' });
    const [, failed, canceled] = within(list).getAllByRole('article');
    expect(within(failed).getByText('Recusado')).toBeInTheDocument();
    expect(within(failed).queryByRole('link', { name: /Tentar|Concluir/ })).toBeNull();
    expect(within(canceled).getByText(/não foi concluído a tempo/)).toBeInTheDocument();
    expect(within(canceled).queryByRole('link', { name: /Tentar|Concluir/ })).toBeNull();
  });

  it('a Pix or boleto waiting for the money reads "Aguardando pagamento" and reopens the same charge', async () => {
    mockApi({
      on: {
        'GET /api/v1/payments/mine/': () =>
          jsonResponse(
            adPage([
              payment({ id: 9, method: 'pix', status: 'pending', highlighted_until: null, can_retry: true }),
              payment({ id: 8, method: 'boleto', status: 'pending', highlighted_until: null, can_retry: true }),
              payment({ id: 7, method: 'pix' }),
            ]),
          ),
      },
    });
    renderProfile('/profile?tab=payments');
    const list = await screen.findByRole('list', { name: 'Meus pagamentos' });
    const [pix, boleto, paid] = within(list).getAllByRole('article');
    expect(within(pix).getByText('Aguardando pagamento')).toBeInTheDocument();
    expect(within(pix).getByText(/· Pix/)).toBeInTheDocument();
    expect(within(pix).getByRole('link', { name: 'Ver Pix' })).toHaveAttribute(
      'href',
      '/ads/payment/diarista-campinas-x1?plan=destaque-7&payment=9',
    );
    expect(within(pix).queryByRole('link', { name: 'Concluir pagamento' })).toBeNull();
    expect(within(boleto).getByText('Aguardando pagamento')).toBeInTheDocument();
    expect(within(boleto).getByRole('link', { name: 'Ver boleto' })).toHaveAttribute(
      'href',
      '/ads/payment/diarista-campinas-x1?plan=destaque-7&payment=8',
    );
    expect(within(paid).getByText('Aprovado')).toBeInTheDocument();
    expect(within(paid).queryByRole('link', { name: /Ver / })).toBeNull();
  });

  it('a payment whose ad was deleted names it without a link and offers no retry', async () => {
    mockApi({
      on: {
        'GET /api/v1/payments/mine/': () =>
          jsonResponse(
            adPage([
              payment({
                id: 4,
                ad: { id: 9, slug: 'bike-x9', title: 'Bicicleta aro 29', status: 'removed' },
                status: 'failed',
                highlighted_until: null,
                failure_message: 'O cartão foi recusado pelo banco emissor. Tente outro cartão.',
              }),
            ]),
          ),
      },
    });
    renderProfile('/profile?tab=payments');
    const item = await screen.findByRole('article', { name: 'Destaque 7 dias: Bicicleta aro 29' });
    expect(within(item).getByText('(anúncio excluído)')).toBeInTheDocument();
    expect(within(item).queryByRole('link')).toBeNull();
  });

  it('an empty payment history says how to highlight an ad', async () => {
    mockApi({
      on: { 'GET /api/v1/payments/mine/': () => jsonResponse(adPage([])) },
    });
    renderProfile('/profile?tab=payments');
    expect(await screen.findByText(/Você ainda não fez pagamentos/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meus anúncios' })).toHaveAttribute('href', '/profile?tab=ads');
  });

  it('lists my ads with status in pt-BR, price, views, score, expiry and the actions each status allows', async () => {
    const calls = mockApi({
      mine: [
        ad({ id: 1, slug: 'ativo-1', title: 'Faxina completa' }),
        ad({ id: 2, slug: 'pausado-2', title: 'Passadeira', status: 'paused', views: 1, vote_score: -1 }),
        ad({
          id: 3,
          slug: 'expirado-3',
          title: 'Jardinagem',
          status: 'expired',
          expires_at: new Date(Date.now() - 3 * DAY).toISOString(),
        }),
      ],
    });
    renderProfile('/profile?tab=ads');
    const active = await screen.findByRole('article', { name: 'Faxina completa' });
    expect(within(active).getByText('Ativo')).toBeInTheDocument();
    expect(within(active).getByText('R$ 1.234,56')).toBeInTheDocument();
    expect(within(active).getByText(/12 visualizações/)).toBeInTheDocument();
    expect(within(active).getByText(/3 pontos/)).toBeInTheDocument();
    expect(within(active).getByText(/^Expira em \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(within(active).getByRole('link', { name: 'Faxina completa' })).toHaveAttribute('href', '/ads/ativo-1');
    expect(within(active).getByRole('link', { name: /Editar/ })).toHaveAttribute('href', '/ads/edit/ativo-1');
    expect(within(active).getByRole('button', { name: /Pausar/ })).toBeInTheDocument();
    expect(within(active).queryByRole('button', { name: /Renovar/ })).not.toBeInTheDocument();

    const paused = item('Passadeira');
    expect(within(paused).getByText('Pausado')).toBeInTheDocument();
    expect(within(paused).getByText(/1 visualização$/)).toBeInTheDocument();
    expect(within(paused).getByText(/-1 ponto$/)).toBeInTheDocument();
    expect(within(paused).getByRole('button', { name: /Reativar/ })).toBeInTheDocument();

    const expired = item('Jardinagem');
    expect(within(expired).getByText('Expirado')).toBeInTheDocument();
    expect(within(expired).getByText(/^Expirou em /)).toBeInTheDocument();
    expect(within(expired).getByRole('button', { name: /Renovar/ })).toBeInTheDocument();
    expect(within(expired).queryByRole('button', { name: /Pausar/ })).not.toBeInTheDocument();

    const list = new URL(calls.find((c) => pathOf(c) === '/api/v1/ads/ads/mine/')!.url);
    expect(Object.fromEntries(list.searchParams)).toEqual({ page: '1', page_size: '10' });
    // An active ad can be highlighted from the list; a paused one cannot.
    expect(within(active).getByRole('link', { name: /Destacar/ })).toHaveAttribute('href', '/plans/select/ativo-1');
    expect(within(active).queryByText('Destaque')).not.toBeInTheDocument();
    expect(within(paused).queryByRole('link', { name: /Destacar/ })).not.toBeInTheDocument();
  });

  it('marks a highlighted ad of mine, with the date its highlight ends, and offers to extend it', async () => {
    mockApi({
      mine: [
        ad({
          id: 4,
          slug: 'destaque-4',
          title: 'Eletricista',
          is_highlighted: true,
          highlighted_until: '2026-12-04T15:00:00.000Z',
        }),
      ],
    });
    renderProfile('/profile?tab=ads');
    const row = await screen.findByRole('article', { name: 'Eletricista' });
    expect(within(row).getByText('Destaque')).toBeInTheDocument();
    expect(within(row).getByText('Em destaque até 04/12/2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Estender destaque/ })).toHaveAttribute(
      'href',
      '/plans/select/destaque-4',
    );
  });

  it('says a paused ad keeps its highlight’s days, without an end date that would not hold', async () => {
    mockApi({
      mine: [
        ad({
          id: 5,
          slug: 'pausado-5',
          title: 'Pintor',
          status: 'paused',
          is_highlighted: false,
          highlighted_until: '2026-12-05T15:00:00.000Z',
          highlight_paused_days: 5,
        }),
      ],
    });
    renderProfile('/profile?tab=ads');
    const row = await screen.findByRole('article', { name: 'Pintor' });
    expect(within(row).getByText('Destaque pausado: 5 dias restantes')).toBeInTheDocument();
    expect(within(row).queryByText(/Em destaque até/)).not.toBeInTheDocument();
  });

  it('pages my ads on the server, and steps back a page when the last ad of a page is deleted', async () => {
    let total = 11;
    const mineAt = (n: number) => ad({ id: n, slug: `anuncio-${n}`, title: `Anúncio número ${n}` });
    const calls = mockApi({
      on: {
        'GET /api/v1/ads/ads/mine/': (req) => {
          const p = Number(new URL(req.url).searchParams.get('page'));
          const ids = Array.from({ length: total }, (_, i) => i + 1).slice((p - 1) * 10, p * 10);
          // like the server: a page beyond the last one is a 404
          if (p > 1 && !ids.length) return jsonResponse({ error: 'Página inválida.', code: 'invalid_page' }, 404);
          return jsonResponse(adPage(ids.map(mineAt), total));
        },
        'DELETE /api/v1/ads/ads/anuncio-11/': () => {
          total = 10;
          return new Response(null, { status: 204 });
        },
      },
    });
    renderProfile();
    expect(await screen.findByRole('article', { name: 'Anúncio número 10' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    const last = await screen.findByRole('article', { name: 'Anúncio número 11' });
    expect(calls.filter((c) => pathOf(c) === '/api/v1/ads/ads/mine/').map((c) => new URL(c.url).search)).toEqual([
      '?page=1&page_size=10',
      '?page=2&page_size=10',
    ]);
    fireEvent.click(within(last).getByRole('button', { name: /Excluir/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Excluir este anúncio?' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(await screen.findByRole('article', { name: 'Anúncio número 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Página 2' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when my ads cannot load', async () => {
    let fail = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      on: {
        'GET /api/v1/ads/ads/mine/': () =>
          fail
            ? jsonResponse({ error: 'Serviço indisponível.', code: 'unavailable' }, 503)
            : jsonResponse(adPage([ad({ title: 'Faxina completa' })])),
      },
    });
    renderProfile();
    expect(await screen.findByText('Não foi possível carregar seus anúncios.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Faxina completa' })).toBeInTheDocument();
  });

  it('deletes an ad only after the pt-BR confirmation, and the list follows', async () => {
    let mine = [ad({ slug: 'faxina-1', title: 'Faxina completa' })];
    const calls = mockApi({
      on: {
        'GET /api/v1/ads/ads/mine/': () => jsonResponse(adPage(mine)),
        'DELETE /api/v1/ads/ads/faxina-1/': () => {
          mine = [];
          return new Response(null, { status: 204 });
        },
      },
    });
    renderProfile();
    const card = await screen.findByRole('article', { name: 'Faxina completa' });
    fireEvent.click(within(card).getByRole('button', { name: /Excluir/ }));
    expect(await screen.findByText('Excluir este anúncio?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Excluir este anúncio?' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Anúncio excluído.')).toBeInTheDocument();
    expect(await screen.findByText('Você ainda não publicou anúncios')).toBeInTheDocument();
  });

  it('renews an expired ad and pauses an active one', async () => {
    let mine = [
      ad({ id: 1, slug: 'faxina-1', title: 'Faxina completa' }),
      ad({
        id: 2,
        slug: 'jardim-2',
        title: 'Jardinagem',
        status: 'expired',
        expires_at: new Date(Date.now() - DAY).toISOString(),
      }),
    ];
    const calls = mockApi({
      on: {
        'GET /api/v1/ads/ads/mine/': () => jsonResponse(adPage(mine)),
        'POST /api/v1/ads/ads/jardim-2/renew/': () => {
          mine = mine.map((a) =>
            a.slug === 'jardim-2'
              ? { ...a, status: 'active', expires_at: new Date(Date.now() + 30 * DAY).toISOString() }
              : a,
          );
          return jsonResponse(mine[1]);
        },
        'PUT /api/v1/ads/ads/faxina-1/': () => {
          mine = mine.map((a) => (a.slug === 'faxina-1' ? { ...a, status: 'paused' } : a));
          return jsonResponse(mine[0]);
        },
      },
    });
    renderProfile();
    const expired = await screen.findByRole('article', { name: 'Jardinagem' });
    fireEvent.click(within(expired).getByRole('button', { name: /Renovar/ }));
    expect(await screen.findByText('Anúncio renovado por mais 30 dias.')).toBeInTheDocument();
    await waitFor(() => expect(within(item('Jardinagem')).getByText('Ativo')).toBeInTheDocument());
    expect(within(item('Jardinagem')).getByText(/^Expira em /)).toBeInTheDocument();

    fireEvent.click(within(item('Faxina completa')).getByRole('button', { name: /Pausar/ }));
    await waitFor(() => expect(within(item('Faxina completa')).getByText('Pausado')).toBeInTheDocument());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(await put.json()).toEqual({ status: 'paused' });
  });

  it('a paused ad whose date has passed offers Renovar (not Reativar), which brings it back for 30 days', async () => {
    let mine = [
      ad({
        slug: 'passadeira-1',
        title: 'Passadeira',
        status: 'paused',
        expires_at: new Date(Date.now() - DAY).toISOString(),
      }),
    ];
    const calls = mockApi({
      on: {
        'GET /api/v1/ads/ads/mine/': () => jsonResponse(adPage(mine)),
        'POST /api/v1/ads/ads/passadeira-1/renew/': () => {
          mine = [{ ...mine[0], status: 'active', expires_at: new Date(Date.now() + 30 * DAY).toISOString() }];
          return jsonResponse(mine[0]);
        },
      },
    });
    renderProfile();
    const card = await screen.findByRole('article', { name: 'Passadeira' });
    expect(within(card).getByText('Pausado')).toBeInTheDocument();
    expect(within(card).getByText(/^Expirou em /)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Reativar/ })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: /Renovar/ }));
    expect(await screen.findByText('Anúncio renovado por mais 30 dias.')).toBeInTheDocument();
    await waitFor(() => expect(within(item('Passadeira')).getByText('Ativo')).toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/passadeira-1/renew/'))).toBe(true);
  });

  it('unfavouriting removes the card at once and leaves the empty state with a link to the ads', async () => {
    let favorites = [ad({ slug: 'pintor-x1', title: 'Pintor em Campinas', is_favorited: true })];
    let releaseDelete: () => void = () => undefined;
    const calls = mockApi({
      on: {
        'GET /api/v1/ads/favorites/': () => jsonResponse(adPage(favorites)),
        'DELETE /api/v1/ads/ads/pintor-x1/favorite/': () =>
          new Promise<Response>((resolve) => {
            releaseDelete = () => {
              favorites = [];
              resolve(jsonResponse({ is_favorited: false }));
            };
          }),
      },
    });
    renderProfile('/profile?tab=favorites');
    const card = await screen.findByRole('article', { name: 'Pintor em Campinas' });
    expect(within(card).queryByText('Ativo')).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: /Remover dos favoritos/ }));
    // Gone before the server answered (optimistic), and the tab's count follows.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pintor em Campinas' })).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: /Meus Favoritos 0$/ })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && pathOf(c) === '/api/v1/ads/ads/pintor-x1/favorite/')).toBe(true);
    releaseDelete();
    expect(await screen.findByText('Anúncio removido dos favoritos.')).toBeInTheDocument();
    expect(await screen.findByText(/Você ainda não tem anúncios favoritos/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver anúncios/ })).toHaveAttribute('href', '/ads');
  });

  it('puts the card back when unfavouriting fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      favorites: [ad({ slug: 'pintor-x1', title: 'Pintor em Campinas', is_favorited: true })],
      on: {
        'DELETE /api/v1/ads/ads/pintor-x1/favorite/': () =>
          jsonResponse({ error: 'Anúncio não encontrado.', code: 'ad_not_found' }, 404),
      },
    });
    renderProfile('/profile?tab=favorites');
    const card = await screen.findByRole('article', { name: 'Pintor em Campinas' });
    fireEvent.click(within(card).getByRole('button', { name: /Remover dos favoritos/ }));
    expect(await screen.findByText('Anúncio não encontrado.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Pintor em Campinas' })).toBeInTheDocument();
  });
});

describe('profile display helpers', () => {
  it('reads an active ad past its date as expired', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(adStatus({ status: 'active', expires_at: '2026-11-23T11:59:00Z' }, now)).toBe('expired');
    expect(adStatus({ status: 'active', expires_at: '2026-11-24T00:00:00Z' }, now)).toBe('active');
    expect(adStatus({ status: 'paused', expires_at: '2026-11-01T00:00:00Z' }, now)).toBe('paused');
    expect(expiryText('2026-12-23T15:00:00Z', now)).toBe('Expira em 23/12/2026');
    expect(expiryText('2026-11-02T15:00:00Z', now)).toBe('Expirou em 02/11/2026');
  });

  it('makes up to two initials', () => {
    expect(initials('Ana', 'Souza', 'ana')).toBe('AS');
    expect(initials('', '', 'joao')).toBe('J');
    expect(initials('maria', undefined, 'm')).toBe('M');
  });
});
