import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Type } from '@sinclair/typebox';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './support/app';
import type { App } from '../src/lib/types';

describe('foundation: first contract, error shape, validation', () => {
  let app: App;
  let testDb: TestDatabase;

  before(async () => {
    testDb = await createTestDatabase();
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      { jwtSecret: randomBytes(32).toString('hex') },
    );
    app = await buildApp({ config, database: testDb.database, logger: false });
    // A strict route to exercise validation the way feature routes do.
    app.post(
      '/api/v1/test/strict/',
      {
        schema: {
          body: Type.Object(
            {
              name: Type.String({ minLength: 3, maxLength: 10 }),
              age: Type.Integer({ minimum: 0 }),
              email: Type.String({ format: 'email' }),
              code: Type.Optional(Type.String({ pattern: '^[a-z]+$', errorMessage: 'Use só letras minúsculas.' })),
            },
            { additionalProperties: false },
          ),
        },
      },
      async () => ({ ok: true }),
    );
    app.get('/api/v1/test/boom/', async () => {
      throw new Error('segredo interno: senha=123');
    });
    await app.ready();
  });

  after(async () => {
    await app.close();
    await testDb.destroy();
  });

  test('GET /api/v1/core/states/ gives the 27 UF codes without auth', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/core/states/' });
    assert.equal(res.statusCode, 200);
    const { states } = res.json();
    assert.equal(states.length, 27);
    for (const uf of ['AC', 'SP', 'RJ', 'DF', 'TO']) assert.ok(states.includes(uf), uf);
    assert.ok(states.every((s: string) => /^[A-Z]{2}$/.test(s)));
  });

  test('GET /api/v1/core/states-with-ads/ is empty while there are no ads', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/core/states-with-ads/' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { states: [] });
  });

  test('GET /api/v1/ads/categories/ lists the pt-BR taxonomy in order', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/ads/categories/' });
    assert.equal(res.statusCode, 200);
    const cats = res.json() as Array<{ name: string; slug: string; position: number }>;
    const names = cats.map((c) => c.name);
    for (const n of ['Diarista', 'Pet', 'Pedreiro', 'Eletricista', 'Toldos']) assert.ok(names.includes(n), n);
    const positions = cats.map((c) => c.position);
    assert.deepEqual(
      positions,
      [...positions].sort((a, b) => a - b),
    );
  });

  test('GET /api/v1/core/settings/ returns the global settings', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/core/settings/' });
    assert.equal(res.statusCode, 200);
    const s = res.json();
    assert.equal(s.site_name, 'Tribo');
    assert.match(s.whatsapp_number, /^\d{12,13}$/);
    assert.match(s.social_profile_url, /^https:\/\//);
    assert.equal(s.ads_enabled, false);
    assert.deepEqual(Object.keys(s.maintenance_banner).sort(), ['enabled', 'message']);
  });

  test('settings stored in the database override the defaults', async () => {
    // The process caches the settings; a hand edit of the table says so with the NOTIFY the
    // staff's update sends (settings module README).
    const siteName = async () => (await app.inject({ method: 'GET', url: '/api/v1/core/settings/' })).json().site_name;
    const store = async (name: string) => {
      await testDb.database.query(`update settings set value = $1::jsonb where key = 'site_name'`, [
        JSON.stringify(name),
      ]);
      await testDb.database.query(`select pg_notify('settings_changed', '')`);
      for (let i = 0; i < 100 && (await siteName()) !== name; i++) await new Promise((r) => setTimeout(r, 20));
    };
    await siteName();
    await store('Tribo Teste');
    assert.equal(await siteName(), 'Tribo Teste');
    await store('Tribo');
  });

  test('GET /api/health answers {status, db}', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ok', db: 'ok' });
    assert.ok(res.headers['x-request-id']);
  });

  test('unknown API routes give 404 in the error shape', async () => {
    for (const url of ['/api/v1/nada/', '/api/nope', '/media/nao-existe.webp']) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), { error: 'Recurso não encontrado.', code: 'not_found' });
    }
  });

  test('malformed JSON gets 400 invalid_json in pt-BR', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/strict/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "abc",',
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 'invalid_json');
    assert.match(res.json().error, /JSON válido/);
  });

  test('wrong types, missing and unknown fields get field messages in pt-BR', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/strict/',
      payload: { name: 'ab', age: 'muitos', email: 'nao-e-email', code: 'ABC', extra: 1 },
    });
    assert.equal(res.statusCode, 400);
    const body = res.json();
    assert.equal(body.code, 'validation_error');
    assert.equal(body.error, 'Verifique os campos destacados.');
    assert.deepEqual(body.fields.name, ['Deve ter pelo menos 3 caracteres.']);
    assert.deepEqual(body.fields.age, ['Deve ser um número inteiro.']);
    assert.deepEqual(body.fields.email, ['Informe um endereço de e-mail válido.']);
    assert.deepEqual(body.fields.code, ['Use só letras minúsculas.']);
    assert.deepEqual(body.fields.extra, ['Campo não permitido.']);
  });

  test('a missing required field is named in fields', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/test/strict/', payload: { name: 'abcd', age: 3 } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().fields, { email: ['Este campo é obrigatório.'] });
  });

  test('a body over the limit gets 413 in the error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/strict/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().code, 'payload_too_large');
  });

  test('a 500 never shows the stack trace or the internal message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/test/boom/' });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), {
      error: 'Erro interno do servidor. Tente novamente em instantes.',
      code: 'internal_error',
    });
    assert.doesNotMatch(res.body, /segredo|stack|at /);
  });

  test('security headers: the API answers with the data set (CSP allows nothing), CORS only for configured origins', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/core/states/',
      headers: { origin: 'http://localhost:3000' },
    });
    assert.equal(res.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['x-frame-options'], 'DENY');
    assert.equal(res.headers['referrer-policy'], 'no-referrer');
    assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin');
    // The pages' headers stay off the API (spaPage.test checks them on the pages).
    assert.equal(res.headers['x-dns-prefetch-control'], undefined);
    assert.equal(res.headers['cross-origin-opener-policy'], undefined);
    assert.ok(res.headers['x-request-id']);
    assert.equal(res.headers['access-control-allow-origin'], 'http://localhost:3000');
    const evil = await app.inject({
      method: 'GET',
      url: '/api/v1/core/states/',
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(evil.headers['access-control-allow-origin'], undefined);
  });
});
