import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { registerUser } from '../../support/accounts';
import { createTribesService } from '../../../src/modules/tribes/tribes.service';
import { BASE, call, createTribe } from './tribes.support';

// The invitation lifecycle: create with expiry and max uses, preview without signing in, accept,
// expiry, use limit, revocation, and registration with a token joining in the same transaction.

let t: TestApp;
let owner: TestUser;
before(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
});
after(() => t.close());

const INVALID = 'Convite inválido ou expirado.';
const invite = async (slug: string, body: Record<string, unknown> = {}) => {
  const r = await call(t.app, 'POST', `${BASE}${slug}/invitations/`, owner, body);
  assert.equal(r.statusCode, 201, r.body);
  return r.json() as { token: string; url: string; uses_left: number | null; expires_at: string };
};

test('create, list, preview without signing in, accept; the inviter is told', async () => {
  const tribe = await createTribe(t.app, owner, {
    visibility: 'private',
    join_policy: 'invite',
    name: 'Clube fechado',
  });
  const inv = await invite(tribe.slug, { max_uses: 2, expires_in_days: 3 });
  assert.equal(inv.url, `/register?invite=${inv.token}`);
  assert.equal(inv.uses_left, 2);
  assert.ok(Math.abs(new Date(inv.expires_at).getTime() - Date.now() - 3 * 86_400_000) < 60_000);
  const preview = await call(t.app, 'GET', `${BASE}invitations/${inv.token}/`);
  assert.equal(preview.statusCode, 200);
  assert.equal(preview.json().tribe.name, 'Clube fechado');
  assert.equal(preview.json().invited_by.id, owner.id);
  const u = await createUser(t.app);
  const a = await call(t.app, 'POST', `${BASE}invitations/${inv.token}/accept/`, u);
  assert.equal(a.statusCode, 200, a.body);
  assert.deepEqual([a.json().my_membership.status, a.json().can_view_content], ['active', true]);
  assert.equal((await call(t.app, 'POST', `${BASE}invitations/${inv.token}/accept/`, u)).statusCode, 409);
  const list = (await call(t.app, 'GET', `${BASE}${tribe.slug}/invitations/`, owner)).json();
  assert.deepEqual([list.results[0].uses, list.results[0].uses_left], [1, 1]);
  const notes = (await call(t.app, 'GET', '/api/v1/core/notifications/', owner)).json();
  assert.ok(notes.results.some((n: { title: string }) => n.title === 'Convite aceito'));
  const members = (await call(t.app, 'GET', `${BASE}${tribe.slug}/members/`, owner)).json();
  assert.equal(members.results.find((m: { user: { id: number } }) => m.user.id === u.id).invited_by.id, owner.id);
});

test('max uses: the last use ends it', async () => {
  const tribe = await createTribe(t.app, owner, { join_policy: 'invite' });
  const inv = await invite(tribe.slug, { max_uses: 1 });
  const a = await createUser(t.app);
  const b = await createUser(t.app);
  assert.equal((await call(t.app, 'POST', `${BASE}invitations/${inv.token}/accept/`, a)).statusCode, 200);
  const r = await call(t.app, 'POST', `${BASE}invitations/${inv.token}/accept/`, b);
  assert.equal(r.statusCode, 404);
  assert.equal(r.json().error, INVALID);
  assert.equal((await call(t.app, 'GET', `${BASE}invitations/${inv.token}/`)).json().error, INVALID);
  const j = await call(t.app, 'POST', `${BASE}${tribe.slug}/join/`, b, { invite_token: inv.token });
  assert.equal(j.json().error, INVALID);
});

