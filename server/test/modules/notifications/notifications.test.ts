import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../src/app';
import { openDatabase } from '../../../src/db/client';
import type { App } from '../../../src/lib/types';
import { buildTestApp, createUser, TEST_ENGINE, type TestApp, type TestUser } from '../../support/app';
import { notify, type NotificationType } from '../../../src/modules/notifications/notifications.producer';
import { NOTIFICATION_TYPES } from '../../../src/modules/notifications/notifications.schemas';
import { openSse } from './sse';

const BASE = '/api/v1/core/notifications/';

describe('notifications API', () => {
  let t: TestApp;
  let base: string;

  before(async () => {
    t = await buildTestApp({ sseHeartbeatMs: 150 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  after(() => t.close());

  const seed = async (user: TestUser, n: number, type: NotificationType = 'AD_PUBLISHED') => {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      ids.push(
        await notify(t.database.orm, {
          userId: user.id,
          type,
          title: `Título ${i + 1}`,
          message: `Mensagem ${i + 1}`,
          link: i === 0 ? '/ads/bicicleta' : null,
        }),
      );
    }
    return ids;
  };

  test('every endpoint needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', BASE],
      ['GET', `${BASE}unread_count/`],
      ['GET', `${BASE}stats/`],
      ['POST', `${BASE}mark_all_read/`],
      ['PATCH', `${BASE}1/`],
      ['DELETE', `${BASE}1/`],
      ['GET', `${BASE}stream/`],
      ['POST', `${BASE}broadcast/`],
    ] as const) {
      const payload =
        method === 'PATCH'
          ? { is_read: true }
          : url.endsWith('broadcast/')
            ? { type: 'GENERAL_ANNOUNCEMENT', title: 'Oi', message: 'Olá' }
            : undefined;
      const r = await t.app.inject({ method, url, payload });
      assert.equal(r.statusCode, 401, `${method} ${url}`);
      assert.equal(typeof r.json().error, 'string');
    }
  });

  test('list: pages of 20 newest first with count, next and previous', async () => {
    const u = await createUser(t.app);
    const ids = await seed(u, 25);
    const r = await t.app.inject({ url: BASE, headers: u.headers });
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.equal(body.count, 25);
    assert.equal(body.results.length, 20);
    assert.equal(body.previous, null);
    assert.match(body.next, /\/api\/v1\/core\/notifications\/\?page=2&page_size=20&ordering=-created_at$/);
    assert.deepEqual(
      body.results.map((n: { id: number }) => n.id),
      [...ids].reverse().slice(0, 20),
    );
    const first = body.results[19];
    assert.deepEqual(Object.keys(first).sort(), [
      'created_at',
      'id',
      'is_read',
      'link',
      'message',
      'title',
      'type',
      'user',
    ]);
    assert.equal(first.user, u.id);
    assert.equal(first.is_read, false);

    const p2 = (await t.app.inject({ url: `${BASE}?page=2`, headers: u.headers })).json();
    assert.equal(p2.results.length, 5);
    assert.equal(p2.next, null);
    assert.match(p2.previous, /page=1&page_size=20/);
    assert.equal(p2.results[4].link, '/ads/bicicleta');

    const asc = (await t.app.inject({ url: `${BASE}?ordering=created_at&page_size=3`, headers: u.headers })).json();
    assert.deepEqual(
      asc.results.map((n: { id: number }) => n.id),
      ids.slice(0, 3),
    );
    assert.match(asc.next, /page=2&page_size=3&ordering=created_at/);

    const beyond = await t.app.inject({ url: `${BASE}?page=3`, headers: u.headers });
    assert.equal(beyond.statusCode, 404);
    assert.equal(beyond.json().error, 'Página inválida.');
  });

  test('list: page_size at most 100, ordering only by created_at, is_read filter', async () => {
    const u = await createUser(t.app);
    const ids = await seed(u, 3);
    await t.app.inject({ method: 'PATCH', url: `${BASE}${ids[0]}/`, headers: u.headers, payload: { is_read: true } });
    assert.equal((await t.app.inject({ url: `${BASE}?page_size=101`, headers: u.headers })).statusCode, 400);
    assert.equal((await t.app.inject({ url: `${BASE}?page_size=0`, headers: u.headers })).statusCode, 400);
    assert.equal((await t.app.inject({ url: `${BASE}?ordering=title`, headers: u.headers })).statusCode, 400);
    const unread = (
      await t.app.inject({ url: `${BASE}?is_read=false&ordering=-created_at`, headers: u.headers })
    ).json();
    assert.equal(unread.count, 2);
    assert.deepEqual(
      unread.results.map((n: { id: number }) => n.id),
      [ids[2], ids[1]],
    );
    const read = (await t.app.inject({ url: `${BASE}?is_read=true`, headers: u.headers })).json();
    assert.deepEqual(
      read.results.map((n: { id: number }) => n.id),
      [ids[0]],
    );
    const empty = await createUser(t.app);
    const none = (await t.app.inject({ url: BASE, headers: empty.headers })).json();
    assert.deepEqual(none, { count: 0, next: null, previous: null, results: [] });
  });

  test("another user's notification answers 404 to GET, PATCH and DELETE and stays untouched", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const [id] = await seed(owner, 1);
    assert.equal((await t.app.inject({ url: `${BASE}${id}/`, headers: other.headers })).statusCode, 404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}${id}/`,
      headers: other.headers,
      payload: { is_read: true },
    });
    assert.equal(patch.statusCode, 404);
    assert.equal(patch.json().error, 'Notificação não encontrada.');
    assert.equal(
      (await t.app.inject({ method: 'DELETE', url: `${BASE}${id}/`, headers: other.headers })).statusCode,
      404,
    );
    assert.equal((await t.app.inject({ url: BASE, headers: other.headers })).json().count, 0);
    const mine = (await t.app.inject({ url: `${BASE}${id}/`, headers: owner.headers })).json();
    assert.equal(mine.is_read, false);
    assert.equal((await t.app.inject({ url: `${BASE}999999999/`, headers: owner.headers })).statusCode, 404);
  });

  test('PATCH marks read (only is_read may change); unread_count follows', async () => {
    const u = await createUser(t.app);
    const [a, b] = await seed(u, 2);
    assert.deepEqual((await t.app.inject({ url: `${BASE}unread_count/`, headers: u.headers })).json(), { count: 2 });
    const r = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}${a}/`,
      headers: u.headers,
      payload: { is_read: true },
    });
    assert.equal(r.statusCode, 200);
    assert.equal(r.json().is_read, true);
    assert.equal(r.json().id, a);
    assert.deepEqual((await t.app.inject({ url: `${BASE}unread_count/`, headers: u.headers })).json(), { count: 1 });
    const sneaky = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}${b}/`,
      headers: u.headers,
      payload: { is_read: true, title: 'outro' },
    });
    assert.equal(sneaky.statusCode, 400);
    assert.equal(sneaky.json().code, 'validation_error');
    const missing = await t.app.inject({ method: 'PATCH', url: `${BASE}${b}/`, headers: u.headers, payload: {} });
    assert.equal(missing.statusCode, 400);
    const row = (await t.app.inject({ url: `${BASE}${b}/`, headers: u.headers })).json();
    assert.equal(row.title, 'Título 2');
    assert.equal(row.is_read, false);
  });

  test('the unread counter (migration 0063) follows every change: new, read, unread, mark all, delete, broadcast', async () => {
    const u = await createUser(t.app);
    const other = await createUser(t.app);
    const badge = async (user: TestUser) =>
      (await t.app.inject({ url: `${BASE}unread_count/`, headers: user.headers })).json().count as number;
    /** The counter against a count of the rows themselves: they must never differ. */
    const check = async (user: TestUser, expected: number) => {
      assert.equal(await badge(user), expected);
      const [{ n }] = await t.app.db.query<{ n: string | number }>(
        'select count(*) as n from notifications where user_id = $1 and not is_read',
        [user.id],
      );
      assert.equal(Number(n), expected);
    };
    await check(u, 0);
    const ids = await seed(u, 5);
    await seed(other, 2);
    await check(u, 5);
    const read = (id: number, is_read: boolean) =>
      t.app.inject({ method: 'PATCH', url: `${BASE}${id}/`, headers: u.headers, payload: { is_read } });
    assert.equal((await read(ids[0], true)).statusCode, 200);
    await check(u, 4);
    await read(ids[0], true); // reading a read one again changes nothing
    await check(u, 4);
    await read(ids[0], false);
    await check(u, 5);
    await read(ids[1], true);
    assert.equal(
      (await t.app.inject({ method: 'DELETE', url: `${BASE}${ids[1]}/`, headers: u.headers })).statusCode,
      204,
    );
    await check(u, 4); // a read one deleted: no change
    await t.app.inject({ method: 'DELETE', url: `${BASE}${ids[2]}/`, headers: u.headers });
    await check(u, 3);
    await t.app.inject({ method: 'POST', url: `${BASE}mark_all_read/`, headers: u.headers });
    await check(u, 0);
    await check(other, 2);
    await seed(u, 1);
    await check(u, 1);
    const staff = await createUser(t.app, { isStaff: true });
    const b = await t.app.inject({
      method: 'POST',
      url: `${BASE}broadcast/`,
      headers: staff.headers,
      payload: { type: 'GENERAL_ANNOUNCEMENT', title: 'Aviso', message: 'Manutenção às 22h' },
    });
    assert.ok(b.statusCode < 300, b.body);
    await check(u, 2);
    await check(other, 3);
  });

  test('mark_all_read marks only my unread ones and returns how many', async () => {
    const u = await createUser(t.app);
    const other = await createUser(t.app);
    const [a] = await seed(u, 3);
    await seed(other, 2);
    await t.app.inject({ method: 'PATCH', url: `${BASE}${a}/`, headers: u.headers, payload: { is_read: true } });
    const r = await t.app.inject({ method: 'POST', url: `${BASE}mark_all_read/`, headers: u.headers });
    assert.equal(r.statusCode, 200);
    assert.deepEqual(r.json(), { marked: 2 });
    assert.deepEqual((await t.app.inject({ url: `${BASE}unread_count/`, headers: u.headers })).json(), { count: 0 });
    assert.deepEqual((await t.app.inject({ url: `${BASE}unread_count/`, headers: other.headers })).json(), {
      count: 2,
    });
    const again = await t.app.inject({ method: 'POST', url: `${BASE}mark_all_read/`, headers: u.headers });
    assert.deepEqual(again.json(), { marked: 0 });
  });

  test('DELETE removes my notification (204), then it is gone (404)', async () => {
    const u = await createUser(t.app);
    const [a, b] = await seed(u, 2);
    const r = await t.app.inject({ method: 'DELETE', url: `${BASE}${a}/`, headers: u.headers });
    assert.equal(r.statusCode, 204);
    assert.equal(r.body, '');
    assert.equal((await t.app.inject({ method: 'DELETE', url: `${BASE}${a}/`, headers: u.headers })).statusCode, 404);
    const list = (await t.app.inject({ url: BASE, headers: u.headers })).json();
    assert.deepEqual(
      list.results.map((n: { id: number }) => n.id),
      [b],
    );
  });

  test('stats: total, unread and every type with its own totals', async () => {
    const u = await createUser(t.app);
    const [p1] = await seed(u, 2, 'AD_PUBLISHED');
    await seed(u, 1, 'PAYMENT_FAILED');
    await t.app.inject({ method: 'PATCH', url: `${BASE}${p1}/`, headers: u.headers, payload: { is_read: true } });
    const r = await t.app.inject({ url: `${BASE}stats/`, headers: u.headers });
    assert.equal(r.statusCode, 200);
    const s = r.json();
    assert.equal(s.total, 3);
    assert.equal(s.unread, 2);
    assert.deepEqual(s.by_type.AD_PUBLISHED, { total: 2, unread: 1 });
    assert.deepEqual(s.by_type.PAYMENT_FAILED, { total: 1, unread: 1 });
    assert.deepEqual(s.by_type.GENERAL_ANNOUNCEMENT, { total: 0, unread: 0 });
    assert.deepEqual(Object.keys(s.by_type).sort(), [...NOTIFICATION_TYPES].sort());
  });

  test('broadcast: staff only; one notification per active user', async () => {
    const member = await createUser(t.app);
    const staff = await createUser(t.app, { isStaff: true });
    const inactive = await createUser(t.app, { isActive: false });
    const payload = { type: 'SYSTEM_MAINTENANCE', title: 'Manutenção', message: 'Domingo, das 2h às 4h.' };
    const denied = await t.app.inject({ method: 'POST', url: `${BASE}broadcast/`, headers: member.headers, payload });
    assert.equal(denied.statusCode, 403);
    assert.equal(denied.json().error, 'Acesso restrito à equipe da Tribo.');
    const bad = await t.app.inject({
      method: 'POST',
      url: `${BASE}broadcast/`,
      headers: staff.headers,
      payload: { ...payload, type: 'AD_PUBLISHED' },
    });
    assert.equal(bad.statusCode, 400);
    const blank = await t.app.inject({
      method: 'POST',
      url: `${BASE}broadcast/`,
      headers: staff.headers,
      payload: { ...payload, title: '   ' },
    });
    assert.equal(blank.statusCode, 400);
    assert.deepEqual(blank.json().fields, { title: ['Informe o título.'] });

    const [{ n }] = await t.database.query<{ n: string | number }>('select count(*) as n from users where is_active');
    const r = await t.app.inject({ method: 'POST', url: `${BASE}broadcast/`, headers: staff.headers, payload });
    assert.equal(r.statusCode, 201);
    assert.deepEqual(r.json(), { sent: Number(n) });
    const mine = (await t.app.inject({ url: `${BASE}?is_read=false`, headers: member.headers })).json();
    assert.equal(mine.results[0].type, 'SYSTEM_MAINTENANCE');
    assert.equal(mine.results[0].title, 'Manutenção');
    const [{ c }] = await t.database.query<{ c: string | number }>(
      'select count(*) as c from notifications where user_id = $1',
      [inactive.id],
    );
    assert.equal(Number(c), 0);
  });

  test('notify inside a rolled-back transaction leaves nothing behind', async () => {
    const u = await createUser(t.app);
    await assert.rejects(
      t.database.orm.transaction(async (tx) => {
        await notify(tx, { userId: u.id, type: 'PAYMENT_SUCCESS', title: 'Pago', message: 'ok' });
        throw new Error('desfaz');
      }),
      /desfaz/,
    );
    assert.deepEqual((await t.app.inject({ url: `${BASE}unread_count/`, headers: u.headers })).json(), { count: 0 });
    await t.database.orm.transaction(async (tx) => {
      await notify(tx, { userId: u.id, type: 'PAYMENT_SUCCESS', title: 'Pago', message: 'ok' });
      await tx.execute(sql`select 1`);
    });
    assert.deepEqual((await t.app.inject({ url: `${BASE}unread_count/`, headers: u.headers })).json(), { count: 1 });
  });

  test('stream: ready with the unread count, then each new notification, count changes and heartbeats', async () => {
    const u = await createUser(t.app);
    const other = await createUser(t.app);
    await seed(u, 1);
    const denied = await openSse(`${base}${BASE}stream/`, {});
    assert.equal(denied.status, 401);
    const s = await openSse(`${base}${BASE}stream/`, { authorization: u.bearer });
    try {
      assert.equal(s.status, 200);
      assert.deepEqual((await s.next((e) => e.event === 'ready')).data, { unread_count: 1 });
      await s.next((e) => e.event === 'heartbeat');

      await notify(t.database.orm, { userId: other.id, type: 'AD_EXPIRED', title: 'Não é seu', message: 'x' });
      const id = await t.database.orm.transaction((tx) =>
        notify(tx, {
          userId: u.id,
          type: 'AD_HIGHLIGHTED',
          title: 'Destaque',
          message: 'Seu anúncio está em destaque.',
        }),
      );
      const e = await s.next((x) => x.event === 'notification');
      const data = e.data as { notification: { id: number; title: string; user: number }; unread_count: number };
      assert.equal(data.notification.id, id);
      assert.equal(data.notification.title, 'Destaque');
      assert.equal(data.unread_count, 2);

      await t.app.inject({ method: 'POST', url: `${BASE}mark_all_read/`, headers: u.headers });
      assert.deepEqual((await s.next((x) => x.event === 'unread_count')).data, { count: 0 });

      const staff = await createUser(t.app, { isStaff: true });
      await t.app.inject({
        method: 'POST',
        url: `${BASE}broadcast/`,
        headers: staff.headers,
        payload: { type: 'GENERAL_ANNOUNCEMENT', title: 'Novidade', message: 'Tribos chegaram.' },
      });
      const b = (await s.next((x) => x.event === 'notification')).data as {
        notification: { type: string; user: number };
        unread_count: number;
      };
      assert.equal(b.notification.type, 'GENERAL_ANNOUNCEMENT');
      assert.equal(b.notification.user, u.id);
      assert.equal(b.unread_count, 1);
    } finally {
      s.close();
    }
  });

  test('stream: ends at the next heartbeat once the session ends (password change, deletion)', async () => {
    for (const endSession of [
      (id: number) => t.database.query('update users set token_version = token_version + 1 where id = $1', [id]),
      (id: number) => t.database.query('delete from users where id = $1', [id]),
    ]) {
      const u = await createUser(t.app);
      const s = await openSse(`${base}${BASE}stream/`, { authorization: u.bearer });
      try {
        assert.equal(s.status, 200);
        await s.next((e) => e.event === 'ready');
        await s.next((e) => e.event === 'heartbeat');
        await endSession(u.id);
        await assert.rejects(
          s.next(() => false, 3000),
          /o fluxo terminou/,
        );
      } finally {
        s.close();
      }
    }
  });
});

describe('live delivery across server processes (LISTEN/NOTIFY)', { skip: TEST_ENGINE !== 'postgres' }, () => {
  let a: TestApp;
  let b: App;
  let base: string;

  before(async () => {
    // Two apps on one PostgreSQL database, as two server processes would be.
    a = await buildTestApp({ sseHeartbeatMs: 60_000 });
    const url = a.database.url!;
    const database = await openDatabase({ url, poolSize: 3 });
    b = await buildApp({ config: a.config, database, logger: false });
    await b.ready();
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = a.app.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  after(async () => {
    await b.close();
    await a.close();
  });

  test('a notification created by one instance reaches a stream held by the other', async () => {
    const u = await createUser(a.app);
    const staff = await createUser(a.app, { isStaff: true });
    const s = await openSse(`${base}${BASE}stream/`, { authorization: u.bearer });
    try {
      assert.deepEqual((await s.next((e) => e.event === 'ready')).data, { unread_count: 0 });
      const id = await b.db.orm.transaction((tx) =>
        notify(tx, { userId: u.id, type: 'AD_PUBLISHED', title: 'Publicado', message: 'Seu anúncio está no ar.' }),
      );
      const e = (await s.next((x) => x.event === 'notification')).data as {
        notification: { id: number };
        unread_count: number;
      };
      assert.equal(e.notification.id, id);
      assert.equal(e.unread_count, 1);

      // Marking read through instance B updates the count on A's stream.
      const patched = await b.inject({
        method: 'PATCH',
        url: `${BASE}${id}/`,
        headers: u.headers,
        payload: { is_read: true },
      });
      assert.equal(patched.statusCode, 200);
      assert.deepEqual((await s.next((x) => x.event === 'unread_count')).data, { count: 0 });

      // A broadcast made on B arrives on A.
      const r = await b.inject({
        method: 'POST',
        url: `${BASE}broadcast/`,
        headers: staff.headers,
        payload: { type: 'SYSTEM_MAINTENANCE', title: 'Manutenção', message: 'Hoje às 23h.' },
      });
      assert.equal(r.statusCode, 201);
      const m = (await s.next((x) => x.event === 'notification')).data as { notification: { type: string } };
      assert.equal(m.notification.type, 'SYSTEM_MAINTENANCE');
    } finally {
      s.close();
    }
  });
});
