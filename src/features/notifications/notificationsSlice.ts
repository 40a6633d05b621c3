import {
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import {
  NOTIFICATION_ERRORS,
  notificationErrorMessage,
  notificationsApi,
  type Notification,
} from '../../api/notifications';
import type { RootState } from '../../app/store';
import { loggedOut } from '../../session/authSlice';

/*
 * Why hand-rolled paging rather than an RTK Query infinite query: the history
 * is not only fetched. Live stream events prepend to it, and mark-read / delete change it, the
 * bell's list and the badge together (knownUnread decides across both lists). With an infinite
 * query each of those becomes an updateQueryData over every cached page array of two entries
 * (history per filter, bell), and the spec's page counter revert on a failed page and the reset on
 * logout (loggedOut below) would still need code. Paging is ~30 lines of this slice; an infinite
 * query would remove those and add more elsewhere, so it is kept.
 */

/** Spec section 9: pages of 20; the bell shows at most 5. */
export const PAGE_SIZE = 20;
export const BELL_LIMIT = 5;

export type HistoryFilter = 'all' | 'unread';

export interface NotificationsState {
  /** The history (/profile#notifications): pages appended in order. */
  list: Notification[];
  /** Last page requested; a failed load reverts it. 0 = nothing loaded. */
  page: number;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  filter: HistoryFilter;
  /** The badge. Never below 0. */
  unreadCount: number;
  /** The bell's list (is_read=false, newest first). */
  unread: Notification[];
  unreadLoading: boolean;
  unreadError: string | null;
  /** The last failed mark/delete, shown by the bell and the history. */
  actionError: string | null;
  /** The live stream is open (otherwise the count is polled every 60 s). */
  live: boolean;
  /** Bumped by every count the stream pushes (see countedByServer). */
  liveSeq: number;
}

export const initialNotificationsState: NotificationsState = {
  list: [],
  page: 0,
  hasMore: false,
  loading: false,
  error: null,
  filter: 'all',
  unreadCount: 0,
  unread: [],
  unreadLoading: false,
  unreadError: null,
  actionError: null,
  live: false,
  liveSeq: 0,
};

const floor0 = (n: number) => Math.max(0, n);

/** Whether a notification is unread as far as this state knows (unknown ones count as unread). */
function knownUnread(state: NotificationsState, id: number): boolean {
  if (state.unread.some((n) => n.id === id)) return true;
  const inList = state.list.find((n) => n.id === id);
  return inList ? !inList.is_read : true;
}

/*
 * The slice is injected into the store with the chunks that use it (the bell, the history; see
 * app/routes.tsx), so a visitor's first visit does not download it. Until its first action after
 * the injection the store has no `notifications` key: it then reads as the initial state.
 */
declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof notificationsSlice> {}
}

