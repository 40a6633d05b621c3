import { sql, type SQL } from 'drizzle-orm';

// SQL fragments the ads repository composes: the columns of an ad answer, and a listing's source,
// filters and order (the search language that produces a tsquery is in ads.search.ts).

/** The columns every ad answer needs, for a viewer (0 = anonymous). Expects `a` (ads), `c`, `u`. */
export function adColumns(viewerId: number): SQL {
  return sql`
    a.id, a.slug, a.title, a.price_cents, a.price_type, a.is_service, a.state_code, a.city, a.neighbourhood,
    a.status, a.plan, a.highlighted_until,
    coalesce(a.highlighted_until > now() and a.highlight_paused_at is null, false) as is_highlighted,
    ceil(extract(epoch from a.highlighted_until - a.highlight_paused_at) / 86400)::int as highlight_paused_days,
    a.views, a.vote_score, a.hidden, a.under_review, a.changes_requested, a.owner_suspended, a.removed_by_staff,
    a.created_at, a.expires_at, a.published_at, a.updated_at, a.owner_id,
    a.description, a.contact_whatsapp, a.show_whatsapp, a.contact_phone, a.show_phone,
    c.id as category_id, c.name as category_name, c.slug as category_slug,
    u.username as owner_username, u.first_name as owner_first_name, u.avatar as owner_avatar,
    u.state_code as owner_state_code, u.city as owner_city, u.date_joined as owner_date_joined,
    u.rating_sum as owner_rating_sum, u.rating_count as owner_rating_count,
    (select row_to_json(i) from (
       select id, position, client_id, alt, variants, width, height, blur from ad_images
       where ad_id = a.id and variants is not null order by position, id limit 1) i) as image,
    exists (select 1 from ad_favorites f where f.ad_id = a.id and f.user_id = ${viewerId}) as is_favorited,
    (select value from ad_votes v where v.ad_id = a.id and v.user_id = ${viewerId}) as user_vote`;
}

/**
 * The SET clauses of a status change (the one place for it: updateAd and the expiry job use it).
 * A paid highlight is frozen while the ad is not active: leaving `active` with a highlight running
 * stores when it stopped; coming back to `active` moves its end by the time it was off. SET
 * expressions read the row as it was, so both clauses see the old highlight_paused_at.
 */
export function highlightOnStatus(status: SQL): SQL {
  return sql`status = ${status},
    highlight_paused_at = case
      when ${status} = 'active' then null
      else coalesce(highlight_paused_at, case when status = 'active' and highlighted_until > now() then now() end)
    end,
    highlighted_until = case
      when ${status} = 'active' and highlight_paused_at is not null then highlighted_until + (now() - highlight_paused_at)
      else highlighted_until
    end`;
}

export type Ordering = 'relevance' | '-created_at' | 'created_at' | 'price' | '-price' | '-votes';

export interface ListFilters {
  stateCode?: string;
  category?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  isService?: boolean;
  owner?: string;
  /** for "mine": every status of this owner */
  ownerId?: number;
  favoritedBy?: number;
  /** approved ads of this tribe (by slug); a private tribe's only for its active members and staff */
  tribe?: { slug: string; viewerId: number; staff: boolean };
}

export type SearchMode = { kind: 'none' } | { kind: 'fts'; tsquery: string };

/** Counting stops here: beyond it `count` says "at least this many" and pages still work. */
export const COUNT_CAP = 10_000;

/** The table a listing reads as `a`: ad_search for a text search, else ads. */
export const source = (search: SearchMode): SQL => (search.kind === 'fts' ? sql`ad_search a` : sql`ads a`);

/**
 * The operands of a listing's filters: a request's values, or a saved search's columns (where null
 * means "no such filter"). One set of clauses serves both, so a saved search matches a new ad by
 * the very rules of /ads.
 */
export interface FilterOperands {
  tribe?: { slug: SQL; viewerId: SQL; staff: SQL };
  stateCode?: SQL;
  categoryId?: SQL;
  minPriceCents?: SQL;
  maxPriceCents?: SQL;
  isService?: SQL;
  ownerUsername?: SQL;
}

/** Each given filter's clause over `a`, with the operand that switches it on. */
function filterClauses(o: FilterOperands): Array<{ operand: SQL; clause: SQL }> {
  const out: Array<{ operand: SQL; clause: SQL }> = [];
  if (o.tribe) {
    const { slug, viewerId, staff } = o.tribe;
    out.push({
      operand: slug,
      clause: sql`a.id in (select ta.ad_id from tribe_ads ta join tribes t on t.id = ta.tribe_id
      where t.slug = ${slug} and ta.status = 'approved'
        and (t.visibility = 'public' or ${staff} or exists (select 1 from tribe_members tm
             where tm.tribe_id = t.id and tm.user_id = ${viewerId} and tm.status = 'active')))`,
    });
  }
  if (o.stateCode) out.push({ operand: o.stateCode, clause: sql`a.state_code = ${o.stateCode}` });
  if (o.categoryId) out.push({ operand: o.categoryId, clause: sql`a.category_id = ${o.categoryId}` });
  if (o.minPriceCents) out.push({ operand: o.minPriceCents, clause: sql`a.price_cents >= ${o.minPriceCents}` });
  if (o.maxPriceCents) out.push({ operand: o.maxPriceCents, clause: sql`a.price_cents <= ${o.maxPriceCents}` });
  if (o.isService) out.push({ operand: o.isService, clause: sql`a.is_service = ${o.isService}` });
  if (o.ownerUsername) {
    out.push({
      operand: o.ownerUsername,
      clause: sql`a.owner_id = (select id from users where lower(username) = lower(${o.ownerUsername}))`,
    });
  }
  return out;
}

