import { makeStore, rootReducer } from '../../app/store';
import { loggedOut } from '../../session/authSlice';
import { jsonResponse } from '../../../test/support/renderWithProviders';
import {
  deleteNotification,
  initialNotificationsState,
  liveCountReceived,
  liveNotificationReceived,
  loadFirstPage,
  loadNextPage,
  loadUnread,
  loadUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsSlice,
  selectNotificationsState,
  sessionEnded,
} from './notificationsSlice';
import { aNotification, aPage, mockApi } from './testData';

// The app injects the slice with the bell's chunk (routes.tsx); these tests build the store directly.
rootReducer.inject(notificationsSlice);

const LIST = 'GET /api/v1/core/notifications/';
const store = (notifications: Partial<typeof initialNotificationsState> = {}) =>
  makeStore({ notifications: { ...initialNotificationsState, ...notifications } });

describe('notificationsSlice: paging', () => {
  it('loads the first page of 20 newest first and appends further pages while next exists', async () => {
    const p1 = Array.from({ length: 20 }, () => aNotification());
    const p2 = [aNotification(), aNotification()];
    const calls = mockApi({
      [LIST]: (url) =>
        jsonResponse(url.searchParams.get('page') === '1' ? aPage(p1, 'http://x/?page=2', 22) : aPage(p2, null, 22)),
    });
    const s = store();
    await s.dispatch(loadFirstPage());
    expect(calls).toEqual(['GET /api/v1/core/notifications/?page=1&page_size=20&ordering=-created_at']);
    let n = selectNotificationsState(s.getState());
    expect(n.list).toHaveLength(20);
    expect(n.page).toBe(1);
    expect(n.hasMore).toBe(true);
    expect(n.loading).toBe(false);

    await s.dispatch(loadNextPage());
    n = selectNotificationsState(s.getState());
    expect(calls[1]).toBe('GET /api/v1/core/notifications/?page=2&page_size=20&ordering=-created_at');
    expect(n.list.map((x) => x.id)).toEqual([...p1, ...p2].map((x) => x.id));
    expect(n.page).toBe(2);
    expect(n.hasMore).toBe(false);

    await s.dispatch(loadNextPage());
    expect(calls).toHaveLength(2);
  });

  it('a failed page load reverts the page counter and keeps what was loaded', async () => {
    let fail = false;
    mockApi({
      [LIST]: () =>
        fail
          ? jsonResponse({ error: 'Banco indisponível', code: 'x' }, 500)
          : jsonResponse(aPage([aNotification()], 'http://x/?page=2', 30)),
    });
    const s = store();
    await s.dispatch(loadFirstPage());
    fail = true;
    await s.dispatch(loadNextPage());
    const n = selectNotificationsState(s.getState());
    expect(n.page).toBe(1);
    expect(n.error).toBe('Banco indisponível');
    expect(n.list).toHaveLength(1);
    expect(n.hasMore).toBe(true);
  });

  it('the unread filter asks for is_read=false', async () => {
    const calls = mockApi({ [LIST]: () => jsonResponse(aPage([])) });
    const s = store();
    await s.dispatch(loadFirstPage('unread'));
    expect(calls[0]).toBe('GET /api/v1/core/notifications/?page=1&page_size=20&ordering=-created_at&is_read=false');
    expect(selectNotificationsState(s.getState()).filter).toBe('unread');
  });
});

describe('notificationsSlice: error texts (the error field, else message, else the fixed text)', () => {
  const cases: Array<[string, (s: ReturnType<typeof store>) => Promise<unknown>, string, string]> = [
    ['list', (s) => s.dispatch(loadFirstPage()), LIST, 'Erro ao buscar notificações'],
    ['unread', (s) => s.dispatch(loadUnread()), LIST, 'Erro ao buscar notificações não lidas'],
    [
      'mark read',
      (s) => s.dispatch(markNotificationRead(7)),
      'PATCH /api/v1/core/notifications/7/',
      'Erro ao marcar notificação como lida',
    ],
    [
      'mark all',
      (s) => s.dispatch(markAllNotificationsRead()),
      'POST /api/v1/core/notifications/mark_all_read/',
      'Erro ao marcar todas as notificações como lidas',
    ],
    [
      'delete',
      (s) => s.dispatch(deleteNotification(7)),
      'DELETE /api/v1/core/notifications/7/',
      'Erro ao deletar notificação',
    ],
  ];
  const errorOf = (s: ReturnType<typeof store>, label: string) => {
    const n = selectNotificationsState(s.getState());
    return label === 'list' ? n.error : label === 'unread' ? n.unreadError : n.actionError;
  };

  it.each(cases)('%s', async (label, run, route, fixed) => {
    for (const [body, expected] of [
      [{ error: 'Mensagem do servidor', message: 'outra' }, 'Mensagem do servidor'],
      [{ message: 'Só a mensagem' }, 'Só a mensagem'],
      [{ detail: 'nada útil' }, fixed],
    ] as const) {
      mockApi({ [route]: () => jsonResponse(body, 500) });
      const s = store();
      await run(s);
      expect(errorOf(s, label)).toBe(expected);
    }
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const s = store();
    await run(s);
    expect(errorOf(s, label)).toBe(fixed);
  });

  it('unread_count failures are silent and count as 0', async () => {
    mockApi({ 'GET /api/v1/core/notifications/unread_count/': () => jsonResponse({ error: 'x' }, 500) });
    const s = store({ unreadCount: 4 });
    await s.dispatch(loadUnreadCount());
    expect(selectNotificationsState(s.getState()).unreadCount).toBe(0);
    mockApi({ 'GET /api/v1/core/notifications/unread_count/': () => jsonResponse({ count: 12 }) });
    await s.dispatch(loadUnreadCount());
    expect(selectNotificationsState(s.getState()).unreadCount).toBe(12);
  });
});

