import { formatInteger } from '../../lib/numberFormat';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useListFavoriteAdsQuery, useListMyAdsQuery } from '../../api/ads';
import type { CurrentUser } from '../../api/users';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import LoadingScreen from '../../components/LoadingScreen';
import MyTribes from '../../components/MyTribes';
import Tabs from '../../components/Tabs';
import { resolveImageUrl } from '../../lib/imageUrl';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectAuthLoading, selectCurrentUser, selectIsAuthenticated, type AuthUser } from '../../session/authSlice';
import FavoritesTab from './FavoritesTab';
import MyAdsTab from './MyAdsTab';
import PaymentsTab from './PaymentsTab';
import SavedSearchesTab from './SavedSearchesTab';
import { PROFILE_PAGE_SIZE } from './ProfileAdList';
import { initials } from './profileFormat';
import { memberSince } from './memberSince';
import styles from './ProfilePage.module.css';
import ButtonLink from '../../components/ButtonLink';
import { MemberIcon } from './memberIcons';

type TabKey = 'ads' | 'tribes' | 'favorites' | 'searches' | 'payments';
const TAB_KEYS: readonly string[] = ['ads', 'tribes', 'favorites', 'searches', 'payments'];

/** The tab the URL asks for (`?tab=ads|tribes|favorites|searches|payments`); anything else opens "Meus Anúncios". */
export function tabFromQuery(search: string): { tab: TabKey } {
  const requested = new URLSearchParams(search).get('tab');
  return { tab: requested && TAB_KEYS.includes(requested) ? (requested as TabKey) : 'ads' };
}

/** /profile (signed in): the member's own profile, their ads, tribes, favourites, saved searches and payments; #notifications scrolls to the history. */
export interface ProfilePageProps {
  /**
   * The notification history (#notifications), shown under the tabs. It belongs to the
   * notifications feature, so the route table composes it in (features do not import each other).
   */
  notifications?: ReactNode;
}

export default function ProfilePage({ notifications }: ProfilePageProps) {
  useDocumentTitle('Meu perfil');
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const loading = useAppSelector(selectAuthLoading);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  const { tab } = tabFromQuery(search);
  // First pages of both lists: their counts go on the tabs, and switching tabs shows the cached
  // page at once (the tabs ask for the same page 1).
  const skip = !isAuthenticated;
  const myAds = useListMyAdsQuery({ page: 1, pageSize: PROFILE_PAGE_SIZE }, { skip });
  const favorites = useListFavoriteAdsQuery({ page: 1, pageSize: PROFILE_PAGE_SIZE }, { skip });
  const myAdsCount = myAds.data?.count;
  const favoritesCount = favorites.data?.count;
  // The history under the tabs shows once their lists have answered: it appears below the tab's
  // final height, instead of showing under the skeleton and being moved when the list replaces it.
  const listsAnswered = !myAds.isLoading && !favorites.isLoading;

  // Once the history is there (after the lists above it: see listsAnswered).
  useEffect(() => {
    if (hash === '#notifications' && listsAnswered) document.getElementById('notifications')?.scrollIntoView?.();
  }, [hash, isAuthenticated, listsAnswered]);

  if (loading) return <LoadingScreen />;
  if (!isAuthenticated || !user) return <Navigate to={paths.login()} replace />;

  const selectTab = (key: string) => {
    const next = new URLSearchParams(search);
    next.set('tab', key);
    // Replace: tabs are a view of one page, not steps the back button should walk through; the
    // hash (#notifications) stays.
    navigate({ search: `?${next.toString()}`, hash }, { replace: true });
  };

  return (
    <div className={styles.page}>
      <ProfileHeader user={user} />
      <section aria-label="Meus anúncios, tribos, favoritos, buscas salvas e pagamentos">
        <Tabs
          className={styles.tabs}
          activeKey={tab}
          onChange={selectTab}
          items={[
            {
              key: 'ads',
              icon: <MemberIcon name="apps" />,
              label: (
                <>
                  <span className={styles.tabPrefix}>Meus </span>Anúncios <TabCount count={myAdsCount} />
                </>
              ),
              children: <MyAdsTab />,
            },
            {
              key: 'tribes',
              icon: <MemberIcon name="group" />,
              label: (
                <>
                  <span className={styles.tabPrefix}>Minhas </span>Tribos
                </>
              ),
              children: (
                <MyTribes
                  emptyAction={
                    <ButtonLink to={paths.tribes()} type="primary">
                      Descobrir tribos
                    </ButtonLink>
                  }
                />
              ),
            },
            {
              key: 'favorites',
              icon: <MemberIcon name="heart" />,
              label: (
                <>
                  <span className={styles.tabPrefix}>Meus </span>Favoritos <TabCount count={favoritesCount} />
                </>
              ),
              children: <FavoritesTab />,
            },
            {
              key: 'searches',
              icon: <MemberIcon name="search" />,
              label: (
                <>
                  Buscas<span className={styles.tabPrefix}> salvas</span>
                </>
              ),
              children: <SavedSearchesTab />,
            },
            {
              key: 'payments',
              icon: <MemberIcon name="card" />,
              label: (
                <>
                  <span className={styles.tabPrefix}>Meus </span>Pagamentos
                </>
              ),
              children: <PaymentsTab />,
            },
          ]}
        />
      </section>
      {listsAnswered ? notifications : null}
    </div>
  );
}

/** The stored user is the one GET /users/me/ returned; older sessions may lack some fields. */
type Me = AuthUser & Partial<Pick<CurrentUser, 'avatar_thumbnail' | 'city' | 'state_code' | 'date_joined'>>;

function ProfileHeader({ user }: { user: Me }) {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
  const photo = resolveImageUrl(user.avatar_thumbnail ?? user.avatar ?? null);
  const place = [user.city, user.state_code].filter(Boolean).join('/');
  return (
    <section className={styles.header} aria-labelledby="profile-name">
      <span className={`${styles.avatar} ${photo ? '' : styles.avatarBox}`}>
        {photo ? (
          <img src={photo} alt={`Foto de ${name}`} width={88} height={88} />
        ) : (
          initials(user.first_name, user.last_name, user.username)
        )}
      </span>
      <div className={styles.info}>
        <span className={styles.kicker}>Meu perfil</span>
        <h1 id="profile-name" className={styles.name}>
          {name}
        </h1>
        <div className={styles.meta}>
          <span>@{user.username}</span>
          {place ? (
            <span>
              <MemberIcon name="place" /> {place}
            </span>
          ) : null}
          {user.date_joined ? <span>Membro desde {memberSince(user.date_joined)}</span> : null}
        </div>
      </div>
      <div className={styles.headerActions}>
        <ButtonLink to={paths.adCreate()} type="primary" icon={<MemberIcon name="plus" />}>
          Publicar anúncio
        </ButtonLink>
        <ButtonLink to={paths.profileEdit()} icon={<MemberIcon name="edit" />}>
          Editar perfil
        </ButtonLink>
        <ButtonLink to={paths.publicProfile(user.username)} icon={<MemberIcon name="eye" />}>
          Ver perfil público
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * A tab's count. Until the list answers, an invisible badge holds its place (hidden from screen
 * readers too), so the tabs after it do not move when the number arrives.
 */
function TabCount({ count }: { count: number | undefined }) {
  if (count === undefined) {
    return (
      <span className={`${styles.tabCount} ${styles.tabCountPending}`} aria-hidden="true">
        0
      </span>
    );
  }
  return <span className={styles.tabCount}>{formatInteger(count)}</span>;
}
