import { useState } from 'react';
import { resolveImageUrl } from '../lib/imageUrl';
import { SvgIcon } from './icons';
import styles from './Avatar.module.css';

/** antd's UserOutlined (viewBox "64 64 896 896"). */
const USER =
  'M858.5 763.6a374 374 0 00-80.6-119.5 375.63 375.63 0 00-119.5-80.6c-.4-.2-.8-.3-1.2-.5C719.5 518 760 444.7 760 362c0-137-111-248-248-248S264 225 264 362c0 82.7 40.5 156 102.8 201.1-.4.2-.8.3-1.2.5-44.8 18.9-85 46-119.5 80.6a375.63 375.63 0 00-80.6 119.5A371.7 371.7 0 00136 901.8a8 8 0 008 8.2h60c4.4 0 7.9-3.5 8-7.8 2-77.2 33-149.5 87.8-204.3 56.7-56.7 132-87.9 212.2-87.9s155.5 31.2 212.2 87.9C779 752.7 810 825 812 902.2c.1 4.4 3.6 7.8 8 7.8h60a8 8 0 008-8.2c-1-47.8-10.9-94.3-29.5-138.2zM512 534c-45.9 0-89.1-17.9-121.6-50.4S340 407.9 340 362c0-45.9 17.9-89.1 50.4-121.6S466.1 190 512 190s89.1 17.9 121.6 50.4S684 316.1 684 362c0 45.9-17.9 89.1-50.4 121.6S557.9 534 512 534z';

export interface AvatarProps {
  /** The photo's address (resolved as every image is); none, or one that fails, shows the initial. */
  src?: string | null;
  /** Whose it is: its first letter stands in for a missing photo; no name, the person icon. */
  name?: string;
  /** Width and height in px. */
  size?: number;
  className?: string;
}

/**
 * A person's round picture, drawn as antd's Avatar: the photo, else the initial of the name on grey,
 * else a person icon (a deleted account). Decorative: the name is written beside it.
 */
export default function Avatar({ src, name = '', size = 32, className }: AvatarProps) {
  const url = src ? resolveImageUrl(src) : null;
  const [failed, setFailed] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase();
  const classes = [styles.avatar, className].filter(Boolean).join(' ');
  if (url && failed !== url)
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        className={`${classes} ${styles.image}`}
        onError={() => setFailed(url)}
      />
    );
  return (
    <span
      className={classes}
      style={{ width: size, height: size, fontSize: initial ? Math.min(18, size - 2) : size / 2 }}
      aria-hidden="true"
    >
      {initial || <SvgIcon path={USER} viewBox="64 64 896 896" size="1em" />}
    </span>
  );
}
