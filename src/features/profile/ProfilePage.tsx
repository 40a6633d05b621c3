import { Typography } from 'antd';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import LoadingScreen from '../../components/LoadingScreen';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectAuthLoading, selectCurrentUser, selectIsAuthenticated } from '../auth/authSlice';
// The profile page composes sections owned by other features; the notification history is the
// first of them (the ads, tribes and favourites tabs come with their features).
import NotificationsHistory from '../notifications/NotificationsHistory';

/** /profile (signed in): the user's own profile; #notifications scrolls to the history. */
export default function ProfilePage() {
  useDocumentTitle('Meu perfil');
  const { hash } = useLocation();
  const loading = useAppSelector(selectAuthLoading);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);

  useEffect(() => {
    if (hash === '#notifications') document.getElementById('notifications')?.scrollIntoView?.();
  }, [hash, isAuthenticated]);

  if (loading) return <LoadingScreen />;
  if (!isAuthenticated) return <Navigate to={paths.login()} replace />;

  const name = user?.first_name || user?.username || 'Usuário';
  return (
    <>
      <Typography.Title level={1}>Meu perfil</Typography.Title>
      <Typography.Paragraph type="secondary">Olá, {name}!</Typography.Paragraph>
      <NotificationsHistory />
    </>
  );
}
