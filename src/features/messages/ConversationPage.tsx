import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useGetAdQuery } from '../../api/ads';
import {
  loadOlderMessages,
  useBlockUserMutation,
  useGetConversationQuery,
  useListConversationMessagesQuery,
  useMarkConversationReadMutation,
  type ChatMessage,
  type Conversation,
} from '../../api/messages';
import { useCreateConversationReportMutation } from '../../api/reports';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import Avatar from '../../components/Avatar';
import button from '../../components/Button.module.css';
import Image from '../../components/Image';
import MenuButton from '../../components/MenuButton';
import RelativeTime from '../../components/RelativeTime';
import ConfirmDialog from '../../components/ConfirmDialog';
import ReportDialog from '../../components/ReportDialog';
import { apiErrorMessage } from '../../lib/apiErrors';
import { resolveImageUrl } from '../../lib/imageUrl';
import { formatPrice } from '../../lib/price';
import Composer from './Composer';
import ReviewAdvertiserButton from './ReviewAdvertiserButton';
import { Alert, Icon, Spinner, useMessagesToast } from './parts';
import styles from './Conversation.module.css';
import page from './MessagesPage.module.css';

export const SAFETY_TIP =
  'Nunca pague adiantado por Pix a quem você não conhece. Combine a entrega em um lugar público, confira o produto e só então pague.';
export const FLAG_WARNING =
  'Cuidado: esta mensagem pede pagamento adiantado ou leva a conversa para fora da Tribo. Golpistas fazem assim.';
/** Under one's own flagged message: the other person sees FLAG_WARNING under it. */
export const OWN_FLAG_NOTE = 'A outra pessoa verá um aviso de segurança sob esta mensagem.';

/** /messages/:id: the ad on top, the safety tip, the messages in order, the composer. */
export default function ConversationPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const conversation = useGetConversationQuery({ id }, { skip: !valid });
  if (!valid || conversation.error) {
    return (
      <div className={page.center}>
        <Alert type="error" title={valid ? apiErrorMessage(conversation.error) : 'Conversa não encontrada.'} />
        <Link to={paths.messages()}>Voltar para as mensagens</Link>
      </div>
    );
  }
  if (!conversation.data) {
    return (
      <div className={page.center}>
        <Spinner label="Carregando conversa" />
      </div>
    );
  }
  return <Conversation key={id} conversation={conversation.data} />;
}

function Conversation({ conversation: c }: { conversation: Conversation }) {
  const deleted = c.other.username === null;
  return (
    <>
      <Head conversation={c} />
      {c.ad && <AdSummary ad={c.ad} />}
      <Alert className={styles.tip} type="warning" role="note" title={SAFETY_TIP} />
      <Thread id={c.id} />
      {deleted ? (
        <p className={styles.closedNote}>Esta pessoa excluiu a conta e não recebe mais mensagens.</p>
      ) : (
        <Composer conversationId={c.id} />
      )}
    </>
  );
}