export const selectNotificationsState = (state: RootState): NotificationsState =>
  state.notifications ?? initialNotificationsState;

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    /** The session ended (logout): nothing of the previous user stays. */
    sessionEnded: () => initialNotificationsState,
    pageRequested(state, action: PayloadAction<{ page: number; filter: HistoryFilter }>) {
      state.page = action.payload.page;
      state.filter = action.payload.filter;
      state.loading = true;
      state.error = null;
    },
    pageLoaded(state, action: PayloadAction<{ page: number; results: Notification[]; hasMore: boolean }>) {
      const { page, results, hasMore } = action.payload;
      if (page === 1) state.list = results;
      else {
        const seen = new Set(state.list.map((n) => n.id));
        state.list.push(...results.filter((n) => !seen.has(n.id)));
      }
      state.hasMore = hasMore;
      state.loading = false;
    },
    pageFailed(state, action: PayloadAction<{ error: string }>) {
      state.page = floor0(state.page - 1);
      state.loading = false;
      state.error = action.payload.error;
    },
    unreadRequested(state) {
      state.unreadLoading = true;
      state.unreadError = null;
    },
    unreadLoaded(state, action: PayloadAction<{ results: Notification[] }>) {
      state.unread = action.payload.results;
      state.unreadLoading = false;
    },
    unreadFailed(state, action: PayloadAction<{ error: string }>) {
      state.unreadLoading = false;
      state.unreadError = action.payload.error;
    },
    unreadCountLoaded(state, action: PayloadAction<{ count: number }>) {
      state.unreadCount = floor0(action.payload.count);
    },
    /**
     * countedByServer: the stream pushed a count while the request was in flight, i.e. the
     * server's count (which includes this change, or soon will with the next push) already
     * replaced ours, so lowering it again would count the change twice.
     */
    notificationMarkedRead(state, action: PayloadAction<{ id: number; countedByServer?: boolean }>) {
      const { id, countedByServer } = action.payload;
      if (!countedByServer && knownUnread(state, id)) state.unreadCount = floor0(state.unreadCount - 1);
      const item = state.list.find((n) => n.id === id);
      if (item) item.is_read = true;
      state.unread = state.unread.filter((n) => n.id !== id);
      if (state.filter === 'unread') state.list = state.list.filter((n) => n.id !== id);
      state.actionError = null;
    },
    allMarkedRead(state) {
      state.unreadCount = 0;
      state.unread = [];
      for (const n of state.list) n.is_read = true;
      if (state.filter === 'unread') state.list = [];
      state.actionError = null;
    },
    notificationDeleted(state, action: PayloadAction<{ id: number; countedByServer?: boolean }>) {
      const { id, countedByServer } = action.payload;
      if (!countedByServer && knownUnread(state, id)) state.unreadCount = floor0(state.unreadCount - 1);
      state.list = state.list.filter((n) => n.id !== id);
      state.unread = state.unread.filter((n) => n.id !== id);
      state.actionError = null;
    },
    actionFailed(state, action: PayloadAction<{ error: string }>) {
      state.actionError = action.payload.error;
    },
    /** A notification pushed by the live stream, with the server's new unread count. */
    liveNotificationReceived(state, action: PayloadAction<{ notification: Notification; unread_count: number }>) {
      const { notification, unread_count } = action.payload;
      state.unreadCount = floor0(unread_count);
      state.liveSeq += 1;
      if (!notification.is_read && !state.unread.some((n) => n.id === notification.id)) {
        state.unread.unshift(notification);
      }
      const fits = state.filter === 'all' || !notification.is_read;
      if (state.page > 0 && fits && !state.list.some((n) => n.id === notification.id)) {
        state.list.unshift(notification);
      }
    },
    liveCountReceived(state, action: PayloadAction<{ count: number }>) {
      state.unreadCount = floor0(action.payload.count);
      state.liveSeq += 1;
    },
    liveStatusChanged(state, action: PayloadAction<{ live: boolean }>) {
      state.live = action.payload.live;
    },
  },
  // The bell unmounts with the signed-in header, so the logout itself resets the state.
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialNotificationsState),
  selectors: {
    selectNotifications: (s: NotificationsState) => s.list,
    selectNotificationsPage: (s) => s.page,
    selectHasMoreNotifications: (s) => s.hasMore,
    selectNotificationsLoading: (s) => s.loading,
    selectNotificationsError: (s) => s.error,
    selectHistoryFilter: (s) => s.filter,
    selectUnreadCount: (s) => s.unreadCount,
    selectUnreadNotifications: (s) => s.unread,
    selectUnreadLoading: (s) => s.unreadLoading,
    selectUnreadError: (s) => s.unreadError,
    selectNotificationActionError: (s) => s.actionError,
    selectNotificationsLive: (s) => s.live,
  },
});

export const {
  sessionEnded,
  pageRequested,
  pageLoaded,
  pageFailed,
  unreadRequested,
  unreadLoaded,
  unreadFailed,
  unreadCountLoaded,
  notificationMarkedRead,
  allMarkedRead,
  notificationDeleted,
  actionFailed,
  liveNotificationReceived,
  liveCountReceived,
  liveStatusChanged,
} = notificationsSlice.actions;

export const {
  selectNotifications,
  selectNotificationsPage,
  selectHasMoreNotifications,
  selectNotificationsLoading,
  selectNotificationsError,
  selectHistoryFilter,
  selectUnreadCount,
  selectUnreadNotifications,
  selectUnreadLoading,
  selectUnreadError,
  selectNotificationActionError,
  selectNotificationsLive,
} = notificationsSlice.getSelectors(selectNotificationsState);

type Thunk<R = void> = ThunkAction<Promise<R>, RootState, unknown, UnknownAction>;
const endpoints = notificationsApi.endpoints;
const once = { subscribe: false, forceRefetch: true } as const;

