import { formatInteger } from '../../lib/numberFormat';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  useFavoriteAdMutation,
  useGetAdQuery,
  useUnfavoriteAdMutation,
  useVoteAdMutation,
  type AdDetail,
} from '../../api/ads';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { countAdView } from '../../api/adViews';
import { useToast } from '../../components/Toast';
import { canRenew } from '../../lib/adStatus';
import { formatPlace } from '../../lib/place';
import RelativeTime from '../../components/RelativeTime';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import type { LoginRedirectState } from '../../session/AccessGuard';
import {
  pendingActionCleared,
  pendingActionStored,
  redirectPathStored,
  selectIsAuthenticated,
  selectPendingAction,
  type PendingAction,
} from '../../session/authSlice';
import { AdLoading, AdProblem, Seller } from './AdParts';
import styles from './AdDetailPage.module.css';
import button from '../../components/Button.module.css';
import { formatPrice, PRICE_TYPE_LABELS, whatsappLink } from './format';
import { formatPhone, phoneHref } from '../../lib/phone';
import Gallery from './Gallery';
import { AdIcon } from '../../components/icons';
import MessageDialog from './MessageDialog';
import OwnerPanel from './OwnerPanel';
import ReportAdButton from './ReportAdButton';
import { copyText } from '../../lib/copyText';

const PRICE_SUFFIXED = new Set(['per_hour', 'per_service']);

const errorMessage = (err: unknown, fallback: string) =>
  (err as { data?: { error?: string } })?.data?.error ?? fallback;

/** Why a visitor is sent to /login from an ad's buttons (the login page shows it). */
export const LOGIN_TO_FAVORITE = 'Entre para favoritar anúncios';
export const LOGIN_TO_VOTE = 'Entre para votar em anúncios';
export const LOGIN_TO_MESSAGE = 'Entre para enviar mensagens';

/**
 * /ads/:slug in plain React + CSS (bench:bundle's and bench:lighthouse's goals): the page people
 * open from a shared link, so no antd on the way; the server puts the ad in the HTML and preloads
 * its first picture (the LCP).
 */
