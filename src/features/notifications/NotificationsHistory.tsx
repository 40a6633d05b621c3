import { Alert, Button, Popconfirm, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import {
  NOTIFICATION_ERRORS,
  notificationErrorMessage,
  useGetNotificationStatsQuery,
  type Notification,
} from '../../api/notifications';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { relativeTime } from '../../lib/relativeTime';
import { NotificationIcon, typeAppearance } from './notificationTypes';
import styles from './NotificationsHistory.module.css';
import {
  deleteNotification,
  loadFirstPage,
  loadNextPage,
  markAllNotificationsRead,
  markNotificationRead,
  selectHasMoreNotifications,
  selectHistoryFilter,
  selectNotificationActionError,
  selectNotifications,
  selectNotificationsError,
  selectNotificationsLoading,
  selectNotificationsPage,
  selectUnreadCount,
  type HistoryFilter,
} from './notificationsSlice';
import { plural } from '../../lib/plural';

/**
 * The notification history (/profile#notifications): stats by type, a filter all/unread, pages of
 * 20 with 'Carregar mais', mark one or all read, delete with confirmation.
 */
export default function NotificationsHistory() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectNotifications);
  const page = useAppSelector(selectNotificationsPage);
  const hasMore = useAppSelector(selectHasMoreNotifications);
  const loading = useAppSelector(selectNotificationsLoading);
  const error = useAppSelector(selectNotificationsError);
  const actionError = useAppSelector(selectNotificationActionError);
  const filter = useAppSelector(selectHistoryFilter);
  const unreadCount = useAppSelector(selectUnreadCount);

  useEffect(() => {
    void dispatch(loadFirstPage('all'));
  }, [dispatch]);

  return (
    <section id="notifications" aria-labelledby="notifications-title">
      <Typography.Title level={2} id="notifications-title">
        Notificações
      </Typography.Title>
      <NotificationStatsSummary />
      <Space wrap style={{ margin: '16px 0' }}>
        <Segmented<HistoryFilter>
          aria-label="Filtrar notificações"
          value={filter}
          onChange={(value) => void dispatch(loadFirstPage(value))}
          options={[
            { label: 'Todas', value: 'all' },
            { label: 'Não lidas', value: 'unread' },
          ]}
        />
        <Button disabled={unreadCount === 0} onClick={() => void dispatch(markAllNotificationsRead())}>
          Marcar todas como lidas
        </Button>
      </Space>
      {actionError && <Alert type="error" showIcon title={actionError} style={{ marginBottom: 16 }} />}
      {list.length > 0 && (
        <ul className={styles.list} aria-label="Histórico de notificações">
          {list.map((n) => (
            <HistoryItem key={n.id} n={n} />
          ))}
        </ul>
      )}
      {loading && page <= 1 && (
        <div className={styles.center}>
          <Spin aria-label="Carregando notificações" />
        </div>
      )}
      {!loading && !error && page > 0 && list.length === 0 && (
        <Typography.Paragraph type="secondary" className={styles.center}>
          {filter === 'unread' ? 'Você não tem notificações não lidas' : 'Você ainda não recebeu notificações'}
        </Typography.Paragraph>
      )}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      {hasMore && (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Button onClick={() => void dispatch(loadNextPage())} loading={loading && page > 1}>
            Carregar mais
          </Button>
        </div>
      )}
    </section>
  );
}

function HistoryItem({ n }: { n: Notification }) {
  const dispatch = useAppDispatch();
  return (
    <li className={styles.item} aria-label={n.title}>
      <NotificationIcon type={n.type} />
      <div className={styles.text}>
        <Space size={8} wrap>
          {n.link ? (
            <Link to={n.link} className={styles.title}>
              {n.title}
            </Link>
          ) : (
            <span className={styles.title}>{n.title}</span>
          )}
          {!n.is_read && <Tag color="blue">Nova</Tag>}
        </Space>
        <span className={styles.message}>{n.message}</span>
        <time className={styles.date} dateTime={n.created_at}>
          {relativeTime(n.created_at)}
        </time>
      </div>
      <div className={styles.actions}>
        {!n.is_read && (
          <Button type="link" size="small" onClick={() => void dispatch(markNotificationRead(n.id))}>
            Marcar como lida
          </Button>
        )}
        <Popconfirm
          title="Excluir esta notificação?"
          okText="Excluir"
          cancelText="Cancelar"
          okButtonProps={{ danger: true }}
          onConfirm={() => dispatch(deleteNotification(n.id))}
        >
          <Button type="link" size="small" danger aria-label={`Excluir a notificação ${n.title}`}>
            Excluir
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}

function NotificationStatsSummary() {
  const { data, error, isLoading } = useGetNotificationStatsQuery();
  if (isLoading) return <Spin size="small" aria-label="Carregando estatísticas" />;
  if (error || !data) {
    return (
      <Typography.Text type="danger" role="alert">
        {notificationErrorMessage(error, NOTIFICATION_ERRORS.stats)}
      </Typography.Text>
    );
  }
  const types = Object.entries(data.by_type).filter(([, s]) => s.total > 0);
  return (
    <div aria-label="Estatísticas das notificações">
      <Typography.Paragraph>
        {data.total} no total · {plural(data.unread, 'não lida', 'não lidas')}
      </Typography.Paragraph>
      <Space wrap>
        {types.map(([type, s]) => {
          const { label, color, Icon } = typeAppearance(type);
          // The type's colour marks its icon; the text stays dark on a neutral tag (WCAG AA).
          return (
            <Tag key={type} icon={<Icon style={{ color }} />}>
              {label}: {s.total} ({plural(s.unread, 'não lida', 'não lidas')})
            </Tag>
          );
        })}
      </Space>
    </div>
  );
}
