import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import button from './Button.module.css';

export interface ButtonLinkProps extends Omit<LinkProps, 'type'> {
  type?: 'primary' | 'default';
  size?: 'small' | 'middle' | 'large';
  icon?: ReactNode;
  /** The whole width of its container. */
  block?: boolean;
  danger?: boolean;
  /** Shown, not followed (and out of the tab order) while an action on the same item runs. */
  disabled?: boolean;
}

/**
 * A link that looks like a button (antd's, as the theme draws it). A `<Button>` inside a `<Link>`
 * is two focusable elements in one, which the keyboard visits twice and HTML forbids; this is one
 * link, so it opens in a new tab, and its role says where it goes.
 */
export default function ButtonLink({
  type = 'default',
  size = 'middle',
  icon,
  block = false,
  danger = false,
  disabled = false,
  className,
  style,
  children,
  onClick,
  ...rest
}: ButtonLinkProps) {
  const classes = [
    button.button,
    type === 'primary' ? button.primary : null,
    size === 'small' ? button.small : size === 'large' ? button.big : null,
    danger ? button.danger : null,
    block ? button.block : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link
      {...rest}
      className={classes}
      style={style as CSSProperties | undefined}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : rest.tabIndex}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        if (disabled) e.preventDefault();
        else onClick?.(e);
      }}
    >
      {icon}
      {children}
    </Link>
  );
}
