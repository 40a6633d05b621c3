import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../support/app';
import { createAd, validAd } from '../modules/ads/ads.support';

/** Every 4xx answers the one shape, in Portuguese, and never echoes the request back. */
function assertErrorShape(res: { statusCode: number; body: string; json(): unknown }, status: number) {
  assert.equal(res.statusCode, status, res.body);
  const body = res.json() as Record<string, unknown>;
  assert.equal(typeof body.error, 'string');
  assert.equal(typeof body.code, 'string');
  assert.deepEqual(
    Object.keys(body).filter((k) => !['error', 'code', 'fields'].includes(k)),
    [],
    'only error, code and fields',
  );
  assert.doesNotMatch(String(body.error), /Bad Request|not a valid|FST_/);
  return body as { error: string; code: string; fields?: Record<string, string[]> };
}

describe('input guards: NUL bytes, numeric bounds, content types, framework errors', () => {
  let t: TestApp;
  let user: TestUser;
  let slug: string;

  before(async () => {
    t = await buildTestApp();
    user = await createUser(t.app);
    slug = (await createAd(t.app, user)).slug;
  });
  after(() => t.close());

  test('a NUL in a path parameter, a query string or a JSON string is a 400 on that field', async () => {
    const cases = [
      { req: { method: 'GET' as const, url: '/api/v1/ads/ads/a%00b/' }, field: 'slug' },
      { req: { method: 'GET' as const, url: '/api/v1/ads/ads/?category=%00' }, field: 'category' },
      { req: { method: 'GET' as const, url: '/api/v1/users/profiles/a%00b/' }, field: 'username' },
      {
        req: { method: 'PUT' as const, url: '/api/v1/users/me/', headers: user.headers, payload: { bio: 'oi\u0000' } },
        field: 'bio',
      },
      {
        req: {
          method: 'POST' as const,
          url: '/api/v1/ads/ads/',
          headers: user.headers,
          payload: validAd({ city: 'São\u0000Paulo' }),
        },
        field: 'city',
      },
    ];
    for (const { req, field } of cases) {
      const res = await t.app.inject(req);
      if (res.statusCode === 404) continue; // a route that reads the parameter as a name may just not find it
      const body = assertErrorShape(res, 400);
      assert.equal(body.code, 'validation_error', req.url);
      assert.ok(body.fields?.[field], `${req.url}: ${res.body}`);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: user.headers });
    assert.equal(me.json().bio, '', 'nothing was written');
  });

  test('numbers past the columns are a 400 on the field, never a 500', async () => {
    const urls = [
      ['/api/v1/ads/ads/?max_price=1e308', 'max_price'],
      ['/api/v1/ads/ads/?min_price=-1e308', 'min_price'],
      ['/api/v1/ads/ads/?page=1e308', 'page'],
      ['/api/v1/ads/ads/?page_size=99999999999', 'page_size'],
      ['/api/v1/ads/ads/?page=Infinity', 'page'],
      ['/api/v1/core/notifications/?page_size=Infinity', 'page_size'],
    ];
    for (const [url, field] of urls) {
      // Signed in: the notifications list checks the session before its query (a visitor gets 401).
      const body = assertErrorShape(await t.app.inject({ method: 'GET', url, headers: user.headers }), 400);
      assert.ok(body.fields?.[field], `${url}: ${JSON.stringify(body)}`);
    }
    const bigCategory = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ads/ads/',
      headers: user.headers,
      payload: validAd({ category_id: 2147483648 }),
    });
    assert.ok(assertErrorShape(bigCategory, 400).fields?.category_id);
    const bigId = await t.app.inject({
      method: 'POST',
      url: '/api/v1/core/notifications/9223372036854775808/mark_read/',
      headers: user.headers,
    });
    assert.ok([400, 404].includes(bigId.statusCode), bigId.body);
    assertErrorShape(bigId, bigId.statusCode);
    const infinite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ads/ads/',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(validAd()).replace('"price_cents":15000', '"price_cents":1e+308'),
    });
    assert.ok(assertErrorShape(infinite, 400).fields?.price_cents);
  });

  test('a text/plain body is a 415 and changes nothing, on the routes that take JSON or multipart', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: user.headers });
    for (const [method, url] of [
      ['POST', '/api/v1/ads/ads/'],
      ['PUT', `/api/v1/ads/ads/${slug}/`],
      ['PUT', '/api/v1/users/me/'],
      ['POST', '/api/v1/core/contact/'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...user.headers, 'content-type': 'text/plain' },
        payload: 'first_name=Invasor',
      });
      assert.equal(assertErrorShape(res, 415).code, 'unsupported_media_type', `${method} ${url}`);
    }
    const bare = await t.app.inject({ method: 'PUT', url: '/api/v1/users/me/', headers: user.headers, payload: '' });
    assert.equal(assertErrorShape(bare, 415).code, 'unsupported_media_type', 'no content type at all');
    const afterwards = await t.app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: user.headers });
    assert.deepEqual(afterwards.json(), before.json());
  });

  test('an empty body with the JSON content type is no body (mark_all_read/)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/core/notifications/mark_all_read/',
      headers: { ...user.headers, 'content-type': 'application/json' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const broken = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"bio":',
    });
    assert.equal(assertErrorShape(broken, 400).code, 'invalid_json');
    const proto = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"__proto__":{"is_staff":true}}',
    });
    assertErrorShape(proto, 400);
  });

  test('body keys named like Object.prototype members are fields like any other', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/core/contact/',
      headers: { 'content-type': 'application/json' },
      payload: '{"toString":"","constructor":1,"hasOwnProperty":2}',
    });
    const body = assertErrorShape(res, 400);
    for (const key of ['toString', 'constructor', 'hasOwnProperty']) {
      assert.deepEqual(body.fields?.[key], ['Campo não permitido.'], key);
    }
  });

  test('a URL that does not decode and an over-long parameter answer the one shape in pt-BR', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/ads/ads/%C0%AE%C0%AE%2F/' });
    const body = assertErrorShape(bad, 400);
    assert.equal(body.code, 'bad_url');
    assert.doesNotMatch(bad.body, /%C0/);
    const long = await t.app.inject({ method: 'GET', url: `/api/v1/ads/ads/${'a'.repeat(600)}/` });
    assert.equal(assertErrorShape(long, 414).code, 'uri_too_long');
    assert.doesNotMatch(long.body, /aaaaaaaa/);
    // Answered by the router, before any hook: still with the request's id.
    for (const r of [bad, long]) assert.match(String(r.headers['x-request-id']), /^[\w-]{8,64}$/);
  });
});

