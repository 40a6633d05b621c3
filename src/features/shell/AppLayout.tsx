import { Layout } from 'antd';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import LoadingScreen from '../../components/LoadingScreen';
import { locationChanged } from './uiSlice';
import styles from './AppLayout.module.css';

/** Fixed header, main area, footer. The shell issue fills header, menus and footer. */
export default function AppLayout() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();

  // Every path change scrolls to the top and closes the mobile menu.
  useEffect(() => {
    window.scrollTo(0, 0);
    dispatch(locationChanged());
  }, [pathname, dispatch]);

  return (
    <Layout className={styles.layout}>
      <Layout.Header className={styles.header}>
        <div className={styles.inner}>
          <Link to="/" className={styles.logo} aria-label="Tribo — página inicial">
            <img src="/logo-light.svg" alt="Tribo" width={140} height={40} />
          </Link>
        </div>
      </Layout.Header>
      <Layout.Content className={styles.main}>
        <div className={styles.inner}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </div>
      </Layout.Content>
      <Layout.Footer className={styles.footer}>
        <div className={styles.inner}>
          <p>Marketplace de serviços profissionais, curados por comunidades e nichos locais (tribos)</p>
          <p>© {new Date().getFullYear()} Tribo. Todos os direitos reservados.</p>
        </div>
      </Layout.Footer>
    </Layout>
  );
}
