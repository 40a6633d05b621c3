import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import button from './Button.module.css';
import styles from './MenuButton.module.css';

export interface MenuButtonItem {
  key: string;
  label: string;
  icon?: ReactNode;
  /** A destructive action: drawn in red. */
  danger?: boolean;
  onSelect: () => void;
}

/**
 * An icon button (antd's text button) that opens a short menu of actions (the ARIA menu button, in place of antd's
 * Dropdown): opening focuses the first item (ArrowUp on the button: the last), the arrows, Home and
 * End move between items, Enter or a click chooses one, Escape closes the menu and puts focus back on
 * the button, Tab or a click elsewhere closes it. Choosing an item closes the menu, focuses the
 * button and then runs the item, so a dialog it opens gives focus back to the button.
 */
export default function MenuButton({
  label,
  icon,
  items,
  className,
}: {
  /** The button's accessible name (it shows only the icon); names the menu too. */
  label: string;
  icon: ReactNode;
  items: MenuButtonItem[];
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const entries = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = entries();
    (open === 'last' ? all.at(-1) : all[0])?.focus();
    const onPointer = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    setOpen(e.key === 'ArrowUp' ? 'last' : 'first');
  };

  const onMenuKeyDown = (e: KeyboardEvent) => {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (e.key in move) {
      e.preventDefault();
      all[move[e.key]]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
    } else if (e.key === 'Tab') setOpen(false);
  };

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={trigger}
        id={`${id}-button`}
        type="button"
        className={[button.button, button.text, button.icon, className].filter(Boolean).join(' ')}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen((o) => (o ? false : 'first'))}
        onKeyDown={onButtonKeyDown}
      >
        {icon}
      </button>
      {open && (
        <ul
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={`${styles.item} ${item.danger ? styles.danger : ''}`}
                onClick={() => {
                  close();
                  item.onSelect();
                }}
              >
                {item.icon ? <span className={styles.icon}>{item.icon}</span> : null}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
