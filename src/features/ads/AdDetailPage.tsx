import {
  DeleteOutlined,
  DislikeFilled,
  DislikeOutlined,
  EditOutlined,
  HeartFilled,
  HeartOutlined,
  LikeFilled,
  LikeOutlined,
  PhoneOutlined,
  ReloadOutlined,
  ShareAltOutlined,
  StarOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Descriptions,
  Flex,
  Popconfirm,
  Result,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  useDeleteAdMutation,
  useFavoriteAdMutation,
  useGetAdQuery,
  useRenewAdMutation,
  useUnfavoriteAdMutation,
  useVoteAdMutation,
} from '../../api/ads';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { resolveImageUrl } from '../../lib/imageUrl';
import { relativeTime } from '../../lib/relativeTime';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import {
  pendingActionCleared,
  pendingActionStored,
  redirectPathStored,
  selectIsAuthenticated,
  selectPendingAction,
  type PendingAction,
} from '../../session/authSlice';
import type { LoginRedirectState } from '../../session/AccessGuard';
import { canRenew } from '../../lib/adStatus';
import { formatPrice, PRICE_TYPE_LABELS, whatsappLink } from './format';
import styles from './AdDetailPage.module.css';
import Gallery from './Gallery';
import { useAdMeta } from './useAdMeta';
import { formatPlace } from '../../lib/place';

const PRICE_SUFFIXED = new Set(['per_hour', 'per_service']);

const errorMessage = (err: unknown, fallback: string) =>
  (err as { data?: { error?: string } })?.data?.error ?? fallback;

/** Why a visitor is sent to /login from an ad's buttons (the login page shows it). */
export const LOGIN_TO_FAVORITE = 'Entre para favoritar anúncios';
export const LOGIN_TO_VOTE = 'Entre para votar em anúncios';

