import { forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { MESSAGES } from './tribes.messages';
import type { TribeRow } from './tribes.repository';

// Who may do what in a tribe (docs/product-rules.md, Tribes). Roles: visitor, signed-in
// non-member, pending, member, moderator, owner, banned, staff (is_staff or is_superuser: moderates
// any tribe). Every rule the routes enforce is one of these functions.

export interface Viewer {
  user: AuthUser | null;
  role: string | null;
  status: string | null;
}

export const viewerOf = (user: AuthUser | null, tribe: TribeRow): Viewer => ({
  user,
  role: tribe.my_role,
  status: tribe.my_status,
});

export const isStaff = (user: AuthUser | null) => Boolean(user && (user.isStaff || user.isSuperuser));
export const isActiveMember = (v: Viewer) => v.status === 'active';
export const isOwner = (v: Viewer) => v.status === 'active' && v.role === 'owner';
export const canModerate = (v: Viewer) =>
  isStaff(v.user) || (v.status === 'active' && (v.role === 'owner' || v.role === 'moderator'));
/** Feed, members and rules: anyone for a public tribe; active members (and staff) for a private one. */
export const canViewContent = (tribe: TribeRow, v: Viewer) =>
  tribe.visibility === 'public' || isActiveMember(v) || isStaff(v.user);

export const tribeNotFound = () => notFound(MESSAGES.tribeNotFound, 'tribe_not_found');

export function requireContent(tribe: TribeRow, v: Viewer) {
  if (!canViewContent(tribe, v)) throw forbidden(MESSAGES.privateContent, 'tribe_private');
}
export function requireModerator(v: Viewer) {
  if (!canModerate(v)) throw forbidden(MESSAGES.moderatorsOnly);
}
export function requireOwner(v: Viewer) {
  if (!isOwner(v) && !isStaff(v.user)) throw forbidden(MESSAGES.ownerOnly);
}
export function requireMember(v: Viewer) {
  if (v.status === 'banned') throw forbidden(MESSAGES.banned, 'banned');
  if (!isActiveMember(v)) throw forbidden(MESSAGES.membersOnly);
}