export default function AdDetailPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const justPublished = Boolean((location.state as { published?: boolean } | null)?.published);
  const { toast, region } = useToast();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const pending = useAppSelector(selectPendingAction);
  const { data: ad, isLoading, error, refetch } = useGetAdQuery({ slug });
  const [vote] = useVoteAdMutation();
  const [favorite] = useFavoriteAdMutation();
  const [unfavorite] = useUnfavoriteAdMutation();
  // Back from /login after pressing "Enviar mensagem": the composer is open again (once the ad
  // shows and only if it takes messages from this member, see canMessage).
  const [composing, setComposing] = useState(
    () => isAuthenticated && pending?.kind === 'message' && pending.slug === slug,
  );
  useDocumentTitle(ad?.title ?? 'Anúncio');

  const hasAd = Boolean(ad);
  // The visit counts once the page knows who is looking (the owner never counts; the server also
  // counts each person once a day): once per ad this page shows.
  const counted = useRef<string | null>(null);
  const isOwner = ad?.is_owner;
  useEffect(() => {
    if (!hasAd || isOwner || counted.current === slug) return;
    counted.current = slug;
    void dispatch(countAdView(slug));
  }, [hasAd, isOwner, slug, dispatch]);

  // Back from /login: what the visitor pressed is done once, judged on the ad as the member sees
  // it (read again with the token: a vote already given is not toggled off, a favourite not doubled).
  useEffect(() => {
    if (!pending || pending.slug !== slug || !isAuthenticated || !hasAd) return;
    dispatch(pendingActionCleared());
    if (pending.kind === 'message') return; // the composer opened with the page (composing)
    void (async () => {
      try {
        const fresh = await refetch().unwrap();
        if (pending.kind === 'favorite') {
          if (!fresh.is_favorited) await favorite({ slug }).unwrap();
          toast.success('Anúncio salvo nos seus favoritos.');
        } else {
          if (fresh.user_vote !== pending.vote_type)
            await vote({ slug, voteBody: { vote_type: pending.vote_type } }).unwrap();
          toast.success('Seu voto foi registrado.');
        }
      } catch (err) {
        toast.error(
          errorMessage(
            err,
            pending.kind === 'favorite'
              ? 'Não foi possível atualizar seus favoritos.'
              : 'Não foi possível registrar seu voto.',
          ),
        );
      }
    })();
  }, [pending, slug, isAuthenticated, hasAd, dispatch, refetch, favorite, vote, toast]);

  if (isLoading) return <AdLoading />;
  if (error || !ad) return <AdProblem notFound={(error as { status?: number } | undefined)?.status === 404} />;

  /** To /login saying why; back here after signing in, where the action is then applied. */
  const needLogin = (why: string, action: PendingAction) => {
    dispatch(redirectPathStored(location.pathname + location.search + location.hash));
    dispatch(pendingActionStored(action));
    void navigate(paths.login(), { state: { message: why } satisfies LoginRedirectState });
  };
  const onVote = async (vote_type: 'up' | 'down') => {
    if (!isAuthenticated) return needLogin(LOGIN_TO_VOTE, { kind: 'vote', slug, vote_type });
    try {
      await vote({ slug, voteBody: { vote_type } }).unwrap();
    } catch (err) {
      toast.error(errorMessage(err, 'Não foi possível registrar seu voto.'));
    }
  };
  const onFavorite = async () => {
    if (!isAuthenticated) return needLogin(LOGIN_TO_FAVORITE, { kind: 'favorite', slug });
    try {
      if (ad.is_favorited) await unfavorite({ slug }).unwrap();
      else await favorite({ slug }).unwrap();
    } catch (err) {
      toast.error(errorMessage(err, 'Não foi possível atualizar seus favoritos.'));
    }
  };
  /** The system's share sheet where there is one (phones); else the link is copied, and said so. */
  const onShare = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title: ad.title, url });
        return;
      } catch (err) {
        if ((err as Error | null)?.name === 'AbortError') return; // the sheet was closed
      }
    }
    if (await copyText(url)) toast.success('Link copiado!');
    else toast.error(`Não foi possível copiar o link. Copie-o da barra de endereços: ${url}`);
  };
  const onMessage = () => {
    if (!isAuthenticated) return needLogin(LOGIN_TO_MESSAGE, { kind: 'message', slug });
    setComposing(true);
  };
  const expired = canRenew(ad);
  // Another member may write about an ad that takes messages (active, not expired); never its owner.
  const canMessage = !ad.is_owner && ad.status === 'active' && !expired;

  return (
    // Phone: photos, then title/price/contact, then the description; from 768 px the description
    // sits under the photos and the ad's card runs down the right column.
    <div className={styles.layout}>
      {region}
      <div className={styles.gallery}>
        <Gallery images={ad.images} title={ad.title} />
      </div>
      <section className={`${styles.card} ${styles.description}`} aria-labelledby="ad-description">
        <h2 id="ad-description" className={styles.cardTitle}>
          Descrição
        </h2>
        <p className={styles.descriptionText}>{ad.description}</p>
      </section>
      <div className={styles.info}>
        <div className={styles.card}>
          <Tags ad={ad} expired={expired} />
          <h1 className={styles.title}>{ad.title}</h1>
          <p className={styles.price} data-testid="ad-price">
            {formatPrice(ad.price_cents, ad.price_type)}
          </p>
          <Details ad={ad} />
          <Contact ad={ad} onMessage={canMessage ? onMessage : undefined} />
          {composing && canMessage && (
            <MessageDialog
              slug={slug}
              advertiser={ad.owner.first_name || ad.owner.username}
              onClose={() => setComposing(false)}
            />
          )}
          <div className={styles.row}>
            <button
              type="button"
              className={`${button.button} ${button.icon}`}
              aria-label="Votar a favor"
              aria-pressed={ad.user_vote === 'up'}
              onClick={() => onVote('up')}
              disabled={ad.is_owner}
            >
              <AdIcon name={ad.user_vote === 'up' ? 'likeFilled' : 'like'} />
            </button>
            <span className={styles.score}>
              <span className={styles.srOnly}>Pontuação: </span>
              <span data-testid="vote-score">{ad.vote_score}</span>
            </span>
            <button
              type="button"
              className={`${button.button} ${button.icon}`}
              aria-label="Votar contra"
              aria-pressed={ad.user_vote === 'down'}
              onClick={() => onVote('down')}
              disabled={ad.is_owner}
            >
              <AdIcon name={ad.user_vote === 'down' ? 'dislikeFilled' : 'dislike'} />
            </button>
            {/* One's own ad is no favourite (as votes, it is for the others). */}
            {!ad.is_owner && (
              <button type="button" className={button.button} aria-pressed={ad.is_favorited} onClick={onFavorite}>
                <span className={ad.is_favorited ? styles.heart : undefined}>
                  <AdIcon name={ad.is_favorited ? 'heartFilled' : 'heart'} />
                </span>
                {ad.is_favorited ? 'Favoritado' : 'Favoritar'}
              </button>
            )}
            <button type="button" className={button.button} onClick={onShare}>
              <AdIcon name="share" />
              Compartilhar
            </button>
            {!ad.is_owner && <ReportAdButton slug={ad.slug} />}
          </div>
          {ad.is_owner && <OwnerPanel ad={ad} expired={expired} justPublished={justPublished} toast={toast} />}
        </div>
        <Seller owner={ad.owner} />
      </div>
    </div>
  );
}

