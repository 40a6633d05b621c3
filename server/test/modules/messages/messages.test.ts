import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { createAd } from '../ads/ads.support';
import { isFlagged } from '../../../src/modules/messages/messages.flags';
import { BASE, BLOCKS, conversation, list, messagesOf, send, start, unread } from './messages.support';

describe('mensagens: conversations, messages, blocks', () => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;

  before(async () => {
    t = await buildTestApp();
    seller = await createUser(t.app, { firstName: 'Sônia' });
    buyer = await createUser(t.app, { firstName: 'Bruno' });
  });
  after(async () => {
    await t.close();
  });

  test('a first message starts the conversation, a second on the same ad adds to it', async () => {
    const ad = await createAd(t.app, seller);
    const first = await start(t.app, buyer, ad.slug, '  Olá, ainda está disponível?  ');
    assert.equal(first.statusCode, 201, first.body);
    const c = first.json();
    assert.equal(c.ad.slug, ad.slug);
    assert.equal(c.ad.title, ad.title);
    assert.equal(c.other.username, seller.username);
    assert.equal(c.other.first_name, 'Sônia');
    assert.deepEqual(
      { text: c.last_message.text, mine: c.last_message.mine },
      { text: 'Olá, ainda está disponível?', mine: true },
    );
    assert.equal(c.unread_count, 0);

    const again = await start(t.app, buyer, ad.slug, 'Faz por 120?');
    assert.equal(again.statusCode, 201);
    assert.equal(again.json().id, c.id);
    const page = (await messagesOf(t.app, seller, c.id)).json();
    assert.equal(page.count, 2);
    assert.deepEqual(
      page.results.map((m: { text: string; mine: boolean }) => [m.text, m.mine]),
      [
        ['Olá, ainda está disponível?', false],
        ['Faz por 120?', false],
      ],
    );
    assert.equal(await unread(t.app, seller), 2);

    // The seller answers in the conversation; the buyer sees it as theirs to read.
    const reply = await send(t.app, seller, c.id, 'Está sim! Faço por 130.');
    assert.equal(reply.statusCode, 201, reply.body);
    assert.equal(reply.json().mine, true);
    assert.equal(reply.json().read_at, null);
    const buyerList = (await list(t.app, buyer)).json();
    const mine = buyerList.results.find((x: { id: number }) => x.id === c.id);
    assert.equal(mine.unread_count, 1);
    assert.deepEqual([mine.last_message.text, mine.last_message.mine], ['Está sim! Faço por 130.', false]);
  });

  test('own ad, a missing or inactive ad, empty and over-2,000-character texts are refused in pt-BR', async () => {
    const ad = await createAd(t.app, seller);
    const own = await start(t.app, seller, ad.slug, 'Oi');
    assert.equal(own.statusCode, 400);
    assert.match(own.json().error, /seu/);

    assert.equal((await start(t.app, buyer, 'nao-existe-123', 'Oi')).statusCode, 404);

    await t.database.query(`update ads set status = 'paused' where id = $1`, [ad.id]);
    const paused = await start(t.app, buyer, ad.slug, 'Oi');
    assert.equal(paused.statusCode, 400);
    assert.equal(paused.json().error, 'Este anúncio não está ativo e não recebe mensagens.');
    await t.database.query(`update ads set status = 'active' where id = $1`, [ad.id]);

    const empty = await start(t.app, buyer, ad.slug, '   ');
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json().fields.text, ['Escreva uma mensagem.']);
    const long = await start(t.app, buyer, ad.slug, 'a'.repeat(2001));
    assert.equal(long.statusCode, 400);
    assert.deepEqual(long.json().fields.text, ['A mensagem pode ter no máximo 2.000 caracteres.']);
    // 2,000 characters (emoji count as one each) are fine.
    assert.equal((await start(t.app, buyer, ad.slug, '😀'.repeat(2000))).statusCode, 201);

    const { id } = await conversation(t.app, seller, buyer);
    const emptyReply = await send(t.app, seller, id, '');
    assert.equal(emptyReply.statusCode, 400);
    assert.deepEqual(emptyReply.json().fields.text, ['Escreva uma mensagem.']);
    // Nothing half-written: the refused messages are not there.
    assert.equal((await messagesOf(t.app, seller, id)).json().count, 1);
  });

  test('one conversation as each participant sees it (the ad, the other person); anyone else gets 404', async () => {
    const { ad, id } = await conversation(t.app, seller, buyer);
    const get = (user: Pick<TestUser, 'headers'>) =>
      t.app.inject({ url: `${BASE}conversations/${id}/`, headers: user.headers });
    const asSeller = await get(seller);
    assert.equal(asSeller.statusCode, 200, asSeller.body);
    assert.equal(asSeller.json().id, id);
    assert.equal(asSeller.json().ad.slug, ad.slug);
    assert.equal(asSeller.json().other.first_name, 'Bruno');
    assert.equal(asSeller.json().unread_count, 1);
    const asBuyer = (await get(buyer)).json();
    assert.deepEqual([asBuyer.other.username, asBuyer.last_message.mine], [seller.username, true]);
    assert.equal((await get(await createUser(t.app))).statusCode, 404);
  });

  test('only the two participants see or write a conversation: anyone else gets 404', async () => {
    const { id } = await conversation(t.app, seller, buyer);
    const stranger = await createUser(t.app);
    assert.equal((await messagesOf(t.app, stranger, id)).statusCode, 404);
    assert.equal((await send(t.app, stranger, id, 'Oi')).statusCode, 404);
    const read = await t.app.inject({
      method: 'POST',
      url: `${BASE}conversations/${id}/read/`,
      headers: stranger.headers,
    });
    assert.equal(read.statusCode, 404);
    assert.equal((await list(t.app, stranger)).json().count, 0);
    assert.equal((await messagesOf(t.app, buyer, 99_999_999)).statusCode, 404);
    assert.equal((await t.app.inject({ url: `${BASE}conversations/` })).statusCode, 401);
  });

  test('blocks work both ways, hide the conversation from the blocker, and can be undone', async () => {
    const s = await createUser(t.app);
    const b = await createUser(t.app);
    const { ad, id } = await conversation(t.app, s, b);
    assert.equal(await unread(t.app, s), 1);

    const blocked = await t.app.inject({
      method: 'POST',
      url: BLOCKS,
      headers: s.headers,
      payload: { username: b.username },
    });
    assert.equal(blocked.statusCode, 201, blocked.body);
    assert.equal(blocked.json().username, b.username);
    assert.deepEqual(
      (await t.app.inject({ url: BLOCKS, headers: s.headers })).json().map((x: { username: string }) => x.username),
      [b.username],
    );

    // The blocked member can write neither in the conversation nor about another ad of the blocker.
    const refused = await send(t.app, b, id, 'Oi?');
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, 'Você não pode enviar mensagens para este usuário.');
    const other = await createAd(t.app, s, { title: 'Pintor de paredes e fachadas' });
    assert.equal((await start(t.app, b, other.slug, 'Oi')).statusCode, 403);
    // Nor can the blocker write to them.
    assert.equal((await send(t.app, s, id, 'Oi')).statusCode, 403);
    // The blocker's inbox and badge leave the conversation out; the blocked side still sees it.
    assert.equal(
      (await list(t.app, s)).json().results.some((c: { id: number }) => c.id === id),
      false,
    );
    assert.equal(await unread(t.app, s), 0);
    assert.equal(
      (await list(t.app, b)).json().results.some((c: { id: number }) => c.id === id),
      true,
    );

    // Blocking oneself or a missing member; unblocking someone not blocked.
    const self = await t.app.inject({
      method: 'POST',
      url: BLOCKS,
      headers: s.headers,
      payload: { username: s.username },
    });
    assert.equal(self.statusCode, 400);
    const missing = await t.app.inject({
      method: 'POST',
      url: BLOCKS,
      headers: s.headers,
      payload: { username: 'ninguem_aqui' },
    });
    assert.equal(missing.statusCode, 404);

    const undo = await t.app.inject({ method: 'DELETE', url: `${BLOCKS}${b.username}/`, headers: s.headers });
    assert.equal(undo.statusCode, 204);
    const again = await t.app.inject({ method: 'DELETE', url: `${BLOCKS}${b.username}/`, headers: s.headers });
    assert.equal(again.statusCode, 404);
    assert.equal((await start(t.app, b, ad.slug, 'Voltei')).statusCode, 201);
    assert.equal(await unread(t.app, s), 2);
  });

  test('pages of messages: the newest first page in sending order, older ones through before', async () => {
    const s = await createUser(t.app);
    const b = await createUser(t.app);
    const { id } = await conversation(t.app, s, b, 'mensagem 1');
    // 44 more, written straight to the table (the rate limit allows 30 a minute through the API).
    await t.database.query(
      `insert into messages (conversation_id, sender_id, text, created_at)
       select $1, $2, 'mensagem ' || g, now() + g * interval '1 second' from generate_series(2, 45) g`,
      [id, b.id],
    );
    const first = (await messagesOf(t.app, s, id, '?page_size=20')).json();
    assert.equal(first.count, 45);
    assert.equal(first.previous, null);
    assert.deepEqual(
      first.results.map((m: { text: string }) => m.text),
      Array.from({ length: 20 }, (_, i) => `mensagem ${26 + i}`),
    );
    const before = first.results[0].id;
    assert.match(first.next, new RegExp(`before=${before}`));
    const second = (await messagesOf(t.app, s, id, `?page_size=20&before=${before}`)).json();
    assert.deepEqual(
      second.results.map((m: { text: string }) => m.text),
      Array.from({ length: 20 }, (_, i) => `mensagem ${6 + i}`),
    );
    const third = (
      await t.app.inject({ url: new URL(second.next).pathname + new URL(second.next).search, headers: s.headers })
    ).json();
    assert.equal(third.results.length, 5);
    assert.equal(third.results[0].text, 'mensagem 1');
    assert.equal(third.next, null);
  });

  test('the inbox: newest activity first, paged with next/previous', async () => {
    const b = await createUser(t.app);
    const sellers = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    const ids: number[] = [];
    for (const s of sellers) ids.push((await conversation(t.app, s, b)).id);
    // An answer in the first conversation moves it to the top.
    assert.equal((await send(t.app, sellers[0], ids[0], 'Oi!')).statusCode, 201);
    const p1 = (await list(t.app, b, '?page_size=2')).json();
    assert.equal(p1.count, 3);
    assert.deepEqual(
      p1.results.map((c: { id: number }) => c.id),
      [ids[0], ids[2]],
    );
    assert.match(p1.next, /page=2/);
    assert.equal(p1.previous, null);
    const p2 = (await list(t.app, b, '?page_size=2&page=2')).json();
    assert.deepEqual(
      p2.results.map((c: { id: number }) => c.id),
      [ids[1]],
    );
    assert.equal(p2.next, null);
    assert.equal((await list(t.app, b, '?page_size=2&page=3')).statusCode, 404);
  });

  test("reading marks the other side's messages seen (read_at) and lowers the unread count", async () => {
    const s = await createUser(t.app);
    const b = await createUser(t.app);
    const { id } = await conversation(t.app, s, b, 'Primeira');
    await send(t.app, b, id, 'Segunda');
    await send(t.app, s, id, 'Resposta');
    assert.equal(await unread(t.app, s), 2);
    assert.equal(await unread(t.app, b), 1);
    const r = await t.app.inject({ method: 'POST', url: `${BASE}conversations/${id}/read/`, headers: s.headers });
    assert.equal(r.statusCode, 200);
    assert.deepEqual(r.json(), { marked: 2, unread_count: 0 });
    assert.equal(await unread(t.app, s), 0);
    assert.equal(await unread(t.app, b), 1);
    // The buyer sees "visto" on their own messages; the seller's answer is not seen yet.
    const mine = (await messagesOf(t.app, b, id)).json().results;
    assert.ok(mine[0].read_at && mine[1].read_at);
    assert.equal(mine[2].read_at, null);
    const twice = await t.app.inject({ method: 'POST', url: `${BASE}conversations/${id}/read/`, headers: s.headers });
    assert.equal(twice.json().marked, 0);
  });

  test('messages asking for payment in advance or moving the talk elsewhere are flagged, not blocked', async () => {
    const s = await createUser(t.app);
    const b = await createUser(t.app);
    const { id } = await conversation(t.app, s, b, 'Bom dia, tudo bem?');
    const flagged = [
      'Faz um pix adiantado que eu separo pra você',
      'Preciso de um sinal de 50% para reservar',
      'Só com depósito antecipado',
      'Me chama no whats',
      'Meu número é (11) 98765-4321',
      'liga 11987654321',
      'veja as fotos em https://exemplo.com/fotos',
      'Pagamento adiantado, ok?',
    ];
    for (const text of flagged) {
      const r = await send(t.app, s, id, text);
      assert.equal(r.statusCode, 201, text);
      assert.equal(r.json().flagged, true, text);
    }
    for (const text of [
      'Bom dia, tudo bem?',
      'Custa R$ 1.250,00 e entrego no sábado',
      'Pode ser às 14h30 no dia 12/03',
    ]) {
      assert.equal(isFlagged(text), false, text);
    }
    const page = (await messagesOf(t.app, b, id)).json().results;
    assert.equal(page[0].flagged, false);
    assert.equal(page.filter((m: { flagged: boolean }) => m.flagged).length, flagged.length);
  });
});