/** A text search's clause over `a` (ad_search) for a tsquery expression. */
const textClause = (tsquery: SQL): SQL => sql`a.search_vector @@ ${tsquery}`;

/**
 * Which stored searches an ad matches, over `a` (its ad_search row: active) and a stored search's
 * columns: each filter applies when its column is set (the listing's own clauses), and the text
 * matches the stored tsquery when there is one (`text: false` leaves the text out, for the
 * typo-tolerant pass that corrects it first).
 */
export function storedSearchMatches(cols: Required<FilterOperands> & { tsquery: SQL }, text = true): SQL {
  const parts = [sql`a.expires_at > now()`];
  for (const f of filterClauses(cols)) parts.push(sql`(${f.operand} is null or ${f.clause})`);
  if (text) parts.push(sql`(${cols.tsquery} is null or ${textClause(cols.tsquery)})`);
  return sql.join(parts, sql` and `);
}

/**
 * The WHERE of a listing over `a`: the ads table, or (for a text search) ad_search, the narrow copy
 * of the active ads that carries the search document (it has no status column: every row is active,
 * and not hidden by moderation: migration 0085's trigger keeps hidden ads out).
 */
export function whereClause(filters: ListFilters, search: SearchMode, highlighted?: boolean): SQL {
  const parts: SQL[] = [];
  if (search.kind === 'fts') {
    if (filters.ownerId !== undefined) throw new Error('a text search covers active ads only');
    parts.push(sql`a.expires_at > now()`);
  } else if (filters.ownerId !== undefined) {
    parts.push(sql`a.owner_id = ${filters.ownerId} and a.status <> 'removed'`);
  } else {
    parts.push(sql`a.status = 'active' and not a.hidden and a.expires_at > now()`);
  }
  if (filters.favoritedBy !== undefined) {
    parts.push(sql`a.id in (select ad_id from ad_favorites where user_id = ${filters.favoritedBy})`);
  }
  const category = filters.category;
  const operands: FilterOperands = {
    tribe: filters.tribe && {
      slug: sql`${filters.tribe.slug}`,
      viewerId: sql`${filters.tribe.viewerId}`,
      staff: sql`${filters.tribe.staff}`,
    },
    stateCode: filters.stateCode ? sql`${filters.stateCode}` : undefined,
    // An id fits the integer column (9 digits); a longer number is read as a slug and finds nothing.
    categoryId: !category
      ? undefined
      : /^\d{1,9}$/.test(category)
        ? sql`${Number(category)}`
        : sql`(select id from categories where slug = ${category})`,
    minPriceCents: filters.minPriceCents !== undefined ? sql`${filters.minPriceCents}` : undefined,
    maxPriceCents: filters.maxPriceCents !== undefined ? sql`${filters.maxPriceCents}` : undefined,
    isService: filters.isService !== undefined ? sql`${filters.isService}` : undefined,
    ownerUsername: filters.owner ? sql`${filters.owner}` : undefined,
  };
  parts.push(...filterClauses(operands).map((f) => f.clause));
  if (search.kind === 'fts') parts.push(textClause(sql`to_tsquery('pt_unaccent', ${search.tsquery})`));
  if (highlighted === true) parts.push(sql`a.highlighted_until > now()`);
  if (highlighted === false) parts.push(sql`(a.highlighted_until is null or a.highlighted_until <= now())`);
  return sql.join(parts, sql` and `);
}

/**
 * Where an ad's plan puts it among the highlighted ads (plans.placement: 2 Premium, "Topo da busca";
 * 1 Destaque; 0 none), for an `ads a` row, or for an `ad_search a` row through its ad. 0 when the
 * highlight has ended. Highlighted ads are few, so the plan is looked up only for them.
 */
export const placement = (from: 'ads' | 'ad_search' = 'ads'): SQL =>
  from === 'ads'
    ? sql`case when a.highlighted_until > now() then
            coalesce((select pl.placement from plans pl where pl.id = a.plan), 0) else 0 end`
    : sql`case when a.highlighted_until > now() then
            coalesce((select pl.placement from ads x join plans pl on pl.id = x.plan where x.id = a.id), 0) else 0 end`;

/** The ORDER BY of a listing without text (a text search ranks in searchPage). */
export function orderClause(ordering: Ordering): SQL {
  const parts: SQL[] = [];
  switch (ordering) {
    case 'relevance':
      parts.push(sql`a.created_at desc`);
      break;
    case 'created_at':
      parts.push(sql`a.created_at asc`);
      break;
    case 'price':
      parts.push(sql`a.price_cents asc nulls last`, sql`a.created_at desc`);
      break;
    case '-price':
      parts.push(sql`a.price_cents desc nulls last`, sql`a.created_at desc`);
      break;
    case '-votes':
      parts.push(sql`a.vote_score desc`, sql`a.created_at desc`);
      break;
    default:
      parts.push(sql`a.created_at desc`);
  }
  parts.push(sql`a.id desc`);
  return sql.join(parts, sql`, `);
}

export interface ListArgs {
  filters: ListFilters;
  search: SearchMode;
  ordering: Ordering;
  limit: number;
  offset: number;
  viewerId: number;
  /** true: only highlighted ads; false: only the others; undefined: all */
  highlighted?: boolean;
}
