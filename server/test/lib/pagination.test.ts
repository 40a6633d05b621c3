import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../src/lib/errors';
import { checkPage, pageAnswer, pageWindow } from '../../src/lib/pagination';

const request = (url: string) => ({ url, protocol: 'https', host: 'tribo.example' }) as FastifyRequest;

test('the page window: page and page_size to limit and offset, the default size, the maximum', () => {
  assert.deepEqual(pageWindow({}), { page: 1, pageSize: 20, limit: 20, offset: 0 });
  assert.deepEqual(pageWindow({ page: 3, page_size: 10 }), { page: 3, pageSize: 10, limit: 10, offset: 20 });
  assert.deepEqual(pageWindow({ page: 2 }, { size: 50, max: 200 }), { page: 2, pageSize: 50, limit: 50, offset: 50 });
  assert.equal(pageWindow({ page_size: 500 }).limit, 100, 'capped at the default maximum');
  assert.equal(pageWindow({ page: 2, page_size: 500 }, { max: 50 }).offset, 50, 'the offset uses the capped size');
  assert.equal(pageWindow({ page_size: 0 }).limit, 1, 'at least one row');
  assert.equal(pageWindow({ page: 0 }).offset, 0, 'pages start at 1');
});

test('a page past the end is a 404 with the one pt-BR message; the first page of nothing is not', () => {
  checkPage(0, pageWindow({}));
  checkPage(21, pageWindow({ page: 2 }));
  for (const [count, page] of [
    [20, 2],
    [0, 2],
    [5, 9],
  ]) {
    assert.throws(
      () => checkPage(count, pageWindow({ page })),
      (err: unknown) =>
        err instanceof AppError &&
        err.statusCode === 404 &&
        err.code === 'invalid_page' &&
        err.message === 'Página inválida.',
      `page ${page} of ${count}`,
    );
  }
});

test('the page answer: count, absolute next/previous links keeping the other query parameters, results', () => {
  const mid = pageAnswer(
    request('/api/v1/x/?search=bolo&page=2&page_size=10&state=SP'),
    { page: 2, pageSize: 10 },
    {
      count: 35,
      results: ['a'],
    },
  );
  assert.deepEqual(mid, {
    count: 35,
    next: 'https://tribo.example/api/v1/x/?search=bolo&page=3&page_size=10&state=SP',
    previous: 'https://tribo.example/api/v1/x/?search=bolo&page=1&page_size=10&state=SP',
    results: ['a'],
  });
  const first = pageAnswer(request('/api/v1/x/?q=a%20b'), { page: 1, pageSize: 20 }, { count: 21, results: [] });
  assert.equal(first.previous, null);
  assert.equal(first.next, 'https://tribo.example/api/v1/x/?q=a+b&page=2');
  const last = pageAnswer(request('/api/v1/x/?page=2'), { page: 2, pageSize: 20 }, { count: 40, results: [] });
  assert.equal(last.next, null, 'no page after the last full one');
  assert.equal(last.previous, 'https://tribo.example/api/v1/x/?page=1');
});

test("the page answer with its own link parameters: the request's query replaced, undefined ones left out", () => {
  const r = pageAnswer(
    request('/api/v1/core/notifications/?page=1&junk=1'),
    { page: 1, pageSize: 20 },
    { count: 45, results: [] },
    { page_size: 20, ordering: '-created_at', is_read: undefined },
  );
  assert.equal(r.next, 'https://tribo.example/api/v1/core/notifications/?page=2&page_size=20&ordering=-created_at');
  const read = pageAnswer(
    request('/n/?page=2&is_read=false'),
    { page: 2, pageSize: 20 },
    { count: 45, results: [] },
    {
      is_read: false,
    },
  );
  assert.equal(read.previous, 'https://tribo.example/n/?page=1&is_read=false');
});
