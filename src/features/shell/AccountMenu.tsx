import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import Image from '../../components/Image';
import { selectCurrentUser, selectIsAuthenticated } from '../../session/authSlice';
import { useSignOut } from '../../session/useSignOut';
import { accountLinks, userDisplayName } from './account';
import { Icon } from './icons';
import styles from './Shell.module.css';

/**
 * Account button and its dropdown (disclosure pattern): closes on an outside click, on Escape
 * (focus goes back to the button) and after choosing an item; ArrowDown opens it and focuses the
 * first item.
 */
export default function AccountMenu() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const user = useAppSelector(selectCurrentUser);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  // A fixed id: the header is rendered on the server too, and a useId there need not match the
  // browser's (aria-controls would then name nothing). There is one account menu per page.
  const panelId = 'account-menu';

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    }
    const onPointer = (e: Event) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  function onButtonKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (open) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
      else {
        focusFirst.current = true;
        setOpen(true);
      }
    }
  }

  function onPanelKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a, button') ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = e.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
    items[next]?.focus();
  }

  async function leave() {
    setOpen(false);
    await signOut();
  }

  const close = () => setOpen(false);

  return (
    <div className={styles.account} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.accountButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKeyDown}
      >
        {isAuthenticated ? (
          <>
            {user?.avatar ? (
              <Image src={user.avatar} alt="" width={32} height={32} priority className={styles.avatar} />
            ) : (
              <span className={styles.avatarPlaceholder} aria-hidden="true">
                <Icon name="user" size={18} />
              </span>
            )}
            <span className={styles.accountName}>{userDisplayName(user)}</span>
          </>
        ) : (
          <>
            <Icon name="user" size={18} />
            <span className={styles.accountName}>Entre/Registrar</span>
          </>
        )}
        <Icon name="chevron" size={16} />
      </button>
      {open && (
        <div id={panelId} ref={panelRef} className={styles.dropdown} onKeyDown={onPanelKeyDown}>
          {isAuthenticated ? (
            <ul className={styles.dropdownList}>
              {accountLinks(user).map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={styles.dropdownItem} onClick={close}>
                    {item.label}
                  </Link>
                </li>
              ))}
              <li className={styles.dropdownDivider}>
                <button type="button" className={styles.dropdownItem} onClick={leave}>
                  Sair
                </button>
              </li>
            </ul>
          ) : (
            <div className={styles.dropdownVisitor}>
              <p className={styles.dropdownHint}>Entre para anunciar, favoritar e participar das tribos.</p>
              <button
                type="button"
                className={styles.primaryButton}
                onClick={() => {
                  close();
                  navigate(paths.login());
                }}
              >
                Entre
              </button>
              <Link to={paths.register()} className={styles.dropdownLink} onClick={close}>
                Registrar
              </Link>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