function Tags({ ad, expired }: { ad: AdDetail; expired: boolean }) {
  return (
    <div className={styles.tags}>
      <Link
        className={`${styles.tag} ${styles.tagBlue}`}
        to={`${paths.ads()}?category=${encodeURIComponent(ad.category.slug)}`}
      >
        {ad.category.name}
      </Link>
      {ad.is_highlighted && <span className={`${styles.tag} ${styles.tagGold}`}>Destaque</span>}
      {(ad.status !== 'active' || expired) && (
        <span className={`${styles.tag} ${styles.tagRed}`}>{ad.status === 'paused' ? 'Pausado' : 'Expirado'}</span>
      )}
    </div>
  );
}

function Details({ ad }: { ad: AdDetail }) {
  return (
    <dl className={styles.details}>
      {/* An hourly or per-service price already says so after the amount ("/hora"). */}
      {!(PRICE_SUFFIXED.has(ad.price_type) && ad.price_cents !== null) && (
        <div className={styles.detail}>
          <dt>Tipo de preço</dt>
          <dd>{PRICE_TYPE_LABELS[ad.price_type] ?? ad.price_type}</dd>
        </div>
      )}
      <div className={styles.detail}>
        <dt>Local</dt>
        <dd>{formatPlace(ad.city, ad.state_code, ad.neighbourhood)}</dd>
      </div>
      <div className={styles.detail}>
        <dt>Publicado</dt>
        <dd>
          <RelativeTime date={ad.created_at} />
        </dd>
      </div>
      <div className={styles.detail}>
        <dt>Visualizações</dt>
        <dd>{formatInteger(ad.views)}</dd>
      </div>
      {ad.tribes.length > 0 && (
        <div className={styles.detail}>
          <dt>Indicado pelas tribos</dt>
          <dd className={styles.tags}>
            {ad.tribes.map((tribe) => (
              <Link key={tribe.slug} className={`${styles.tag} ${styles.tagPurple}`} to={paths.tribe(tribe.slug)}>
                {tribe.name}
              </Link>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** How to reach the advertiser: Mensagens (inside Tribo), WhatsApp and the phone when published. */
function Contact({ ad, onMessage }: { ad: AdDetail; onMessage?: () => void }) {
  const wa = ad.contact_whatsapp ? whatsappLink(ad.contact_whatsapp, ad.title) : null;
  if (!wa && !ad.contact_phone && !onMessage) return null;
  return (
    <div className={styles.row}>
      {onMessage && (
        <button
          type="button"
          className={`${button.button} ${button.big} ${button.primary} ${styles.contact}`}
          onClick={onMessage}
        >
          <AdIcon name="message" size={18} />
          Enviar mensagem
        </button>
      )}
      {wa && (
        // WhatsApp's own green (#25d366) under white text is 2:1; this green is 5.4:1.
        <a
          className={`${button.button} ${button.big} ${button.whatsapp} ${styles.contact}`}
          href={wa}
          target="_blank"
          rel="noopener noreferrer"
        >
          <AdIcon name="whatsapp" size={18} />
          Conversar no WhatsApp
        </a>
      )}
      {ad.contact_phone && (
        <a className={`${button.button} ${button.big} ${styles.contact}`} href={phoneHref(ad.contact_phone)}>
          <AdIcon name="phone" size={18} />
          {formatPhone(ad.contact_phone)}
        </a>
      )}
    </div>
  );
}
