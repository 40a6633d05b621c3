import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { createAd } from '../ads/ads.support';
import { conversation, send } from '../messages/messages.support';
import { notificationsOf, report, resolve } from './reports.support';

// A participant reports a conversation: the staff read that conversation (and only a reported
// one) in the queue and may dismiss or suspend the reported member. Reports of every kind share
// one limit per member per hour.

const reportConversation = (t: TestApp, id: number, user: TestUser | null, payload: object = { reason: 'fraud' }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/messages/conversations/${id}/report/`,
    ...(user ? { headers: user.headers } : {}),
    payload,
  });

interface DeskCase {
  id: number;
  kind: string;
  owner: { username: string };
  reporter_count: number;
  conversation: {
    id: number;
    ad: { slug: string } | null;
    message_count: number;
    messages: Array<{ sender: string | null; reported: boolean; text: string; flagged: boolean }>;
  } | null;
}

async function conversationCases(t: TestApp, staff: TestUser, status = 'open'): Promise<DeskCase[]> {
  const r = await t.app.inject({
    url: `/api/v1/admin/reports/?status=${status}&page_size=100`,
    headers: staff.headers,
  });
  assert.equal(r.statusCode, 200, r.body);
  return (r.json().results as DeskCase[]).filter((c) => c.kind === 'conversation');
}

describe('reports: a conversation', () => {
  let t: TestApp;
  let staff: TestUser;

  before(async () => {
    t = await buildTestApp();
    staff = await createUser(t.app, { isStaff: true });
  });
  after(() => t.close());

  test('only a participant reports (anyone else 404, a visitor 401); same rules and duplicate as an ad', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const stranger = await createUser(t.app);
    const { id } = await conversation(t.app, seller, buyer, 'Olá');
    assert.equal((await reportConversation(t, id, null)).statusCode, 401);
    const outsider = await reportConversation(t, id, stranger);
    assert.equal(outsider.statusCode, 404);
    assert.equal(outsider.json().error, 'Conversa não encontrada.');
    assert.equal((await reportConversation(t, id, staff)).statusCode, 404, 'a equipe não é participante');
    assert.equal((await reportConversation(t, 999_999_999, buyer)).statusCode, 404);
    const noDetails = await reportConversation(t, id, buyer, { reason: 'other' });
    assert.equal(noDetails.statusCode, 400);
    assert.deepEqual(noDetails.json().fields, { details: ['Conte o que aconteceu.'] });
    const bad = await reportConversation(t, id, buyer, { reason: 'spam' });
    assert.equal(bad.statusCode, 400);

    const first = await reportConversation(t, id, buyer, { reason: 'fraud', details: 'Pediu Pix adiantado.' });
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.json().status, 'open');
    const again = await reportConversation(t, id, buyer, { reason: 'offensive' });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().id, first.json().id);
    const cases = (await conversationCases(t, staff)).filter((c) => c.conversation?.id === id);
    assert.equal(cases.length, 1);
    assert.equal(cases[0].owner.username, seller.username, 'o denunciado é o outro lado');
    assert.equal(cases[0].reporter_count, 1);

    // The other side reporting back is its own case, about the first reporter.
    assert.equal((await reportConversation(t, id, seller, { reason: 'offensive' })).statusCode, 201);
    const both = (await conversationCases(t, staff)).filter((c) => c.conversation?.id === id);
    assert.deepEqual(both.map((c) => c.owner.username).sort(), [buyer.username, seller.username].sort());
    // A profile report of the same member is another case still.
    const profile = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/profiles/${seller.username}/report/`,
      headers: buyer.headers,
      payload: { reason: 'fraud' },
    });
    assert.equal(profile.statusCode, 201, profile.body);
  });

  test('the staff read the reported conversation in the queue; the profile case carries none', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const { id, ad } = await conversation(t.app, seller, buyer, 'Ainda tem?');
    await send(t.app, seller, id, 'Tenho. Me paga um sinal no pix adiantado');
    assert.equal((await reportConversation(t, id, buyer, { reason: 'fraud' })).statusCode, 201);
    const [found] = (await conversationCases(t, staff)).filter((c) => c.conversation?.id === id);
    assert.equal(found.conversation!.ad!.slug, ad.slug);
    assert.equal(found.conversation!.message_count, 2);
    assert.deepEqual(
      found.conversation!.messages.map((m) => [m.sender, m.reported, m.text, m.flagged]),
      [
        [buyer.username, false, 'Ainda tem?', false],
        [seller.username, true, 'Tenho. Me paga um sinal no pix adiantado', true],
      ],
    );
    const one = await t.app.inject({ url: `/api/v1/admin/reports/${found.id}/`, headers: staff.headers });
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().conversation.messages.length, 2);
    // A member cannot read the queue; the staff cannot read an unreported conversation.
    assert.equal(
      (await t.app.inject({ url: `/api/v1/admin/reports/${found.id}/`, headers: buyer.headers })).statusCode,
      403,
    );
    const other = await conversation(t.app, seller, await createUser(t.app), 'Sem denúncia');
    const read = await t.app.inject({
      url: `/api/v1/messages/conversations/${other.id}/messages/`,
      headers: staff.headers,
    });
    assert.equal(read.statusCode, 404);
  });

  test('dismiss tells the reporter only; ban_user suspends the reported member; ad actions 400', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const { id } = await conversation(t.app, seller, buyer, 'Oi');
    await reportConversation(t, id, buyer, { reason: 'offensive' });
    let [found] = (await conversationCases(t, staff)).filter((c) => c.conversation?.id === id);
    assert.equal((await resolve(t.app, staff, found.id, 'remove_ad')).statusCode, 400);
    assert.equal((await resolve(t.app, staff, found.id, 'request_changes')).statusCode, 400);
    const dismissed = await resolve(t.app, staff, found.id, 'dismiss', 'Nada contra as regras.');
    assert.equal(dismissed.statusCode, 200, dismissed.body);
    assert.equal(dismissed.json().status, 'resolved');
    assert.deepEqual(
      (await notificationsOf(t.app, seller)).filter((n) => n.type === 'MODERATION_NOTICE'),
      [],
    );
    const [told] = (await notificationsOf(t.app, buyer)).filter((n) => n.type === 'REPORT_RESOLVED');
    assert.match(told.message, new RegExp(`a conversa com @${seller.username}`));

    // After a decision a new report opens a new case; suspending ends the reported member's access.
    await reportConversation(t, id, buyer, { reason: 'fraud' });
    [found] = (await conversationCases(t, staff)).filter((c) => c.conversation?.id === id);
    const banned = await resolve(t.app, staff, found.id, 'ban_user', 'Golpe por mensagens.');
    assert.equal(banned.statusCode, 200, banned.body);
    const [row] = await t.database.query<{ is_active: boolean; suspended: boolean }>(
      'select is_active, suspended_at is not null as suspended from users where id = $1',
      [seller.id],
    );
    assert.deepEqual({ ...row }, { is_active: false, suspended: true });
    const [buyerRow] = await t.database.query<{ is_active: boolean }>('select is_active from users where id = $1', [
      buyer.id,
    ]);
    assert.equal(buyerRow.is_active, true);
    const [log] = await t.database.query<{ action: string; target_user_id: number }>(
      `select action, target_user_id from moderation_log where case_id = $1`,
      [found.id],
    );
    assert.deepEqual([log.action, Number(log.target_user_id)], ['ban_user', seller.id]);
  });

  test("the other side's account gone: 400, nothing to report", async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const { id } = await conversation(t.app, seller, buyer, 'Oi');
    await t.database.query(
      'update conversation_members set other_id = null where conversation_id = $1 and user_id = $2',
      [id, buyer.id],
    );
    const gone = await reportConversation(t, id, buyer);
    assert.equal(gone.statusCode, 400);
    assert.equal(gone.json().code, 'account_deleted');
  });
});

