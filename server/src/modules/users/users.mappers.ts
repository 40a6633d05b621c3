import { AVATAR_SIZES, avatarFileName } from '../../lib/avatar';
import type { UserRow } from './users.repository';
import type { User } from './users.schemas';

/** The public address of an avatar size, on the origin the client used. */
export function mediaUrl(origin: string, key: string | null, size: keyof typeof AVATAR_SIZES): string | null {
  return key ? `${origin}/media/${avatarFileName(key, size)}` : null;
}

export function toUser(row: UserRow, origin: string): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar: mediaUrl(origin, row.avatar, 'large'),
    avatar_thumbnail: mediaUrl(origin, row.avatar, 'small'),
    bio: row.bio,
    phone: row.phone,
    whatsapp: row.whatsapp,
    show_email: row.showEmail,
    show_phone: row.showPhone,
    show_whatsapp: row.showWhatsapp,
    message_emails: row.messageEmails,
    state_code: row.stateCode,
    city: row.city,
    is_staff: row.isStaff,
    is_superuser: row.isSuperuser,
    email_verified: row.emailVerified,
    has_password: Boolean(row.passwordHash),
    date_joined: new Date(row.dateJoined).toISOString(),
  };
}