export default function AdDetailPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const justPublished = Boolean((location.state as { published?: boolean } | null)?.published);
  const { message } = App.useApp();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const pending = useAppSelector(selectPendingAction);
  const { data: ad, isLoading, error, refetch } = useGetAdQuery({ slug });
  const [vote] = useVoteAdMutation();
  const [favorite] = useFavoriteAdMutation();
  const [unfavorite] = useUnfavoriteAdMutation();
  const [remove, { isLoading: removing }] = useDeleteAdMutation();
  const [renew, { isLoading: renewing }] = useRenewAdMutation();
  useDocumentTitle(ad?.title ?? 'Anúncio');
  const meta = useMemo(
    () =>
      ad
        ? {
            title: ad.title,
            description: ad.description,
            image: resolveImageUrl(ad.images[0]?.variants?.['800'] ?? null),
            url: window.location.href,
          }
        : null,
    [ad],
  );
  useAdMeta(meta);

  // Back from /login: what the visitor pressed is done once, judged on the ad as the member sees
  // it (read again with the token: a vote already given is not toggled off, a favourite not doubled).
  const hasAd = Boolean(ad);
  useEffect(() => {
    if (!pending || pending.slug !== slug || !isAuthenticated || !hasAd) return;
    dispatch(pendingActionCleared());
    void (async () => {
      try {
        const fresh = await refetch().unwrap();
        if (pending.kind === 'favorite') {
          if (!fresh.is_favorited) await favorite({ slug }).unwrap();
          message.success('Anúncio salvo nos seus favoritos.');
        } else {
          if (fresh.user_vote !== pending.vote_type)
            await vote({ slug, voteBody: { vote_type: pending.vote_type } }).unwrap();
          message.success('Seu voto foi registrado.');
        }
      } catch (err) {
        message.error(
          errorMessage(
            err,
            pending.kind === 'favorite'
              ? 'Não foi possível atualizar seus favoritos.'
              : 'Não foi possível registrar seu voto.',
          ),
        );
      }
    })();
  }, [pending, slug, isAuthenticated, hasAd, dispatch, refetch, favorite, vote, message]);

  if (isLoading) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  if (error || !ad) {
    const status = (error as { status?: number } | undefined)?.status;
    return (
      <Result
        status={status === 404 ? '404' : 'error'}
        title={status === 404 ? 'Anúncio não encontrado' : 'Não foi possível carregar o anúncio'}
        subTitle={status === 404 ? 'Ele pode ter sido removido ou expirado.' : undefined}
        extra={
          <Link to={paths.ads()}>
            <Button type="primary">Ver outros anúncios</Button>
          </Link>
        }
      />
    );
  }

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
      message.error(errorMessage(err, 'Não foi possível registrar seu voto.'));
    }
  };
  const onFavorite = async () => {
    if (!isAuthenticated) return needLogin(LOGIN_TO_FAVORITE, { kind: 'favorite', slug });
    try {
      if (ad.is_favorited) await unfavorite({ slug }).unwrap();
      else await favorite({ slug }).unwrap();
    } catch (err) {
      message.error(errorMessage(err, 'Não foi possível atualizar seus favoritos.'));
    }
  };
  const onShare = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) await navigator.share({ title: ad.title, url });
      else {
        await navigator.clipboard.writeText(url);
        message.success('Link copiado!');
      }
    } catch {
      // the share sheet was closed
    }
  };
  const onDelete = async () => {
    try {
      await remove({ slug }).unwrap();
      message.success('Anúncio excluído.');
      navigate(paths.ads());
    } catch (err) {
      message.error(errorMessage(err, 'Não foi possível excluir o anúncio.'));
    }
  };
  const onRenew = async () => {
    try {
      await renew({ slug }).unwrap();
      message.success('Anúncio renovado por mais 30 dias.');
    } catch (err) {
      message.error(errorMessage(err, 'Não foi possível renovar o anúncio.'));
    }
  };
  const wa = ad.contact_whatsapp ? whatsappLink(ad.contact_whatsapp, ad.title) : null;
  const expired = canRenew(ad);

  return (
    // Phone: photos, then title/price/contact, then the description; from 768 px the description
    // sits under the photos and the ad's card runs down the right column.
    <div className={styles.layout}>
      <div className={styles.gallery}>
        <Gallery images={ad.images} title={ad.title} />
      </div>
      <Card className={styles.description} title="Descrição">
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
          {ad.description}
        </Typography.Paragraph>
      </Card>
      <div className={styles.info}>
        <Flex vertical gap={16}>
          <Card>
            <Space wrap size={4}>
              <Link to={`${paths.ads()}?category=${encodeURIComponent(ad.category.slug)}`}>
                <Tag color="blue">{ad.category.name}</Tag>
              </Link>
              {/* antd's gold text (#d48806) is 2.9:1 on its background: darker text, same tag. */}
              {ad.is_highlighted && (
                <Tag color="gold" style={{ color: '#7c4a03' }}>
                  Destaque
                </Tag>
              )}
              {(ad.status !== 'active' || expired) && (
                <Tag color="red">{ad.status === 'paused' ? 'Pausado' : 'Expirado'}</Tag>
              )}
            </Space>
            <Typography.Title level={1} style={{ fontSize: 24, margin: '8px 0' }}>
              {ad.title}
            </Typography.Title>
            <Typography.Title level={2} style={{ fontSize: 26, margin: 0, color: '#0b7a3e' }} data-testid="ad-price">
              {formatPrice(ad.price_cents, ad.price_type)}
            </Typography.Title>
            {/* No colon after the labels (antd's is set apart like "Tipo de preço :"). */}
            <Descriptions column={1} size="small" colon={false} style={{ marginTop: 12 }}>
              {/* An hourly or per-service price already says so after the amount ("/hora"). */}
              {!(PRICE_SUFFIXED.has(ad.price_type) && ad.price_cents !== null) && (
                <Descriptions.Item label="Tipo de preço">
                  {PRICE_TYPE_LABELS[ad.price_type] ?? ad.price_type}
                </Descriptions.Item>
              )}
              <Descriptions.Item label="Local">
                {formatPlace(ad.city, ad.state_code, ad.neighbourhood)}
              </Descriptions.Item>
              <Descriptions.Item label="Publicado">{relativeTime(ad.created_at)}</Descriptions.Item>
              <Descriptions.Item label="Visualizações">{ad.views.toLocaleString('pt-BR')}</Descriptions.Item>
              {ad.tribes.length > 0 && (
                <Descriptions.Item label="Indicado pelas tribos">
                  <Space wrap size={4}>
                    {ad.tribes.map((tribe) => (
                      <Link key={tribe.slug} to={paths.tribe(tribe.slug)}>
                        <Tag color="purple">{tribe.name}</Tag>
                      </Link>
                    ))}
                  </Space>
                </Descriptions.Item>
              )}
            </Descriptions>
            <Flex gap={8} wrap style={{ marginTop: 12 }}>
              {wa && (
                <Button
                  type="primary"
                  icon={<WhatsAppOutlined />}
                  href={wa}
                  target="_blank"
                  rel="noopener noreferrer"
                  // WhatsApp's own green (#25d366) under white text is 2:1; this green is 5.4:1.
                  style={{ background: '#0b7a3e' }}
                >
                  Conversar no WhatsApp
                </Button>
              )}
              {ad.contact_phone && (
                <Button icon={<PhoneOutlined />} href={`tel:${ad.contact_phone}`}>
                  {ad.contact_phone}
                </Button>
              )}
            </Flex>
            <Flex gap={8} wrap align="center" style={{ marginTop: 12 }}>
              <Button
                aria-label="Votar a favor"
                aria-pressed={ad.user_vote === 'up'}
                icon={ad.user_vote === 'up' ? <LikeFilled /> : <LikeOutlined />}
                onClick={() => onVote('up')}
                disabled={ad.is_owner}
              />
              <Typography.Text strong aria-label="Pontuação" data-testid="vote-score">
                {ad.vote_score}
              </Typography.Text>
              <Button
                aria-label="Votar contra"
                aria-pressed={ad.user_vote === 'down'}
                icon={ad.user_vote === 'down' ? <DislikeFilled /> : <DislikeOutlined />}
                onClick={() => onVote('down')}
                disabled={ad.is_owner}
              />
              <Button
                aria-pressed={ad.is_favorited}
                icon={ad.is_favorited ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />}
                onClick={onFavorite}
              >
                {ad.is_favorited ? 'Favoritado' : 'Favoritar'}
              </Button>
              <Button icon={<ShareAltOutlined />} onClick={onShare}>
                Compartilhar
              </Button>
            </Flex>
            {ad.is_owner && justPublished && !ad.is_highlighted && (
              <Alert
                type="success"
                showIcon
                style={{ marginTop: 16 }}
                title="Anúncio publicado!"
                description="Quer que mais gente veja? Um destaque coloca seu anúncio entre os primeiros da busca."
                action={
                  <Link to={paths.planSelect(ad.slug)}>
                    <Button type="primary" size="small">
                      Destacar anúncio
                    </Button>
                  </Link>
                }
              />
            )}
            {ad.is_owner && ad.is_highlighted && ad.highlighted_until && (
              <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
                Em destaque até {new Date(ad.highlighted_until).toLocaleDateString('pt-BR')}
              </Typography.Text>
            )}
            {ad.is_owner && (
              <Flex gap={8} wrap style={{ marginTop: 16 }}>
                {expired && (
                  <Button type="primary" icon={<ReloadOutlined />} loading={renewing} onClick={onRenew}>
                    Renovar por mais 30 dias
                  </Button>
                )}
                {!expired && ad.status === 'active' && (
                  <Link to={paths.planSelect(ad.slug)}>
                    <Button icon={<StarOutlined />}>
                      {ad.is_highlighted ? 'Estender destaque' : 'Destacar anúncio'}
                    </Button>
                  </Link>
                )}
                <Link to={paths.adEdit(ad.slug)}>
                  <Button icon={<EditOutlined />}>Editar</Button>
                </Link>
                <Popconfirm
                  title="Excluir este anúncio?"
                  description="Essa ação não pode ser desfeita."
                  okText="Excluir"
                  cancelText="Cancelar"
                  okButtonProps={{ danger: true, loading: removing }}
                  onConfirm={onDelete}
                >
                  <Button danger icon={<DeleteOutlined />}>
                    Excluir
                  </Button>
                </Popconfirm>
              </Flex>
            )}
          </Card>
          <Card size="small" title="Anunciante">
            <Link to={paths.publicProfile(ad.owner.username)}>
              <Flex gap={12} align="center">
                <Avatar size={48} src={resolveImageUrl(ad.owner.avatar) ?? undefined}>
                  {(ad.owner.first_name || ad.owner.username).charAt(0).toUpperCase()}
                </Avatar>
                <div>
                  <Typography.Text strong>{ad.owner.first_name || ad.owner.username}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    @{ad.owner.username}
                    {ad.owner.city ? ` · ${ad.owner.city}/${ad.owner.state_code ?? ''}` : ''}
                  </Typography.Text>
                </div>
              </Flex>
            </Link>
          </Card>
        </Flex>
      </div>
    </div>
  );
}
