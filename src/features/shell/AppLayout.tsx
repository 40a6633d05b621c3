import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import LoadingScreen from '../../components/LoadingScreen';
import AnnouncementBanner from './AnnouncementBanner';
import BottomBar from './BottomBar';
import Footer from './Footer';
import Header from './Header';
import MobileMenu from './MobileMenu';
import { locationChanged } from './uiSlice';
import styles from './Shell.module.css';

export interface AppLayoutProps {
  /** The notification bell, wired by the route table (shown to signed-in users only). */
  bell?: ReactNode;
  /** The "Mensagens" icon with its unread count, wired the same way. */
  messages?: ReactNode;
}

/** Fixed header, main area, footer, mobile side menu and bottom bar (spec: Shell). */
export default function AppLayout({ bell, messages }: AppLayoutProps) {
  const { pathname, hash } = useLocation();
  const dispatch = useAppDispatch();

  // Every path change scrolls to the top and closes the mobile menu (the one place that does).
  // An address with an anchor (/profile#notifications) is left to its page, which scrolls to it:
  // this effect runs after the page's own (a parent's effects run after its children's).
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
    dispatch(locationChanged());
  }, [pathname, hash, dispatch]);

  // The staff area's dense tables get more of a wide screen (the header and footer do not widen).
  const wide = pathname.startsWith('/admin');

  return (
    <div className={wide ? `${styles.layout} ${styles.wide}` : styles.layout}>
      <a href="#conteudo" className={styles.skipLink}>
        Pular para o conteúdo
      </a>
      <Header bell={bell} messages={messages} />
      <main id="conteudo" className={styles.main} tabIndex={-1}>
        <div className={styles.inner}>
          <AnnouncementBanner />
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <Footer />
      <MobileMenu />
      <BottomBar />
    </div>
  );
}
