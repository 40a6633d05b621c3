import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AdDetail, AdImage, AdSummary } from './ads.schemas';

/** Runs one statement on the ORM or a transaction and returns its rows (both drivers expose .rows). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
const num = (v: unknown): number => Number(v);
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

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

/** The columns every ad answer needs, for a viewer (0 = anonymous). Expects `a` (ads), `c`, `u`. */
function adColumns(viewerId: number): SQL {
  return sql`
    a.id, a.slug, a.title, a.price_cents, a.price_type, a.is_service, a.state_code, a.city, a.neighbourhood,
    a.status, a.plan, a.highlighted_until, coalesce(a.highlighted_until > now(), false) as is_highlighted,
    a.views, a.vote_score, a.created_at, a.expires_at, a.published_at, a.updated_at, a.owner_id,
    a.description, a.contact_whatsapp, a.show_whatsapp, a.contact_phone, a.show_phone,
    c.id as category_id, c.name as category_name, c.slug as category_slug,
    u.username as owner_username, u.first_name as owner_first_name, u.avatar as owner_avatar,
    u.state_code as owner_state_code, u.city as owner_city, u.date_joined as owner_date_joined,
    (select row_to_json(i) from (
       select id, position, client_id, alt, variants, width, height, blur from ad_images
       where ad_id = a.id and variants is not null order by position, id limit 1) i) as image,
    exists (select 1 from ad_favorites f where f.ad_id = a.id and f.user_id = ${viewerId}) as is_favorited,
    (select value from ad_votes v where v.ad_id = a.id and v.user_id = ${viewerId}) as user_vote`;
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
    image: image ? toImage(image) : null,
    views: num(r.views),
    vote_score: num(r.vote_score),
    owner_username: String(r.owner_username),
    is_favorited: Boolean(r.is_favorited),
    user_vote: vote,
    created_at: iso(r.created_at),
    expires_at: iso(r.expires_at),
  };
}

export function toDetail(r: AdRow, images: AdImage[], viewerIsOwner: boolean, canManage: boolean): AdDetail {
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
      avatar: (r.owner_avatar as string | null) ?? null,
      state_code: r.owner_state_code ? String(r.owner_state_code).trim() : null,
      city: String(r.owner_city ?? ''),
      date_joined: iso(r.owner_date_joined),
    },
    contact_whatsapp: showWhatsapp || canManage ? String(r.contact_whatsapp ?? '') : '',
    show_whatsapp: showWhatsapp,
    contact_phone: showPhone || canManage ? String(r.contact_phone ?? '') : '',
    show_phone: showPhone,
    is_owner: viewerIsOwner,
    published_at: iso(r.published_at),
    updated_at: iso(r.updated_at),
  };
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
}

export type SearchMode = { kind: 'none' } | { kind: 'fts'; tsquery: string };

/** Counting stops here: beyond it `count` says "at least this many" and pages still work. */
export const COUNT_CAP = 10_000;

/** The table a listing reads as `a`: ad_search for a text search, else ads. */
const source = (search: SearchMode): SQL => (search.kind === 'fts' ? sql`ad_search a` : sql`ads a`);

/**
 * The WHERE of a listing over `a`: the ads table, or (for a text search) ad_search, the narrow copy
 * of the active ads that carries the search document (it has no status column: every row is active).
 */
