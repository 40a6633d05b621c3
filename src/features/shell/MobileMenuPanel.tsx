import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { selectCurrentUser, selectIsAuthenticated } from '../../session/authSlice';
import { useSignOut } from '../../session/useSignOut';
import { loadStates, selectMenuState, selectStateList } from '../../api/states';
import { accountLinks } from './account';
import { Icon } from './icons';
import { buildSearchUrl } from './search';
import StateCombobox from '../../components/StateCombobox';
import { usePlace } from './usePlace';
import { mobileMenuToggled, selectMobileMenuFocusSearch } from './uiSlice';
import styles from './Shell.module.css';
import { SEARCH_MAX_LENGTH } from '../../lib/search';

/** The open mobile menu (MobileMenu loads it on the first tap). */
export default function MobileMenuPanel() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const user = useAppSelector(selectCurrentUser);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const states = useAppSelector(selectStateList);
  const [state, chooseState] = usePlace(selectMenuState);
  const focusSearch = useAppSelector(selectMobileMenuFocusSearch);
  const [text, setText] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const close = () => dispatch(mobileMenuToggled(false));

  useEffect(() => {
    void dispatch(loadStates());
  }, [dispatch]);

  useEffect(() => {
    if (focusSearch) searchRef.current?.focus();
    else panelRef.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      // An Escape that closed an open list (the state picker's) leaves the menu open.
      if (e.key === 'Escape' && !e.defaultPrevented) dispatch(mobileMenuToggled(false));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dispatch, focusSearch]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const url = buildSearchUrl(text, state, 'state');
    if (!url) return;
    setText('');
    close();
    // flushSync: a synchronous navigation, not a transition started inside the submit event.
    navigate(url, { flushSync: true });
  }

  async function leave() {
    close();
    await signOut();
  }

  return (
    <div className={styles.mobileMenuRoot}>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <div
        id="mobile-menu"
        ref={panelRef}
        className={styles.mobileMenu}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
      >
        <div className={styles.mobileMenuHead}>
          <img src="/logo-light.svg" alt="Tribo" width={112} height={32} />
          <button type="button" className={styles.iconButton} aria-label="Fechar menu" onClick={close}>
            <Icon name="close" size={24} />
          </button>
        </div>

        <form role="search" className={styles.mobileSearch} onSubmit={submit}>
          <input
            ref={searchRef}
            type="search"
            name="search"
            className={styles.mobileSearchInput}
            maxLength={SEARCH_MAX_LENGTH}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="O que você procura?"
            aria-label="Buscar serviços e produtos"
            autoComplete="off"
            enterKeyHint="search"
          />
          <div className={styles.mobileSearchRow}>
            <StateCombobox
              id="menu-state"
              className={styles.mobileState}
              value={state}
              states={states}
              withNames
              onChange={chooseState}
            />
            <button type="submit" className={styles.primaryButton}>
              Buscar
            </button>
          </div>
        </form>

        <nav aria-labelledby="menu-nav-title" className={styles.menuSection}>
          <h2 id="menu-nav-title" className={styles.menuTitle}>
            Navegação
          </h2>
          <ul>
            <li>
              <Link to={paths.home()} className={styles.menuItem} onClick={close}>
                Página Inicial
              </Link>
            </li>
            <li>
              <Link to={paths.ads()} className={styles.menuItem} onClick={close}>
                Marketplace
              </Link>
            </li>
            <li>
              <Link to={paths.tribes()} className={styles.menuItem} onClick={close}>
                Tribos
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="menu-account-title" className={styles.menuSection}>
          <h2 id="menu-account-title" className={styles.menuTitle}>
            Conta
          </h2>
          <ul>
            {isAuthenticated ? (
              <>
                {accountLinks(user).map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className={styles.menuItem} onClick={close}>
                      {item.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <button type="button" className={styles.menuItem} onClick={leave}>
                    Sair
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link to={paths.login()} className={styles.menuItem} onClick={close}>
                    Entre
                  </Link>
                </li>
                <li>
                  <Link to={paths.register()} className={styles.menuItem} onClick={close}>
                    Registrar
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>

        <Link to={paths.adCreate()} className={styles.ctaBlock} onClick={close}>
          Anunciar Grátis
        </Link>
      </div>
    </div>
  );
}