function Head({ conversation: c }: { conversation: Conversation }) {
  const navigate = useNavigate();
  const toast = useMessagesToast();
  const [block, { isLoading: blocking }] = useBlockUserMutation();
  const [report] = useCreateConversationReportMutation();
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  const username = c.other.username;
  const person = (
    <>
      <Avatar src={c.other.avatar} name={c.other.first_name} size={32} />
      <span className={styles.personName}>{c.other.first_name}</span>
    </>
  );
  const onBlock = async () => {
    if (!username) return;
    try {
      await block({ blockBody: { username } }).unwrap();
      toast.success(`${c.other.first_name} foi bloqueado(a).`);
      navigate(paths.messages());
    } catch (err) {
      setOpen(null);
      toast.error(apiErrorMessage(err, 'Não foi possível bloquear este usuário.'));
    }
  };
  return (
    <div className={styles.head}>
      <button
        type="button"
        className={`${button.button} ${button.text} ${button.icon} ${styles.back}`}
        aria-label="Voltar para as conversas"
        onClick={() => navigate(paths.messages())}
      >
        <Icon name="back" />
      </button>
      {username ? (
        <Link to={paths.publicProfile(username)} className={styles.person}>
          {person}
        </Link>
      ) : (
        <span className={styles.person}>{person}</span>
      )}
      {username && c.ad ? (
        <ReviewAdvertiserButton username={username} name={c.other.first_name} adSlug={c.ad.slug} />
      ) : null}
      {username && (
        <MenuButton
          label="Mais opções da conversa"
          icon={<Icon name="more" />}
          items={[
            {
              key: 'report',
              icon: <Icon name="flag" />,
              label: 'Denunciar conversa',
              onSelect: () => setOpen('report'),
            },
            {
              key: 'block',
              icon: <Icon name="block" />,
              danger: true,
              label: 'Bloquear usuário',
              onSelect: () => setOpen('block'),
            },
          ]}
        />
      )}
      {open === 'report' && (
        <ReportDialog
          title="Denunciar conversa"
          onSubmit={(body) => report({ id: c.id, reportBody: body }).unwrap()}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        open={open === 'block'}
        title={`Bloquear ${c.other.first_name}?`}
        description="Vocês não poderão mais trocar mensagens e a conversa sai da sua lista."
        confirmText="Bloquear"
        danger
        busy={blocking}
        onConfirm={() => void onBlock()}
        onCancel={() => setOpen(null)}
      />
    </div>
  );
}

/** The ad the conversation is about, with its price when the ad can still be read. */
function AdSummary({ ad }: { ad: NonNullable<Conversation['ad']> }) {
  const { data } = useGetAdQuery({ slug: ad.slug });
  return (
    <Link to={paths.ad(ad.slug)} className={styles.ad}>
      <Image src={ad.image} alt="" width={48} height={48} className={styles.adThumb} />
      <span className={styles.adText}>
        <span className={styles.adTitle}>{ad.title}</span>
        {data && <span className={styles.adPrice}>{formatPrice(data.price_cents, data.price_type)}</span>}
      </span>
    </Link>
  );
}

function Thread({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const { data, isLoading, error } = useListConversationMessagesQuery({ id });
  const [markRead] = useMarkConversationReadMutation();
  const [older, setOlder] = useState<'idle' | 'loading' | 'failed'>('idle');
  const box = useRef<HTMLDivElement>(null);
  const messages = data?.results ?? [];
  const last = messages.at(-1);
  const lastMine = [...messages].reverse().find((m) => m.mine);
  const unreadFromOther = [...messages].reverse().find((m) => !m.mine && !m.read_at)?.id;

  // Open and on screen: what the other person sent is seen (their "visto", my badge).
  useEffect(() => {
    if (unreadFromOther !== undefined) void markRead({ id });
  }, [id, unreadFromOther, markRead]);

  // A new last message (sent or received) scrolls into view; older pages keep the reading place.
  useLayoutEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last?.id]);

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    setOlder('loading');
    const el = box.current;
    const fromBottom = el ? el.scrollHeight - el.scrollTop : 0;
    try {
      await dispatch(loadOlderMessages({ id, before: first.id })).unwrap();
      setOlder('idle');
      requestAnimationFrame(() => {
        if (el) el.scrollTop = el.scrollHeight - fromBottom;
      });
    } catch {
      setOlder('failed');
    }
  };

  if (isLoading) {
    return (
      <div className={page.center}>
        <Spinner label="Carregando mensagens" />
      </div>
    );
  }
  if (!data) return <Alert className={styles.tip} type="error" title={apiErrorMessage(error)} />;
  return (
    <div ref={box} className={styles.thread} role="log" aria-label="Mensagens da conversa">
      {data.next && (
        <button
          type="button"
          className={`${button.button} ${button.small} ${styles.older}`}
          aria-busy={older === 'loading' || undefined}
          onClick={() => void (older !== 'loading' && loadOlder())}
        >
          {older === 'loading' && <span className={styles.busy} aria-hidden="true" />}
          {older === 'failed' ? 'Tentar de novo: mensagens anteriores' : 'Mensagens anteriores'}
        </button>
      )}
      {messages.map((m) => (
        <MessageItem key={m.id} message={m} seen={m.id === lastMine?.id && Boolean(m.read_at)} />
      ))}
    </div>
  );
}

function MessageItem({ message: m, seen }: { message: ChatMessage; seen: boolean }) {
  return (
    <div className={`${styles.message} ${m.mine ? styles.mine : ''}`} data-testid="message">
      {m.text && <div className={styles.bubble}>{m.text}</div>}
      {m.images.length > 0 && (
        <div className={styles.photos}>
          {m.images.map((img) => (
            <a
              key={img.url}
              href={resolveImageUrl(img.url) ?? img.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Abrir foto"
            >
              <Image
                src={img.thumbnail}
                alt="Foto enviada na conversa"
                width={120}
                height={120}
                className={styles.photo}
              />
            </a>
          ))}
        </div>
      )}
      <span className={styles.meta}>
        <time dateTime={m.created_at}>
          <RelativeTime date={m.created_at} />
        </time>
        {seen && ' · visto'}
      </span>
      {m.flagged &&
        (m.mine ? (
          <span className={styles.meta}>{OWN_FLAG_NOTE}</span>
        ) : (
          <Alert className={styles.flag} type="warning" role="note" title={FLAG_WARNING} />
        ))}
    </div>
  );
}
