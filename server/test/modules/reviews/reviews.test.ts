import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { createAd } from '../ads/ads.support';
import { conversation, send, start } from '../messages/messages.support';

const reviewsOf = (username: string) => `/api/v1/users/profiles/${username}/reviews/`;

describe('reviews of advertisers', () => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let staff: TestUser;

  const review = (user: TestUser, advertiser: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: reviewsOf(advertiser), headers: user.headers, payload });

  /** A conversation about a new ad of `seller` that the seller answered: the buyer may review. */
  async function answered(by: TestUser = buyer, owner: TestUser = seller) {
    const c = await conversation(t.app, owner, by);
    const r = await send(t.app, owner, c.id, 'Está sim, pode vir buscar.');
    assert.equal(r.statusCode, 201, r.body);
    return c.ad;
  }

  before(async () => {
    t = await buildTestApp();
    seller = await createUser(t.app, { firstName: 'Sônia' });
    buyer = await createUser(t.app, { firstName: 'Bruno' });
    staff = await createUser(t.app, { isStaff: true });
  });
  after(() => t.close());

  test('a buyer whose conversation the advertiser answered reviews once; the advertiser is notified', async () => {
    const ad = await answered();
    const ok = await review(buyer, seller.username, { ad: ad.slug, rating: 5, text: '  Ótima vendedora!  ' });
    assert.equal(ok.statusCode, 201, ok.body);
    const body = ok.json();
    assert.deepEqual(
      {
        rating: body.rating,
        text: body.text,
        reviewer: body.reviewer,
        ad: body.ad,
        reply: body.reply,
        mine: body.is_mine,
      },
      {
        rating: 5,
        text: 'Ótima vendedora!',
        reviewer: { username: buyer.username, first_name: 'Bruno' },
        ad: { slug: ad.slug, title: ad.title },
        reply: null,
        mine: true,
      },
    );
    const again = await review(buyer, seller.username, { ad: ad.slug, rating: 1, text: 'De novo' });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().error, 'Você já avaliou este anunciante por este anúncio.');

    const [n] = await t.app.db.query<{ type: string; title: string; link: string }>(
      `select type, title, link from notifications where user_id = $1 order by id desc limit 1`,
      [seller.id],
    );
    assert.deepEqual(n, { type: 'REVIEW_RECEIVED', title: 'Nova avaliação', link: `/profile/${seller.username}` });
  });

  test('without an answered conversation, on oneself, or on someone else’s ad: refused in pt-BR', async () => {
    const member = await createUser(t.app);
    // No conversation at all.
    const ad = await createAd(t.app, seller);
    const none = await review(member, seller.username, { ad: ad.slug, rating: 4 });
    assert.equal(none.statusCode, 403);
    assert.equal(none.json().error, 'Você só pode avaliar quem respondeu a uma conversa sua sobre este anúncio.');
    assert.equal(none.json().code, 'review_not_allowed');
    // A conversation the advertiser never answered.
    assert.equal((await start(t.app, member, ad.slug, 'Ainda tem?')).statusCode, 201);
    assert.equal((await review(member, seller.username, { ad: ad.slug, rating: 4 })).statusCode, 403);
    // Oneself.
    const own = await review(seller, seller.username, { ad: ad.slug, rating: 5 });
    assert.equal(own.statusCode, 400);
    assert.equal(own.json().error, 'Você não pode avaliar a si mesmo.');
    // An ad of another advertiser, an unknown ad.
    const otherAd = await createAd(t.app, await createUser(t.app));
    const wrong = await review(member, seller.username, { ad: otherAd.slug, rating: 5 });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json().fields, { ad: ['Este anúncio não é deste anunciante.'] });
    const unknown = await review(member, seller.username, { ad: 'nao-existe', rating: 5 });
    assert.deepEqual(unknown.json().fields, { ad: ['Anúncio não encontrado.'] });
    // The answer in another conversation (someone else's) does not count for this member.
    await answered(await createUser(t.app));
    assert.equal((await review(member, seller.username, { ad: ad.slug, rating: 4 })).statusCode, 403);
  });

  test('the rating and the text are checked: 1 to 5 stars, up to 1,000 characters', async () => {
    const ad = await answered();
    for (const rating of [0, 6]) {
      const r = await review(buyer, seller.username, { ad: ad.slug, rating });
      assert.equal(r.statusCode, 400, r.body);
      assert.ok(r.json().fields?.rating, r.body);
    }
    const long = await review(buyer, seller.username, { ad: ad.slug, rating: 3, text: 'x'.repeat(1001) });
    assert.equal(long.statusCode, 400);
    assert.deepEqual(long.json().fields, { text: ['Escreva até 1.000 caracteres.'] });
    const fine = await review(buyer, seller.username, { ad: ad.slug, rating: 3, text: 'é'.repeat(1000) });
    assert.equal(fine.statusCode, 201, fine.body);
  });

  test('the eligible ads list leaves out reviewed ones; a visitor gets 401', async () => {
    const member = await createUser(t.app);
    const a1 = await answered(member);
    const a2 = await answered(member);
    const url = `${reviewsOf(seller.username)}reviewable/`;
    const list = await t.app.inject({ url, headers: member.headers });
    assert.deepEqual(
      list
        .json()
        .results.map((x: { slug: string }) => x.slug)
        .sort(),
      [a1.slug, a2.slug].sort(),
    );
    await review(member, seller.username, { ad: a1.slug, rating: 4 });
    assert.deepEqual((await t.app.inject({ url, headers: member.headers })).json().results, [
      { slug: a2.slug, title: a2.title },
    ]);
    assert.equal((await t.app.inject({ url })).statusCode, 401);
  });

  test('the list is paged with the summary (average to one decimal, histogram); profile and ads carry the rating', async () => {
    const advertiser = await createUser(t.app);
    const stars = [5, 5, 4, 3];
    let lastAd = '';
    for (const rating of stars) {
      const member = await createUser(t.app);
      const ad = await answered(member, advertiser);
      lastAd = ad.slug;
      assert.equal(
        (await review(member, advertiser.username, { ad: ad.slug, rating, text: `Nota ${rating}` })).statusCode,
        201,
      );
    }
    const page1 = await t.app.inject({ url: `${reviewsOf(advertiser.username)}?page_size=3` });
    assert.equal(page1.statusCode, 200, page1.body);
    const p = page1.json();
    assert.equal(p.count, 4);
    assert.equal(p.results.length, 3);
    assert.match(p.next, /page=2/);
    assert.deepEqual(p.summary, { average: 4.3, count: 4, histogram: [0, 0, 1, 1, 2] });
    assert.equal(p.results[0].text, 'Nota 3', 'newest first');
    assert.equal((await t.app.inject({ url: `${reviewsOf(advertiser.username)}?page=9` })).statusCode, 404);

    const profile = (await t.app.inject({ url: `/api/v1/users/profiles/${advertiser.username}/` })).json();
    assert.deepEqual(profile.rating, { average: 4.3, count: 4 });
    const detail = (await t.app.inject({ url: `/api/v1/ads/ads/${lastAd}/` })).json();
    assert.deepEqual(detail.owner.rating, { average: 4.3, count: 4 });
    assert.deepEqual(detail.owner_rating, { average: 4.3, count: 4 });
    const cards = (await t.app.inject({ url: `/api/v1/ads/ads/?owner=${advertiser.username}` })).json();
    assert.ok(cards.results.length > 0);
    for (const c of cards.results) assert.deepEqual(c.owner_rating, { average: 4.3, count: 4 });

    const fresh = await createUser(t.app);
    const empty = (await t.app.inject({ url: reviewsOf(fresh.username) })).json();
    assert.deepEqual(empty.summary, { average: 0, count: 0, histogram: [0, 0, 0, 0, 0] });
    assert.equal((await t.app.inject({ url: reviewsOf('ninguem_aqui') })).statusCode, 404);
  });

  test('the advertiser answers each review once, publicly; nobody else may', async () => {
    const member = await createUser(t.app);
    const ad = await answered(member);
    const id = (await review(member, seller.username, { ad: ad.slug, rating: 4, text: 'Bom' })).json().id;
    const url = `${reviewsOf(seller.username)}${id}/reply/`;
    const seen = (await t.app.inject({ url: reviewsOf(seller.username), headers: seller.headers })).json();
    assert.equal(seen.results.find((r: { id: number }) => r.id === id).can_reply, true);
    const byOther = await t.app.inject({ method: 'POST', url, headers: member.headers, payload: { text: 'Eu mesmo' } });
    assert.equal(byOther.statusCode, 403);
    const blank = await t.app.inject({ method: 'POST', url, headers: seller.headers, payload: { text: '   ' } });
    assert.deepEqual(blank.json().fields, { text: ['Escreva a sua resposta.'] });
    const ok = await t.app.inject({ method: 'POST', url, headers: seller.headers, payload: { text: 'Obrigada!' } });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().reply, 'Obrigada!');
    assert.ok(ok.json().replied_at);
    assert.equal(ok.json().can_reply, false);
    const twice = await t.app.inject({ method: 'POST', url, headers: seller.headers, payload: { text: 'De novo' } });
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().error, 'Esta avaliação já foi respondida.');
    const visitor = (await t.app.inject({ url: reviewsOf(seller.username) })).json();
    assert.equal(visitor.results.find((r: { id: number }) => r.id === id).reply, 'Obrigada!');
  });

  test('a review is reported once per member; the staff remove it: out of the list and the average, logged', async () => {
    const advertiser = await createUser(t.app);
    const member = await createUser(t.app);
    const ad = await answered(member, advertiser);
    const id = (await review(member, advertiser.username, { ad: ad.slug, rating: 1, text: 'Golpista!' })).json().id;
    const reportUrl = `${reviewsOf(advertiser.username)}${id}/report/`;
    const first = await t.app.inject({
      method: 'POST',
      url: reportUrl,
      headers: advertiser.headers,
      payload: { reason: 'offensive', details: 'Me ofendeu' },
    });
    assert.equal(first.statusCode, 201, first.body);
    const second = await t.app.inject({
      method: 'POST',
      url: reportUrl,
      headers: advertiser.headers,
      payload: { reason: 'fraud' },
    });
    assert.equal(second.statusCode, 200);
    assert.equal(second.json().reason, 'offensive');
    const other = await t.app.inject({
      method: 'POST',
      url: reportUrl,
      headers: member.headers,
      payload: { reason: 'other' },
    });
    assert.equal(other.statusCode, 400, 'the author does not report their own review');
    const needDetails = await t.app.inject({
      method: 'POST',
      url: reportUrl,
      headers: (await createUser(t.app)).headers,
      payload: { reason: 'other' },
    });
    assert.deepEqual(needDetails.json().fields, { details: ['Conte o que aconteceu.'] });

    const queue = await t.app.inject({ url: '/api/v1/admin/reviews/', headers: staff.headers });
    const item = queue.json().results.find((r: { id: number }) => r.id === id);
    assert.equal(item.report_count, 1);
    assert.equal(item.reports[0].reporter, advertiser.username);

    const removeUrl = `/api/v1/admin/reviews/${id}/remove/`;
    const noReason = await t.app.inject({
      method: 'POST',
      url: removeUrl,
      headers: staff.headers,
      payload: { reason: ' ' },
    });
    assert.deepEqual(noReason.json().fields, { reason: ['Escreva o motivo.'] });
    const removed = await t.app.inject({
      method: 'POST',
      url: removeUrl,
      headers: staff.headers,
      payload: { reason: 'Ofensa ao anunciante.' },
    });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.ok(removed.json().removed_at);
    const again = await t.app.inject({
      method: 'POST',
      url: removeUrl,
      headers: staff.headers,
      payload: { reason: 'x' },
    });
    assert.equal(again.statusCode, 409);

    const list = (await t.app.inject({ url: reviewsOf(advertiser.username) })).json();
    assert.equal(list.count, 0);
    assert.deepEqual(list.summary, { average: 0, count: 0, histogram: [0, 0, 0, 0, 0] });
    const profile = (await t.app.inject({ url: `/api/v1/users/profiles/${advertiser.username}/` })).json();
    assert.deepEqual(profile.rating, { average: 0, count: 0 });
    const [log] = await t.app.db.query<{ action: string; reason: string; target_label: string }>(
      `select action, reason, target_label from moderation_log where actor_id = $1 order by id desc limit 1`,
      [staff.id],
    );
    assert.equal(log.action, 'remove_review');
    assert.equal(log.reason, 'Ofensa ao anunciante.');
    assert.match(log.target_label, new RegExp(member.username));
    const logList = await t.app.inject({ url: '/api/v1/admin/moderation-log/', headers: staff.headers });
    assert.equal(logList.statusCode, 200, logList.body);
    assert.ok(JSON.stringify(logList.json()).includes('remove_review'));
    // A removed review cannot be reported or answered any more.
    const gone = await t.app.inject({
      method: 'POST',
      url: `${reviewsOf(advertiser.username)}${id}/reply/`,
      headers: advertiser.headers,
      payload: { text: 'Tarde' },
    });
    assert.equal(gone.statusCode, 404);
  });

  test('LGPD: the export carries the reviews; a deleted reviewer’s text goes, the stars stay', async () => {
    const advertiser = await createUser(t.app);
    const member = await createUser(t.app);
    const ad = await answered(member, advertiser);
    await review(member, advertiser.username, { ad: ad.slug, rating: 2, text: 'Texto pessoal' });
    const exported = (await t.app.inject({ url: '/api/v1/users/me/export/', headers: member.headers })).json();
    assert.ok(
      (exported.data.reviews ?? []).some((r: { text: string }) => r.text === 'Texto pessoal'),
      JSON.stringify(Object.keys(exported.data)),
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/',
      headers: member.headers,
      payload: { confirmation: 'EXCLUIR' },
    });
    assert.equal(del.statusCode, 204, del.body);
    const list = (await t.app.inject({ url: reviewsOf(advertiser.username) })).json();
    assert.equal(list.count, 1);
    assert.deepEqual(
      { text: list.results[0].text, rating: list.results[0].rating, reviewer: list.results[0].reviewer },
      { text: '', rating: 2, reviewer: { username: null, first_name: 'Conta excluída' } },
    );
    assert.deepEqual(list.summary.count, 1);
  });
});
