import { avatarFileName } from '../../lib/avatar';
import { ratingOf } from '../../lib/rating';
import { iso, isoOrNull, json, num } from '../../lib/values';
import type { AdDetail, AdImage, AdSummary, AdTribeRef } from './ads.schemas';

// Rows of the ads queries (snake_case, as PostgreSQL returns them) to the API's shapes.

export interface ImageRow {
  id: number | string;
  ad_id?: number | string;
  position: number;
  client_id: string | null;
  alt: string;
  variants: Record<string, string> | string | null;
  width: number | null;
  height: number | null;
  blur: string | null;
}

export function toImage(r: ImageRow): AdImage {
  const variants = json<Record<string, string> | null>(r.variants);
  return {
    id: num(r.id),
    position: num(r.position),
    client_id: r.client_id ?? null,
    alt: r.alt ?? '',
    url: variants?.['800'] ?? null,
    variants,
    width: r.width === null ? null : num(r.width),
    height: r.height === null ? null : num(r.height),
    blur: r.blur ?? null,
    pending: !variants,
  };
}

export type AdRow = Record<string, unknown> & { id: number | string; owner_id: number | string; status: string };

export function toSummary(r: AdRow): AdSummary {
  const vote = r.user_vote === null || r.user_vote === undefined ? null : num(r.user_vote) > 0 ? 'up' : 'down';
  const image = json<ImageRow | null>(r.image);
  return {
    id: num(r.id),
    slug: String(r.slug),
    title: String(r.title),
    price_cents: r.price_cents === null ? null : num(r.price_cents),
    price_type: String(r.price_type),
    is_service: Boolean(r.is_service),
    state_code: String(r.state_code).trim(),
    city: String(r.city),
    neighbourhood: String(r.neighbourhood ?? ''),
    category: { id: num(r.category_id), name: String(r.category_name), slug: String(r.category_slug) },
    status: String(r.status),
    plan: String(r.plan),
    is_highlighted: Boolean(r.is_highlighted),
    highlighted_until: isoOrNull(r.highlighted_until),
    highlight_paused_days:
      r.highlight_paused_days === null || r.highlight_paused_days === undefined ? null : num(r.highlight_paused_days),
    image: image ? toImage(image) : null,
    views: num(r.views),
    vote_score: num(r.vote_score),
    owner_username: String(r.owner_username),
    owner_rating: ratingOf(r.owner_rating_sum, r.owner_rating_count),
    is_favorited: Boolean(r.is_favorited),
    user_vote: vote,
    created_at: iso(r.created_at),
    expires_at: iso(r.expires_at),
  };
}

/** Why moderation keeps an ad out of the lists, the strongest reason first. */
function moderationOf(r: AdRow): AdDetail['moderation'] {
  if (r.removed_by_staff && r.status === 'removed') return 'removed';
  if (r.owner_suspended) return 'owner_suspended';
  if (r.changes_requested) return 'changes_requested';
  if (r.under_review) return 'under_review';
  return null;
}

export function toDetail(
  r: AdRow,
  images: AdImage[],
  viewerIsOwner: boolean,
  canManage: boolean,
  tribes: AdTribeRef[] = [],
): AdDetail {
  const showWhatsapp = Boolean(r.show_whatsapp);
  const showPhone = Boolean(r.show_phone);
  return {
    ...toSummary(r),
    description: String(r.description),
    images: canManage ? images : images.filter((i) => !i.pending),
    owner: {
      id: num(r.owner_id),
      username: String(r.owner_username),
      first_name: String(r.owner_first_name ?? ''),
      // The stored key ("avatars/<uuid>") as the thumbnail's address, as the tribes' member lists give it.
      avatar: r.owner_avatar ? `/media/${avatarFileName(String(r.owner_avatar), 'small')}` : null,
      state_code: r.owner_state_code ? String(r.owner_state_code).trim() : null,
      city: String(r.owner_city ?? ''),
      date_joined: iso(r.owner_date_joined),
      rating: ratingOf(r.owner_rating_sum, r.owner_rating_count),
    },
    contact_whatsapp: showWhatsapp || canManage ? String(r.contact_whatsapp ?? '') : '',
    show_whatsapp: showWhatsapp,
    contact_phone: showPhone || canManage ? String(r.contact_phone ?? '') : '',
    show_phone: showPhone,
    is_owner: viewerIsOwner,
    moderation: canManage ? moderationOf(r) : null,
    tribes,
    published_at: iso(r.published_at),
    updated_at: iso(r.updated_at),
  };
}
