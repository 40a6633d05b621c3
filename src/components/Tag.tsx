import type { ReactNode } from 'react';
import styles from './Tag.module.css';

export type TagColor = 'default' | 'blue' | 'purple' | 'warning' | 'red';

/** A short label (a role, a state, a rule) drawn as antd's Tag, in plain React. */
export default function Tag({
  color = 'default',
  icon,
  className,
  children,
}: {
  color?: TagColor;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const classes = [styles.tag, color === 'default' ? null : styles[color], className].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      {icon}
      {children}
    </span>
  );
}
