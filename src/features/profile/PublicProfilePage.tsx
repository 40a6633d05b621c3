import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useListAdsQuery } from '../../api/ads';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useGetProfileQuery, type PublicProfile } from '../../api/users';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import AdCard from '../../components/AdCard';
import LoadingScreen from '../../components/LoadingScreen';
import ResultLayout from '../../components/ResultLayout';
import { resolveImageUrl } from '../../lib/imageUrl';
import { useClientValue } from '../../lib/useClientValue';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectCurrentUser } from '../../session/authSlice';
import { memberSince, memberSinceInBrasilia } from './memberSince';
import { formatPhone, phoneHref, whatsappHref } from '../../lib/phone';
import ButtonLink from '../../components/ButtonLink';
import RatingBadge from '../../components/RatingBadge';
import { AdIcon, SvgIcon } from '../../components/icons';
import { PROFILE_ICONS } from './icons';
import AdGridPlaceholder from '../../components/AdGridPlaceholder';
import Pager from '../../components/Pager';
import BlockButton from './BlockButton';
import ReportProfileButton from './ReportProfileButton';
import ProfileReviews from './ProfileReviews';
import grid from '../../components/AdGrid.module.css';
import button from '../../components/Button.module.css';
import styles from './PublicProfilePage.module.css';
import { ADS_PAGE_SIZE, profileAdsArg } from './publicProfileArgs';

/**
 * /profile/:username (public): who the member is, their active ads and their reviews. Plain React +
 * CSS like the other public pages (no antd on a first visit); the forms that need antd (Avaliar,
 * Responder) load when the member opens them.
 */
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
      <ResultLayout
        mark="404"
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
      <ResultLayout
        title="Não foi possível carregar este perfil."
        subTitle={apiErrorMessage(error)}
        extra={
          <button type="button" className={button.button} onClick={() => void refetch()}>
            Tentar novamente
          </button>
        }
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
  const since = useClientValue(() => memberSince(profile.date_joined), memberSinceInBrasilia(profile.date_joined));
  return (
    <section className={styles.header} aria-label="Sobre o membro">
      {avatar ? (
        <img src={avatar} alt={`Foto de ${name}`} className={styles.avatar} width={112} height={112} />
      ) : (
        <span className={`${styles.avatar} ${styles.noPhoto}`}>
          <SvgIcon path={PROFILE_ICONS.user} size={64} />
        </span>
      )}
      <div className={styles.info}>
        <h1 className={styles.name}>{name}</h1>
        <span className={styles.secondary}>
          @{profile.username} <RatingBadge rating={profile.rating} />
        </span>
        <div className={styles.meta}>
          {place ? (
            <span className={styles.place}>
              <SvgIcon path={PROFILE_ICONS.placeOutline} size={14} /> {place}
            </span>
          ) : null}
          <span>Membro desde {since}</span>
          <span>
            {adsCount === 0
              ? 'Nenhum anúncio ativo'
              : adsCount === 1
                ? '1 anúncio ativo'
                : `${adsCount} anúncios ativos`}
          </span>
        </div>
        {profile.bio ? <p className={styles.bio}>{profile.bio}</p> : null}
        <div className={styles.actions}>
          {whatsapp ? (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className={`${button.button} ${button.whatsapp}`}
            >
              <AdIcon name="whatsapp" /> WhatsApp
            </a>
          ) : null}
          {profile.phone ? (
            <a href={phoneHref(profile.phone)} className={button.button}>
              <AdIcon name="phone" /> {formatPhone(profile.phone)}
            </a>
          ) : null}
          {profile.email ? (
            <a href={`mailto:${profile.email}`} className={button.button}>
              <SvgIcon path={PROFILE_ICONS.mail} /> {profile.email}
            </a>
          ) : null}
          {me?.username === profile.username ? (
            <ButtonLink to={paths.profileEdit()} icon={<AdIcon name="edit" />}>
              Editar perfil
            </ButtonLink>
          ) : (
            <ReportProfileButton username={profile.username} />
          )}
          {me && me.username !== profile.username ? <BlockButton username={profile.username} name={name} /> : null}
        </div>
      </div>
    </section>
  );
}

function ProfileAds({ profile }: { profile: PublicProfile }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching } = useListAdsQuery(profileAdsArg(profile.username, page));
  const name = profile.first_name || profile.username;
  return (
    <section aria-labelledby="profile-ads-title">
      <h2 id="profile-ads-title" className={styles.adsTitle}>
        Anúncios de {name}
      </h2>
      {isLoading ? (
        <AdGridPlaceholder count={4} />
      ) : error ? (
        <p className={styles.error} role="alert">
          {apiErrorMessage(error)}
        </p>
      ) : !data || data.results.length === 0 ? (
        <p className={styles.empty}>{`${name} não tem anúncios ativos no momento.`}</p>
      ) : (
        <>
          <ul className={grid.grid} style={{ opacity: isFetching ? 0.6 : 1 }}>
            {data.results.map((ad, i) => (
              <li key={ad.id}>
                {/* The first picture is the page's largest on a phone (the server preloads it). */}
                <AdCard ad={ad} loading={i === 0 ? 'high' : i < 4 ? 'eager' : 'lazy'} />
              </li>
            ))}
          </ul>
          {data.count > ADS_PAGE_SIZE ? (
            <div className={styles.pagination}>
              <Pager current={page} pages={Math.ceil(data.count / ADS_PAGE_SIZE)} onChange={setPage} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
