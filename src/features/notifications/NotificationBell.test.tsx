import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchMediaAtWidth } from '../../../test/support/matchMedia';
import { jsonResponse, renderWithProviders } from '../../../test/support/renderWithProviders';
import { messagesApi } from '../../api/messages';
import { rootReducer, type PreloadedState } from '../../app/store';
import { initialAuthState, loggedOut } from '../../session/authSlice';
import NotificationBell from './NotificationBell';
import { initialNotificationsState, notificationsSlice, selectNotificationsState } from './notificationsSlice';
import { aNotification, aPage, mockApi } from './testData';
import { TYPE_COLORS } from './notificationTypes';

// The app injects the slice with the bell's chunk (routes.tsx); here the bell is rendered alone.
rootReducer.inject(notificationsSlice);

const LIST = 'GET /api/v1/core/notifications/';
const COUNT = 'GET /api/v1/core/notifications/unread_count/';
const STREAM = 'GET /api/v1/core/notifications/stream/';
const signedIn: PreloadedState = {
  auth: {
    ...initialAuthState,
    token: 'tok',
    refreshToken: 'ref',
    user: { id: 1, username: 'maria' },
    isAuthenticated: true,
    loading: false,
  },
};

function setup(routes: Parameters<typeof mockApi>[0], preloaded: PreloadedState = signedIn) {
  const calls = mockApi({ [STREAM]: () => jsonResponse({ error: 'indisponível' }, 503), ...routes });
  const result = renderWithProviders(<NotificationBell />, {
    preloadedState: { ...preloaded, notifications: { ...initialNotificationsState } },
    routes: [
      { path: '/profile', element: <p>Página do perfil</p> },
      { path: '/ads/:slug', element: <p>Página do anúncio</p> },
    ],
  });
  return { calls, ...result };
}

const bell = () => screen.getByRole('button', { name: /^Notificações/ });
const panel = () => screen.queryByRole('region', { name: 'Notificações' });

// A laptop's window unless a test says otherwise (the shell's desktop layout starts at 768 px).
const jsdomMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = matchMediaAtWidth(1366);
});
afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
});

