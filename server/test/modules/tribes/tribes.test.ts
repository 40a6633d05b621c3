import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { BASE, call, createAd, createTribe, join } from './tribes.support';
import { mediaStorage } from '../../../src/lib/storage/create';

// One app and database for the file; each test makes its own tribes.
let t: TestApp;
let owner: TestUser;
before(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
});
after(() => t.close());

describe('tribes: create, read, edit, delete, list', () => {
  test('the creator becomes owner; the slug comes from the name and is unique', async () => {
    const a = await createTribe(t.app, owner, { name: 'Diaristas da Zona Sul', description: 'Faxina de confiança.' });
    assert.equal(a.slug, 'diaristas-da-zona-sul');
    assert.deepEqual((a.my_membership as { role: string }).role, 'owner');
    assert.equal(a.member_count, 1);
    const b = await createTribe(t.app, owner, { name: 'Diaristas da Zona Sul!' });
    assert.equal(b.slug, 'diaristas-da-zona-sul-2');
  });

  test('bad input answers pt-BR field errors', async () => {
    const r = await call(t.app, 'POST', BASE, owner, { name: 'ab', state_code: 'XX', description: 'x'.repeat(2001) });
    assert.equal(r.statusCode, 400);
    const body = r.json();
    assert.equal(body.code, 'validation_error');
    assert.match(body.fields.name[0], /pelo menos 3/);
    assert.match(body.fields.description[0], /no máximo 2000/);
    const r2 = await call(t.app, 'POST', BASE, owner, { name: '   ab   ', state_code: 'XX' });
    assert.equal(r2.statusCode, 400);
    assert.deepEqual(Object.keys(r2.json().fields).sort(), ['name', 'state_code']);
    const r3 = await call(t.app, 'POST', BASE, owner, {
      name: 'x'.repeat(81),
      state_code: 'SP',
      rules: 'y'.repeat(5001),
    });
    assert.match(r3.json().fields.name[0], /no máximo 80/);
    assert.match(r3.json().fields.rules[0], /no máximo 5000/);
  });

  test('unknown slug is 404; visitors need to sign in to create', async () => {
    const r = await call(t.app, 'GET', `${BASE}nao-existe/`);
    assert.equal(r.statusCode, 404);
    assert.equal(r.json().error, 'Tribo não encontrada.');
    assert.equal((await call(t.app, 'POST', BASE, null, { name: 'Nova tribo', state_code: 'SP' })).statusCode, 401);
  });

  test('edit by the owner and moderators; delete by the owner', async () => {
    const tribe = await createTribe(t.app, owner, { name: 'Reformas BH', state_code: 'MG' });
    const other = await createUser(t.app);
    const r = await call(t.app, 'PATCH', `${BASE}${tribe.slug}/`, other, { description: 'hack' });
    assert.equal(r.statusCode, 403);
    assert.equal(r.json().error, 'Só o dono e os moderadores da tribo podem fazer isso.');
    const ok = await call(t.app, 'PATCH', `${BASE}${tribe.slug}/`, owner, {
      description: 'Reformas com indicação.',
      city: 'Belo Horizonte',
    });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().description, 'Reformas com indicação.');
    assert.equal(ok.json().slug, tribe.slug);
    assert.equal((await call(t.app, 'DELETE', `${BASE}${tribe.slug}/`, other)).statusCode, 403);
    assert.equal((await call(t.app, 'DELETE', `${BASE}${tribe.slug}/`, owner)).statusCode, 204);
    assert.equal((await call(t.app, 'GET', `${BASE}${tribe.slug}/`)).statusCode, 404);
  });

  test('list: search, state and category filters, mine with my role and pending state', async () => {
    const me = await createUser(t.app);
    const pet = await createTribe(t.app, owner, { name: 'Pet lovers Curitiba', state_code: 'PR', category_id: 7 });
    const req = await createTribe(t.app, owner, {
      name: 'Eletricistas Curitiba',
      state_code: 'PR',
      join_policy: 'request',
    });
    await join(t.app, pet.slug, me);
    await join(t.app, req.slug, me, { answer: 'Sou eletricista.' });
    const search = (await call(t.app, 'GET', `${BASE}?search=curitiba`)).json();
    assert.deepEqual(search.results.map((x: { slug: string }) => x.slug).sort(), [req.slug, pet.slug].sort());
    const accents = (await call(t.app, 'GET', `${BASE}?search=${encodeURIComponent('CURITÍBA pet')}`)).json();
    assert.equal(accents.count, 0); // the whole text is one phrase
    const byCat = (await call(t.app, 'GET', `${BASE}?category=pet&state=pr`)).json();
    assert.deepEqual(
      byCat.results.map((x: { slug: string }) => x.slug),
      [pet.slug],
    );
    const mine = (await call(t.app, 'GET', `${BASE}?mine=true`, me)).json();
    assert.equal(mine.count, 2);
    const states = Object.fromEntries(
      mine.results.map((x: { slug: string; my_membership: { status: string } }) => [x.slug, x.my_membership.status]),
    );
    assert.deepEqual(states, { [pet.slug]: 'active', [req.slug]: 'pending' });
    assert.equal((await call(t.app, 'GET', `${BASE}?mine=true`)).statusCode, 401);
  });

  test('avatar and cover go through the image pipeline (multipart)', async () => {
    const { multipart, jpeg } = await import('../ads/ads.support');
    const body = await multipart([
      ['name', 'Tribo com capa'],
      ['state_code', 'RJ'],
      ['avatar', { buffer: await jpeg(), filename: 'a.jpg' }],
      ['cover', { buffer: await jpeg(200, 80), filename: 'c.jpg' }],
    ]);
    const r = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    assert.equal(r.statusCode, 201, r.body);
    const tribe = r.json();
    assert.match(tribe.avatar.url, /^\/media\/ads\/.+-800\.webp$/);
    assert.ok(tribe.cover.blur.startsWith('data:image/webp'));
    // The files are in place (published after the commit) and the media janitor keeps them.
    const { existsSync } = await import('node:fs');
    const path = await import('node:path');
    const { sweepMediaFiles } = await import('../../../src/plugins/jobs');
    const onDisk = (url: string) => existsSync(path.join(t.config.mediaDir, url.replace(/^\/media\//, '')));
    assert.ok(onDisk(tribe.avatar.url) && onDisk(tribe.cover.url));
    await sweepMediaFiles(t.database, mediaStorage(t.config), { minAgeMs: 0 });
    assert.ok(onDisk(tribe.avatar.url) && onDisk(tribe.cover.url), 'the janitor keeps a tribe image');
    const bad = await multipart([['avatar', { buffer: Buffer.from('not an image at all'), filename: 'x.jpg' }]]);
    const r2 = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}${tribe.slug}/`,
      headers: { ...owner.headers, ...bad.headers },
      payload: bad.payload,
    });
    assert.equal(r2.statusCode, 400);
    assert.ok(r2.json().fields.avatar);
    const r3 = await call(t.app, 'PATCH', `${BASE}${tribe.slug}/`, owner, { remove_cover: true });
    assert.equal(r3.json().cover, null);
  });
});

describe('tribes: membership', () => {
  test('open: member at once; twice is 409; leave; the owner must hand over first', async () => {
    const tribe = await createTribe(t.app, owner);
    const u = await createUser(t.app);
    const j = await join(t.app, tribe.slug, u);
    assert.deepEqual([j.membership.status, j.membership.role, j.member_count], ['active', 'member', 2]);
    const again = await call(t.app, 'POST', `${BASE}${tribe.slug}/join/`, u, {});
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error, 'Você já é membro desta tribo.');
    assert.equal((await call(t.app, 'POST', `${BASE}${tribe.slug}/leave/`, u)).statusCode, 204);
    assert.equal((await call(t.app, 'GET', `${BASE}${tribe.slug}/`)).json().member_count, 1);
    const ownerLeaves = await call(t.app, 'POST', `${BASE}${tribe.slug}/leave/`, owner);
    assert.equal(ownerLeaves.statusCode, 403);
    assert.equal(ownerLeaves.json().error, 'Passe a posse da tribo para outro membro antes de sair.');
    // hand over, then leave
    await join(t.app, tribe.slug, u);
    const p = await call(t.app, 'POST', `${BASE}${tribe.slug}/members/${u.id}/promote/`, owner, { role: 'owner' });
    assert.equal(p.statusCode, 200);
    assert.equal(p.json().role, 'owner');
    assert.equal((await call(t.app, 'POST', `${BASE}${tribe.slug}/leave/`, owner)).statusCode, 204);
    assert.equal((await call(t.app, 'GET', `${BASE}${tribe.slug}/`)).json().owner.id, u.id);
  });

  test('request: pending with the answer, moderators are told, approve tells the member', async () => {
    const tribe = await createTribe(t.app, owner, { join_policy: 'request' });
    const u = await createUser(t.app);
    const j = await join(t.app, tribe.slug, u, { answer: 'Moro no bairro.' });
    assert.equal(j.membership.status, 'pending');
    assert.equal((await call(t.app, 'POST', `${BASE}${tribe.slug}/join/`, u, {})).statusCode, 409);
    const notes = (await call(t.app, 'GET', '/api/v1/core/notifications/', owner)).json();
    assert.ok(notes.results.some((n: { title: string }) => n.title === 'Novo pedido de entrada'));
    const pending = (await call(t.app, 'GET', `${BASE}${tribe.slug}/members/?status=pending`, owner)).json();
    assert.equal(pending.results[0].join_answer, 'Moro no bairro.');
    assert.equal(pending.results[0].user.email, undefined);
    const a = await call(t.app, 'POST', `${BASE}${tribe.slug}/members/${u.id}/approve/`, owner);
    assert.equal(a.statusCode, 200);
    assert.equal(a.json().status, 'active');
    const mine = (await call(t.app, 'GET', '/api/v1/core/notifications/', u)).json();
    assert.ok(mine.results.some((n: { title: string }) => n.title === 'Pedido aprovado'));
    const log = (await call(t.app, 'GET', `${BASE}${tribe.slug}/log/`, owner)).json();
    assert.equal(log.results[0].action, 'approve_member');
    // members as a non-moderator: no answers
    const list = (await call(t.app, 'GET', `${BASE}${tribe.slug}/members/`, u)).json();
    assert.ok(list.results.every((m: { join_answer: unknown }) => m.join_answer === null));
  });

  test('invite-only refuses without a token; ban keeps the member out', async () => {
    const tribe = await createTribe(t.app, owner, { join_policy: 'invite' });
    const u = await createUser(t.app);
    const r = await call(t.app, 'POST', `${BASE}${tribe.slug}/join/`, u, {});
    assert.equal(r.statusCode, 403);
    assert.equal(r.json().error, 'Esta tribo só aceita membros convidados.');
    const inv = (await call(t.app, 'POST', `${BASE}${tribe.slug}/invitations/`, owner, {})).json();
    const j = await join(t.app, tribe.slug, u, { invite_token: inv.token });
    assert.equal(j.membership.status, 'active');
    const ban = await call(t.app, 'POST', `${BASE}${tribe.slug}/members/${u.id}/ban/`, owner, { reason: 'Spam' });
    assert.equal(ban.statusCode, 200);
    assert.equal(ban.json().status, 'banned');
    assert.equal((await call(t.app, 'POST', `${BASE}${tribe.slug}/leave/`, u)).statusCode, 403);
    const again = await call(t.app, 'POST', `${BASE}${tribe.slug}/join/`, u, { invite_token: inv.token });
    assert.equal(again.statusCode, 403);
    assert.equal(again.json().error, 'Você foi banido desta tribo.');
    assert.equal((await call(t.app, 'POST', `${BASE}invitations/${inv.token}/accept/`, u)).statusCode, 403);
    const banned = (await call(t.app, 'GET', `${BASE}${tribe.slug}/members/?status=banned`, owner)).json();
    assert.equal(banned.results[0].user.id, u.id);
    assert.equal((await call(t.app, 'POST', `${BASE}${tribe.slug}/members/${u.id}/unban/`, owner)).statusCode, 200);
    assert.equal((await join(t.app, tribe.slug, u, { invite_token: inv.token })).membership.status, 'active');
  });

  test('moderators act on members, only the owner on moderators; nobody on the owner', async () => {
    const tribe = await createTribe(t.app, owner);
    const mod = await createUser(t.app);
    const mod2 = await createUser(t.app);
    const m = await createUser(t.app);
    for (const u of [mod, mod2, m]) await join(t.app, tribe.slug, u);
    for (const u of [mod, mod2]) {
      assert.equal(
        (await call(t.app, 'POST', `${BASE}${tribe.slug}/members/${u.id}/promote/`, owner, {})).statusCode,
        200,
      );
    }
    assert.equal(
      (await call(t.app, 'POST', `${BASE}${tribe.slug}/members/${mod2.id}/promote/`, owner, {})).statusCode,
      409,
    );
    assert.equal((await call(t.app, 'POST', `${BASE}${tribe.slug}/members/${m.id}/promote/`, mod, {})).statusCode, 403);
    assert.equal((await call(t.app, 'DELETE', `${BASE}${tribe.slug}/members/${mod2.id}/`, mod)).statusCode, 403);
    assert.equal((await call(t.app, 'POST', `${BASE}${tribe.slug}/members/${owner.id}/ban/`, mod, {})).statusCode, 403);
    assert.equal((await call(t.app, 'DELETE', `${BASE}${tribe.slug}/members/${m.id}/`, mod)).statusCode, 204);
    assert.equal(
      (await call(t.app, 'POST', `${BASE}${tribe.slug}/members/${mod2.id}/demote/`, owner)).json().role,
      'member',
    );
    assert.equal((await call(t.app, 'GET', `${BASE}${tribe.slug}/`)).json().member_count, 3);
  });

  test('private tribe: name, description and count for all; rules, feed and members for members', async () => {
    const tribe = await createTribe(t.app, owner, {
      visibility: 'private',
      rules: 'Sem spam.',
      description: 'Secreta',
    });
    const out = await createUser(t.app);
    const d = (await call(t.app, 'GET', `${BASE}${tribe.slug}/`, out)).json();
    assert.deepEqual(
      [d.name, d.description, d.member_count, d.rules, d.can_view_content],
      [tribe.name, 'Secreta', 1, null, false],
    );
    for (const path of ['ads/', 'members/']) {
      const r = await call(t.app, 'GET', `${BASE}${tribe.slug}/${path}`, out);
      assert.equal(r.statusCode, 403, path);
      assert.match(r.json().error, /privada/);
    }
    assert.equal((await call(t.app, 'GET', `${BASE}${tribe.slug}/`, owner)).json().rules, 'Sem spam.');
    const staff = await createUser(t.app, { isStaff: true });
    assert.equal((await call(t.app, 'GET', `${BASE}${tribe.slug}/ads/`, staff)).statusCode, 200);
  });
});

describe('tribes: ads, feed and moderation', () => {
  test('open policy: approved at once; 409 twice; only my own active ads', async () => {
    const tribe = await createTribe(t.app, owner);
    const m = await createUser(t.app);
    await join(t.app, tribe.slug, m);
    const ad = await createAd(t.app, m);
    const r = await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/`, m, { ad_slug: ad.slug });
    assert.equal(r.statusCode, 201, r.body);
    assert.equal(r.json().status, 'approved');
    assert.equal(r.json().ad.slug, ad.slug);
    const dup = await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/`, m, { ad_slug: ad.slug });
    assert.equal(dup.statusCode, 409);
    assert.equal(dup.json().error, 'Este anúncio já foi enviado para esta tribo.');
    const other = await createAd(t.app, owner);
    assert.equal((await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/`, m, { ad_slug: other.slug })).statusCode, 403);
    const outsider = await createUser(t.app);
    const oad = await createAd(t.app, outsider);
    assert.equal(
      (await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/`, outsider, { ad_slug: oad.slug })).statusCode,
      403,
    );
    // /ads?tribe= and the detail list the tribe
    const list = (await call(t.app, 'GET', `/api/v1/ads/ads/?tribe=${tribe.slug}`)).json();
    assert.deepEqual(
      list.results.map((x: { slug: string }) => x.slug),
      [ad.slug],
    );
    const detail = (await call(t.app, 'GET', `/api/v1/ads/ads/${ad.slug}/`)).json();
    assert.deepEqual(
      detail.tribes.map((x: { slug: string }) => x.slug),
      [tribe.slug],
    );
  });

  test('a member who leaves, is removed or banned takes their ads off the wall; the others stay', async () => {
    const tribe = await createTribe(t.app, owner);
    const feed = async () =>
      (await call(t.app, 'GET', `${BASE}${tribe.slug}/ads/`, owner))
        .json()
        .results.map((x: { slug: string }) => x.slug);
    const ownAd = await createAd(t.app, owner);
    await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/`, owner, { ad_slug: ownAd.slug });
    const members = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    const ads: string[] = [];
    for (const m of members) {
      await join(t.app, tribe.slug, m);
      const ad = await createAd(t.app, m);
      assert.equal((await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/`, m, { ad_slug: ad.slug })).statusCode, 201);
      ads.push(ad.slug);
    }
    assert.deepEqual((await feed()).sort(), [ownAd.slug, ...ads].sort());

    assert.equal((await call(t.app, 'POST', `${BASE}${tribe.slug}/leave/`, members[0])).statusCode, 204);
    assert.deepEqual((await feed()).sort(), [ownAd.slug, ads[1], ads[2]].sort());
    const removed = await call(t.app, 'DELETE', `${BASE}${tribe.slug}/members/${members[1].id}/`, owner);
    assert.ok(removed.statusCode < 300, removed.body);
    const banned = await call(t.app, 'POST', `${BASE}${tribe.slug}/members/${members[2].id}/ban/`, owner, {
      reason: 'Spam',
    });
    assert.equal(banned.statusCode, 200, banned.body);
    assert.deepEqual(await feed(), [ownAd.slug]);
    // The ads themselves stay on the site, and /ads?tribe= follows the wall.
    assert.equal((await call(t.app, 'GET', `/api/v1/ads/ads/${ads[0]}/`)).statusCode, 200);
    const listed = (await call(t.app, 'GET', `/api/v1/ads/ads/?tribe=${tribe.slug}`)).json();
    assert.deepEqual(
      listed.results.map((x: { slug: string }) => x.slug),
      [ownAd.slug],
    );
    // Back in the tribe, an ad can be sent again.
    await join(t.app, tribe.slug, members[0]);
    assert.equal(
      (await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/`, members[0], { ad_slug: ads[0] })).statusCode,
      201,
    );
  });

  test('approval policy: pending, moderators told; approve or reject with reason tells the submitter', async () => {
    const tribe = await createTribe(t.app, owner, { ad_policy: 'approval' });
    const m = await createUser(t.app);
    await join(t.app, tribe.slug, m);
    const ad1 = await createAd(t.app, m, { title: 'Faxina completa no sábado' });
    const ad2 = await createAd(t.app, m, { title: 'Passadoria por peça' });
    for (const ad of [ad1, ad2]) {
      const r = await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/`, m, { ad_slug: ad.slug });
      assert.equal(r.json().status, 'pending');
    }
    assert.equal((await call(t.app, 'GET', `${BASE}${tribe.slug}/ads/`, m)).json().count, 0);
    const queue = (await call(t.app, 'GET', `${BASE}${tribe.slug}/submissions/`, owner)).json();
    assert.equal(queue.count, 2);
    assert.equal((await call(t.app, 'GET', `${BASE}${tribe.slug}/`, owner)).json().pending_ads, 2);
    const ownerNotes = (await call(t.app, 'GET', '/api/v1/core/notifications/', owner)).json();
    assert.equal(
      ownerNotes.results.filter((n: { title: string }) => n.title === 'Anúncio aguardando aprovação').length,
      2,
    );
    const ok = await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/${ad1.slug}/approve/`, owner);
    assert.equal(ok.json().status, 'approved');
    assert.equal((await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/${ad1.slug}/approve/`, owner)).statusCode, 409);
    const noReason = await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/${ad2.slug}/reject/`, owner, {});
    assert.equal(noReason.statusCode, 400);
    const no = await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/${ad2.slug}/reject/`, owner, {
      reason: 'Fora do tema',
    });
    assert.deepEqual([no.json().status, no.json().reason], ['rejected', 'Fora do tema']);
    const notes = (await call(t.app, 'GET', '/api/v1/core/notifications/', m)).json();
    assert.ok(notes.results.some((n: { message: string }) => n.message.includes('Motivo: Fora do tema')));
    assert.ok(
      notes.results.some(
        (n: { title: string; type: string }) => n.title === 'Anúncio aprovado na tribo' && n.type === 'AD_PUBLISHED',
      ),
    );
    const feed = (await call(t.app, 'GET', `${BASE}${tribe.slug}/ads/`)).json();
    assert.deepEqual(
      feed.results.map((x: { slug: string }) => x.slug),
      [ad1.slug],
    );
  });

  test('feed: pinned first, then the votes of members, then recency; remove', async () => {
    const tribe = await createTribe(t.app, owner);
    const seller = await createUser(t.app);
    const voter = await createUser(t.app);
    const outsider = await createUser(t.app);
    await join(t.app, tribe.slug, seller);
    await join(t.app, tribe.slug, voter);
    const ads = [];
    for (const title of ['Primeiro anúncio da tribo', 'Segundo anúncio da tribo', 'Terceiro anúncio da tribo']) {
      const ad = await createAd(t.app, seller, { title });
      await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/`, seller, { ad_slug: ad.slug });
      ads.push(ad.slug);
    }
    const order = async () =>
      (await call(t.app, 'GET', `${BASE}${tribe.slug}/ads/`)).json().results.map((x: { slug: string }) => x.slug);
    assert.deepEqual(await order(), [ads[2], ads[1], ads[0]]);
    // an outsider's vote does not count; a member's does
    await call(t.app, 'POST', `/api/v1/ads/ads/${ads[1]}/vote/`, outsider, { vote_type: 'up' });
    await call(t.app, 'POST', `/api/v1/ads/ads/${ads[1]}/vote/`, outsider, { vote_type: 'up' });
    await call(t.app, 'POST', `/api/v1/ads/ads/${ads[0]}/vote/`, outsider, { vote_type: 'up' });
    assert.deepEqual(await order(), [ads[2], ads[1], ads[0]]);
    await call(t.app, 'POST', `/api/v1/ads/ads/${ads[1]}/vote/`, voter, { vote_type: 'up' });
    assert.deepEqual(await order(), [ads[1], ads[2], ads[0]]);
    // a member's vote changed (up -> down), withdrawn, cast again: the score follows each time
    await call(t.app, 'POST', `/api/v1/ads/ads/${ads[1]}/vote/`, voter, { vote_type: 'down' });
    assert.deepEqual(await order(), [ads[2], ads[0], ads[1]]);
    await call(t.app, 'POST', `/api/v1/ads/ads/${ads[1]}/vote/`, voter, { vote_type: 'down' });
    assert.deepEqual(await order(), [ads[2], ads[1], ads[0]]);
    await call(t.app, 'POST', `/api/v1/ads/ads/${ads[1]}/vote/`, voter, { vote_type: 'up' });
    assert.deepEqual(await order(), [ads[1], ads[2], ads[0]]);
    // the outsider joins: their vote on ads[0] counts now
    await join(t.app, tribe.slug, outsider);
    assert.deepEqual(await order(), [ads[1], ads[0], ads[2]]);
    const pin = await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/${ads[2]}/pin/`, owner);
    assert.equal(pin.json().pinned, true);
    const feed = (await call(t.app, 'GET', `${BASE}${tribe.slug}/ads/?page_size=2`)).json();
    assert.deepEqual([feed.results[0].slug, feed.results[0].pinned, feed.count], [ads[2], true, 3]);
    assert.ok(feed.next);
    assert.equal((await call(t.app, 'DELETE', `${BASE}${tribe.slug}/ads/${ads[2]}/pin/`, owner)).json().pinned, false);
    assert.equal((await call(t.app, 'DELETE', `${BASE}${tribe.slug}/ads/${ads[0]}/`, voter)).statusCode, 403);
    const removal = { reason: 'Fora do tema da tribo.' };
    assert.equal(
      (await call(t.app, 'DELETE', `${BASE}${tribe.slug}/ads/${ads[0]}/`, owner, removal)).json().status,
      'removed',
    );
    assert.deepEqual(await order(), [ads[1], ads[2]]);
    const log = (await call(t.app, 'GET', `${BASE}${tribe.slug}/log/`, owner)).json();
    assert.deepEqual(
      log.results.slice(0, 3).map((l: { action: string }) => l.action),
      ['remove_ad', 'unpin_ad', 'pin_ad'],
    );
  });

  test('feed: paid highlights come right after the pinned ads, on every page; an ended highlight goes back', async () => {
    const tribe = await createTribe(t.app, owner);
    const seller = await createUser(t.app);
    await join(t.app, tribe.slug, seller);
    const ads: string[] = [];
    for (let i = 0; i < 6; i++) {
      const ad = await createAd(t.app, seller, { title: `Anúncio da tribo número ${i}` });
      await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/`, seller, { ad_slug: ad.slug });
      ads.push(ad.slug);
    }
    const highlight = (slug: string, until: string) =>
      t.database.query(`update ads set highlighted_until = now() + $2::interval where slug = $1`, [slug, until]);
    // Oldest first in the list: ads[0] and ads[2] are paid for; ads[4] is pinned.
    await highlight(ads[0], '7 days');
    await highlight(ads[2], '30 days');
    await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/${ads[4]}/pin/`, owner);
    const page = async (n: number, size = 2) => {
      const r = (await call(t.app, 'GET', `${BASE}${tribe.slug}/ads/?page=${n}&page_size=${size}`)).json();
      return { count: r.count, slugs: r.results.map((x: { slug: string }) => x.slug) as string[] };
    };
    const expected = [ads[4], ads[2], ads[0], ads[5], ads[3], ads[1]];
    assert.deepEqual((await page(1, 12)).slugs, expected);
    const paged = [...(await page(1)).slugs, ...(await page(2)).slugs, ...(await page(3)).slugs];
    assert.deepEqual(paged, expected, 'the pages put together are the one list, without gaps or repeats');
    assert.equal((await page(3)).count, 6);
    // A highlighted ad that is also pinned is listed once, with the pinned.
    await highlight(ads[4], '7 days');
    assert.deepEqual((await page(1, 12)).slugs, expected);
    // Its highlight over, an ad goes back to its place by votes and date.
    await highlight(ads[2], '-1 day');
    assert.deepEqual((await page(1, 12)).slugs, [ads[4], ads[0], ads[5], ads[3], ads[2], ads[1]]);
    // Premium ("Topo da busca e das tribos") comes before Destaque among the paid highlights.
    await t.database.query(`update ads set plan = 'destaque-30' where slug = $1`, [ads[0]]);
    await t.database.query(`update ads set plan = 'premium-30' where slug = $1`, [ads[1]]);
    await highlight(ads[1], '30 days');
    assert.deepEqual((await page(1, 12)).slugs, [ads[4], ads[1], ads[0], ads[5], ads[3], ads[2]]);
  });

  test('a paused ad leaves the feed and its count; active again, it is back', async () => {
    const tribe = await createTribe(t.app, owner);
    const ad = await createAd(t.app, owner);
    await call(t.app, 'POST', `${BASE}${tribe.slug}/ads/`, owner, { ad_slug: ad.slug });
    const count = async () => (await call(t.app, 'GET', `${BASE}${tribe.slug}/ads/`)).json().count;
    assert.equal(await count(), 1);
    await call(t.app, 'PUT', `/api/v1/ads/ads/${ad.slug}/`, owner, { status: 'paused' });
    assert.equal(await count(), 0);
    await call(t.app, 'PUT', `/api/v1/ads/ads/${ad.slug}/`, owner, { status: 'active' });
    assert.equal(await count(), 1);
  });

  test('/ads?tribe= respects privacy; the detail lists public tribes only', async () => {
    const priv = await createTribe(t.app, owner, { visibility: 'private' });
    const ad = await createAd(t.app, owner);
    await call(t.app, 'POST', `${BASE}${priv.slug}/ads/`, owner, { ad_slug: ad.slug });
    assert.equal((await call(t.app, 'GET', `/api/v1/ads/ads/?tribe=${priv.slug}`)).json().count, 0);
    assert.equal((await call(t.app, 'GET', `/api/v1/ads/ads/?tribe=${priv.slug}`, owner)).json().count, 1);
    assert.deepEqual((await call(t.app, 'GET', `/api/v1/ads/ads/${ad.slug}/`)).json().tribes, []);
  });
});
