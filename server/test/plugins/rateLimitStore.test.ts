import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import type { App } from '../../src/lib/types';
import { sweepRateLimits } from '../../src/plugins/rateLimitStore';
import { buildTestApp, TEST_ENGINE, type TestApp } from '../support/app';
import { uniqueIp } from '../support/accounts';

const CONTACT = {
  name: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  subject: 'Dúvida sobre anúncios',
  message: 'Olá! Gostaria de saber como destacar meu anúncio na página inicial.',
};

function signIn(app: App, ip: string, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/token/',
    remoteAddress: ip,
    payload: { email, password: 'senha-errada-123' },
  });
}

/**
 * Another app on the test app's database, as a second server process would be: its own pool on
 * PostgreSQL; on PGlite (one process only) the same engine, which the second app must not close.
 */
async function secondInstance(t: TestApp): Promise<App> {
  const database: Database =
    TEST_ENGINE === 'postgres'
      ? await openDatabase({ url: t.database.url!, poolSize: 3 })
      : { ...t.database, close: async () => undefined };
  const app = await buildApp({ config: t.config, database, logger: false });
  await app.ready();
  return app;
}

describe('rate limits are counted in the database, shared by every server process', () => {
  let t: TestApp;
  let b: App;

  before(async () => {
    t = await buildTestApp();
    b = await secondInstance(t);
  });
  after(async () => {
    await b.close();
    await t.close();
  });

  test('sign-in from one IP: 10 attempts spread over two instances, the 11th is refused by either', async () => {
    const ip = uniqueIp();
    const codes: number[] = [];
    // A different e-mail each time: only the per-IP limit applies.
    for (let i = 0; i < 12; i++) codes.push((await signIn(i % 2 ? b : t.app, ip, `ip${i}@exemplo.com.br`)).statusCode);
    assert.deepEqual(codes, [...Array(10).fill(401), 429, 429]);
    const other = await signIn(b, uniqueIp(), 'ip0@exemplo.com.br');
    assert.equal(other.statusCode, 401, 'outro IP não é afetado');
  });

  test('the per-account limit (one e-mail from many IPs) is shared too', async () => {
    const email = 'alvo-compartilhado@exemplo.com.br';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await signIn(i % 2 ? t.app : b, uniqueIp(), email)).statusCode);
    assert.deepEqual(codes, [...Array(10).fill(401), 429]);
    const blocked = await signIn(t.app, uniqueIp(), email);
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().code, 'rate_limited');
    assert.match(blocked.json().error, /^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/);
    assert.ok(Number(blocked.headers['retry-after']) > 0);
  });

  test('the contact form (5 per hour per IP) counts across instances, and a restart forgets nothing', async () => {
    const ip = uniqueIp();
    const post = (app: App) =>
      app.inject({ method: 'POST', url: '/api/v1/core/contact/', remoteAddress: ip, payload: CONTACT });
    for (let i = 0; i < 4; i++) assert.equal((await post(i % 2 ? b : t.app)).statusCode, 201, `envio ${i + 1}`);
    // A restart: a new instance on the same database takes over.
    const restarted = await secondInstance(t);
    try {
      assert.equal((await post(restarted)).statusCode, 201);
      const limited = await post(restarted);
      assert.equal(limited.statusCode, 429);
      assert.equal(limited.json().code, 'rate_limited');
      assert.equal((await post(t.app)).statusCode, 429);
    } finally {
      await restarted.close();
    }
  });

  test('a closed window starts over, and the sweep deletes closed windows only', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) await signIn(t.app, ip, `janela${i}@exemplo.com.br`);
    assert.equal((await signIn(b, ip, 'janela10@exemplo.com.br')).statusCode, 429);
    const realNow = Date.now;
    Date.now = () => realNow() + 15 * 60 * 1000 + 1000;
    try {
      assert.equal((await signIn(b, ip, 'janela11@exemplo.com.br')).statusCode, 401, 'nova janela');
    } finally {
      Date.now = realNow;
    }
    await t.database.query(
      "insert into rate_limit_hits (key, count, reset_at) values ('fechada', 3, now() - interval '1 second')",
    );
    const count = async () =>
      (await t.database.query<{ n: number }>('select count(*)::int as n from rate_limit_hits'))[0].n;
    const beforeSweep = await count();
    await sweepRateLimits(t.database);
    assert.equal(await count(), beforeSweep - 1);
    const [gone] = await t.database.query("select 1 from rate_limit_hits where key = 'fechada'");
    assert.equal(gone, undefined);
  });

  test('stored keys are digests: no client address or e-mail is kept', async () => {
    const rows = await t.database.query<{ key: string }>('select key from rate_limit_hits');
    assert.ok(rows.length > 0);
    for (const { key } of rows) assert.match(key, /^[A-Za-z0-9_-]{43}$/);
    // keyed with the server's secret: a plain digest of a known address matches nothing
    const ip = uniqueIp();
    await signIn(t.app, ip, 'digest@exemplo.com.br');
    const plain = createHash('sha256').update(`POST /api/v1/token/|${ip}`).digest('base64url');
    const after = await t.database.query<{ key: string }>('select key from rate_limit_hits');
    assert.equal(after.length, rows.length + 2, 'one counter per address and one per e-mail');
    assert.ok(!after.some((r) => r.key === plain));
  });
});

describe('rate limits when the database cannot count', () => {
  let t: TestApp;

  before(async () => {
    t = await buildTestApp();
  });
  after(async () => {
    await t.close();
  });

  test('the request is refused with a pt-BR 503, never let through uncounted', async () => {
    await t.database.query('alter table rate_limit_hits rename to rate_limit_hits_fora');
    try {
      const r = await signIn(t.app, uniqueIp(), 'indisponivel@exemplo.com.br');
      assert.equal(r.statusCode, 503, r.body);
      assert.deepEqual(r.json(), {
        error: 'Serviço indisponível no momento. Tente novamente em instantes.',
        code: 'service_unavailable',
      });
    } finally {
      await t.database.query('alter table rate_limit_hits_fora rename to rate_limit_hits');
    }
    assert.equal((await signIn(t.app, uniqueIp(), 'indisponivel@exemplo.com.br')).statusCode, 401);
  });
});

describe('RATE_LIMITS=false', () => {
  let t: TestApp;

  before(async () => {
    t = await buildTestApp({}, { RATE_LIMITS: 'false' });
  });
  after(async () => {
    await t.close();
  });

  test('lifts every limit (sign-in and contact form) and counts nothing', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 12; i++) assert.equal((await signIn(t.app, ip, 'livre@exemplo.com.br')).statusCode, 401);
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/core/contact/',
        remoteAddress: ip,
        payload: CONTACT,
      });
      assert.equal(res.statusCode, 201);
    }
    const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from rate_limit_hits');
    assert.equal(n, 0);
  });
});
