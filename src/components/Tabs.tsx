import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  /** Decorative: the label names the tab. */
  icon?: ReactNode;
  children: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
}

/**
 * A tab list in plain React (WAI-ARIA tabs, automatic activation), drawn as antd's large Tabs:
 * the arrow keys, Home and End move to a tab and open it, Tab leaves the list for the open panel.
 * Only the open tab's panel is rendered, so a tab's queries run when it is opened. The caller
 * owns the open key (a URL parameter, typically).
 */
export default function Tabs({ items, activeKey, onChange, className }: TabsProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const active = items.find((item) => item.key === activeKey) ?? items[0];

  const onKeyDown = (e: KeyboardEvent) => {
    // From the focused tab: while a tab's panel loads (a lazy chunk in a transition), the open
    // key may not have changed yet.
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const index = tabs.indexOf(e.target as HTMLButtonElement);
    if (index < 0) return;
    const next =
      e.key === 'ArrowRight'
        ? (index + 1) % items.length
        : e.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? items.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onChange(items[next].key);
    tabs[next].focus();
  };

  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <div ref={list} role="tablist" className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item === active;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={selected ? `${id}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => item.key !== active.key && onChange(item.key)}
            >
              {item.icon ? (
                <span className={styles.icon} data-tab-icon="">
                  {item.icon}
                </span>
              ) : null}
              <span>{item.label}</span>
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${active.key}`}
        tabIndex={0}
        className={styles.panel}
      >
        {active.children}
      </div>
    </div>
  );
}
