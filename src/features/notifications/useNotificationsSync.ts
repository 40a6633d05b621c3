import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import {
  messageEventReceived,
  messageReadReceived,
  messagesStale,
  type MessageReadStreamEvent,
  type MessageStreamEvent,
} from '../../api/messages';
import { NOTIFICATIONS_STREAM_PATH, refreshAfterNotification, type Notification } from '../../api/notifications';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import type { RootState } from '../../app/store';
import { API_BASE } from '../../lib/env';
import { selectAuthLoading, selectCurrentUser, selectIsAuthenticated } from '../../session/authSlice';
import {
  liveCountReceived,
  liveNotificationReceived,
  liveStatusChanged,
  loadUnread,
  loadUnreadCount,
  selectNotificationsLive,
  sessionEnded,
} from './notificationsSlice';
import { openNotificationsStream } from './notificationsStream';

/** Spec: without the live stream, the badge is refreshed by polling unread_count every 60 s. */
export const POLL_INTERVAL_MS = 60_000;

/**
 * Keeps the notifications state in step with the session: loads the badge and the bell's list
 * once the session has resolved and is signed in, holds the live stream open (polling while it
 * is down; it also carries Mensagens' `message` events), and resets everything when signed out (except on /login, spec section 4).
 */
export function useNotificationsSync() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const { pathname } = useLocation();
  const authLoading = useAppSelector(selectAuthLoading);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const live = useAppSelector(selectNotificationsLive);
  const active = !authLoading && isAuthenticated;

  useEffect(() => {
    if (!active) return;
    void dispatch(loadUnreadCount());
    void dispatch(loadUnread());
  }, [active, userId, dispatch]);

  useEffect(() => {
    if (!authLoading && !isAuthenticated && pathname !== paths.login()) dispatch(sessionEnded());
  }, [authLoading, isAuthenticated, pathname, dispatch]);

  useEffect(() => {
    if (!active) return;
    let connections = 0;
    const stop = openNotificationsStream({
      url: `${API_BASE}${NOTIFICATIONS_STREAM_PATH}`,
      getToken: () => store.getState().auth.token,
      onStatus: (isLive) => dispatch(liveStatusChanged({ live: isLive })),
      // Any API call goes through the base query, which renews an expired token.
      onUnauthorized: () => void dispatch(loadUnreadCount()),
      onEvent(event, data) {
        if (event === 'ready') {
          dispatch(liveCountReceived({ count: (data as { unread_count: number }).unread_count }));
          // After a reconnection, catch up with what arrived while the stream was down.
          if (connections++ > 0) {
            void dispatch(loadUnread());
            dispatch(messagesStale());
          }
        } else if (event === 'notification') {
          const payload = data as { notification: Notification; unread_count: number };
          dispatch(liveNotificationReceived(payload));
          // The page on screen follows the bell: a tribe's approval, an ad's highlight, a payment.
          dispatch(refreshAfterNotification(payload.notification));
        } else if (event === 'message') {
          // Mensagens ride on this stream too (one connection per tab): badge, inbox, open conversation.
          void dispatch(messageEventReceived(data as MessageStreamEvent));
        } else if (event === 'message_read') {
          // The other side read my messages: "visto" at once in an open conversation.
          dispatch(messageReadReceived(data as MessageReadStreamEvent));
        } else if (event === 'unread_count') {
          dispatch(liveCountReceived(data as { count: number }));
        }
      },
    });
    return () => {
      stop();
      dispatch(liveStatusChanged({ live: false }));
    };
  }, [active, userId, dispatch, store]);

  useEffect(() => {
    if (!active || live) return;
    const timer = setInterval(() => void dispatch(loadUnreadCount()), POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active, live, dispatch]);
}
