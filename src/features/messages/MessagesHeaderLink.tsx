import { Link } from 'react-router-dom';
import { useGetUnreadMessagesCountQuery } from '../../api/messages';
import { paths } from '../../app/paths';
import styles from './MessagesHeaderLink.module.css';

/** The stream carries every new message's count; this poll only catches what a dropped stream missed. */
export const UNREAD_POLL_MS = 60_000;

/** "99+" past 99, as the bell writes it. */
export const unreadLabel = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The header's "Mensagens" icon beside the bell (members only: the header shows it to them), with
 * the unread count that the notifications stream keeps live.
 */
export default function MessagesHeaderLink() {
  const { data } = useGetUnreadMessagesCountQuery(undefined, {
    pollingInterval: UNREAD_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const count = data?.count ?? 0;
  const label = count > 0 ? `Mensagens (${unreadLabel(count)} ${count === 1 ? 'não lida' : 'não lidas'})` : 'Mensagens';
  return (
    <Link to={paths.messages()} className={styles.link} aria-label={label} title="Mensagens">
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path
          d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H9l-4.2 3.6A.5.5 0 0 1 4 19.2V5.5Z"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 && (
        <span className={styles.badge} data-testid="messages-badge">
          {unreadLabel(count)}
        </span>
      )}
    </Link>
  );
}
