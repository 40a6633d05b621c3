import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated } from '../../session/authSlice';
import AccountMenu from './AccountMenu';
import HeaderSearch from './HeaderSearch';
import { Icon } from './icons';
import { mobileMenuToggled, selectMobileMenuOpen } from './uiSlice';
import styles from './Shell.module.css';
import { paths } from '../../app/paths';

export interface HeaderProps {
  /** The notification bell (notifications feature), shown only to signed-in users. */
  bell?: ReactNode;
  /** The "Mensagens" icon (messages feature), beside the bell, for signed-in users only. */
  messages?: ReactNode;
}

/** Fixed header, 70 px tall, content at most 1200 px wide (spec: Header). */
export default function Header({ bell, messages }: HeaderProps) {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={paths.home()} className={styles.logo} aria-label="Tribo — página inicial">
          <img src="/logo-light.svg" alt="Tribo" width={140} height={40} />
        </Link>
        <div className={styles.desktopOnly}>
          <HeaderSearch />
        </div>
        <nav className={styles.headerNav} aria-label="Principal">
          <Link to={paths.tribes()} className={`${styles.headerLink} ${styles.desktopOnly}`}>
            Tribos
          </Link>
          {isAuthenticated && messages ? <span className={styles.bellSlot}>{messages}</span> : null}
          {/* Notification bell slot: the notifications feature passes <NotificationBell/> here. */}
          {isAuthenticated && bell ? <span className={styles.bellSlot}>{bell}</span> : null}
          <div className={styles.desktopOnly}>
            <AccountMenu />
          </div>
          <Link to={paths.adCreate()} className={`${styles.ctaLink} ${styles.desktopOnly}`}>
            Anunciar Gratis
          </Link>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.mobileOnly}`}
            aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => dispatch(mobileMenuToggled())}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
          </button>
        </nav>
      </div>
    </header>
  );
}
