import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { BASE, call, createAd, createTribe } from './tribes.support';

// The role matrix: every tribe operation called as each role, asserting the status code.
// Roles: visitor, signed-in non-member, pending, member, moderator, owner, banned, staff.
// Each call gets a fresh tribe (public, join by request, ads by approval; or private) with one user
// in every role, plus targets: a member, a pending request, a banned user, a second moderator,
// a pending and an approved ad, and an invitation.

const ROLES = ['visitor', 'outsider', 'pending', 'member', 'moderator', 'owner', 'banned', 'staff'] as const;
type Role = (typeof ROLES)[number];

interface Scene {
  slug: string;
  users: Record<Exclude<Role, 'visitor'>, TestUser>;
  target: TestUser;
  targetPending: TestUser;
  targetBanned: TestUser;
  mod2: TestUser;
  pendingAd: string;
  approvedAd: string;
  ownAd: Partial<Record<Role, string>>;
  invitation: string;
}

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

async function scene(o: { visibility?: 'public' | 'private'; ownAds?: boolean } = {}): Promise<Scene> {
  const owner = await createUser(t.app);
  const staff = await createUser(t.app, { isStaff: true });
  const tribe = await createTribe(t.app, owner, {
    visibility: o.visibility ?? 'public',
    join_policy: 'request',
    ad_policy: 'approval',
  });
  const [{ id }] = await t.database.query<{ id: number }>('select id from tribes where slug = $1', [tribe.slug]);
  const add = async (status: string, role = 'member') => {
    const u = await createUser(t.app);
    await t.database.query(
      `insert into tribe_members (tribe_id, user_id, role, status, joined_at) values ($1, $2, $3, $4, now())`,
      [id, u.id, role, status],
    );
    return u;
  };
  const users = {
    owner,
    staff,
    outsider: await createUser(t.app),
    pending: await add('pending'),
    member: await add('active'),
    moderator: await add('active', 'moderator'),
    banned: await add('banned'),
  };
  const seller = await add('active');
  const ads = [await createAd(t.app, seller), await createAd(t.app, seller, { title: 'Outro anúncio do vendedor' })];
  for (const [ad, status] of [
    [ads[0], 'pending'],
    [ads[1], 'approved'],
  ] as const) {
    await t.database.query(
      `insert into tribe_ads (tribe_id, ad_id, status, submitted_by, ad_created_at) values ($1, $2, $3, $4, now())`,
      [id, ad.id, status, seller.id],
    );
  }
  const ownAd: Scene['ownAd'] = { visitor: ads[1].slug };
  if (o.ownAds) for (const r of ROLES.slice(1)) ownAd[r] = (await createAd(t.app, users[r as keyof typeof users])).slug;
  const inv = await call(t.app, 'POST', `${BASE}${tribe.slug}/invitations/`, owner, {});
  return {
    slug: tribe.slug,
    users,
    target: await add('active'),
    targetPending: await add('pending'),
    targetBanned: await add('banned'),
    mod2: await add('active', 'moderator'),
    pendingAd: ads[0].slug,
    approvedAd: ads[1].slug,
    ownAd,
    invitation: inv.json().token,
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Op {
  /** operationId */
  id: string;
  /** statuses in ROLES order */
  expect: [number, number, number, number, number, number, number, number];
  request(s: Scene, role: Role): [Method, string, unknown?];
  scene?: { visibility?: 'public' | 'private'; ownAds?: boolean };
  /** read-only: one scene serves every role */
  readOnly?: boolean;
}

const M = (s: Scene, u: TestUser, action: string) => `${BASE}${s.slug}/members/${u.id}/${action}`;
const MOD = [401, 403, 403, 403, 200, 200, 403, 200] as Op['expect'];
const OWNER = [401, 403, 403, 403, 403, 200, 403, 200] as Op['expect'];
const ALL = [200, 200, 200, 200, 200, 200, 200, 200] as Op['expect'];
const MEMBERS = [403, 403, 403, 200, 200, 200, 403, 200] as Op['expect'];

const OPS: Op[] = [
  { id: 'listTribes', expect: ALL, readOnly: true, request: () => ['GET', BASE] },
  {
    id: 'listTribes (mine)',
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
    readOnly: true,
    request: () => ['GET', `${BASE}?mine=true`],
  },
  {
    id: 'createTribe',
    expect: [401, 201, 201, 201, 201, 201, 201, 201],
    readOnly: true,
    request: () => ['POST', BASE, { name: 'Nova tribo da matriz', state_code: 'SP' }],
  },
  { id: 'getTribe', expect: ALL, readOnly: true, request: (s) => ['GET', `${BASE}${s.slug}/`] },
  {
    id: 'getTribe (private)',
    expect: ALL,
    readOnly: true,
    scene: { visibility: 'private' },
    request: (s) => ['GET', `${BASE}${s.slug}/`],
  },
  { id: 'updateTribe', expect: MOD, request: (s) => ['PATCH', `${BASE}${s.slug}/`, { description: 'Nova descrição' }] },
  {
    id: 'deleteTribe',
    expect: [401, 403, 403, 403, 403, 204, 403, 204],
    request: (s) => ['DELETE', `${BASE}${s.slug}/`],
  },
  {
    id: 'joinTribe',
    expect: [401, 200, 409, 409, 409, 409, 403, 200],
    request: (s) => ['POST', `${BASE}${s.slug}/join/`, { answer: 'Quero participar.' }],
  },
  {
    id: 'leaveTribe',
    expect: [401, 404, 204, 204, 204, 403, 403, 404],
    request: (s) => ['POST', `${BASE}${s.slug}/leave/`],
  },
  { id: 'listTribeMembers', expect: ALL, readOnly: true, request: (s) => ['GET', `${BASE}${s.slug}/members/`] },
  {
    id: 'listTribeMembers (private)',
    expect: MEMBERS,
    readOnly: true,
    scene: { visibility: 'private' },
    request: (s) => ['GET', `${BASE}${s.slug}/members/`],
  },
  {
    id: 'listTribeMembers (pending requests)',
    expect: [403, 403, 403, 403, 200, 200, 403, 200],
    readOnly: true,
    request: (s) => ['GET', `${BASE}${s.slug}/members/?status=pending`],
  },
  { id: 'approveTribeMember', expect: MOD, request: (s) => ['POST', M(s, s.targetPending, 'approve/')] },
  {
    id: 'rejectTribeMember',
    expect: MOD,
    request: (s) => ['POST', M(s, s.targetPending, 'reject/'), { reason: 'Não' }],
  },
  { id: 'banTribeMember', expect: MOD, request: (s) => ['POST', M(s, s.target, 'ban/'), { reason: 'Spam' }] },
  { id: 'unbanTribeMember', expect: MOD, request: (s) => ['POST', M(s, s.targetBanned, 'unban/')] },
  {
    id: 'removeTribeMember',
    expect: [401, 403, 403, 403, 204, 204, 403, 204],
    request: (s) => ['DELETE', M(s, s.target, '')],
  },
  { id: 'promoteTribeMember', expect: OWNER, request: (s) => ['POST', M(s, s.target, 'promote/'), {}] },
  { id: 'demoteTribeMember', expect: OWNER, request: (s) => ['POST', M(s, s.mod2, 'demote/')] },
  { id: 'listTribeInvitations', expect: MOD, readOnly: true, request: (s) => ['GET', `${BASE}${s.slug}/invitations/`] },
  {
    id: 'createTribeInvitation',
    expect: [401, 403, 403, 403, 201, 201, 403, 201],
    readOnly: true,
    request: (s) => ['POST', `${BASE}${s.slug}/invitations/`, { max_uses: 3 }],
  },
  {
    id: 'revokeTribeInvitation',
    expect: [401, 403, 403, 403, 204, 204, 403, 204],
    request: (s) => ['DELETE', `${BASE}${s.slug}/invitations/${s.invitation}/`],
  },
  {
    id: 'getTribeInvitation',
    expect: ALL,
    readOnly: true,
    request: (s) => ['GET', `${BASE}invitations/${s.invitation}/`],
  },
  {
    id: 'acceptTribeInvitation',
    expect: [401, 200, 200, 409, 409, 409, 403, 200],
    request: (s) => ['POST', `${BASE}invitations/${s.invitation}/accept/`],
  },
  { id: 'listTribeAds', expect: ALL, readOnly: true, request: (s) => ['GET', `${BASE}${s.slug}/ads/`] },
  {
    id: 'listTribeAds (private)',
    expect: MEMBERS,
    readOnly: true,
    scene: { visibility: 'private' },
    request: (s) => ['GET', `${BASE}${s.slug}/ads/`],
  },
  {
    id: 'submitTribeAd',
    expect: [401, 403, 403, 201, 201, 201, 403, 403],
    readOnly: true,
    scene: { ownAds: true },
    request: (s, role) => ['POST', `${BASE}${s.slug}/ads/`, { ad_slug: s.ownAd[role] }],
  },
  { id: 'listTribeSubmissions', expect: MOD, readOnly: true, request: (s) => ['GET', `${BASE}${s.slug}/submissions/`] },
  { id: 'approveTribeAd', expect: MOD, request: (s) => ['POST', `${BASE}${s.slug}/ads/${s.pendingAd}/approve/`] },
  {
    id: 'rejectTribeAd',
    expect: MOD,
    request: (s) => ['POST', `${BASE}${s.slug}/ads/${s.pendingAd}/reject/`, { reason: 'Fora do tema' }],
  },
  { id: 'pinTribeAd', expect: MOD, request: (s) => ['POST', `${BASE}${s.slug}/ads/${s.approvedAd}/pin/`] },
  { id: 'unpinTribeAd', expect: MOD, request: (s) => ['DELETE', `${BASE}${s.slug}/ads/${s.approvedAd}/pin/`] },
  {
    id: 'removeTribeAd',
    expect: MOD,
    request: (s) => ['DELETE', `${BASE}${s.slug}/ads/${s.approvedAd}/`, { reason: 'Fora do tema' }],
  },
  { id: 'listTribeModerationLog', expect: MOD, readOnly: true, request: (s) => ['GET', `${BASE}${s.slug}/log/`] },
];

describe('tribes role matrix', () => {
  test('covers every operation of the tribes tag', async () => {
    const { buildOpenApiDocument } = await import('../../../scripts/openapi');
    const doc = (await buildOpenApiDocument()) as {
      paths: Record<string, Record<string, { operationId: string; tags: string[] }>>;
    };
    const ids = Object.values(doc.paths)
      .flatMap((item) => Object.values(item))
      .filter((op) => op.tags.includes('tribes'))
      .map((op) => op.operationId);
    const covered = new Set(OPS.map((o) => o.id.split(' ')[0]));
    assert.deepEqual(
      ids.filter((id) => !covered.has(id)),
      [],
    );
  });

  for (const op of OPS) {
    test(op.id, async () => {
      const shared = op.readOnly ? await scene(op.scene) : null;
      const got: number[] = [];
      for (const role of ROLES) {
        const s = shared ?? (await scene(op.scene));
        const [method, url, body] = op.request(s, role);
        const user = role === 'visitor' ? null : s.users[role];
        const r = await call(t.app, method, url, user, body);
        got.push(r.statusCode);
        if (r.statusCode === 403) assert.match(r.json().error, /[a-zá-ú]/i, `${op.id} as ${role}: pt-BR message`);
      }
      assert.deepEqual(
        Object.fromEntries(ROLES.map((r, i) => [r, got[i]])),
        Object.fromEntries(ROLES.map((r, i) => [r, op.expect[i]])),
      );
    });
  }
});