describe('reports: 10 per member per hour (ads, profiles and conversations together)', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  test('the 11th report within the hour is a 429 in pt-BR; another member is not limited', async () => {
    const reporter = await createUser(t.app);
    const owner = await createUser(t.app);
    for (let i = 0; i < 4; i++) {
      const ad = await createAd(t.app, owner);
      assert.equal((await report(t.app, ad.slug, reporter)).statusCode, 201);
    }
    for (let i = 0; i < 3; i++) {
      const someone = await createUser(t.app);
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/v1/users/profiles/${someone.username}/report/`,
        headers: reporter.headers,
        payload: { reason: 'offensive' },
      });
      assert.equal(r.statusCode, 201, r.body);
    }
    for (let i = 0; i < 3; i++) {
      const { id } = await conversation(t.app, await createUser(t.app), reporter, 'Oi');
      assert.equal((await reportConversation(t, id, reporter)).statusCode, 201);
    }
    const ad = await createAd(t.app, owner);
    const limited = await report(t.app, ad.slug, reporter);
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().code, 'rate_limited');
    assert.match(
      limited.json().error,
      /^Você enviou muitas denúncias na última hora\. Tente novamente em \d+ minutos?\.$/,
    );
    assert.ok(Number(limited.headers['retry-after']) > 0);
    const [{ n }] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from reports where reporter_id = $1',
      [reporter.id],
    );
    assert.equal(Number(n), 10, 'nada gravado além do limite');
    const { id } = await conversation(t.app, await createUser(t.app), reporter, 'Oi');
    assert.equal((await reportConversation(t, id, reporter)).statusCode, 429);
    assert.equal((await report(t.app, ad.slug, await createUser(t.app))).statusCode, 201);
  });
});