describe('SPA files: no public source maps, missing assets are 404', () => {
  let t: TestApp;
  before(async () => {
    const probe = await buildTestApp();
    const dist = path.join(probe.tmpDir, 'dist');
    await probe.close();
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tribo</title>');
    writeFileSync(path.join(dist, 'main.0123456789ab.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'main.0123456789ab.js.map'), '{"sources":["segredo.ts"]}');
    t = await buildTestApp({ serveSpa: true, distDir: dist });
  });
  after(() => t.close());

  test('files are served, maps and missing files are 404, routes get the SPA', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/main.0123456789ab.js' })).statusCode, 200);
    const map = await t.app.inject({ method: 'GET', url: '/main.0123456789ab.js.map' });
    assert.equal(map.statusCode, 404);
    assert.doesNotMatch(map.body, /segredo/);
    const missing = await t.app.inject({ method: 'GET', url: '/main.deadbeef0000.js' });
    assert.equal(missing.statusCode, 404);
    assert.doesNotMatch(missing.body, /<title>/);
    // (An unknown ad or address is a 404 with the SPA: spaPage.test.ts.)
    for (const url of ['/ads', '/profile?tab=favorites', '/']) {
      const page = await t.app.inject({ method: 'GET', url });
      assert.equal(page.statusCode, 200, url);
      assert.match(page.body, /<title>[^<]*Tribo[^<]*<\/title>/, url);
    }
  });
});
