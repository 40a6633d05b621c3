import { NavLink, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { selectIsAuthenticated } from '../../session/authSlice';
import { Icon } from './icons';
import { mobileMenuOpenedForSearch, mobileMenuToggled, selectMobileMenuOpen } from './uiSlice';
import styles from './Shell.module.css';

/** Bottom bar below 768 px: Início, Buscar, Anunciar, Perfil (Entrar for visitors), Menu. */
export default function BottomBar() {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  const cls = ({ isActive }: { isActive: boolean }) => `${styles.barItem} ${isActive ? styles.barItemActive : ''}`;
  // The ads list is where Buscar leads: there it is the current tab.
  const onAds = useLocation().pathname === paths.ads();
  return (
    <nav className={styles.bottomBar} aria-label="Barra inferior">
      <NavLink to={paths.home()} end className={cls}>
        <Icon name="home" />
        <span>Início</span>
      </NavLink>
      <button
        type="button"
        className={cls({ isActive: onAds })}
        aria-current={onAds ? 'page' : undefined}
        onClick={() => dispatch(mobileMenuOpenedForSearch())}
      >
        <Icon name="search" />
        <span>Buscar</span>
      </button>
      <NavLink to={paths.adCreate()} className={cls}>
        <Icon name="plus" />
        <span>Anunciar</span>
      </NavLink>
      {isAuthenticated ? (
        <NavLink to={paths.profile()} className={cls}>
          <Icon name="user" />
          <span>Perfil</span>
        </NavLink>
      ) : (
        <NavLink to={paths.login()} className={cls}>
          <Icon name="user" />
          <span>Entrar</span>
        </NavLink>
      )}
      <button
        type="button"
        className={styles.barItem}
        aria-expanded={menuOpen}
        aria-controls="mobile-menu"
        onClick={() => dispatch(mobileMenuToggled())}
      >
        <Icon name="menu" />
        <span>Menu</span>
      </button>
    </nav>
  );
}
