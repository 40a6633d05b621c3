import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { STRONG_PASSWORD, uniqueIp } from '../../support/accounts';
import { hashPassword } from '../../../src/modules/users/passwords';
import { createAd } from '../ads/ads.support';
import { createTribe } from '../tribes/tribes.support';
import { caseOf, listedSlugs, notificationsOf, report, resolve } from './reports.support';

// Reports (modules/reports): one open report per member per ad, 3 different members hide the ad
// everywhere but for its owner and the staff, and each decision of the staff with its effect and
// its notifications.

describe('reports: members report, 3 reporters hide an ad, the staff decide', () => {
  let t: TestApp;
  let owner: TestUser;
  let staff: TestUser;
  let members: TestUser[];

  before(async () => {
    // The same four members report many ads here: the hourly limit is reports.conversations.test.ts'.
    t = await buildTestApp({ rateLimits: false });
    owner = await createUser(t.app);
    staff = await createUser(t.app, { isStaff: true });
    members = [];
    for (let i = 0; i < 4; i++) members.push(await createUser(t.app));
  });
  after(() => t.close());

  /** An ad of the owner reported by `n` different members. */
  async function reported(n: number, overrides: Record<string, unknown> = {}) {
    const ad = await createAd(t.app, owner, overrides);
    for (let i = 0; i < n; i++) assert.equal((await report(t.app, ad.slug, members[i])).statusCode, 201);
    return ad;
  }

  test('a visitor gets 401, the owner 400, a member 201; a second report returns the first', async () => {
    const ad = await createAd(t.app, owner);
    const visitor = await report(t.app, ad.slug, null);
    assert.equal(visitor.statusCode, 401);
    const own = await report(t.app, ad.slug, owner);
    assert.equal(own.statusCode, 400);
    assert.equal(own.json().error, 'Você não pode denunciar o seu próprio anúncio.');
    const first = await report(t.app, ad.slug, members[0], { reason: 'misleading', details: 'Preço falso.' });
    assert.equal(first.statusCode, 201, first.body);
    assert.deepEqual(
      { reason: first.json().reason, details: first.json().details, status: first.json().status },
      { reason: 'misleading', details: 'Preço falso.', status: 'open' },
    );
    const again = await report(t.app, ad.slug, members[0], { reason: 'fraud' });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().id, first.json().id);
    assert.equal(again.json().reason, 'misleading');
    const [{ n }] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from reports r join report_cases c on c.id = r.case_id where c.ad_id = $1',
      [ad.id],
    );
    assert.equal(Number(n), 1);
    assert.equal((await caseOf(t.app, staff, ad.id)).reporter_count, 1);
    const missing = await report(t.app, 'nao-existe-123', members[0]);
    assert.equal(missing.statusCode, 404);
  });

  test('"other" needs details; details stay within 1,000 characters; an unknown reason is refused', async () => {
    const ad = await createAd(t.app, owner);
    const noDetails = await report(t.app, ad.slug, members[0], { reason: 'other', details: '  ' });
    assert.equal(noDetails.statusCode, 400);
    assert.deepEqual(noDetails.json().fields, { details: ['Conte o que aconteceu.'] });
    const long = await report(t.app, ad.slug, members[0], { reason: 'fraud', details: 'x'.repeat(1001) });
    assert.equal(long.statusCode, 400);
    assert.deepEqual(long.json().fields, { details: ['Escreva até 1.000 caracteres.'] });
    const unknown = await report(t.app, ad.slug, members[0], { reason: 'spam' });
    assert.equal(unknown.statusCode, 400);
    const ok = await report(t.app, ad.slug, members[0], { reason: 'other', details: 'x'.repeat(1000) });
    assert.equal(ok.statusCode, 201);
  });

  test('2 reporters leave the ad listed; the 3rd hides it from /ads, searches, states, profile and tribe walls', async () => {
    const word = `zabumba${Date.now().toString(36)}`;
    const ad = await createAd(t.app, owner, {
      title: `Conserto de ${word} antigo`,
      state_code: 'AC',
      city: 'Rio Branco',
    });
    const tribe = await createTribe(t.app, owner);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/tribes/${tribe.slug}/ads/`,
      headers: owner.headers,
      payload: { ad_slug: ad.slug },
    });
    assert.equal(sent.statusCode, 201, sent.body);
    const wall = async () =>
      (
        (await t.app.inject({ url: `/api/v1/tribes/${tribe.slug}/ads/` })).json().results as Array<{ slug: string }>
      ).map((a: { slug: string }) => a.slug);
    const inTribeList = async () => listedSlugs(t.app, `&tribe=${tribe.slug}`);
    const states = async () => (await t.app.inject({ url: '/api/v1/core/states-with-ads/' })).json().states as string[];
    const profileCount = async () =>
      (await t.app.inject({ url: `/api/v1/users/profiles/${owner.username}/` })).json().active_ads_count;

    for (let i = 0; i < 2; i++) await report(t.app, ad.slug, members[i]);
    assert.ok((await listedSlugs(t.app)).includes(ad.slug));
    assert.ok((await listedSlugs(t.app, `&search=${word}`)).includes(ad.slug));
    const countBefore = await profileCount();
    const wallBefore = await wall();
    const statesBefore = await states();

    assert.equal((await report(t.app, ad.slug, members[2], { reason: 'offensive' })).statusCode, 201);
    assert.ok(!(await listedSlugs(t.app)).includes(ad.slug), 'gone from /ads');
    assert.ok(!(await listedSlugs(t.app, `&search=${word}`)).includes(ad.slug), 'gone from the search');
    assert.ok(!(await inTribeList()).includes(ad.slug), 'gone from the tribe filter');
    assert.ok(wallBefore.includes(ad.slug) && !(await wall()).includes(ad.slug), 'gone from the tribe wall');
    assert.ok(statesBefore.includes('AC') && !(await states()).includes('AC'), 'its state has no ads left');
    assert.equal(await profileCount(), countBefore - 1);

    // Its page: 404 to visitors and other members; the owner reads "under_review"; staff see it.
    assert.equal((await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/` })).statusCode, 404);
    const other = await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/`, headers: members[3].headers });
    assert.equal(other.statusCode, 404);
    const mine = await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/`, headers: owner.headers });
    assert.equal(mine.statusCode, 200);
    assert.equal(mine.json().moderation, 'under_review');
    const desk = await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/`, headers: staff.headers });
    assert.equal(desk.json().moderation, 'under_review');
    // In the owner's own list still.
    const own = await t.app.inject({ url: '/api/v1/ads/ads/mine/?page_size=100', headers: owner.headers });
    assert.ok((own.json().results as Array<{ slug: string }>).some((a) => a.slug === ad.slug));
  });

  test('the queue: open first, then by number of reporters; filters by reason and status; every reporter shown', async () => {
    const one = await reported(1);
    const three = await reported(3);
    const two = await createAd(t.app, owner);
    await report(t.app, two.slug, members[0], { reason: 'duplicate' });
    await report(t.app, two.slug, members[1], { reason: 'other', details: 'Mesmo anúncio em outra cidade.' });
    const r = await t.app.inject({ url: '/api/v1/admin/reports/?page_size=100', headers: staff.headers });
    assert.equal(r.statusCode, 200, r.body);
    const cases = r.json().results as Array<{
      id: number;
      status: string;
      reporter_count: number;
      ad: { id: number } | null;
      owner: { username: string };
      reports: Array<{ reason: string; details: string; reporter: { username: string } }>;
    }>;
    const order = cases.filter((c) => [one.id, two.id, three.id].includes(c.ad?.id ?? 0)).map((c) => c.ad!.id);
    assert.deepEqual(order, [three.id, two.id, one.id]);
    const openCounts = cases.filter((c) => c.status === 'open').map((c) => c.reporter_count);
    assert.deepEqual(
      openCounts,
      [...openCounts].sort((a, b) => b - a),
    );
    const twoCase = cases.find((c) => c.ad?.id === two.id)!;
    assert.equal(twoCase.owner.username, owner.username);
    assert.deepEqual(
      twoCase.reports.map((x) => [x.reporter.username, x.reason, x.details]),
      [
        [members[0].username, 'duplicate', ''],
        [members[1].username, 'other', 'Mesmo anúncio em outra cidade.'],
      ],
    );
    const dup = await t.app.inject({
      url: '/api/v1/admin/reports/?reason=duplicate&page_size=100',
      headers: staff.headers,
    });
    const dupIds = (dup.json().results as Array<{ ad: { id: number } }>).map((c) => c.ad.id);
    assert.ok(dupIds.includes(two.id) && !dupIds.includes(one.id));
    await resolve(t.app, staff, twoCase.id, 'dismiss');
    const open = await t.app.inject({
      url: '/api/v1/admin/reports/?status=open&page_size=100',
      headers: staff.headers,
    });
    assert.ok(!(open.json().results as Array<{ id: number }>).some((c) => c.id === twoCase.id));
    const closed = await t.app.inject({
      url: '/api/v1/admin/reports/?status=resolved&page_size=100',
      headers: staff.headers,
    });
    assert.ok((closed.json().results as Array<{ id: number }>).some((c) => c.id === twoCase.id));
  });

  test('"Descartar": reports closed, the ad listed again, the owner gets the message, every reporter the outcome', async () => {
    const ad = await reported(3);
    const c = await caseOf(t.app, staff, ad.id);
    const before = await Promise.all(members.slice(0, 3).map((m) => notificationsOf(t.app, m)));
    const res = await resolve(t.app, staff, c.id, 'dismiss', 'O anúncio segue as regras.');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().status, 'resolved');
    assert.equal(res.json().resolution, 'dismiss');
    assert.ok((await listedSlugs(t.app)).includes(ad.slug));
    const [notice] = await notificationsOf(t.app, owner);
    assert.equal(notice.type, 'MODERATION_NOTICE');
    assert.match(notice.message, /O anúncio segue as regras\./);
    for (const [i, m] of members.slice(0, 3).entries()) {
      const now = await notificationsOf(t.app, m);
      assert.equal(now.length, before[i].length + 1);
      assert.equal(now[0].type, 'REPORT_RESOLVED');
      assert.equal(now[0].title, 'Sua denúncia foi analisada');
      assert.doesNotMatch(now[0].message, /segue as regras/, "the staff's message is the owner's");
    }
    // A decided case is not decided twice; a new report opens a new case.
    assert.equal((await resolve(t.app, staff, c.id, 'remove_ad')).statusCode, 409);
    assert.equal((await report(t.app, ad.slug, members[0])).statusCode, 201);
    assert.notEqual((await caseOf(t.app, staff, ad.id)).id, c.id);
  });

  test('"Pedir correção": hidden until the owner edits it', async () => {
    const ad = await reported(3);
    const c = await caseOf(t.app, staff, ad.id);
    assert.equal(
      (await resolve(t.app, staff, c.id, 'request_changes', 'Tire o telefone da descrição.')).statusCode,
      200,
    );
    assert.ok(!(await listedSlugs(t.app)).includes(ad.slug));
    const page = await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/`, headers: owner.headers });
    assert.equal(page.json().moderation, 'changes_requested');
    const [notice] = await notificationsOf(t.app, owner);
    assert.equal(notice.title, 'Correção pedida no seu anúncio');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/ads/ads/${ad.slug}/`,
      headers: owner.headers,
      payload: { description: 'Instalações elétricas com garantia, orçamento pelo chat da Tribo.' },
    });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.equal(edit.json().moderation, null);
    assert.ok((await listedSlugs(t.app)).includes(ad.slug));
  });

  test('"Remover anúncio": removed with the reason; /admin/ads restores it', async () => {
    const ad = await reported(3);
    const c = await caseOf(t.app, staff, ad.id);
    assert.equal((await resolve(t.app, staff, c.id, 'remove_ad', 'Venda proibida.')).statusCode, 200);
    assert.equal((await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/`, headers: owner.headers })).statusCode, 404);
    const [notice] = await notificationsOf(t.app, owner);
    assert.equal(notice.title, 'Anúncio removido');
    assert.match(notice.message, /Motivo: Venda proibida\./);
    for (const m of members.slice(0, 3)) assert.match((await notificationsOf(t.app, m))[0].message, /foi removido/);
    const removed = await t.app.inject({
      url: '/api/v1/admin/ads/?status=removed&page_size=100',
      headers: staff.headers,
    });
    const row = (removed.json().results as Array<{ id: number; removed_by_staff: boolean }>).find(
      (a) => a.id === ad.id,
    );
    assert.equal(row?.removed_by_staff, true);
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/ads/${ad.id}/restore/`,
      headers: staff.headers,
      payload: { reason: 'Revisto.' },
    });
    assert.equal(restored.statusCode, 200, restored.body);
    assert.equal(restored.json().status, 'active');
    assert.ok((await listedSlugs(t.app)).includes(ad.slug));
    // Only what the staff removed comes back.
    const deleted = await createAd(t.app, owner);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/ads/ads/${deleted.slug}/`, headers: owner.headers });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/ads/${deleted.id}/restore/`,
      headers: staff.headers,
      payload: { reason: '' },
    });
    assert.equal(refused.statusCode, 409);
  });

  test('/admin/ads "Remover" needs a reason and tells the owner', async () => {
    const ad = await createAd(t.app, owner);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/ads/${ad.id}/remove/`,
      headers: staff.headers,
      payload: { reason: ' ' },
    });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json().fields, { reason: ['Escreva o motivo.'] });
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/ads/${ad.id}/remove/`,
      headers: staff.headers,
      payload: { reason: 'Conteúdo ofensivo.' },
    });
    assert.equal(ok.statusCode, 200);
    assert.ok(!(await listedSlugs(t.app)).includes(ad.slug));
    assert.equal((await notificationsOf(t.app, owner))[0].title, 'Anúncio removido');
  });

  test('a profile report: 201, own profile 400; ad-only actions refused on it', async () => {
    const target = await createUser(t.app);
    const url = `/api/v1/users/profiles/${target.username}/report/`;
    assert.equal((await t.app.inject({ method: 'POST', url, payload: { reason: 'fraud' } })).statusCode, 401);
    const own = await t.app.inject({ method: 'POST', url, headers: target.headers, payload: { reason: 'fraud' } });
    assert.equal(own.statusCode, 400);
    const ok = await t.app.inject({
      method: 'POST',
      url,
      headers: members[0].headers,
      payload: { reason: 'offensive' },
    });
    assert.equal(ok.statusCode, 201);
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: members[0].headers,
      payload: { reason: 'fraud' },
    });
    assert.equal(again.statusCode, 200);
    const queue = await t.app.inject({
      url: '/api/v1/admin/reports/?status=open&page_size=100',
      headers: staff.headers,
    });
    const c = (queue.json().results as Array<{ id: number; kind: string; owner: { id: number } }>).find(
      (x) => x.kind === 'profile' && x.owner.id === target.id,
    )!;
    assert.equal((await resolve(t.app, staff, c.id, 'remove_ad')).statusCode, 400);
    assert.equal((await resolve(t.app, staff, c.id, 'dismiss')).statusCode, 200);
    assert.equal((await notificationsOf(t.app, members[0]))[0].type, 'REPORT_RESOLVED');
  });

  test('"Suspender conta": sessions end, sign-in says so, every ad of the member leaves the lists; "Reativar" undoes it', async () => {
    const password = await hashPassword(STRONG_PASSWORD);
    const seller = await createUser(t.app);
    await t.database.query('update users set password_hash = $1 where id = $2', [password, seller.id]);
    const ad = await createAd(t.app, seller);
    const otherAd = await createAd(t.app, seller);
    for (let i = 0; i < 3; i++) await report(t.app, ad.slug, members[i]);
    const c = await caseOf(t.app, staff, ad.id);
    assert.equal((await t.app.inject({ url: '/api/v1/users/me/', headers: seller.headers })).statusCode, 200);
    assert.equal((await resolve(t.app, staff, c.id, 'ban_user', 'Golpes repetidos.')).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/v1/users/me/', headers: seller.headers })).statusCode, 401);
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/token/',
        remoteAddress: uniqueIp(),
        payload: { email: seller.email, password: STRONG_PASSWORD },
      });
    const refused = await signIn();
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, 'Conta suspensa. Fale com o suporte.');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/',
      remoteAddress: uniqueIp(),
      payload: { email: seller.email, password: 'Senha-Errada-Mesmo-99' },
    });
    assert.equal(wrong.statusCode, 401, 'a wrong password learns nothing');
    const listed = await listedSlugs(t.app);
    assert.ok(!listed.includes(ad.slug) && !listed.includes(otherAd.slug));
    assert.equal((await t.app.inject({ url: `/api/v1/ads/ads/${otherAd.slug}/` })).statusCode, 404);
    for (const m of members.slice(0, 3)) assert.match((await notificationsOf(t.app, m))[0].message, /suspensa/);

    const users = await t.app.inject({
      url: `/api/v1/admin/users/?search=${seller.username}&status=suspended`,
      headers: staff.headers,
    });
    assert.equal(users.json().count, 1);
    assert.equal(users.json().results[0].suspension_reason, 'Golpes repetidos.');
    assert.equal(users.json().results[0].reports_count, 3);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${seller.id}/ban/`,
      headers: staff.headers,
      payload: { reason: 'De novo.' },
    });
    assert.equal(again.statusCode, 409);
    const unban = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${seller.id}/unban/`,
      headers: staff.headers,
      payload: { reason: 'Contestação aceita.' },
    });
    assert.equal(unban.statusCode, 200, unban.body);
    assert.equal(unban.json().suspended, false);
    assert.equal((await signIn()).statusCode, 200);
    assert.ok((await listedSlugs(t.app)).includes(otherAd.slug));
  });

  test('/admin/users: search by name, username or e-mail; staff cannot suspend staff; only a superuser grants staff', async () => {
    const superuser = await createUser(t.app, { isSuperuser: true });
    const person = await createUser(t.app, { firstName: 'Josefina' });
    for (const q of ['Josefina', person.username.toUpperCase(), person.email]) {
      const r = await t.app.inject({
        url: `/api/v1/admin/users/?search=${encodeURIComponent(q)}`,
        headers: staff.headers,
      });
      assert.ok(
        (r.json().results as Array<{ id: number }>).some((u) => u.id === person.id),
        q,
      );
    }
    const grant = (who: TestUser, on: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${person.id}/staff/`,
        headers: who.headers,
        payload: { is_staff: on },
      });
    assert.equal((await grant(staff, true)).statusCode, 403);
    const granted = await grant(superuser, true);
    assert.equal(granted.statusCode, 200);
    assert.equal(granted.json().is_staff, true);
    const ban = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${person.id}/ban/`,
      headers: staff.headers,
      payload: { reason: 'Teste.' },
    });
    assert.equal(ban.statusCode, 403);
    assert.equal((await grant(superuser, false)).json().is_staff, false);
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${staff.id}/ban/`,
      headers: staff.headers,
      payload: { reason: 'Teste.' },
    });
    assert.equal(self.statusCode, 400);
  });

  test('the moderation log lists every staff action with who, target and reason; CSV export; dashboard count', async () => {
    const ad = await reported(3);
    const dash = await t.app.inject({ url: '/api/v1/admin/dashboard/', headers: staff.headers });
    const open = dash.json().open_reports as number;
    assert.ok(open >= 1);
    const c = await caseOf(t.app, staff, ad.id);
    await resolve(t.app, staff, c.id, 'request_changes', 'Corrija o preço.');
    const after = await t.app.inject({ url: '/api/v1/admin/dashboard/', headers: staff.headers });
    assert.equal(after.json().open_reports, open - 1);
    const log = await t.app.inject({
      url: '/api/v1/admin/moderation-log/?action=request_changes&source=staff',
      headers: staff.headers,
    });
    assert.equal(log.statusCode, 200, log.body);
    const entry = (log.json().results as Array<{ target: string; actor: string; reason: string; action: string }>)[0];
    assert.deepEqual(
      { action: entry.action, actor: entry.actor, reason: entry.reason, target: entry.target },
      { action: 'request_changes', actor: staff.username, reason: 'Corrija o preço.', target: ad.title },
    );
    const csv = await t.app.inject({
      url: '/api/v1/admin/moderation-log/export/?source=staff&format=csv',
      headers: staff.headers,
    });
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /text\/csv/);
    assert.match(csv.body, /Corrija o preço\./);
  });
});
