import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

/**
 * The `next` and `previous` links of a page (DRF's shape, which the spec's lists follow): this
 * request's URL with another `page`, or null at either end.
 */
export function pageUrls(request: FastifyRequest, page: number, pageSize: number, count: number) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const make = (p: number) => {
    const u = new URL(url);
    u.searchParams.set('page', String(p));
    return u.toString();
  };
  return {
    next: page * pageSize < count ? make(page + 1) : null,
    previous: page > 1 ? make(page - 1) : null,
  };
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
