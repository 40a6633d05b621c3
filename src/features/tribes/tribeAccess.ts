import type { Tribe } from '../../api/tribes';

/** What my membership lets me do in a tribe (the server decides; this only chooses what to show). */
export const isActiveMember = (t: Pick<Tribe, 'my_status'>) => t.my_status === 'active';

export const canManage = (t: Pick<Tribe, 'my_status' | 'my_role'>) =>
  t.my_status === 'active' && (t.my_role === 'owner' || t.my_role === 'moderator');

export const isOwner = (t: Pick<Tribe, 'my_status' | 'my_role'>) => t.my_status === 'active' && t.my_role === 'owner';
