import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { int, rows } from '../../db/rows';
import { storedSearchMatches } from '../ads/ads.service';
import type { Alert, SavedSearchQuery } from './savedSearches.schemas';

// Saved searches' SQL (migration 0093): the member's searches, the match queue and the matches.

export interface SavedSearchRow {
  id: number | string;
  name: string;
  query: SavedSearchQuery | string;
  alert: Alert;
  new_count: number | string;
  created_at: string | Date;
}

/** The columns a search's query is matched by (null: no such filter). */
export interface SearchColumns {
  state_code: string | null;
  category_id: number | null;
  is_service: boolean | null;
  min_price_cents: number | null;
  max_price_cents: number | null;
  owner_username: string | null;
  tribe_slug: string | null;
  tsquery: string | null;
}

export interface MatchedSearch {
  id: number | string;
  user_id: number | string;
  name: string;
  alert: Alert;
}

/** An ad the digest lists. */
export interface DigestAd {
  slug: string;
  title: string;
  price_cents: number | string | null;
  price_type: string;
  city: string;
  state_code: string;
  image: { variants: Record<string, string> } | string | null;
}

/** The new ads of a search: matched after it was last opened, and still visible. */
const newCount = sql`(select count(*)::int from saved_search_matches m join ad_search x on x.id = m.ad_id
                       where m.search_id = s.id and m.created_at > s.seen_at and x.expires_at > now())`;

const fields = sql`s.id, s.name, s.query, s.alert, s.created_at, ${newCount} as new_count`;

/** A stored search's columns as the ads' listing clauses take them (ads.sql.ts storedSearchMatches). */
const storedColumns = {
  tribe: { slug: sql`s.tribe_slug`, viewerId: sql`s.user_id`, staff: sql`false` },
  stateCode: sql`s.state_code`,
  categoryId: sql`s.category_id`,
  minPriceCents: sql`s.min_price_cents`,
  maxPriceCents: sql`s.max_price_cents`,
  isService: sql`s.is_service`,
  ownerUsername: sql`s.owner_username`,
  tsquery: sql`s.tsq`,
};

/** Searches that could see the ad: someone else's. */
const notOwn = sql`s.user_id <> a.owner_id`;

/**
 * Of the searches matched (a few), those of active members: checked after the match (`offset 0`
 * keeps the planner from looking up the member of each of the thousands of searches first).
 */
const ofActiveMembers = (matched: SQL, columns: SQL) =>
  sql`select ${columns} from (${matched} offset 0) m
       where exists (select 1 from users u where u.id = m.user_id and u.is_active)`;