function whereClause(filters: ListFilters, search: SearchMode, highlighted?: boolean): SQL {
  const parts: SQL[] = [];
  if (search.kind === 'fts') {
    if (filters.ownerId !== undefined) throw new Error('a text search covers active ads only');
    parts.push(sql`a.expires_at > now()`);
  } else if (filters.ownerId !== undefined) {
    parts.push(sql`a.owner_id = ${filters.ownerId} and a.status <> 'removed'`);
  } else {
    parts.push(sql`a.status = 'active' and a.expires_at > now()`);
  }
  if (filters.favoritedBy !== undefined) {
    parts.push(sql`a.id in (select ad_id from ad_favorites where user_id = ${filters.favoritedBy})`);
  }
  if (filters.stateCode) parts.push(sql`a.state_code = ${filters.stateCode}`);
  if (filters.category) {
    // An id fits the integer column (9 digits); a longer number is read as a slug and finds nothing.
    parts.push(
      /^\d{1,9}$/.test(filters.category)
        ? sql`a.category_id = ${Number(filters.category)}`
        : sql`a.category_id = (select id from categories where slug = ${filters.category})`,
    );
  }
  if (filters.minPriceCents !== undefined) parts.push(sql`a.price_cents >= ${filters.minPriceCents}`);
  if (filters.maxPriceCents !== undefined) parts.push(sql`a.price_cents <= ${filters.maxPriceCents}`);
  if (filters.isService !== undefined) parts.push(sql`a.is_service = ${filters.isService}`);
  if (filters.owner)
    parts.push(sql`a.owner_id = (select id from users where lower(username) = lower(${filters.owner}))`);
  if (search.kind === 'fts') parts.push(sql`a.search_vector @@ to_tsquery('pt_unaccent', ${search.tsquery})`);
  if (highlighted === true) parts.push(sql`a.highlighted_until > now()`);
  if (highlighted === false) parts.push(sql`(a.highlighted_until is null or a.highlighted_until <= now())`);
  return sql.join(parts, sql` and `);
}

