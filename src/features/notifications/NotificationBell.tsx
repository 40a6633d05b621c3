import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Notification } from '../../api/notifications';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { SvgIcon } from '../../components/icons';
import { plural } from '../../lib/plural';
import { relativeTime } from '../../lib/relativeTime';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { selectIsAuthenticated } from '../../session/authSlice';
import { NotificationIcon } from './notificationTypes';
import {
  BELL_LIMIT,
  loadUnread,
  markAllNotificationsRead,
  markNotificationRead,
  selectNotificationActionError,
  selectUnreadCount,
  selectUnreadError,
  selectUnreadLoading,
  selectUnreadNotifications,
} from './notificationsSlice';
import { useNotificationsSync } from './useNotificationsSync';
import button from '../../components/Button.module.css';
import styles from './NotificationBell.module.css';

/** Spec section 9: the badge shows at most 99. */
export const badgeLabel = (count: number) => (count > 99 ? '99+' : String(count));

/** The shell's desktop layout (Shell.module.css): below it the panel is a sheet under the header. */
const DESKTOP = '(min-width: 768px)';

/** antd's BellOutlined, as a plain path (the header carries no icon library). */
const BELL_PATH =
  'M816 768h-24V428c0-141.1-104.3-257.7-240-277.1V112c0-22.1-17.9-40-40-40s-40 17.9-40 40v38.9c-135.7 19.4-240 136-240 277.1v340h-24c-17.7 0-32 14.3-32 32v32c0 4.4 3.6 8 8 8h216c0 61.8 50.2 112 112 112s112-50.2 112-112h216c4.4 0 8-3.6 8-8v-32c0-17.7-14.3-32-32-32zM512 888c-26.5 0-48-21.5-48-48h96c0 26.5-21.5 48-48 48zM304 768V428c0-55.6 21.6-107.8 60.9-147.1S456.4 220 512 220c55.6 0 107.8 21.6 147.1 60.9S720 372.4 720 428v340H304z';

/**
 * The header's notification bell (spec section 2). Renders nothing for visitors, so the header
 * can place it unconditionally; it also keeps the notifications state in step with the session.
 */
export default function NotificationBell() {
  useNotificationsSync();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  return isAuthenticated ? <Bell /> : null;
}
export { NotificationBell };

/**
 * The bell and its panel, in plain React (it is on every signed-in page, the plain ones too): on a
 * desktop a card under the bell, right-aligned; on a phone a sheet as wide as the screen under the
 * header. Escape, a click outside and a navigation close it.
 */
function Bell() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const phone = !useMediaQuery(DESKTOP, true);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const bellButton = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const count = useAppSelector(selectUnreadCount);
  const unread = useAppSelector(selectUnreadNotifications);
  const loading = useAppSelector(selectUnreadLoading);
  const unreadError = useAppSelector(selectUnreadError);
  const actionError = useAppSelector(selectNotificationActionError);
  const error = unreadError ?? actionError;

  // Another page (a link in the panel, the browser's back button, a header link): the panel closes.
  const [page, setPage] = useState(location.key);
  if (page !== location.key) {
    setPage(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      bellButton.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // The sheet is a dialog: focus goes into it (the bell, still in view, closes it again).
  useEffect(() => {
    if (open && phone) sheet.current?.focus();
  }, [open, phone]);

  const toggle = () => {
    setOpen(!open);
    if (!open) void dispatch(loadUnread());
  };
  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };
  const openItem = async (n: Notification) => {
    await dispatch(markNotificationRead(n.id));
    if (n.link) go(n.link);
  };

  const shown = unread.slice(0, BELL_LIMIT);
  const rest = Math.max(count, unread.length) - shown.length;
  const small = `${button.button} ${button.small}`;

  let body: React.ReactNode;
  if (loading && unread.length === 0) {
    body = (
      <div className={styles.center}>
        <span className={styles.spinner} role="status" aria-label="Carregando notificações" />
      </div>
    );
  } else if (error) {
    body = (
      <p className={styles.error} role="alert">
        {error}
      </p>
    );
  } else if (shown.length === 0) {
    body = (
      <div className={styles.center}>
        <span className={styles.secondary}>Você não tem notificações não lidas</span>
        <button type="button" className={small} onClick={() => go(paths.profileNotifications())}>
          Ver histórico
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label="Notificações não lidas">
          {shown.map((n) => (
            <li key={n.id}>
              <button type="button" className={styles.item} onClick={() => void openItem(n)}>
                <NotificationIcon type={n.type} />
                <span className={styles.itemText}>
                  <span className={styles.itemTitle}>{n.title}</span>
                  <span className={styles.itemMessage}>{n.message}</span>
                  <time className={styles.itemDate} dateTime={n.created_at}>
                    {relativeTime(n.created_at)}
                  </time>
                </span>
              </button>
            </li>
          ))}
        </ul>
        {rest > 0 && (
          <div className={styles.more}>
            <span>+{rest} notificações não exibidas</span>
            <button type="button" className={styles.link} onClick={() => go(paths.profileNotifications())}>
              Ver Todas as Notificações
            </button>
          </div>
        )}
      </>
    );
  }

  const content = (
    // A named region: a screen reader finds the panel by its name, as the heading says.
    <section className={styles.panel} aria-label="Notificações">
      <div className={styles.head}>
        <h2 className={styles.title}>Notificações</h2>
        <span className={styles.tag}>{plural(count, 'nova', 'novas')}</span>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={small}
          disabled={count === 0}
          onClick={() => void dispatch(markAllNotificationsRead())}
        >
          Marcar todas como lidas
        </button>
        <button type="button" className={styles.link} onClick={() => go(paths.profileNotifications())}>
          Ver todas
        </button>
      </div>
      {body}
    </section>
  );

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={bellButton}
        type="button"
        className={styles.bell}
        aria-label={
          count > 0 ? `Notificações (${badgeLabel(count)} ${count === 1 ? 'não lida' : 'não lidas'})` : 'Notificações'
        }
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <span className={styles.bellIcon}>
          <SvgIcon path={BELL_PATH} viewBox="64 64 896 896" size={20} />
          {count > 0 && (
            <span className={styles.badge} data-testid="notifications-badge">
              {badgeLabel(count)}
            </span>
          )}
        </span>
      </button>
      {open &&
        (phone ? (
          // On a phone a card anchored to the bell runs off the left edge: the panel opens as a
          // sheet under the fixed header, as wide as the screen; the page behind it dims.
          <>
            <div className={styles.mask} onClick={() => setOpen(false)} aria-hidden="true" />
            <div
              ref={sheet}
              id={panelId}
              className={styles.sheet}
              role="dialog"
              aria-label="Notificações"
              tabIndex={-1}
              data-testid="notifications-sheet"
            >
              {content}
            </div>
          </>
        ) : (
          <div id={panelId} className={styles.popover}>
            {content}
          </div>
        ))}
    </div>
  );
}
