import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  NOTIFICATION_ERRORS,
  notificationErrorMessage,
  useGetNotificationStatsQuery,
  type Notification,
} from '../../api/notifications';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { relativeTime } from '../../lib/relativeTime';
import button from '../../components/Button.module.css';
import ConfirmDialog from '../../components/ConfirmDialog';
import { Notice } from '../../components/form/Notice';
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
    <section id="notifications" aria-labelledby="notifications-title" className={styles.section}>
      <h2 id="notifications-title" className={styles.heading}>
        Notificações
      </h2>
      <NotificationStatsSummary />
      <div className={styles.toolbar}>
        <FilterRadios value={filter} onChange={(value) => void dispatch(loadFirstPage(value))} />
        <button
          type="button"
          className={button.button}
          disabled={unreadCount === 0}
          onClick={() => void dispatch(markAllNotificationsRead())}
        >
          Marcar todas como lidas
        </button>
      </div>
      {actionError && <Notice type="error" title={actionError} />}
      {list.length > 0 && (
        <ul className={styles.list} aria-label="Histórico de notificações">
          {list.map((n) => (
            <HistoryItem key={n.id} n={n} />
          ))}
        </ul>
      )}
      {loading && page <= 1 && (
        <div className={styles.center}>
          <span className={styles.spinner} role="status" aria-label="Carregando notificações" />
        </div>
      )}
      {!loading && !error && page > 0 && list.length === 0 && (
        <p className={`${styles.center} ${styles.secondary}`}>
          {filter === 'unread' ? 'Você não tem notificações não lidas' : 'Você ainda não recebeu notificações'}
        </p>
      )}
      {error && (
        <span className={styles.danger} role="alert">
          {error}
        </span>
      )}
      {hasMore && (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <button
            type="button"
            className={button.button}
            onClick={() => void dispatch(loadNextPage())}
            disabled={loading && page > 1}
            aria-busy={(loading && page > 1) || undefined}
          >
            Carregar mais
          </button>
        </div>
      )}
    </section>
  );
}

function HistoryItem({ n }: { n: Notification }) {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={styles.item} aria-label={n.title}>
      <NotificationIcon type={n.type} />
      <div className={styles.text}>
        <span className={styles.titleRow}>
          {n.link ? (
            <Link to={n.link} className={styles.title}>
              {n.title}
            </Link>
          ) : (
            <span className={styles.title}>{n.title}</span>
          )}
          {!n.is_read && <span className={styles.newTag}>Nova</span>}
        </span>
        <span className={styles.message}>{n.message}</span>
        <time className={styles.date} dateTime={n.created_at}>
          {relativeTime(n.created_at)}
        </time>
      </div>
      <div className={styles.actions}>
        {!n.is_read && (
          <button type="button" className={styles.linkButton} onClick={() => void dispatch(markNotificationRead(n.id))}>
            Marcar como lida
          </button>
        )}
        <button
          type="button"
          className={`${styles.linkButton} ${styles.dangerLink}`}
          aria-label={`Excluir a notificação ${n.title}`}
          onClick={() => setConfirming(true)}
        >
          Excluir
        </button>
        <ConfirmDialog
          open={confirming}
          title="Excluir esta notificação?"
          confirmText="Excluir"
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void dispatch(deleteNotification(n.id));
          }}
        />
      </div>
    </li>
  );
}

function NotificationStatsSummary() {
  const { data, error, isLoading } = useGetNotificationStatsQuery();
  if (isLoading)
    return <span className={`${styles.spinner} ${styles.small}`} role="status" aria-label="Carregando estatísticas" />;
  if (error || !data) {
    return (
      <span className={styles.danger} role="alert">
        {notificationErrorMessage(error, NOTIFICATION_ERRORS.stats)}
      </span>
    );
  }
  const types = Object.entries(data.by_type).filter(([, s]) => s.total > 0);
  return (
    <div aria-label="Estatísticas das notificações">
      <p className={styles.total}>
        {data.total} no total · {plural(data.unread, 'não lida', 'não lidas')}
      </p>
      <div className={styles.tags}>
        {types.map(([type, s]) => {
          const { label, color, Icon } = typeAppearance(type);
          // The type's colour marks its icon; the text stays dark on a neutral tag (WCAG AA).
          return (
            <span key={type} className={styles.tag}>
              <Icon style={{ color }} />
              <span>
                {label}: {s.total} ({plural(s.unread, 'não lida', 'não lidas')})
              </span>
            </span>
          );
        })}
      </div>
    </div>
  );
}

const FILTERS: { value: HistoryFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'unread', label: 'Não lidas' },
];

/** All or unread (antd's Segmented as a plain radio group: the arrow keys move between the two). */
function FilterRadios({ value, onChange }: { value: HistoryFilter; onChange: (value: HistoryFilter) => void }) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label="Filtrar notificações" className={styles.segmented}>
      {FILTERS.map((option) => (
        <label key={option.value} className={styles.segment}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
