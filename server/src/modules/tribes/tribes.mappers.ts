import { iso, isoOrNull, json, num } from '../../lib/values';
import { toSummary } from '../ads/ads.service';
import type { InvitationRow } from './tribes.invitations.repository';
import type { MemberRow } from './tribes.membership.repository';
import type { SubmissionRow } from './tribes.moderation.repository';
import type { TribeRow } from './tribes.repository';
import type {
  Invitation,
  LogEntry,
  MyMembership,
  TribeFeedItem,
  TribeImage,
  TribeMember,
  TribeSubmission,
  TribeSummary,
  UserRef,
} from './tribes.schemas';
import type { AdRow } from '../ads/ads.service';

// Rows of the tribes' queries (snake_case) to the API's shapes.

export interface StoredImage {
  variants: Record<string, string>;
  width: number;
  height: number;
  blur: string;
}

export function toTribeImage(v: unknown): TribeImage | null {
  const img = json<StoredImage | null>(v);
  if (!img || !img.variants) return null;
  return {
    url: img.variants['800'] ?? Object.values(img.variants)[0],
    variants: img.variants,
    width: num(img.width),
    height: num(img.height),
    blur: img.blur,
  };
}

export const toUserRef = (v: unknown): UserRef | null => {
  const u = json<UserRef | null>(v);
  return u ? { id: num(u.id), username: u.username, first_name: u.first_name ?? '', avatar: u.avatar ?? null } : null;
};

export function toMyMembership(r: TribeRow): MyMembership | null {
  if (!r.my_role || !r.my_status) return null;
  return {
    role: r.my_role as MyMembership['role'],
    status: r.my_status as MyMembership['status'],
    joined_at: isoOrNull(r.my_joined_at),
  };
}

export function toTribeSummary(r: TribeRow): TribeSummary {
  return {
    id: num(r.id),
    slug: r.slug,
    name: r.name,
    description: r.description,
    avatar: toTribeImage(r.avatar),
    cover: toTribeImage(r.cover),
    state_code: String(r.state_code).trim(),
    city: r.city,
    category: json<TribeSummary['category']>(r.category),
    visibility: r.visibility,
    join_policy: r.join_policy,
    ad_policy: r.ad_policy,
    member_count: num(r.member_count),
    created_at: iso(r.created_at),
    my_membership: toMyMembership(r),
  };
}

export function toMember(r: MemberRow, showAnswer: boolean): TribeMember {
  return {
    user: toUserRef(r.user)!,
    role: r.role as TribeMember['role'],
    status: r.status as TribeMember['status'],
    join_answer: showAnswer ? r.join_answer : null,
    invited_by: toUserRef(r.invited_by),
    joined_at: isoOrNull(r.joined_at),
    requested_at: iso(r.requested_at),
  };
}

export function toInvitation(r: InvitationRow): Invitation {
  const maxUses = r.max_uses === null ? null : num(r.max_uses);
  return {
    token: r.token,
    url: `/register?invite=${encodeURIComponent(r.token)}`,
    created_by: toUserRef(r.created_by),
    created_at: iso(r.created_at),
    expires_at: iso(r.expires_at),
    max_uses: maxUses,
    uses: num(r.uses),
    uses_left: maxUses === null ? null : Math.max(0, maxUses - num(r.uses)),
    revoked_at: isoOrNull(r.revoked_at),
    is_valid: Boolean(r.is_valid),
  };
}

export const toFeedItem = (r: AdRow & { pinned: boolean }): TribeFeedItem => ({
  ...toSummary(r),
  pinned: Boolean(r.pinned),
});

export function toSubmission(r: SubmissionRow): TribeSubmission {
  return {
    ad: toSummary(r),
    status: r.ta_status as TribeSubmission['status'],
    pinned: Boolean(r.pinned),
    submitted_by: toUserRef(r.submitted_by),
    reviewed_by: toUserRef(r.reviewed_by),
    reviewed_at: isoOrNull(r.reviewed_at),
    reason: r.reason ?? '',
    created_at: iso(r.ta_created_at),
  };
}

export function toLogEntry(r: Record<string, unknown>): LogEntry {
  return {
    id: num(r.id),
    actor: toUserRef(r.actor),
    action: r.action as LogEntry['action'],
    target_user: toUserRef(r.target_user),
    target_ad: json<LogEntry['target_ad']>(r.target_ad),
    reason: String(r.reason ?? ''),
    created_at: iso(r.created_at),
  };
}
