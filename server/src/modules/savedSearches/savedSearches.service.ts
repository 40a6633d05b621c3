import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError, notFound, validationError } from '../../lib/errors';
import { createAdMatching } from '../ads/ads.service';
import { createSavedSearchesRepository, type SavedSearchRow, type SearchColumns } from './savedSearches.repository';
import {
  MAX_SAVED_SEARCHES,
  type SavedSearch,
  type SavedSearchCreateBody,
  type SavedSearchQuery,
  type SavedSearchUpdateBody,
} from './savedSearches.schemas';

// Buscas salvas: only the owner sees or changes a search (anyone else: 404), at most 50 per member,
// a search needs a text or a filter. Matching new ads and the daily e-mail: savedSearches.jobs.ts.

const SAVED_SEARCH_MESSAGES = {
  notFound: 'Busca salva não encontrada.',
  limit: `Você já tem ${MAX_SAVED_SEARCHES} buscas salvas, o máximo. Exclua uma para salvar outra.`,
  empty: 'Faça uma busca ou escolha um filtro para salvar.',
  name: 'Dê um nome à busca (até 80 caracteres).',
  category: 'Categoria não encontrada.',
} as const;

const searchNotFound = () => notFound(SAVED_SEARCH_MESSAGES.notFound, 'saved_search_not_found');

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: Number(row.id),
    name: row.name,
    query: json(row.query),
    alert: row.alert,
    new_count: Number(row.new_count),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The signature of a search's one-click unsubscribe link (no sign-in: the link itself is the proof). */
export function unsubscribeToken(secret: string, searchId: number): string {
  return createHmac('sha256', secret).update(`saved-search-unsubscribe:${searchId}`).digest('base64url').slice(0, 32);
}

function tokenMatches(secret: string, searchId: number, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, searchId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The query as /ads reads it: trimmed, `state` folded into `state_code`, empty values left out. */
function normalize(q: SavedSearchQuery): SavedSearchQuery {
  const text = (v: string | undefined) => v?.trim() || undefined;
  const out: SavedSearchQuery = {
    search: text(q.search),
    state_code: text(q.state_code ?? q.state)?.toUpperCase(),
    category: text(q.category),
    min_price: q.min_price,
    max_price: q.max_price,
    is_service: q.is_service,
    owner: text(q.owner),
    tribe: text(q.tribe),
    ordering: q.ordering,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as SavedSearchQuery;
}

const cents = (reais: number | undefined) => (reais === undefined ? null : Math.round(reais * 100));

export function createSavedSearchesService(orm: Db, opts: { secret: string }) {
  const repo = createSavedSearchesRepository(orm);
  const matching = createAdMatching(orm);

  async function get(userId: number, id: number): Promise<SavedSearch> {
    const row = await repo.find(userId, id);
    if (!row) throw searchNotFound();
    return toSavedSearch(row);
  }

  return {
    async list(userId: number): Promise<SavedSearch[]> {
      return (await repo.list(userId)).map(toSavedSearch);
    },

    async create(userId: number, body: SavedSearchCreateBody): Promise<SavedSearch> {
      const name = body.name.trim();
      if (!name) throw validationError({ name: [SAVED_SEARCH_MESSAGES.name] });
      const query = normalize(body.query);
      const { ordering: _ordering, ...filters } = query;
      if (!Object.keys(filters).length) throw validationError({ query: [SAVED_SEARCH_MESSAGES.empty] });
      let categoryId: number | null = null;
      if (query.category) {
        categoryId = await matching.categoryId(query.category);
        if (categoryId === null) throw validationError({ category: [SAVED_SEARCH_MESSAGES.category] });
      }
      const parsed = matching.parse(query.search);
      const columns: SearchColumns = {
        state_code: query.state_code ?? null,
        category_id: categoryId,
        is_service: query.is_service ?? null,
        min_price_cents: cents(query.min_price),
        max_price_cents: cents(query.max_price),
        owner_username: query.owner ?? null,
        tribe_slug: query.tribe ?? null,
        tsquery: parsed?.tsquery ?? null,
      };
      const id = await orm.transaction(async (tx) => {
        const r = createSavedSearchesRepository(tx);
        await r.lockMember(userId);
        if ((await r.count(userId)) >= MAX_SAVED_SEARCHES) {
          throw new AppError(400, 'saved_search_limit', SAVED_SEARCH_MESSAGES.limit);
        }
        return r.insert(userId, { name, query, alert: body.alert ?? 'none', columns, words: parsed?.words ?? [] });
      });
      return get(userId, id);
    },

    async update(userId: number, id: number, body: SavedSearchUpdateBody): Promise<SavedSearch> {
      const name = body.name?.trim();
      if (name === '') throw validationError({ name: [SAVED_SEARCH_MESSAGES.name] });
      if (!(await repo.update(userId, id, { name, alert: body.alert, seen: body.seen }))) throw searchNotFound();
      return get(userId, id);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.remove(userId, id))) throw searchNotFound();
    },

    /** The e-mail's link: a valid signature turns the search's alert off; anything else is a 404. */
    async unsubscribe(id: number, token: string): Promise<{ name: string }> {
      if (!tokenMatches(opts.secret, id, token)) throw searchNotFound();
      const done = await repo.alertOff(id);
      if (!done) throw searchNotFound();
      return done;
    },
  };
}
