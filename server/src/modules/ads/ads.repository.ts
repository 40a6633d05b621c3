import { sql, type SQL } from 'drizzle-orm';
import { CUSTOM_PLAN, type Db } from '../../db/client';
import { int, rows } from '../../db/rows';
import { json, num } from '../../lib/values';
import { toImage, toSummary, type AdRow, type ImageRow } from './ads.mappers';
import type { AdImage, AdSummary, AdTribeRef } from './ads.schemas';
import {
  adColumns,
  COUNT_CAP,
  highlightOnStatus,
  orderClause,
  placement,
  source,
  whereClause,
  type ListArgs,
  type ListFilters,
  type Ordering,
  type SearchMode,
} from './ads.sql';
import { createAdsEngagementRepository } from './ads.engagement.repository';

/** A text search is planned for its words every time (see CUSTOM_PLAN); the rest reuse a plan. */
const planFor = (search: SearchMode): SQL => sql.raw(search.kind === 'fts' ? CUSTOM_PLAN : '');

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
    sql`${planFor(search)} select count(*)::int as n from (
          select 1 from ${source(search)} where ${whereClause(filters, search, highlighted)} limit ${int(cap)}) s`,
  );
  return num(r.n);
}

/** The ads' SQL. Takes the database or a transaction, so a service can group writes. */
export function createAdsRepository(db: Db) {
  return {
    ...createAdsEngagementRepository(db),
    /** Corrects each word to the closest word of the ads' vocabulary (pg_trgm), or null. */
    async closestWords(words: string[]): Promise<Array<string | null>> {
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

    /**
     * A listing without text in one statement (one round trip instead of four): the capped count,
     * and the page with the highlighted ads first. Highlighted ads are few, so they are paged apart
     * and the rest keeps its index order (`order by created_at desc limit` walks an index; one
     * `order by highlighted, created_at` over both would sort every match).
     */
    async listPage(args: ListArgs & { highlightedFirst: boolean }): Promise<{ count: number; results: AdSummary[] }> {
      const order = orderClause(args.ordering);
      const all = whereClause(args.filters, args.search);
      const src = source(args.search);
      const page = args.highlightedFirst
        ? sql`hl as (
              select a.id from ${src} where ${whereClause(args.filters, args.search, true)}
              order by ${placement(args.search.kind === 'fts' ? 'ad_search' : 'ads')} desc, ${order}
              limit ${int(args.limit)} offset ${int(args.offset)}
            ),
            hl_count as (
              select count(*)::int as n from (
                select 1 from ${src} where ${whereClause(args.filters, args.search, true)} limit ${int(COUNT_CAP)}) s
            ),
            rest as (
              -- A constant LIMIT keeps the index walk (a limit computed from hl would hide it from
              -- the planner); the rows before this page's share are dropped by their number.
              select id, row_number() over () as n from (
                select a.id from ${src} where ${whereClause(args.filters, args.search, false)}
                order by ${order} limit ${int(args.limit + args.offset)}
              ) r
            ),
            page as (
              select id, 0 as part, row_number() over () as n from hl
              union all
              select id, 1 as part, n from rest
              where n > greatest(0, ${int(args.offset)} - (select n from hl_count))
                and n <= greatest(0, ${int(args.offset)} - (select n from hl_count))
                         + ${int(args.limit)} - (select count(*) from hl)
            )`
        : sql`page as (
              select a.id, 0 as part, row_number() over () as n from (
                select a.id from ${src} where ${all} order by ${order} limit ${int(args.limit)} offset ${int(args.offset)}
              ) a
            )`;
      const result = await rows<AdRow & { total: number }>(
        db,
        sql`${planFor(args.search)} with total as (
              select count(*)::int as n from (select 1 from ${src} where ${all} limit ${int(COUNT_CAP)}) s
            ),
            ${page}
            select ${adColumns(args.viewerId)}, (select n from total) as total
            from page p join ads a on a.id = p.id
            join categories c on c.id = a.category_id join users u on u.id = a.owner_id
            order by p.part, p.n`,
      );
      if (!result.length) return { count: await countMatches(db, args.filters, args.search), results: [] };
      return { count: num(result[0].total), results: result.map(toSummary) };
    },

    /**
     * Text search in one pass over the matches (at most COUNT_CAP of them): count, highlighted
     * first, then the chosen order, ranked under the LIMIT; then the page's ads are decorated.
     */
    async searchPage(args: ListArgs): Promise<{ count: number; results: AdSummary[] }> {
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
      // Highlighted ads first, Premium before Destaque (not in a member's own lists: highlighted false).
      const hl = args.highlighted === undefined ? sql`m.hl desc, m.tier desc,` : sql``;
      const by = sql`${hl} ${order[args.ordering]}, m.id desc`;
      // One statement: rank and count the matches, keep the page, decorate the page's ads.
      const page = await rows<AdRow & { total: number }>(
        db,
        sql`${sql.raw(CUSTOM_PLAN)} with m as materialized (
              select a.id, a.created_at, a.price_cents, a.vote_score,
                     coalesce(a.highlighted_until > now(), false) as hl, ${placement('ad_search')} as tier,
                     ${rank} as r
              from ${source(args.search)} where ${whereClause(args.filters, args.search)} limit ${int(COUNT_CAP)}
            ),
            p as (
              select m.*, (select count(*) from m)::int as total from m
              order by ${by} limit ${int(args.limit)} offset ${int(args.offset)}
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

    async findBySlug(slug: string, viewerId: number): Promise<AdRow | null> {
      const [r] = await rows<AdRow>(
        db,
        sql`select ${adColumns(viewerId)} from ads a
            join categories c on c.id = a.category_id join users u on u.id = a.owner_id
            where a.slug = ${slug}`,
      );
      return r ?? null;
    },

    /**
     * An ad page in one round trip: the ad's row, its images and public tribes, and whether this
     * viewer's view was counted within the day (`seen`; true when viewer is null: nothing to count).
     */
    async findPage(
      slug: string,
      viewerId: number,
      viewer: string | null,
    ): Promise<{ row: AdRow; images: AdImage[]; tribes: AdTribeRef[]; seen: boolean } | null> {
      const [r] = await rows<
        AdRow & { images_json: ImageRow[] | string; tribes_json: AdTribeRef[] | string; seen: boolean }
      >(
        db,
        sql`select ${adColumns(viewerId)},
              (select coalesce(json_agg(i order by i.position, i.id), '[]') from (
                 select id, position, client_id, alt, variants, width, height, blur from ad_images
                 where ad_id = a.id) i) as images_json,
              (select coalesce(json_agg(t), '[]') from (
                 select t.slug, t.name, t.avatar -> 'variants' ->> '320' as avatar_url
                 from tribe_ads ta join tribes t on t.id = ta.tribe_id
                 where ta.ad_id = a.id and ta.status = 'approved' and t.visibility = 'public'
                 order by t.member_count desc, t.id limit 20) t) as tribes_json,
              ${
                viewer === null
                  ? sql`true`
                  : sql`exists (select 1 from ad_views v where v.ad_id = a.id and v.viewer = ${viewer}
                          and v.seen_at > now() - interval '1 day')`
              } as seen
            from ads a
            join categories c on c.id = a.category_id join users u on u.id = a.owner_id
            where a.slug = ${slug}`,
      );
      if (!r) return null;
      const tribes = json<AdTribeRef[]>(r.tribes_json);
      return {
        row: r,
        images: json<ImageRow[]>(r.images_json).map(toImage),
        tribes: tribes.map((t) => ({ slug: t.slug, name: t.name, avatar_url: t.avatar_url ?? null })),
        seen: Boolean(r.seen),
      };
    },

    async images(adId: number): Promise<AdImage[]> {
      const result = await rows<ImageRow>(
        db,
        sql`select id, position, client_id, alt, variants, width, height, blur from ad_images
            where ad_id = ${adId} order by position, id`,
      );
      return result.map(toImage);
    },

    /** An ad page's images and public tribes in one round trip (the page is read far more than written). */
    async detailExtras(adId: number): Promise<{ images: AdImage[]; tribes: AdTribeRef[] }> {
      const [r] = await rows<{ images: ImageRow[] | string; tribes: AdTribeRef[] | string }>(
        db,
        sql`select
              (select coalesce(json_agg(i order by i.position, i.id), '[]') from (
                 select id, position, client_id, alt, variants, width, height, blur from ad_images
                 where ad_id = ${adId}) i) as images,
              (select coalesce(json_agg(t), '[]') from (
                 select t.slug, t.name, t.avatar -> 'variants' ->> '320' as avatar_url
                 from tribe_ads ta join tribes t on t.id = ta.tribe_id
                 where ta.ad_id = ${adId} and ta.status = 'approved' and t.visibility = 'public'
                 order by t.member_count desc, t.id limit 20) t) as tribes`,
      );
      const images = json<ImageRow[]>(r.images);
      const tribes = json<AdTribeRef[]>(r.tribes);
      return {
        images: images.map(toImage),
        tribes: tribes.map((t) => ({ slug: t.slug, name: t.name, avatar_url: t.avatar_url ?? null })),
      };
    },

    /** The owner and slug of a live ad's image (uploadImageFile checks who may fill it). */
    async imageOwner(imageId: number): Promise<{ owner_id: number | string; slug: string } | null> {
      const [r] = await rows<{ owner_id: number | string; slug: string }>(
        db,
        sql`select a.owner_id, a.slug from ad_images i join ads a on a.id = i.ad_id where i.id = ${imageId} and a.status <> 'removed'`,
      );
      return r ?? null;
    },

    async findImage(id: number): Promise<(ImageRow & { owner_id: number | string; ad_status: string }) | null> {
      const [r] = await rows<ImageRow & { owner_id: number | string; ad_status: string }>(
        db,
        sql`select i.id, i.ad_id, i.position, i.client_id, i.alt, i.variants, i.width, i.height, i.blur,
                   a.owner_id, a.status as ad_status
            from ad_images i join ads a on a.id = i.ad_id where i.id = ${id} for update of i`,
      );
      return r ?? null;
    },

    async categoryExists(id: number): Promise<{ name: string; is_service: boolean } | null> {
      const [r] = await rows<{ name: string; is_service: boolean }>(
        db,
        sql`select name, is_service from categories where id = ${id}`,
      );
      return r ?? null;
    },

    /** A category named as the listing takes it (an id, or a slug): its id, or null. */
    async categoryIdOf(category: string): Promise<number | null> {
      const [r] = await rows<{ id: number | string }>(
        db,
        /^\d{1,9}$/.test(category)
          ? sql`select id from categories where id = ${Number(category)}`
          : sql`select id from categories where slug = ${category}`,
      );
      return r ? Number(r.id) : null;
    },

    async stateExists(code: string): Promise<boolean> {
      const [r] = await rows(db, sql`select 1 from states where code = ${code}`);
      return Boolean(r);
    },

    async insertAd(values: Record<string, unknown>): Promise<{ id: number; slug: string }> {
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

    /** A status in `values` goes through highlightOnStatus: a highlight freezes and resumes with it. */
    async updateAd(id: number, values: Record<string, unknown>): Promise<void> {
      const cols = Object.keys(values);
      if (!cols.length) return;
      await db.execute(
        sql`update ads set ${sql.join(
          cols.map((c) =>
            c === 'status' ? highlightOnStatus(sql`${values[c]}::text`) : sql`${sql.raw(c)} = ${values[c]}`,
          ),
          sql`, `,
        )}, updated_at = now() where id = ${id}`,
      );
    },

    async insertImage(
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
      id: number,
      img: { variants: Record<string, string>; width: number; height: number; blur: string },
    ): Promise<void> {
      await db.execute(
        sql`update ad_images set variants = ${JSON.stringify(img.variants)}::jsonb, width = ${img.width},
            height = ${img.height}, blur = ${img.blur} where id = ${id}`,
      );
    },

    /**
     * Ads' main pictures (the first by position, the one og:image shows) stored without the
     * link-preview rendition: at most `limit`, oldest first. An empty `og` marks one that could not
     * be made (its files are gone), so it is not tried again.
     */
    async mainImagesWithoutCard(limit: number): Promise<Array<{ id: number; variants: Record<string, string> }>> {
      const found = await rows<{ id: number | string; variants: Record<string, string> | string }>(
        db,
        sql`select m.id, m.variants from (
              select distinct on (i.ad_id) i.id, i.variants from ad_images i
              join ads a on a.id = i.ad_id and a.status <> 'removed'
              order by i.ad_id, i.position, i.id) m
            where m.variants is not null and m.variants -> 'og' is null
            order by m.id limit ${limit}`,
      );
      return found.map((r) => ({ id: Number(r.id), variants: json<Record<string, string>>(r.variants) }));
    },

    /** Stores an image's variants with its rendition, if they are still the ones it was cut from. */
    async addImageCard(id: number, before: Record<string, string>, after: Record<string, string>): Promise<boolean> {
      const changed = await rows<{ id: number }>(
        db,
        sql`update ad_images set variants = ${JSON.stringify(after)}::jsonb
            where id = ${id} and variants = ${JSON.stringify(before)}::jsonb returning id`,
      );
      return changed.length > 0;
    },

    async setImagePosition(id: number, position: number): Promise<void> {
      await db.execute(sql`update ad_images set position = ${position} where id = ${id}`);
    },

    async deleteImages(ids: number[]): Promise<void> {
      if (!ids.length) return;
      await db.execute(
        sql`delete from ad_images where id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      );
    },

    /** Marks ads past expires_at as expired; returns them (for AD_EXPIRED notifications). */
    async expireDue(): Promise<Array<{ id: number; owner_id: number; title: string; slug: string }>> {
      const result = await rows<{ id: number | string; owner_id: number | string; title: string; slug: string }>(
        db,
        sql`update ads set ${highlightOnStatus(sql`'expired'::text`)}, updated_at = now()
            where status = 'active' and expires_at <= now()
            returning id, owner_id, title, slug`,
      );
      return result.map((r) => ({ id: num(r.id), owner_id: num(r.owner_id), title: r.title, slug: r.slug }));
    },

    /** Every media path ("ads/<name>") that an image row names, for the media janitor. */
    async referencedMedia(): Promise<Set<string>> {
      const found = await rows<{ name: string }>(
        db,
        sql`select substr(v.value, length('/media/') + 1) as name
            from ad_images i, jsonb_each_text(i.variants) v
            where i.variants is not null and v.value like '/media/%'`,
      );
      return new Set(found.map((r) => r.name));
    },
  };
}
