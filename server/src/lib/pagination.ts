import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { notFound } from './errors';

// Paging of every list (DRF's shape, which the spec's lists follow): the window a query asks for,
// the one answer for a page past the end, and `{count, next, previous, results}` with absolute links.

/** What a paged query carries (`page` and `page_size`, both optional). */
export interface PageParams {
  page?: number;
  page_size?: number;
}

/** A page to read: its number, its size (within the maximum) and the rows to skip. */
export interface PageWindow {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/**
 * The window of `page` and `page_size`: the size defaults to `size` and stays within 1..`max`
 * (lists whose schema has no maximum rely on this), the page starts at 1.
 */
export function pageWindow(q: PageParams, { size = 20, max = 100 }: { size?: number; max?: number } = {}): PageWindow {
  const page = Math.max(q.page ?? 1, 1);
  const pageSize = Math.min(Math.max(q.page_size ?? size, 1), max);
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** A page after the first with nothing on it is a 404 (an empty list's first page is an empty answer). */
export function checkPage(count: number, window: Pick<PageWindow, 'offset'>): void {
  if (window.offset > 0 && window.offset >= count) throw notFound('Página inválida.', 'invalid_page');
}

/** Query parameters a list's links carry instead of the request's own (undefined ones are left out). */
export type LinkParams = Record<string, string | number | boolean | undefined>;

/**
 * The `next` and `previous` links of a page: this request's URL (its other query parameters kept)
 * with another `page`, or null at either end. With `params`, the links carry `page` and these
 * instead of the request's query (a list whose links spell out its defaults).
 */
export function pageUrls(request: FastifyRequest, page: number, pageSize: number, count: number, params?: LinkParams) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const make = (p: number) => {
    const u = new URL(url);
    if (params) {
      u.search = '';
      u.searchParams.set('page', String(p));
      for (const [k, v] of Object.entries(params)) if (v !== undefined) u.searchParams.set(k, String(v));
    } else u.searchParams.set('page', String(p));
    return u.toString();
  };
  return {
    next: page * pageSize < count ? make(page + 1) : null,
    previous: page > 1 ? make(page - 1) : null,
  };
}

/** The answer for a page: `{count, next, previous, results}` (links as pageUrls makes them). */
export function pageAnswer<T>(
  request: FastifyRequest,
  window: Pick<PageWindow, 'page' | 'pageSize'>,
  { count, results }: { count: number; results: T[] },
  params?: LinkParams,
) {
  return { count, ...pageUrls(request, window.page, window.pageSize, count, params), results };
}

/** The schema of a page of `item`s: `{count, next, previous, results}`, named `title` in openapi.json. */
export const pageOf = <T extends TSchema>(item: T, title: string) =>
  Type.Object(
    {
      count: Type.Integer(),
      next: Type.Union([Type.String(), Type.Null()]),
      previous: Type.Union([Type.String(), Type.Null()]),
      results: Type.Array(item),
    },
    { title },
  );
