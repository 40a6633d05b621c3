import { UserOutlined } from '@ant-design/icons';
import { Avatar as AntAvatar } from 'antd';
import { resolveImageUrl } from '../../lib/imageUrl';

/** The other person's photo, else their initial (a deleted account: the person icon). */
export function Avatar({ src, name, size }: { src: string | null; name: string; size: number }) {
  const url = src ? resolveImageUrl(src) : undefined;
  const initial = name.trim().charAt(0).toUpperCase();
  return (
    <AntAvatar src={url} size={size} icon={initial ? undefined : <UserOutlined />} aria-hidden>
      {initial}
    </AntAvatar>
  );
}
