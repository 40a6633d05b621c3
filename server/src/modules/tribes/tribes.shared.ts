import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { notify } from '../notifications/notifications.producer';
import { canModerate, canViewContent, tribeNotFound, viewerOf, type Viewer } from './tribes.access';
import { toMember, toTribeSummary, toUserRef } from './tribes.mappers';
import { MESSAGES } from './tribes.messages';
import type { TribeRow, TribesRepository } from './tribes.repository';
import type { TribeDetail } from './tribes.schemas';

// What the tribes services share: the tribe with the viewer's role, its detail, a member's row, notices.

/** The tribe (locked with `forUpdate`), the viewer's role in it and its id; 404 when there is none. */
export async function loadTribe(slug: string, user: AuthUser | null, r: TribesRepository, forUpdate = false) {
  const tribe = await r.findTribe(slug, user?.id ?? 0, forUpdate);
  if (!tribe) throw tribeNotFound();
  return { tribe, viewer: viewerOf(user, tribe), id: Number(tribe.id) };
}

/** A tribe as its page shows it to this viewer (rules for who may see them, counts for moderators). */
export async function tribeDetail(tribe: TribeRow, viewer: Viewer, r: TribesRepository): Promise<TribeDetail> {
  const content = canViewContent(tribe, viewer);
  const moderator = canModerate(viewer);
  const pending = moderator ? await r.pendingCounts(Number(tribe.id)) : { members: 0, ads: 0 };
  return {
    ...toTribeSummary(tribe),
    rules: content ? tribe.rules : null,
    owner: toUserRef(tribe.owner)!,
    updated_at: new Date(String(tribe.updated_at)).toISOString(),
    can_view_content: content,
    can_moderate: moderator,
    pending_members: pending.members,
    pending_ads: pending.ads,
  };
}

export async function reloadTribe(slug: string, user: AuthUser | null, r: TribesRepository): Promise<TribeDetail> {
  const { tribe, viewer } = await loadTribe(slug, user, r);
  return tribeDetail(tribe, viewer, r);
}

export async function notifyMany(tx: Db, userIds: number[], n: { title: string; message: string; link: string }) {
  for (const userId of userIds) await notify(tx, { userId, type: 'GENERAL_ANNOUNCEMENT', ...n });
}

/** A member's row after a change (for the answer). */
export async function memberOf(r: TribesRepository, tribeId: number, userId: number) {
  const row = await r.member(tribeId, userId);
  if (!row) throw notFound(MESSAGES.memberNotFound, 'member_not_found');
  return toMember(row, true);
}