test('expiry and revocation', async () => {
  const tribe = await createTribe(t.app, owner, { join_policy: 'invite' });
  const expired = await invite(tribe.slug);
  await t.database.query(`update invitations set expires_at = now() - interval '1 minute' where token = $1`, [
    expired.token,
  ]);
  const revoked = await invite(tribe.slug);
  assert.equal(
    (await call(t.app, 'DELETE', `${BASE}${tribe.slug}/invitations/${revoked.token}/`, owner)).statusCode,
    204,
  );
  const u = await createUser(t.app);
  for (const inv of [expired, revoked]) {
    const p = await call(t.app, 'GET', `${BASE}invitations/${inv.token}/`);
    assert.deepEqual([p.statusCode, p.json().error], [404, INVALID]);
    const a = await call(t.app, 'POST', `${BASE}invitations/${inv.token}/accept/`, u);
    assert.deepEqual([a.statusCode, a.json().error], [404, INVALID]);
  }
  const list = (await call(t.app, 'GET', `${BASE}${tribe.slug}/invitations/`, owner)).json();
  assert.ok(list.results.every((i: { is_valid: boolean }) => !i.is_valid));
  assert.equal((await call(t.app, 'GET', `${BASE}invitations/nao-existe/`)).statusCode, 404);
});

test('registration with a token joins the tribe in the same transaction', async () => {
  const tribe = await createTribe(t.app, owner, { visibility: 'private', join_policy: 'invite' });
  const inv = await invite(tribe.slug, { max_uses: 5 });
  const reg = await registerUser(t.app, { invite_token: inv.token });
  const d = (await call(t.app, 'GET', `${BASE}${tribe.slug}/`, reg)).json();
  assert.deepEqual([d.my_membership.status, d.member_count], ['active', 2]);
  const [red] = await t.database.query<{ applied_at: unknown; uses: number }>(
    `select r.applied_at, i.uses from invitation_redemptions r join invitations i on i.token = r.token
      where r.token = $1 and r.user_id = $2`,
    [inv.token, reg.id],
  );
  assert.ok(red.applied_at, 'redemption applied');
  assert.equal(Number(red.uses), 1);
  // an invalid token refuses the registration with the field error, and creates nothing
  await t.database.query(`update invitations set revoked_at = now() where token = $1`, [inv.token]);
  await assert.rejects(
    registerUser(t.app, { invite_token: inv.token, username: 'nao_criado' }),
    /Convite inválido ou expirado/,
  );
  assert.equal((await t.database.query(`select 1 from users where username = 'nao_criado'`)).length, 0);
});

test('a failure after the redemption rolls the membership back with the account', async () => {
  const tribe = await createTribe(t.app, owner, { join_policy: 'invite' });
  const inv = await invite(tribe.slug);
  const before = Number((await call(t.app, 'GET', `${BASE}${tribe.slug}/`)).json().member_count);
  const u = await createUser(t.app);
  await assert.rejects(
    t.database.orm.transaction(async (tx) => {
      await createTribesService(tx).redeemInvitation(inv.token, u.id, u.username);
      throw new Error('registration failed later');
    }),
    /registration failed later/,
  );
  assert.equal(Number((await call(t.app, 'GET', `${BASE}${tribe.slug}/`)).json().member_count), before);
  const [{ n }] = await t.database.query<{ n: number }>(
    'select count(*)::int as n from invitation_redemptions where token = $1',
    [inv.token],
  );
  assert.equal(Number(n), 0);
});

test('a banned user cannot be re-invited', async () => {
  const tribe = await createTribe(t.app, owner);
  const u = await createUser(t.app);
  await call(t.app, 'POST', `${BASE}${tribe.slug}/join/`, u, {});
  await call(t.app, 'POST', `${BASE}${tribe.slug}/members/${u.id}/ban/`, owner, {});
  const inv = await invite(tribe.slug);
  const r = await call(t.app, 'POST', `${BASE}invitations/${inv.token}/accept/`, u);
  assert.deepEqual([r.statusCode, r.json().error], [403, 'Você foi banido desta tribo.']);
  const [{ uses }] = await t.database.query<{ uses: number }>('select uses from invitations where token = $1', [
    inv.token,
  ]);
  assert.equal(Number(uses), 0);
});
