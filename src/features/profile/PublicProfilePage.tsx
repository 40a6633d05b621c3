import {
  EditOutlined,
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
  UserOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import { Alert, Avatar, Button, Col, Empty, Pagination, Row, Skeleton, Space, Typography } from 'antd';
import ResultScreen from '../../components/ResultScreen';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useListAdsQuery } from '../../api/ads';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useGetProfileQuery, type PublicProfile } from '../../api/users';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import AdCard from '../../components/AdCard';
import LoadingScreen from '../../components/LoadingScreen';
import { resolveImageUrl } from '../../lib/imageUrl';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectCurrentUser } from '../../session/authSlice';
import { memberSince } from './profileFormat';
import { formatPhone, phoneHref, whatsappHref } from '../../lib/phone';
import styles from './PublicProfilePage.module.css';
import ButtonLink from '../../components/ButtonLink';
import BlockButton from './BlockButton';
import ReportProfileButton from './ReportProfileButton';
import ProfileReviews from './ProfileReviews';
import RatingBadge from '../../components/RatingBadge';

export const ADS_PAGE_SIZE = 12;

/** /profile/:username (public): who the member is and their active ads. */
export default function PublicProfilePage() {
  const { username = '' } = useParams();
  const { data: profile, error, isLoading, refetch } = useGetProfileQuery({ username });
  const notFound = !!error && (error as { status?: unknown }).status === 404;
  useDocumentTitle(
    profile
      ? `${profile.first_name || profile.username} (@${profile.username})`
      : notFound
        ? 'Perfil não encontrado'
        : 'Perfil',
  );

  if (isLoading) return <LoadingScreen message="Carregando perfil..." />;
  if (notFound) {
    return (
      <ResultScreen
        status="404"
        title="Perfil não encontrado"
        subTitle={`Não encontramos nenhum membro com o nome de usuário @${username}. Ele pode ter mudado de nome ou excluído a conta.`}
        extra={
          <ButtonLink to={paths.ads()} type="primary">
            Ver anúncios
          </ButtonLink>
        }
      />
    );
  }
  if (!profile) {
    return (
      <Alert
        type="error"
        showIcon
        title="Não foi possível carregar este perfil."
        description={apiErrorMessage(error)}
        action={<Button onClick={() => void refetch()}>Tentar novamente</Button>}
      />
    );
  }
  return (
    <div className={styles.page}>
      <ProfileHeader profile={profile} />
      <ProfileAds profile={profile} />
      <ProfileReviews profile={profile} />
    </div>
  );
}

function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const me = useAppSelector(selectCurrentUser);
  const name = profile.first_name || profile.username;
  const avatar = resolveImageUrl(profile.avatar);
  const place = [profile.city, profile.state_code].filter(Boolean).join('/');
  const whatsapp = profile.whatsapp ? whatsappHref(profile.whatsapp) : null;
  const adsCount = profile.active_ads_count;
  return (
    <section className={styles.header} aria-label="Sobre o membro">
      <Avatar
        size={112}
        src={avatar ?? undefined}
        icon={avatar ? undefined : <UserOutlined />}
        alt={avatar ? `Foto de ${name}` : undefined}
        className={styles.avatar}
      />
      <div className={styles.info}>
        <Typography.Title level={1} className={styles.name}>
          {name}
        </Typography.Title>
        <Typography.Text type="secondary">
          @{profile.username} <RatingBadge rating={profile.rating} />
        </Typography.Text>
        <div className={styles.meta}>
          {place ? (
            <span>
              <EnvironmentOutlined /> {place}
            </span>
          ) : null}
          <span>Membro desde {memberSince(profile.date_joined)}</span>
          <span>
            {adsCount === 0
              ? 'Nenhum anúncio ativo'
              : adsCount === 1
                ? '1 anúncio ativo'
                : `${adsCount} anúncios ativos`}
          </span>
        </div>
        {profile.bio ? <Typography.Paragraph className={styles.bio}>{profile.bio}</Typography.Paragraph> : null}
        <Space wrap>
          {whatsapp ? (
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              <Button type="primary" icon={<WhatsAppOutlined />} className={styles.whatsapp}>
                WhatsApp
              </Button>
            </a>
          ) : null}
          {profile.phone ? (
            <a href={phoneHref(profile.phone)}>
              <Button icon={<PhoneOutlined />}>{formatPhone(profile.phone)}</Button>
            </a>
          ) : null}
          {profile.email ? (
            <a href={`mailto:${profile.email}`}>
              <Button icon={<MailOutlined />}>{profile.email}</Button>
            </a>
          ) : null}
          {me?.username === profile.username ? (
            <ButtonLink to={paths.profileEdit()} icon={<EditOutlined />}>
              Editar perfil
            </ButtonLink>
          ) : (
            <ReportProfileButton username={profile.username} />
          )}
          {me && me.username !== profile.username ? <BlockButton username={profile.username} name={name} /> : null}
        </Space>
      </div>
    </section>
  );
}

function ProfileAds({ profile }: { profile: PublicProfile }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching } = useListAdsQuery({
    owner: profile.username,
    ordering: '-created_at',
    page,
    pageSize: ADS_PAGE_SIZE,
  });
  const name = profile.first_name || profile.username;
  return (
    <section aria-labelledby="profile-ads-title">
      <Typography.Title level={2} id="profile-ads-title" className={styles.adsTitle}>
        Anúncios de {name}
      </Typography.Title>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : error ? (
        <Alert type="error" showIcon title={apiErrorMessage(error)} />
      ) : !data || data.results.length === 0 ? (
        <Empty description={`${name} não tem anúncios ativos no momento.`} />
      ) : (
        <>
          <Row gutter={[16, 16]} style={{ opacity: isFetching ? 0.6 : 1 }}>
            {data.results.map((ad) => (
              <Col key={ad.id} xs={12} sm={8} md={6}>
                <AdCard ad={ad} />
              </Col>
            ))}
          </Row>
          {data.count > ADS_PAGE_SIZE ? (
            <Pagination
              className={styles.pagination}
              current={page}
              pageSize={ADS_PAGE_SIZE}
              total={data.count}
              showSizeChanger={false}
              onChange={setPage}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
