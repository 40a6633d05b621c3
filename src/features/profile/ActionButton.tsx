import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import button from '../../components/Button.module.css';

export interface ActionButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'type'> {
  type?: 'primary' | 'default';
  size?: 'small' | 'middle';
  danger?: boolean;
  icon?: ReactNode;
  /** The action runs: busy and not clickable. */
  loading?: boolean;
}

/** A button of the profile's lists, drawn as ButtonLink draws its links (antd's looks). */
export default function ActionButton({
  type = 'default',
  size = 'middle',
  danger = false,
  icon,
  loading = false,
  disabled,
  className,
  children,
  ...rest
}: ActionButtonProps) {
  const classes = [
    button.button,
    type === 'primary' ? button.primary : null,
    size === 'small' ? button.small : null,
    danger ? button.danger : null,
    className,
  ];
  return (
    <button
      type="button"
      {...rest}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {icon}
      {children}
    </button>
  );
}