describe('notificationsSlice: counts', () => {
  it('marking one read PATCHes is_read true and lowers the count by one, never below 0', async () => {
    const a = aNotification();
    let body: unknown;
    mockApi({
      [`PATCH /api/v1/core/notifications/${a.id}/`]: (_u, init) => {
        body = init.body;
        return jsonResponse({ ...a, is_read: true });
      },
    });
    const s = store({ unreadCount: 3, unread: [a], list: [a], page: 1 });
    expect(await s.dispatch(markNotificationRead(a.id))).toBe(true);
    expect(body).toEqual({ is_read: true });
    let n = selectNotificationsState(s.getState());
    expect(n.unreadCount).toBe(2);
    expect(n.unread).toEqual([]);
    expect(n.list[0].is_read).toBe(true);

    const b = aNotification();
    mockApi({ [`PATCH /api/v1/core/notifications/${b.id}/`]: () => jsonResponse({ ...b, is_read: true }) });
    const z = store({ unreadCount: 0, unread: [b] });
    await z.dispatch(markNotificationRead(b.id));
    n = selectNotificationsState(z.getState());
    expect(n.unreadCount).toBe(0);
  });

  it('marking all sets the count to 0 and every loaded item read', async () => {
    mockApi({ 'POST /api/v1/core/notifications/mark_all_read/': () => jsonResponse({ marked: 2 }) });
    const s = store({ unreadCount: 9, unread: [aNotification(), aNotification()], list: [aNotification()], page: 1 });
    await s.dispatch(markAllNotificationsRead());
    const n = selectNotificationsState(s.getState());
    expect(n.unreadCount).toBe(0);
    expect(n.unread).toEqual([]);
    expect(n.list.every((x) => x.is_read)).toBe(true);
  });

  it('deleting an unread one lowers the count (never below 0); deleting a read one does not', async () => {
    const unread = aNotification();
    const read = aNotification({ is_read: true });
    mockApi({
      [`DELETE /api/v1/core/notifications/${unread.id}/`]: () => new Response(null, { status: 204 }),
      [`DELETE /api/v1/core/notifications/${read.id}/`]: () => new Response(null, { status: 204 }),
    });
    const s = store({ unreadCount: 1, unread: [unread], list: [unread, read], page: 1 });
    await s.dispatch(deleteNotification(read.id));
    expect(selectNotificationsState(s.getState()).unreadCount).toBe(1);
    await s.dispatch(deleteNotification(unread.id));
    expect(selectNotificationsState(s.getState()).unreadCount).toBe(0);
    expect(selectNotificationsState(s.getState()).list).toEqual([]);

    const again = aNotification();
    mockApi({ [`DELETE /api/v1/core/notifications/${again.id}/`]: () => new Response(null, { status: 204 }) });
    const z = store({ unreadCount: 0, list: [again], page: 1 });
    await z.dispatch(deleteNotification(again.id));
    expect(selectNotificationsState(z.getState()).unreadCount).toBe(0);
  });

  it('a live notification joins the bell and the loaded history once, with the server count', () => {
    const s = store({ page: 1, list: [aNotification({ is_read: true })] });
    const fresh = aNotification({ type: 'AD_PUBLISHED' });
    s.dispatch(liveNotificationReceived({ notification: fresh, unread_count: 5 }));
    s.dispatch(liveNotificationReceived({ notification: fresh, unread_count: 5 }));
    const n = selectNotificationsState(s.getState());
    expect(n.unreadCount).toBe(5);
    expect(n.unread.map((x) => x.id)).toEqual([fresh.id]);
    expect(n.list[0].id).toBe(fresh.id);
    expect(n.list).toHaveLength(2);
  });

  it('the session ending resets everything', () => {
    const s = store({ page: 2, list: [aNotification()], unreadCount: 3 });
    s.dispatch(sessionEnded());
    expect(selectNotificationsState(s.getState())).toEqual(notificationsSlice.getInitialState());
  });
});

describe('notificationsSlice: logout', () => {
  it('auth/loggedOut resets the list and the count even when no bell is mounted', () => {
    const s = store({ page: 1, list: [aNotification()], unread: [aNotification()], unreadCount: 2 });
    s.dispatch(loggedOut());
    expect(selectNotificationsState(s.getState())).toEqual(initialNotificationsState);
  });
});

describe('notificationsSlice: live count racing a mark-read', () => {
  it('a count pushed while the PATCH is in flight is not lowered again', async () => {
    const a = aNotification();
    let release: (r: Response) => void = () => undefined;
    mockApi({
      [`PATCH /api/v1/core/notifications/${a.id}/`]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const s = store({ unreadCount: 2, unread: [a, aNotification()] });
    const done = s.dispatch(markNotificationRead(a.id));
    await new Promise((r) => setTimeout(r, 0));
    s.dispatch(liveCountReceived({ count: 1 }));
    release(jsonResponse({ ...a, is_read: true }));
    await done;
    expect(selectNotificationsState(s.getState()).unreadCount).toBe(1);
    expect(selectNotificationsState(s.getState()).unread).toHaveLength(1);
  });
});