/** Loads one page of the history: page 1 replaces the list (and sets the filter), others append. */
function loadPage(page: number, filter: HistoryFilter): Thunk {
  return async (dispatch) => {
    dispatch(pageRequested({ page, filter }));
    try {
      const data = await dispatch(
        endpoints.listNotifications.initiate(
          {
            page,
            pageSize: PAGE_SIZE,
            ordering: '-created_at',
            ...(filter === 'unread' ? { isRead: false } : {}),
          },
          once,
        ),
      ).unwrap();
      if (!Array.isArray(data?.results)) throw new Error('Resposta inválida do servidor');
      dispatch(pageLoaded({ page, results: data.results, hasMore: Boolean(data.next) }));
    } catch (err) {
      dispatch(pageFailed({ error: notificationErrorMessage(err, NOTIFICATION_ERRORS.list) }));
    }
  };
}

/** The first page (20, newest first), optionally only the unread ones. */
export const loadFirstPage =
  (filter?: HistoryFilter): Thunk =>
  (dispatch, getState) =>
    dispatch(loadPage(1, filter ?? selectNotificationsState(getState()).filter));

/** The next page, while the last one said there is a next. */
export const loadNextPage = (): Thunk => async (dispatch, getState) => {
  const s = selectNotificationsState(getState());
  if (s.loading || !s.hasMore) return;
  await dispatch(loadPage(s.page + 1, s.filter));
};

/** The bell's list: is_read=false, newest first. */
export const loadUnread = (): Thunk => async (dispatch) => {
  dispatch(unreadRequested());
  try {
    const data = await dispatch(
      endpoints.listNotifications.initiate({ isRead: false, ordering: '-created_at' }, once),
    ).unwrap();
    if (!Array.isArray(data?.results)) throw new Error('Resposta inválida do servidor');
    dispatch(unreadLoaded({ results: data.results }));
  } catch (err) {
    dispatch(unreadFailed({ error: notificationErrorMessage(err, NOTIFICATION_ERRORS.unread) }));
  }
};

/** The badge; a failure is silent and counts as 0 (spec section 8). */
export const loadUnreadCount = (): Thunk => async (dispatch) => {
  try {
    const data = await dispatch(endpoints.getUnreadNotificationsCount.initiate(undefined, once)).unwrap();
    const count = Number(data?.count);
    dispatch(unreadCountLoaded({ count: Number.isFinite(count) && count > 0 ? Math.floor(count) : 0 }));
  } catch {
    dispatch(unreadCountLoaded({ count: 0 }));
  }
};

/** PATCH is_read true; the count drops by one (never below 0). Resolves false on failure. */
export const markNotificationRead =
  (id: number): Thunk<boolean> =>
  async (dispatch, getState) => {
    const seq = selectNotificationsState(getState()).liveSeq;
    try {
      await dispatch(endpoints.updateNotification.initiate({ id, updateNotificationBody: { is_read: true } })).unwrap();
      dispatch(notificationMarkedRead({ id, countedByServer: selectNotificationsState(getState()).liveSeq !== seq }));
      return true;
    } catch (err) {
      dispatch(actionFailed({ error: notificationErrorMessage(err, NOTIFICATION_ERRORS.markRead) }));
      return false;
    }
  };

export const markAllNotificationsRead = (): Thunk<boolean> => async (dispatch) => {
  try {
    await dispatch(endpoints.markAllNotificationsRead.initiate()).unwrap();
    dispatch(allMarkedRead());
    return true;
  } catch (err) {
    dispatch(actionFailed({ error: notificationErrorMessage(err, NOTIFICATION_ERRORS.markAllRead) }));
    return false;
  }
};

export const deleteNotification =
  (id: number): Thunk<boolean> =>
  async (dispatch, getState) => {
    const seq = selectNotificationsState(getState()).liveSeq;
    try {
      await dispatch(endpoints.deleteNotification.initiate({ id })).unwrap();
      dispatch(notificationDeleted({ id, countedByServer: selectNotificationsState(getState()).liveSeq !== seq }));
      return true;
    } catch (err) {
      dispatch(actionFailed({ error: notificationErrorMessage(err, NOTIFICATION_ERRORS.remove) }));
      return false;
    }
  };
