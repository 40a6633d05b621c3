import type { Tribe } from '../../api/tribes';

/** What my membership lets me do in a tribe (the server decides; this only chooses what to show). */
export const isActiveMember = (t: Pick<Tribe, 'my_membership'>) => t.my_membership?.status === 'active';

/** Owner, moderator or staff (the server says so in can_moderate). */
export const canManage = (t: Pick<Tribe, 'can_moderate'>) => t.can_moderate;

export const isOwner = (t: Pick<Tribe, 'my_membership'>) =>
  t.my_membership?.status === 'active' && t.my_membership.role === 'owner';