export function createSavedSearchesRepository(db: Db) {
  return {
    /** Serialises one member's creations (the limit of 50 counts under it). */
    async lockMember(userId: number): Promise<void> {
      await db.execute(sql`select id from users where id = ${userId} for update`);
    },

    async count(userId: number): Promise<number> {
      const [r] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from saved_searches where user_id = ${userId}`,
      );
      return Number(r.n);
    },

    list(userId: number): Promise<SavedSearchRow[]> {
      return rows<SavedSearchRow>(
        db,
        sql`select ${fields} from saved_searches s where s.user_id = ${userId} order by s.created_at desc, s.id desc`,
      );
    },

    async find(userId: number, id: number): Promise<SavedSearchRow | null> {
      const [r] = await rows<SavedSearchRow>(
        db,
        sql`select ${fields} from saved_searches s where s.id = ${id} and s.user_id = ${userId}`,
      );
      return r ?? null;
    },

    async insert(
      userId: number,
      v: { name: string; query: SavedSearchQuery; alert: Alert; columns: SearchColumns; words: string[] },
    ): Promise<number> {
      const c = v.columns;
      const [r] = await rows<{ id: number | string }>(
        db,
        sql`insert into saved_searches (user_id, name, query, alert, state_code, category_id, is_service,
                                        min_price_cents, max_price_cents, owner_username, tribe_slug, tsq)
            values (${userId}, ${v.name}, ${JSON.stringify(v.query)}::jsonb, ${v.alert}, ${c.state_code},
                    ${c.category_id}, ${c.is_service}, ${c.min_price_cents}, ${c.max_price_cents},
                    ${c.owner_username}, ${c.tribe_slug},
                    case when ${c.tsquery}::text is null then null else to_tsquery('pt_unaccent', ${c.tsquery}) end)
            returning id`,
      );
      const id = Number(r.id);
      if (v.words.length) {
        await db.execute(
          sql`insert into saved_search_words (search_id, word, known)
              select ${id}, w, exists (select 1 from ad_search_words v where v.word = w) from unnest(array[${sql.join(
                v.words.map((w) => sql`${w}::text`),
                sql`, `,
              )}]) w on conflict do nothing`,
        );
      }
      return id;
    },

    /** Changes the owner's search; false when it is not theirs (or gone). */
    async update(userId: number, id: number, v: { name?: string; alert?: Alert; seen?: boolean }): Promise<boolean> {
      const sets = [sql`user_id = user_id`];
      if (v.name !== undefined) sets.push(sql`name = ${v.name}`);
      if (v.alert !== undefined) sets.push(sql`alert = ${v.alert}`);
      if (v.seen) sets.push(sql`seen_at = now()`);
      const r = await rows<{ id: unknown }>(
        db,
        sql`update saved_searches set ${sql.join(sets, sql`, `)} where id = ${id} and user_id = ${userId} returning id`,
      );
      return r.length > 0;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const r = await rows<{ id: unknown }>(
        db,
        sql`delete from saved_searches where id = ${id} and user_id = ${userId} returning id`,
      );
      return r.length > 0;
    },

    /** The one-click unsubscribe: no owner to check (the link's signature stands for them). */
    async alertOff(id: number): Promise<{ name: string } | null> {
      const [r] = await rows<{ name: string }>(
        db,
        sql`update saved_searches set alert = 'none' where id = ${id} returning name`,
      );
      return r ?? null;
    },

    // ---- matching ----

    /** The oldest queued ads, each once, with the last queue id seen for it. */
    queued(limit: number): Promise<Array<{ ad_id: number | string; last: number | string }>> {
      return rows(
        db,
        sql`select ad_id, max(id) as last from saved_search_queue group by ad_id order by min(id) limit ${int(limit)}`,
      );
    },

    async dequeue(adId: number, upTo: number): Promise<void> {
      await db.execute(sql`delete from saved_search_queue where ad_id = ${adId} and id <= ${upTo}`);
    },

    /** The ad when it is visible now (active, before its date), else null: hidden again before the job. */
    async visibleAd(adId: number): Promise<{ slug: string; title: string } | null> {
      const [r] = await rows<{ slug: string; title: string }>(
        db,
        sql`select x.slug, x.title from ad_search a join ads x on x.id = a.id
             where a.id = ${adId} and a.expires_at > now()`,
      );
      return r ?? null;
    },

    /**
     * The matching statements read a few thousand rows through an index: compiling them (JIT, which
     * the planner's row estimates would switch on) costs more than running them. For the transaction.
     */
    async withoutJit(): Promise<void> {
      await db.execute(sql`set local jit = off`);
    },

    /**
     * Every search the ad matches by its typed text (or that has none), by the listing's clauses,
     * among the searches whose key the ad has (migration 0093: ad_match_keys, one index).
     */
    typedMatches(adId: number): Promise<MatchedSearch[]> {
      return rows<MatchedSearch>(
        db,
        ofActiveMembers(
          sql`select s.id, s.user_id, s.name, s.alert from ad_search a, saved_searches s
               where a.id = ${adId} and s.match_key = any(ad_match_keys(a.search_vector, a.category_id, a.state_code))
                 and ${notOwn} and ${storedSearchMatches(storedColumns)}`,
          sql`m.id, m.user_id, m.name, m.alert`,
        ),
      );
    },

    /**
     * Searches whose filters take the ad and whose text misses it although one of their words is a
     * near spelling (trigram) of a word of the ad's title or category: the typo-tolerant candidates.
     * Only words outside the ads' vocabulary when the search was saved count: /ads corrects no word
     * the vocabulary has (its closest word is itself), and the vocabulary only grows. One trigram
     * lookup per word of the ad (the materialized words drive the join).
     */
    typoCandidates(adId: number): Promise<Array<MatchedSearch & { search: string }>> {
      const adWords = sql`select distinct w from ads x join categories c on c.id = x.category_id,
            regexp_split_to_table(lower(immutable_unaccent(x.title || ' ' || c.name)), '[^a-z0-9]+') w
           where x.id = ${adId} and length(w) >= 3`;
      return rows(
        db,
        ofActiveMembers(
          sql`with ad_words as materialized (${adWords})
              select s.id, s.user_id, s.name, s.alert, s.query ->> 'search' as search
                from ad_search a, saved_searches s
               where a.id = ${adId} and s.tsq is not null and not (a.search_vector @@ s.tsq)
                 and s.id = any(array(
                       select sw.search_id from ad_words aw join saved_search_words sw on sw.word % aw.w and not sw.known))
                 and ${notOwn} and ${storedSearchMatches(storedColumns, false)}`,
          sql`m.id, m.user_id, m.name, m.alert, m.search`,
        ),
      );
    },

    /** Which of these tsqueries the ad's document matches (their indexes in the list). */
    async textMatches(adId: number, tsqueries: string[]): Promise<number[]> {
      if (!tsqueries.length) return [];
      const r = await rows<{ i: number | string }>(
        db,
        sql`select q.i from ad_search a, unnest(array[${sql.join(
          tsqueries.map((t) => sql`${t}::text`),
          sql`, `,
        )}]) with ordinality as q(t, i)
             where a.id = ${adId} and a.search_vector @@ to_tsquery('pt_unaccent', q.t)`,
      );
      return r.map((x) => Number(x.i) - 1);
    },

    /** Records the matches; returns the searches matched for the first time (never twice). */
    async recordMatches(adId: number, searchIds: number[]): Promise<Set<number>> {
      if (!searchIds.length) return new Set();
      const r = await rows<{ search_id: number | string }>(
        db,
        sql`insert into saved_search_matches (search_id, ad_id)
            select unnest(array[${sql.join(
              searchIds.map((id) => sql`${id}::bigint`),
              sql`, `,
            )}]), ${adId}
            on conflict do nothing returning search_id`,
      );
      return new Set(r.map((x) => Number(x.search_id)));
    },

    // ---- the daily digest ----

    /** Daily searches not e-mailed on `day` with a visible match not yet e-mailed. */
    dueDigests(day: string, limit: number) {
      return rows<{
        id: number | string;
        name: string;
        query: SavedSearchQuery | string;
        email: string;
        first_name: string;
      }>(
        db,
        sql`select s.id, s.name, s.query, u.email, u.first_name
              from saved_searches s join users u on u.id = s.user_id and u.is_active
             where s.alert = 'daily' and (s.digest_on is null or s.digest_on < ${day}::date)
               and exists (select 1 from saved_search_matches m join ad_search x on x.id = m.ad_id
                            where m.search_id = s.id and m.emailed_at is null and x.expires_at > now())
             order by s.id limit ${int(limit)}`,
      );
    },

    /** Claims the search's e-mail of `day` (false: another run sent it). */
    async claimDigest(id: number, day: string): Promise<boolean> {
      const r = await rows<{ id: unknown }>(
        db,
        sql`update saved_searches set digest_on = ${day}::date
             where id = ${id} and alert = 'daily' and (digest_on is null or digest_on < ${day}::date) returning id`,
      );
      return r.length > 0;
    },

    /** The search's visible matches not yet e-mailed, newest first (up to `limit`), and how many in all. */
    async unsentAds(id: number, limit: number): Promise<{ ads: DigestAd[]; total: number }> {
      const list = await rows<DigestAd & { total: number | string }>(
        db,
        sql`select x.slug, x.title, x.price_cents, x.price_type, x.city, x.state_code, count(*) over () as total,
                   (select row_to_json(i) from (select variants from ad_images
                     where ad_id = x.id and variants is not null order by position, id limit 1) i) as image
              from saved_search_matches m join ad_search a on a.id = m.ad_id join ads x on x.id = m.ad_id
             where m.search_id = ${id} and m.emailed_at is null and a.expires_at > now()
             order by m.created_at desc, m.ad_id desc limit ${int(limit)}`,
      );
      return { ads: list, total: list.length ? Number(list[0].total) : 0 };
    },

    async markEmailed(id: number): Promise<void> {
      await db.execute(
        sql`update saved_search_matches set emailed_at = now() where search_id = ${id} and emailed_at is null`,
      );
    },
  };
}
