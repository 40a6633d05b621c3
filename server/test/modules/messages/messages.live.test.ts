import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../../../src/app';
import { openDatabase } from '../../../src/db/client';
import type { MailMessage } from '../../../src/lib/mailer';
import type { App } from '../../../src/lib/types';
import { JOBS, runJob } from '../../../src/plugins/jobs';
import { buildTestApp, createUser, TEST_ENGINE, type TestApp } from '../../support/app';
import { openSse, type SseClient } from '../notifications/sse';
import { conversation, send, start } from './messages.support';

const STREAM = '/api/v1/core/notifications/stream/';
const EMAIL_JOB = JOBS.find((j) => j.name === 'messages.unreadEmails')!;

interface MessageEvent {
  conversation_id: number;
  message: { id: number; text: string; mine: boolean };
  unread_count: number;
}
const isMessage = (e: { event: string }) => e.event === 'message';
const isRead = (e: { event: string }) => e.event === 'message_read';
const markRead = (app: App, user: { headers: Record<string, string> }, id: number) =>
  app.inject({ method: 'POST', url: `/api/v1/messages/conversations/${id}/read/`, headers: user.headers });

function baseOf(app: App) {
  const addr = app.server.address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}

describe('mensagens ao vivo e por e-mail', () => {
  let t: TestApp;
  let base: string;
  const outbox: MailMessage[] = [];
  const mail = { mailer: { send: async (m: MailMessage) => void outbox.push(m) }, siteUrl: 'https://tribo.exemplo' };
  const runEmails = () => runJob(t.database, EMAIL_JOB, { paymentPendingTtlMinutes: 60, mail });

  before(async () => {
    t = await buildTestApp({ sseHeartbeatMs: 60_000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = baseOf(t.app);
  });
  after(() => t.close());

  test('a new message reaches every open stream of both participants', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const { id } = await conversation(t.app, seller, buyer, 'Primeira');
    const streams: SseClient[] = [];
    try {
      for (const u of [seller, seller, buyer]) {
        const s = await openSse(`${base}${STREAM}`, { authorization: u.bearer });
        await s.next((e) => e.event === 'ready');
        streams.push(s);
      }
      const r = await send(t.app, buyer, id, 'Tem em azul?');
      assert.equal(r.statusCode, 201);
      for (const s of streams.slice(0, 2)) {
        const e = (await s.next(isMessage)).data as MessageEvent;
        assert.equal(e.conversation_id, id);
        assert.deepEqual([e.message.id, e.message.text, e.message.mine], [r.json().id, 'Tem em azul?', false]);
        assert.equal(e.unread_count, 2);
      }
      const own = (await streams[2].next(isMessage)).data as MessageEvent;
      assert.equal(own.message.mine, true);
      assert.equal(own.unread_count, 0);
    } finally {
      for (const s of streams) s.close();
    }
  });

  test('"visto": reading tells the sender\'s open streams at once, the reader\'s own nothing; nothing when nothing was unread', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const { id } = await conversation(t.app, seller, buyer, 'Ainda tem?');
    const sender = await openSse(`${base}${STREAM}`, { authorization: buyer.bearer });
    const reader = await openSse(`${base}${STREAM}`, { authorization: seller.bearer });
    try {
      await sender.next((e) => e.event === 'ready');
      await reader.next((e) => e.event === 'ready');
      const r = await markRead(t.app, seller, id);
      assert.equal(r.statusCode, 200);
      assert.equal(r.json().marked, 1);
      const e = (await sender.next(isRead)).data as { conversation_id: number; read_at: string };
      assert.equal(e.conversation_id, id);
      const [row] = await t.database.query<{ read_at: Date | string }>(
        'select read_at from messages where conversation_id = $1',
        [id],
      );
      assert.equal(e.read_at, new Date(row.read_at).toISOString());
      // Read again with nothing new: no second event. The next event the sender gets is the new message's.
      assert.equal((await markRead(t.app, seller, id)).json().marked, 0);
      await send(t.app, seller, id, 'Tenho sim');
      assert.equal((await sender.next((x) => isRead(x) || isMessage(x))).event, 'message');
      // The reader's stream, in commit order: its own echo of the new message, no "visto" before it.
      assert.equal((await reader.next((x) => isRead(x) || isMessage(x))).event, 'message');
    } finally {
      sender.close();
      reader.close();
    }
  });

  test('15 minutes unread and never shown live: one e-mail per conversation a day, with its link', async () => {
    outbox.length = 0;
    const seller = await createUser(t.app, { firstName: 'Sara' });
    const buyer = await createUser(t.app, { firstName: 'Beto' });
    const { id } = await conversation(t.app, seller, buyer, 'Ainda tem?');
    await runEmails();
    assert.equal(outbox.length, 0, 'antes dos 15 minutos, nada');

    await t.database.query(
      `update messages set created_at = now() - interval '16 minutes' where conversation_id = $1`,
      [id],
    );
    await runEmails();
    const sent = outbox.filter((m) => m.to === seller.email);
    assert.equal(sent.length, 1);
    assert.match(sent[0].subject, /mensagem nova/);
    assert.ok(sent[0].text.includes(`https://tribo.exemplo/messages/${id}`));
    assert.match(sent[0].text, /Beto enviou uma mensagem/);
    assert.match(sent[0].text, /Desligue/);

    // A second unread message the same day: no second e-mail for that conversation.
    await send(t.app, buyer, id, 'Oi?');
    await t.database.query(
      `update messages set created_at = now() - interval '16 minutes' where conversation_id = $1`,
      [id],
    );
    await runEmails();
    assert.equal(outbox.filter((m) => m.to === seller.email).length, 1);
    // A day later it may go again.
    await t.database.query(
      `update conversation_members set emailed_at = now() - interval '25 hours' where conversation_id = $1`,
      [id],
    );
    await runEmails();
    assert.equal(outbox.filter((m) => m.to === seller.email).length, 2);
    // Read: nothing more.
    await t.database.query(`update conversation_members set emailed_at = null where conversation_id = $1`, [id]);
    await t.app.inject({ method: 'POST', url: `/api/v1/messages/conversations/${id}/read/`, headers: seller.headers });
    await runEmails();
    assert.equal(outbox.filter((m) => m.to === seller.email).length, 2);
  });

  test('no e-mail for a message shown on an open stream, nor to a member who turned them off', async () => {
    outbox.length = 0;
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const { id } = await conversation(t.app, seller, buyer, 'Primeira');
    await t.app.inject({ method: 'POST', url: `/api/v1/messages/conversations/${id}/read/`, headers: seller.headers });
    const s = await openSse(`${base}${STREAM}`, { authorization: seller.bearer });
    try {
      await s.next((e) => e.event === 'ready');
      await send(t.app, buyer, id, 'Vista ao vivo');
      await s.next(isMessage);
    } finally {
      s.close();
    }
    // The hub marks the delivery after it sends the event: wait until that write lands.
    for (let i = 0; i < 50; i++) {
      const [r] = await t.database.query<{ n: number | string }>(
        `select count(*) as n from messages where conversation_id = $1 and delivered_at is not null`,
        [id],
      );
      if (Number(r.n) === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await t.database.query(
      `update messages set created_at = now() - interval '16 minutes' where conversation_id = $1`,
      [id],
    );
    await runEmails();
    assert.equal(outbox.filter((m) => m.to === seller.email).length, 0);

    const optedOut = await createUser(t.app);
    const other = await conversation(t.app, optedOut, buyer, 'Oi');
    const me = await t.app.inject({ url: '/api/v1/users/me/', headers: optedOut.headers });
    assert.equal(me.json().message_emails, true, 'ligado por padrão');
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: optedOut.headers,
      payload: { message_emails: false },
    });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json().message_emails, false);
    await t.database.query(
      `update messages set created_at = now() - interval '16 minutes' where conversation_id = $1`,
      [other.id],
    );
    await runEmails();
    assert.equal(outbox.filter((m) => m.to === optedOut.email).length, 0);
  });
});

