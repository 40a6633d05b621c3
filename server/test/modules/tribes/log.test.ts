import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { BASE, call, createAd, createTribe, join } from './tribes.support';

// The tribe's Histórico: every membership and content event once, with its own action; a moderator
// removing a member's ad says why and the owner is told.
let t: TestApp;
let owner: TestUser;
before(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
});
after(() => t.close());

const actions = async (slug: string) =>
  (await call(t.app, 'GET', `${BASE}${slug}/log/`, owner)).json().results.map((l: { action: string }) => l.action);

describe('tribes: the log', () => {
  test('a creation with pictures is one "create_tribe"; a later edit is one "update_tribe"', async () => {
    const { multipart, jpeg } = await import('../ads/ads.support');
    const tribe = await createTribe(t.app, owner, { name: 'Ciclistas do Recife', state_code: 'PE' });
    // The form saves the fields, then sends each picture on its own.
    for (const kind of ['avatar', 'cover']) {
      const body = await multipart([[kind, { buffer: await jpeg(), filename: `${kind}.jpg` }]]);
      const r = await t.app.inject({
        method: 'PATCH',
        url: `${BASE}${tribe.slug}/`,
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      });
      assert.equal(r.statusCode, 200, r.body);
    }
    assert.deepEqual(await actions(tribe.slug), ['create_tribe']);
    // Much later (the window has passed), the data changed: one entry.
    await t.database.query(
      `update tribe_moderation_log set created_at = created_at - interval '1 hour' where tribe_id = $1`,
      [tribe.id],
    );
    await call(t.app, 'PATCH', `${BASE}${tribe.slug}/`, owner, { description: 'Pedal de domingo.' });
    await call(t.app, 'PATCH', `${BASE}${tribe.slug}/`, owner, { rules: 'Capacete sempre.' });
    assert.deepEqual(await actions(tribe.slug), ['update_tribe', 'create_tribe']);
  });

  test('joins (open, asked, by invitation), leaving, ads sent, published and withdrawn: each once', async () => {
    const open = await createTribe(t.app, owner, { ad_policy: 'approval' });
    const a = await createUser(t.app);
    await join(t.app, open.slug, a);
    const ad = await createAd(t.app, a, { title: 'Bicicleta aro 29 revisada' });
    await call(t.app, 'POST', `${BASE}${open.slug}/ads/`, a, { ad_slug: ad.slug });
    await call(t.app, 'DELETE', `${BASE}${open.slug}/ads/${ad.slug}/`, a);
    await call(t.app, 'POST', `${BASE}${open.slug}/leave/`, a);
    assert.deepEqual(await actions(open.slug), ['leave', 'withdraw_ad', 'submit_ad', 'join', 'create_tribe']);

    const asked = await createTribe(t.app, owner, { join_policy: 'request' });
    const b = await createUser(t.app);
    await join(t.app, asked.slug, b, { answer: 'Pedalo todo dia.' });
    await call(t.app, 'POST', `${BASE}${asked.slug}/members/${b.id}/approve/`, owner);
    const published = await createAd(t.app, b, { title: 'Capacete novo na caixa' });
    await call(t.app, 'POST', `${BASE}${asked.slug}/ads/`, b, { ad_slug: published.slug });
    assert.deepEqual(await actions(asked.slug), ['publish_ad', 'approve_member', 'request_join', 'create_tribe']);

    const invite = await createTribe(t.app, owner, { join_policy: 'invite' });
    const inv = (await call(t.app, 'POST', `${BASE}${invite.slug}/invitations/`, owner, {})).json();
    const c = await createUser(t.app);
    assert.equal((await call(t.app, 'POST', `${BASE}invitations/${inv.token}/accept/`, c)).statusCode, 200);
    const log = (await call(t.app, 'GET', `${BASE}${invite.slug}/log/`, owner)).json().results;
    assert.deepEqual(
      log.map((l: { action: string }) => l.action),
      ['join_invitation', 'create_invitation', 'create_tribe'],
    );
    assert.equal(log[0].actor.username, c.username);
  });

  test('"Remover da tribo": a moderator gives the reason, it is logged and the owner is notified', async () => {
    const tribe = await createTribe(t.app, owner, { name: 'Brechó da Vila' });
    const seller = await createUser(t.app);
    await join(t.app, tribe.slug, seller);
    const ad = await createAd(t.app, seller, { title: 'Jaqueta jeans seminova' });
    await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/`, seller, { ad_slug: ad.slug });
    const url = `${BASE}${tribe.slug}/ads/${ad.slug}/`;
    const without = await call(t.app, 'DELETE', url, owner);
    assert.equal(without.statusCode, 400);
    assert.equal(without.json().fields.reason[0], 'Conte o motivo da remoção: ele é enviado ao dono do anúncio.');
    const r = await call(t.app, 'DELETE', url, owner, { reason: 'Só roupas infantis nesta tribo.' });
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.json().status, 'removed');
    const feed = (await call(t.app, 'GET', `${BASE}${tribe.slug}/ads/`)).json();
    assert.equal(feed.count, 0);
    const entry = (await call(t.app, 'GET', `${BASE}${tribe.slug}/log/`, owner)).json().results[0];
    assert.equal(entry.action, 'remove_ad');
    assert.equal(entry.reason, 'Só roupas infantis nesta tribo.');
    const notes = (await call(t.app, 'GET', '/api/v1/core/notifications/', seller)).json().results;
    assert.equal(notes[0].title, 'Anúncio removido da tribo');
    assert.match(
      notes[0].message,
      /"Jaqueta jeans seminova" foi removido da tribo "Brechó da Vila"\. Motivo: Só roupas/,
    );
    assert.equal(notes[0].link, `/tribes/${tribe.slug}`);
  });
});
