import type { ReactNode } from 'react';
import { useOutletContext } from 'react-router-dom';
import { SvgIcon } from '../../components/icons';
import type { Toast } from '../../components/Toast';
import { ICONS } from './icons';
import styles from './parts.module.css';

/** The page's short messages (MessagesPage's toast), for the open conversation: its outlet context. */
export const useMessagesToast = () => useOutletContext<Toast>();

/** One of the Mensagens icons (antd's drawings), decorative; `size` in px or "1em". */
export function Icon({ name, size = '1em' }: { name: keyof typeof ICONS; size?: number | string }) {
  return <SvgIcon path={ICONS[name]} viewBox="64 64 896 896" size={size} />;
}

/** Something loading, named for screen readers ("Carregando conversas"): antd's Spin's size and colour. */
export function Spinner({ label }: { label: string }) {
  return <span className={styles.spinner} role="status" aria-label={label} />;
}

/**
 * A warning or an error in a tinted box with its icon, drawn as antd's Alert with the theme's colours:
 * the title alone, or the title larger over a description; an action (a button) on the right.
 */
export function Alert({
  type,
  title,
  description,
  action,
  role = 'alert',
  className,
}: {
  type: 'warning' | 'error';
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** "alert" (announced at once), or "note" for what is always there (the safety tip). */
  role?: 'alert' | 'note';
  className?: string;
}) {
  const classes = [styles.alert, styles[type], description ? styles.withDescription : '', className];
  return (
    <div className={classes.filter(Boolean).join(' ')} role={role}>
      <span className={styles.alertIcon}>
        <Icon name={type} />
      </span>
      <div className={styles.alertContent}>
        <div className={styles.alertTitle}>{title}</div>
        {description ? <div>{description}</div> : null}
      </div>
      {action ? <div className={styles.alertAction}>{action}</div> : null}
    </div>
  );
}