describe('NotificationBell', () => {
  it('renders nothing for visitors and loads nothing', () => {
    const calls = mockApi({});
    renderWithProviders(<NotificationBell />, { preloadedState: { auth: { ...initialAuthState, loading: false } } });
    expect(screen.queryByRole('button', { name: /Notificações/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('waits for the session to resolve before loading', () => {
    const calls = mockApi({});
    renderWithProviders(<NotificationBell />, {
      preloadedState: { auth: { ...signedIn.auth!, loading: true } },
    });
    expect(calls).toEqual([]);
  });

  it('badge shows the unread count, and 99+ above 99', async () => {
    setup({ [COUNT]: () => jsonResponse({ count: 100 }), [LIST]: () => jsonResponse(aPage([])) });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações (99+ não lidas)'));
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent(/^99\+$/);
  });

  it('shows 99 as 99', async () => {
    setup({ [COUNT]: () => jsonResponse({ count: 99 }), [LIST]: () => jsonResponse(aPage([])) });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações (99 não lidas)'));
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent(/^99$/);
  });

  it('no badge without unread notifications', async () => {
    const { calls } = setup({ [COUNT]: () => jsonResponse({ count: 0 }), [LIST]: () => jsonResponse(aPage([])) });
    await waitFor(() => expect(calls).toContain(COUNT));
    expect(bell()).toHaveAccessibleName('Notificações');
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
  });

  it('lists 5 unread ones with the chip and the count of the rest; asks for is_read=false newest first', async () => {
    const items = Array.from({ length: 7 }, (_, i) =>
      aNotification({
        title: `Aviso ${i + 1}`,
        message: `Texto ${i + 1}`,
        created_at: new Date(Date.now() - 120_000).toISOString(),
      }),
    );
    const { calls } = setup({ [COUNT]: () => jsonResponse({ count: 8 }), [LIST]: () => jsonResponse(aPage(items)) });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações (8 não lidas)'));
    await userEvent.click(bell());
    const list = await screen.findByRole('list', { name: 'Notificações não lidas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('Aviso 1')).toBeInTheDocument();
    expect(within(list).getByText('Texto 1')).toBeInTheDocument();
    expect(within(list).getAllByText('2min atrás')).toHaveLength(5);
    expect(within(list).queryByText('Aviso 6')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notificações' })).toBeInTheDocument();
    expect(screen.getByText('8 novas')).toBeInTheDocument();
    expect(screen.getByText('+3 notificações não exibidas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver Todas as Notificações' })).toBeInTheDocument();
    expect(calls).toContain('GET /api/v1/core/notifications/?ordering=-created_at&is_read=false');
  });

  it('no "+n" line when everything fits', async () => {
    setup({
      [COUNT]: () => jsonResponse({ count: 2 }),
      [LIST]: () => jsonResponse(aPage([aNotification(), aNotification()])),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Notificações \(2/ }));
    await screen.findByRole('list', { name: 'Notificações não lidas' });
    expect(screen.queryByText(/notificações não exibidas/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver Todas as Notificações' })).not.toBeInTheDocument();
  });

  it('empty state with a link to the history', async () => {
    setup({ [COUNT]: () => jsonResponse({ count: 0 }), [LIST]: () => jsonResponse(aPage([])) });
    await userEvent.click(bell());
    expect(await screen.findByText('Você não tem notificações não lidas')).toBeInTheDocument();
    expect(screen.getByText('0 novas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver histórico' }));
    expect(await screen.findByText('Página do perfil')).toBeInTheDocument();
  });

  it('shows a spinner while loading and the error text on failure', async () => {
    let fail: (r: Response) => void = () => undefined;
    setup({
      [COUNT]: () => jsonResponse({ count: 1 }),
      [LIST]: () => new Promise<Response>((resolve) => (fail = resolve)),
    });
    await userEvent.click(bell());
    expect(await screen.findByLabelText('Carregando notificações')).toBeInTheDocument();
    await act(async () => fail(jsonResponse({ detail: 'x' }, 500)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao buscar notificações não lidas');
  });

  it('clicking an item marks it read, lowers the badge and opens its link', async () => {
    const n = aNotification({ title: 'Anúncio publicado', link: '/ads/bicicleta' });
    let patched: unknown;
    const { store } = setup({
      [COUNT]: () => jsonResponse({ count: 1 }),
      [LIST]: () => jsonResponse(aPage([n])),
      [`PATCH /api/v1/core/notifications/${n.id}/`]: (_u, init) => {
        patched = init.body;
        return jsonResponse({ ...n, is_read: true });
      },
    });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações (1 não lida)'));
    await userEvent.click(bell());
    await userEvent.click(await screen.findByText('Anúncio publicado'));
    expect(await screen.findByText('Página do anúncio')).toBeInTheDocument();
    expect(patched).toEqual({ is_read: true });
    expect(selectNotificationsState(store.getState()).unreadCount).toBe(0);
  });

  it('mark all read empties the list and the badge; "Ver todas" goes to /profile#notifications', async () => {
    const { router } = setup({
      [COUNT]: () => jsonResponse({ count: 2 }),
      [LIST]: () => jsonResponse(aPage([aNotification(), aNotification()])),
      'POST /api/v1/core/notifications/mark_all_read/': () => jsonResponse({ marked: 2 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Notificações \(2/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await screen.findByText('Você não tem notificações não lidas')).toBeInTheDocument();
    expect(screen.getByText('0 novas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver todas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.hash).toBe('#notifications');
  });

  it('a failed mark-all shows its error text', async () => {
    setup({
      [COUNT]: () => jsonResponse({ count: 1 }),
      [LIST]: () => jsonResponse(aPage([aNotification()])),
      'POST /api/v1/core/notifications/mark_all_read/': () => jsonResponse({}, 500),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Notificações \(1/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao marcar todas as notificações como lidas');
  });

  it('type icons carry the spec colours; unknown types get the grey envelope', async () => {
    // The bell lists five: the types whose colours differ, the saved searches' own among them.
    const types = ['AD_PUBLISHED', 'AD_HIGHLIGHTED', 'AD_EXPIRED', 'SAVED_SEARCH_MATCH', 'OTHER'] as const;
    setup({
      [COUNT]: () => jsonResponse({ count: 5 }),
      [LIST]: () =>
        jsonResponse(aPage(types.map((type) => aNotification({ type: type as 'AD_PUBLISHED', title: type })))),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Notificações \(5/ }));
    const list = await screen.findByRole('list', { name: 'Notificações não lidas' });
    const colors = within(list)
      .getAllByRole('img')
      .filter((el) => el.hasAttribute('data-color'))
      .map((el) => [el.getAttribute('aria-label'), el.getAttribute('data-color')]);
    expect(colors).toEqual([
      ['Anúncio publicado', TYPE_COLORS.green],
      ['Anúncio em destaque', TYPE_COLORS.amber],
      ['Anúncio expirado', TYPE_COLORS.red],
      ['Busca salva', TYPE_COLORS.purple],
      ['Notificação', TYPE_COLORS.grey],
    ]);
  });

  it('the moderation notices have their own icon and colour', async () => {
    const types = ['MODERATION_NOTICE', 'REPORT_RESOLVED'] as const;
    setup({
      [COUNT]: () => jsonResponse({ count: 2 }),
      [LIST]: () => jsonResponse(aPage(types.map((type) => aNotification({ type, title: type })))),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Notificações \(2/ }));
    const list = await screen.findByRole('list', { name: 'Notificações não lidas' });
    const colors = within(list)
      .getAllByRole('img')
      .filter((el) => el.hasAttribute('data-color'))
      .map((el) => [el.getAttribute('aria-label'), el.getAttribute('data-color')]);
    expect(colors).toEqual([
      ['Aviso da moderação', TYPE_COLORS.orange],
      ['Denúncia analisada', TYPE_COLORS.purple],
    ]);
  });

  it('the bell opens and closes the panel, saying so with aria-expanded', async () => {
    setup({ [COUNT]: () => jsonResponse({ count: 1 }), [LIST]: () => jsonResponse(aPage([aNotification()])) });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações (1 não lida)'));
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeInTheDocument();
    await userEvent.click(bell());
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeInTheDocument();
    expect(bell()).toHaveAttribute('aria-controls', panel()!.parentElement!.id);
    // A card under the bell on a desktop, not the phone's sheet.
    expect(screen.queryByTestId('notifications-sheet')).not.toBeInTheDocument();
    await userEvent.click(bell());
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeInTheDocument();
  });

  it('Escape closes the panel and puts the focus back on the bell', async () => {
    setup({ [COUNT]: () => jsonResponse({ count: 1 }), [LIST]: () => jsonResponse(aPage([aNotification()])) });
    await userEvent.click(await screen.findByRole('button', { name: /Notificações \(1/ }));
    const markAll = await screen.findByRole('button', { name: 'Marcar todas como lidas' });
    markAll.focus();
    await userEvent.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    expect(bell()).toHaveFocus();
  });

  it('a click outside closes the panel; a click inside does not', async () => {
    setup({ [COUNT]: () => jsonResponse({ count: 1 }), [LIST]: () => jsonResponse(aPage([aNotification()])) });
    await userEvent.click(await screen.findByRole('button', { name: /Notificações \(1/ }));
    await userEvent.click(screen.getByRole('heading', { name: 'Notificações' }));
    expect(panel()).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(panel()).not.toBeInTheDocument();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('another page closes the panel', async () => {
    const { router } = setup({
      [COUNT]: () => jsonResponse({ count: 1 }),
      [LIST]: () => jsonResponse(aPage([aNotification()])),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Notificações \(1/ }));
    expect(panel()).toBeInTheDocument();
    // A page the bell stays on (the header's), as a link outside the panel opens.
    await act(() => router.navigate('/tribes'));
    expect(panel()).not.toBeInTheDocument();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a phone the panel is a sheet under the header that the bell toggles', async () => {
    window.matchMedia = matchMediaAtWidth(390);
    setup({ [COUNT]: () => jsonResponse({ count: 1 }), [LIST]: () => jsonResponse(aPage([aNotification()])) });
    await userEvent.click(await screen.findByRole('button', { name: /Notificações \(1/ }));
    const sheet = screen.getByTestId('notifications-sheet');
    expect(sheet).toBe(screen.getByRole('dialog', { name: 'Notificações' }));
    expect(sheet).toHaveFocus();
    expect(within(sheet).getByRole('region', { name: 'Notificações' })).toBeInTheDocument();
    expect(await within(sheet).findByRole('list', { name: 'Notificações não lidas' })).toBeInTheDocument();
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(bell());
    expect(screen.queryByTestId('notifications-sheet')).not.toBeInTheDocument();
    // Escape closes it too, the focus back on the bell.
    await userEvent.click(bell());
    expect(screen.getByTestId('notifications-sheet')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('notifications-sheet')).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
  });

  it('on logout the state resets', async () => {
    const { store } = setup({
      [COUNT]: () => jsonResponse({ count: 3 }),
      [LIST]: () => jsonResponse(aPage([aNotification()])),
    });
    await waitFor(() => expect(selectNotificationsState(store.getState()).unreadCount).toBe(3));
    act(() => {
      store.dispatch(loggedOut());
    });
    await waitFor(() => expect(selectNotificationsState(store.getState())).toEqual(initialNotificationsState));
  });
});

describe('NotificationBell live updates', () => {
  it('a notification pushed on the stream shows up without reloading', async () => {
    let push: (text: string) => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
    });
    let auth: string | null = null;
    const onServer: ReturnType<typeof aNotification>[] = [];
    setup({
      [COUNT]: () => jsonResponse({ count: 0 }),
      [LIST]: () => jsonResponse(aPage(onServer)),
      [STREAM]: () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    });
    const streamCall = () =>
      (global.fetch as jest.Mock).mock.calls.find(([input]) => String(input).includes('/stream/'));
    await waitFor(() => expect(streamCall()).toBeDefined());
    auth = (streamCall()![1] as RequestInit & { headers: Record<string, string> }).headers.Authorization;
    expect(auth).toBe('Bearer tok');
    const n = aNotification({ title: 'Seu anúncio foi publicado' });
    onServer.push(n);
    await act(async () => {
      push('event: ready\ndata: {"unread_count":0}\n\n');
      push(`event: notification\ndata: ${JSON.stringify({ notification: n, unread_count: 1 })}\n\n`);
    });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações (1 não lida)'));
    await userEvent.click(bell());
    expect(await screen.findByText('Seu anúncio foi publicado')).toBeInTheDocument();
  });

  it('carries Mensagens too: a message event sets its badge; after a reconnection Mensagens is read again', async () => {
    const pushes: Array<(text: string) => void> = [];
    const closes: Array<() => void> = [];
    const stream = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            pushes.push((text) => controller.enqueue(new TextEncoder().encode(text)));
            closes.push(() => controller.close());
          },
        }),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      );
    let messagesCount = 2;
    const { calls, store } = setup({
      [COUNT]: () => jsonResponse({ count: 0 }),
      [LIST]: () => jsonResponse(aPage([])),
      [STREAM]: stream,
      'GET /api/v1/messages/unread_count/': () => jsonResponse({ count: messagesCount }),
    });
    // The app's store types its cache without the injected endpoints' tags.
    const badge = () => messagesApi.endpoints.getUnreadMessagesCount.select()(store.getState() as never).data?.count;
    void store.dispatch(messagesApi.endpoints.getUnreadMessagesCount.initiate());
    await waitFor(() => expect(badge()).toBe(2));
    await waitFor(() => expect(pushes).toHaveLength(1));
    const message = { id: 9, text: 'Oi', images: [], created_at: new Date().toISOString(), mine: false };
    await act(async () => {
      pushes[0]('event: ready\ndata: {"unread_count":0}\n\n');
      pushes[0](
        `event: message\ndata: ${JSON.stringify({ conversation_id: 3, message: { ...message, read_at: null, flagged: false }, unread_count: 3 })}\n\n`,
      );
    });
    await waitFor(() => expect(badge()).toBe(3));
    // The connection drops; reconnected (after the back-off), what arrived meanwhile is read again.
    messagesCount = 5;
    await act(async () => closes[0]());
    await waitFor(() => expect(pushes).toHaveLength(2), { timeout: 3000 });
    await act(async () => pushes[1]('event: ready\ndata: {"unread_count":0}\n\n'));
    await waitFor(() => expect(badge()).toBe(5));
    expect(calls.filter((c) => c === 'GET /api/v1/messages/unread_count/')).toHaveLength(2);
  });

  it('without the stream, unread_count is polled every 60 seconds', async () => {
    jest.useFakeTimers();
    try {
      let count = 0;
      const { calls } = setup({
        [COUNT]: () => jsonResponse({ count: ++count }),
        [LIST]: () => jsonResponse(aPage([])),
      });
      const polls = () => calls.filter((c) => c.includes('unread_count')).length;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(polls()).toBe(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(59_000);
      });
      expect(polls()).toBe(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(polls()).toBe(2);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60_000);
      });
      expect(polls()).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
