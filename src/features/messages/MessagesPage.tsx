import { useState } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import { useListConversationsQuery, type Conversation } from '../../api/messages';
import { paths } from '../../app/paths';
import Avatar from '../../components/Avatar';
import button from '../../components/Button.module.css';
import Image from '../../components/Image';
import Pager from '../../components/Pager';
import RelativeTime from '../../components/RelativeTime';
import { useToast } from '../../components/Toast';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Alert, Spinner } from './parts';
import styles from './MessagesPage.module.css';

export const PAGE_SIZE = 20;

/**
 * /messages and /messages/:id (signed in): the inbox beside the open conversation (the child
 * route). On a phone only one shows: the inbox, or the conversation with its back button.
 * The short messages ("… foi bloqueado(a).") live here, so they outlast the conversation they
 * come from: the child route gets `toast` as its outlet context (useMessagesToast).
 */
export default function MessagesPage() {
  useDocumentTitle('Mensagens');
  const { id } = useParams();
  const { toast, region } = useToast();
  const open = id !== undefined;
  return (
    <div className={`${styles.page} ${open ? styles.open : styles.closed}`}>
      <Inbox activeId={open ? Number(id) : null} />
      <section className={styles.pane} aria-label="Conversa">
        <Outlet context={toast} />
      </section>
      {region}
    </div>
  );
}

function Inbox({ activeId }: { activeId: number | null }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = useListConversationsQuery({ page, pageSize: PAGE_SIZE });

  let body: React.ReactNode;
  if (isLoading) {
    body = (
      <div className={styles.center}>
        <Spinner label="Carregando conversas" />
      </div>
    );
  } else if (!data) {
    body = (
      <Alert
        type="error"
        title="Não foi possível carregar suas conversas."
        description={apiErrorMessage(error)}
        action={
          <button type="button" className={button.button} onClick={() => void refetch()}>
            Tentar novamente
          </button>
        }
      />
    );
  } else if (data.results.length === 0) {
    body = (
      <div className={styles.center}>
        <p>Você ainda não tem conversas.</p>
        <p>Na página de um anúncio, use “Enviar mensagem” para falar com quem anunciou.</p>
        <Link to={paths.ads()}>Ver anúncios</Link>
      </div>
    );
  } else {
    body = (
      <ul className={styles.list} aria-label="Conversas">
        {data.results.map((c) => (
          <li key={c.id}>
            <InboxItem conversation={c} active={c.id === activeId} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.inbox}>
      <div className={styles.inboxHead}>
        <h1 className={styles.title}>Mensagens</h1>
      </div>
      {body}
      {data && data.count > PAGE_SIZE && (
        <div className={styles.pager}>
          <Pager current={page} pages={Math.ceil(data.count / PAGE_SIZE)} onChange={setPage} />
        </div>
      )}
    </div>
  );
}

function InboxItem({ conversation: c, active }: { conversation: Conversation; active: boolean }) {
  const unread = c.unread_count > 0;
  const last = c.last_message;
  const lastText = last ? `${last.mine ? 'Você: ' : ''}${last.text || 'Foto'}` : '';
  return (
    <Link
      to={paths.conversation(c.id)}
      className={`${styles.item} ${unread ? styles.unread : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      <Image src={c.ad?.image} alt="" width={56} height={56} className={styles.thumb} />
      <span className={styles.itemText}>
        <span className={styles.itemTop}>
          <Avatar src={c.other.avatar} name={c.other.first_name} size={20} />
          <span className={styles.name}>{c.other.first_name}</span>
        </span>
        <span className={styles.adTitle}>{c.ad?.title ?? 'Anúncio removido'}</span>
        <span className={styles.last}>{lastText}</span>
      </span>
      <span className={styles.itemSide}>
        {last && (
          <time className={styles.time} dateTime={last.created_at}>
            <RelativeTime date={last.created_at} />
          </time>
        )}
        {unread && (
          <span
            className={styles.count}
            aria-label={c.unread_count === 1 ? '1 não lida' : `${c.unread_count} não lidas`}
          >
            {c.unread_count > 99 ? '99+' : c.unread_count}
          </span>
        )}
      </span>
    </Link>
  );
}