/** The ORDER BY of a listing without text (a text search ranks in searchPage). */
function orderClause(ordering: Ordering): SQL {
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

/** Matching ads, counted up to `cap`. */
async function countMatches(
  db: Db,
  filters: ListFilters,
  search: SearchMode,
  highlighted?: boolean,
  cap = COUNT_CAP,
): Promise<number> {
  const [r] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
          select 1 from ${source(search)} where ${whereClause(filters, search, highlighted)} limit ${cap}) s`,
  );
  return num(r.n);
}

export function createAdsRepository() {
  return {
    count: countMatches,

    /** Corrects each word to the closest word of the ads' vocabulary (pg_trgm), or null. */
    async closestWords(db: Db, words: string[]): Promise<Array<string | null>> {
      if (!words.length) return [];
      // One round trip for all the words: each word's closest vocabulary word through the trigram index.
      const result = await rows<{ i: number | string; word: string | null }>(
        db,
        sql`select q.i, (select v.word from ad_search_words v where v.word % q.w
                         order by v.word <-> q.w, v.word limit 1) as word
            from unnest(array[${sql.join(
              words.map((w) => sql`${w}::text`),
              sql`, `,
            )}]) with ordinality as q(w, i)`,
      );
      const byIndex = new Map(result.map((r) => [num(r.i), r.word]));
      return words.map((_, i) => byIndex.get(i + 1) ?? null);
    },

    /** One page of ads: the page's ids are chosen (and ranked) under the LIMIT, then decorated. */
    async list(db: Db, args: ListArgs): Promise<AdSummary[]> {
      const order = orderClause(args.ordering);
      const result = await rows<AdRow>(
        db,
        sql`with page as (
              select a.id, row_number() over () as n from (
                select a.id from ${source(args.search)} where ${whereClause(args.filters, args.search, args.highlighted)}
                order by ${order} limit ${args.limit} offset ${args.offset}
              ) a
            )
            select ${adColumns(args.viewerId)}
            from page p join ads a on a.id = p.id
            join categories c on c.id = a.category_id join users u on u.id = a.owner_id
            order by p.n`,
      );
      return result.map(toSummary);
    },

    /**
     * Text search in one pass over the matches (at most COUNT_CAP of them): count, highlighted
     * first, then the chosen order, ranked under the LIMIT; then the page's ads are decorated.
     */
    async searchPage(db: Db, args: ListArgs): Promise<{ count: number; results: AdSummary[] }> {
      if (args.search.kind !== 'fts') throw new Error('searchPage needs a text search');
      const q = sql`to_tsquery('pt_unaccent', ${args.search.tsquery})`;
      // ts_rank (weights D 0.1 < C 0.2 < B 0.4 < A 1.0: city < description < category < title) rather
      // than ts_rank_cd: the same weighting, with the best-weighted occurrence counting most, and about
      // a third of the cost of the whole pass when a broad word matches thousands of ads.
      const order: Record<Ordering, SQL> = {
        relevance: sql`m.r desc, m.created_at desc`,
        '-created_at': sql`m.created_at desc`,
        created_at: sql`m.created_at asc`,
        price: sql`m.price_cents asc nulls last, m.created_at desc`,
        '-price': sql`m.price_cents desc nulls last, m.created_at desc`,
        '-votes': sql`m.vote_score desc, m.created_at desc`,
      };
      const rank = args.ordering === 'relevance' ? sql`ts_rank(a.search_vector, ${q})` : sql`0::real`;
      const hl = args.highlighted === undefined ? sql`m.hl desc,` : sql``;
      const by = sql`${hl} ${order[args.ordering]}, m.id desc`;
      // One statement: rank and count the matches, keep the page, decorate the page's ads.
      const page = await rows<AdRow & { total: number }>(
        db,
        sql`with m as materialized (
              select a.id, a.created_at, a.price_cents, a.vote_score,
                     coalesce(a.highlighted_until > now(), false) as hl, ${rank} as r
              from ${source(args.search)} where ${whereClause(args.filters, args.search)} limit ${COUNT_CAP}
            ),
            p as (
              select m.*, (select count(*) from m)::int as total from m
              order by ${by} limit ${args.limit} offset ${args.offset}
            )
            select ${adColumns(args.viewerId)}, m.total
            from p m join ads a on a.id = m.id
            join categories c on c.id = a.category_id join users u on u.id = a.owner_id
            order by ${by}`,
      );
      if (!page.length) {
        // An empty first page means no match at all: no second pass over the table is needed.
        if (args.offset === 0) return { count: 0, results: [] };
        return { count: await countMatches(db, args.filters, args.search), results: [] };
      }
      return { count: num(page[0].total), results: page.map(toSummary) };
    },

    async findBySlug(db: Db, slug: string, viewerId: number, forUpdate = false): Promise<AdRow | null> {
      const [r] = await rows<AdRow>(
        db,
        sql`select ${adColumns(viewerId)} from ads a
            join categories c on c.id = a.category_id join users u on u.id = a.owner_id
            where a.slug = ${slug} ${forUpdate ? sql`for update of a` : sql``}`,
      );
      return r ?? null;
    },

    async images(db: Db, adId: number): Promise<AdImage[]> {
      const result = await rows<ImageRow>(
        db,
        sql`select id, position, client_id, alt, variants, width, height, blur from ad_images
            where ad_id = ${adId} order by position, id`,
      );
      return result.map(toImage);
    },

    async findImage(db: Db, id: number): Promise<(ImageRow & { owner_id: number | string; ad_status: string }) | null> {
      const [r] = await rows<ImageRow & { owner_id: number | string; ad_status: string }>(
        db,
        sql`select i.id, i.ad_id, i.position, i.client_id, i.alt, i.variants, i.width, i.height, i.blur,
                   a.owner_id, a.status as ad_status
            from ad_images i join ads a on a.id = i.ad_id where i.id = ${id} for update of i`,
      );
      return r ?? null;
    },

    async categoryExists(db: Db, id: number): Promise<{ name: string; is_service: boolean } | null> {
      const [r] = await rows<{ name: string; is_service: boolean }>(
        db,
        sql`select name, is_service from categories where id = ${id}`,
      );
      return r ?? null;
    },

    async stateExists(db: Db, code: string): Promise<boolean> {
      const [r] = await rows(db, sql`select 1 from states where code = ${code}`);
      return Boolean(r);
    },

    async insertAd(db: Db, values: Record<string, unknown>): Promise<{ id: number; slug: string }> {
      const cols = Object.keys(values);
      const [r] = await rows<{ id: number | string; slug: string }>(
        db,
        sql`insert into ads (${sql.raw(cols.join(', '))})
            values (${sql.join(
              cols.map((c) => sql`${values[c]}`),
              sql`, `,
            )})
            returning id, slug`,
      );
      return { id: num(r.id), slug: r.slug };
    },

    async updateAd(db: Db, id: number, values: Record<string, unknown>): Promise<void> {
      const cols = Object.keys(values);
      if (!cols.length) return;
      await db.execute(
        sql`update ads set ${sql.join(
          cols.map((c) => sql`${sql.raw(c)} = ${values[c]}`),
          sql`, `,
        )}, updated_at = now() where id = ${id}`,
      );
    },

    async insertImage(
      db: Db,
      adId: number,
      img: {
        position: number;
        clientId: string | null;
        alt: string;
        variants: Record<string, string> | null;
        width: number | null;
        height: number | null;
        blur: string | null;
      },
    ): Promise<number> {
      const [r] = await rows<{ id: number | string }>(
        db,
        sql`insert into ad_images (ad_id, position, client_id, alt, variants, width, height, blur)
            values (${adId}, ${img.position}, ${img.clientId}, ${img.alt},
                    ${img.variants ? JSON.stringify(img.variants) : null}::jsonb, ${img.width}, ${img.height}, ${img.blur})
            returning id`,
      );
      return num(r.id);
    },

    async setImageFile(
      db: Db,
      id: number,
      img: { variants: Record<string, string>; width: number; height: number; blur: string },
    ): Promise<void> {
      await db.execute(
        sql`update ad_images set variants = ${JSON.stringify(img.variants)}::jsonb, width = ${img.width},
            height = ${img.height}, blur = ${img.blur} where id = ${id}`,
      );
    },

    async setImagePosition(db: Db, id: number, position: number): Promise<void> {
      await db.execute(sql`update ad_images set position = ${position} where id = ${id}`);
    },

    async deleteImages(db: Db, ids: number[]): Promise<void> {
      if (!ids.length) return;
      await db.execute(
        sql`delete from ad_images where id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      );
    },

    async vote(db: Db, adId: number, userId: number, value: 1 | -1): Promise<{ score: number; vote: 1 | -1 | null }> {
      const [existing] = await rows<{ value: number }>(
        db,
        sql`select value from ad_votes where ad_id = ${adId} and user_id = ${userId} for update`,
      );
      let vote: 1 | -1 | null = value;
      if (existing && num(existing.value) === value) {
        await db.execute(sql`delete from ad_votes where ad_id = ${adId} and user_id = ${userId}`);
        vote = null;
      } else {
        await db.execute(
          sql`insert into ad_votes (ad_id, user_id, value) values (${adId}, ${userId}, ${value})
              on conflict (ad_id, user_id) do update set value = excluded.value, created_at = now()`,
        );
      }
      const [r] = await rows<{ score: number }>(
        db,
        sql`update ads set vote_score = (select coalesce(sum(value), 0) from ad_votes where ad_id = ${adId})
            where id = ${adId} returning vote_score as score`,
      );
      return { score: num(r.score), vote };
    },

    async favorite(db: Db, adId: number, userId: number, on: boolean): Promise<void> {
      await db.execute(
        on
          ? sql`insert into ad_favorites (user_id, ad_id) values (${userId}, ${adId}) on conflict do nothing`
          : sql`delete from ad_favorites where user_id = ${userId} and ad_id = ${adId}`,
      );
    },

    /** Counts a view unless this viewer was counted for this ad within the last hour. */
    async countView(db: Db, adId: number, viewer: string): Promise<boolean> {
      const seen = await rows(
        db,
        sql`insert into ad_views (ad_id, viewer) values (${adId}, ${viewer})
            on conflict (ad_id, viewer) do update set seen_at = now()
              where ad_views.seen_at <= now() - interval '1 hour'
            returning 1`,
      );
      if (!seen.length) return false;
      await db.execute(sql`update ads set views = views + 1 where id = ${adId}`);
      return true;
    },

    /** Marks ads past expires_at as expired; returns them (for AD_EXPIRED notifications). */
    async expireDue(db: Db): Promise<Array<{ id: number; owner_id: number; title: string; slug: string }>> {
      const result = await rows<{ id: number | string; owner_id: number | string; title: string; slug: string }>(
        db,
        sql`update ads set status = 'expired', updated_at = now()
            where status = 'active' and expires_at <= now()
            returning id, owner_id, title, slug`,
      );
      return result.map((r) => ({ id: num(r.id), owner_id: num(r.owner_id), title: r.title, slug: r.slug }));
    },

    async pruneViews(db: Db): Promise<void> {
      await db.execute(sql`delete from ad_views where seen_at < now() - interval '1 day'`);
    },
  };
}
export type AdsRepository = ReturnType<typeof createAdsRepository>;
