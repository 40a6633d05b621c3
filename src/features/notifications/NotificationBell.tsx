import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Grid, Popover, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '../../api/notifications';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { relativeTime } from '../../lib/relativeTime';
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
import styles from './NotificationBell.module.css';
import { plural } from '../../lib/plural';

/** Spec section 9: the badge shows at most 99. */
export const badgeLabel = (count: number) => (count > 99 ? '99+' : String(count));

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

function Bell() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Below 768 px (the shell's phone layout) the panel is a full-width sheet, not a popover.
  const phone = Grid.useBreakpoint().md === false;
  const count = useAppSelector(selectUnreadCount);
  const unread = useAppSelector(selectUnreadNotifications);
  const loading = useAppSelector(selectUnreadLoading);
  const unreadError = useAppSelector(selectUnreadError);
  const actionError = useAppSelector(selectNotificationActionError);
  const error = unreadError ?? actionError;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void dispatch(loadUnread());
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

  let body: React.ReactNode;
  if (loading && unread.length === 0) {
    body = (
      <div className={styles.center}>
        <Spin aria-label="Carregando notificações" />
      </div>
    );
  } else if (error) {
    body = (
      <Typography.Text type="danger" role="alert">
        {error}
      </Typography.Text>
    );
  } else if (shown.length === 0) {
    body = (
      <div className={styles.center}>
        <Typography.Text type="secondary">Você não tem notificações não lidas</Typography.Text>
        <Button size="small" onClick={() => go(paths.profileNotifications())}>
          Ver histórico
        </Button>
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
            <Button type="link" onClick={() => go(paths.profileNotifications())}>
              Ver Todas as Notificações
            </Button>
          </div>
        )}
      </>
    );
  }

  const content = (
    // A named region: antd puts the popover at the end of the page, outside the header's landmarks.
    <section className={styles.panel} aria-label="Notificações">
      <div className={styles.head}>
        <h2 className={styles.title}>Notificações</h2>
        <Tag color="blue">{plural(count, 'nova', 'novas')}</Tag>
      </div>
      <div className={styles.actions}>
        <Button size="small" disabled={count === 0} onClick={() => void dispatch(markAllNotificationsRead())}>
          Marcar todas como lidas
        </Button>
        <Button size="small" type="link" onClick={() => go(paths.profileNotifications())}>
          Ver todas
        </Button>
      </div>
      {body}
    </section>
  );

  const bell = (
    <Button
      type="text"
      shape="circle"
      aria-label={
        count > 0 ? `Notificações (${badgeLabel(count)} ${count === 1 ? 'não lida' : 'não lidas'})` : 'Notificações'
      }
      aria-expanded={open}
      onClick={phone ? () => onOpenChange(!open) : undefined}
      icon={
        <Badge count={count} overflowCount={99} size="small">
          <BellOutlined style={{ fontSize: 20 }} />
        </Badge>
      }
    />
  );

  // On a phone a popover anchored to the bell runs off the left edge: the panel opens as a sheet
  // under the header, as wide as the screen.
  if (phone) {
    return (
      <>
        {bell}
        <Drawer
          open={open}
          onClose={() => onOpenChange(false)}
          placement="top"
          size="auto"
          title={null}
          // The sheet is a dialog: named, as its panel's heading says.
          aria-label="Notificações"
          closable={false}
          destroyOnHidden
          rootClassName={styles.sheetRoot}
          // Under the fixed header (64 px): the bell stays in view and closes the sheet again.
          rootStyle={{ top: 64 }}
          styles={{ body: { padding: 12 } }}
        >
          <div data-testid="notifications-sheet">{content}</div>
        </Drawer>
      </>
    );
  }

  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      destroyOnHidden
    >
      {bell}
    </Popover>
  );
}