describe('mensagens ao vivo entre processos (LISTEN/NOTIFY)', { skip: TEST_ENGINE !== 'postgres' }, () => {
  let a: TestApp;
  let b: App;

  before(async () => {
    // Two apps on one PostgreSQL database, as two server processes would be.
    a = await buildTestApp({ sseHeartbeatMs: 60_000 });
    const database = await openDatabase({ url: a.url!, poolSize: 3 });
    b = await buildApp({ config: a.config, database, logger: false });
    await b.ready();
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await b.close();
    await a.close();
  });

  test('a message sent through one instance reaches a stream held by the other', async () => {
    const seller = await createUser(a.app);
    const buyer = await createUser(a.app);
    const { createAd } = await import('../ads/ads.support');
    const ad = await createAd(a.app, seller);
    const s = await openSse(`${baseOf(a.app)}${STREAM}`, { authorization: seller.bearer });
    try {
      await s.next((e) => e.event === 'ready');
      const r = await start(b, buyer, ad.slug, 'Enviada pelo outro processo');
      assert.equal(r.statusCode, 201, r.body);
      const e = (await s.next(isMessage)).data as MessageEvent;
      assert.equal(e.conversation_id, r.json().id);
      assert.equal(e.message.text, 'Enviada pelo outro processo');
      assert.equal(e.unread_count, 1);

      // The seller reads through the first instance: "visto" reaches the buyer's stream on the other.
      const held = await openSse(`${baseOf(b)}${STREAM}`, { authorization: buyer.bearer });
      try {
        await held.next((x) => x.event === 'ready');
        assert.equal((await markRead(a.app, seller, e.conversation_id)).json().marked, 1);
        const read = (await held.next(isRead)).data as { conversation_id: number; read_at: string };
        assert.equal(read.conversation_id, e.conversation_id);
        assert.ok(Date.parse(read.read_at) > 0);
      } finally {
        held.close();
      }
    } finally {
      s.close();
    }
  });
});
