import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { InjectOptions } from 'fastify';
import { buildTestApp, createUser, type TestApp } from '../support/app';
import { STRONG_PASSWORD, uniqueIp } from '../support/accounts';
import { createAd, jpeg, multipart, png, validAd } from '../modules/ads/ads.support';
import { unsubscribeToken } from '../../src/modules/savedSearches/savedSearches.service';
import { fillPath, isErrorShape, makeFixture, operations, type Fixture } from './support';

/**
 * The authorization matrix: every operation of openapi/openapi.json called as a visitor, as the
 * owner of the thing it acts on, as another member, as staff and as a superuser, each time on fresh
 * data. The expected status is written once per operation below (a superuser gets what staff get
 * unless the entry says otherwise); an operation without an entry fails the test, so every new
 * route must say who may call it.
 */
type Role = 'visitor' | 'owner' | 'other' | 'staff' | 'superuser';
const ROLES: Role[] = ['visitor', 'owner', 'other', 'staff', 'superuser'];
type Expected = Record<Exclude<Role, 'superuser'>, number> & { superuser?: number };

/** Path parameters, headers and body of one well-formed call on the fixture's things. */
interface Call {
  params?: Record<string, unknown>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  payload?: InjectOptions['payload'];
}

interface Case {
  request?: (f: Fixture, t: TestApp) => Promise<Call> | Call;
  /** Expected status by role; one number means the same for every role. */
  expect: Expected | number;
  /** Streams are read over real HTTP (inject would wait for the end). */
  stream?: true;
}

const PUBLIC = 200;
/** Signed-in members and staff alike, visitors refused. */
const SIGNED_IN = (ok: number) => ({ visitor: 401, owner: ok, other: ok, staff: ok });
/** Only the owner (or staff, who moderate) may act on the thing. */
const OWNER_OR_STAFF = (ok: number) => ({ visitor: 401, owner: ok, other: 403, staff: ok });
/** Private to its owner: others cannot even learn it exists. */
const OWNER_ONLY_HIDDEN = (ok: number) => ({ visitor: 401, owner: ok, other: 404, staff: 404 });

/** The admin area: staff only. */
const STAFF_ONLY = (ok: number) => ({ visitor: 401, owner: 403, other: 403, staff: ok });

let seq = 0;
const NEW_PASSWORD = 'Outra-Senha-Bem-Forte-2026';

const MATRIX: Record<string, Case> = {
  getHealth: { expect: PUBLIC },
  getReady: { expect: PUBLIC },
  listStates: { expect: PUBLIC },
  listStatesWithAds: { expect: PUBLIC },
  getSettings: { expect: PUBLIC },
  listHeroSlides: { expect: PUBLIC },
  listCategories: { expect: PUBLIC },
  createContactMessage: {
    request: () => ({
      payload: {
        name: 'Maria Souza',
        email: 'maria@exemplo.com.br',
        subject: 'Dúvida sobre planos',
        message: 'Gostaria de saber como destacar meu anúncio na Tribo.',
      },
    }),
    expect: 201,
  },
  registerUser: {
    request: () => {
      seq += 1;
      const username = `matriz_${process.pid}_${seq}`;
      return {
        payload: {
          username,
          email: `${username}@exemplo.com.br`,
          password: STRONG_PASSWORD,
          password_confirm: STRONG_PASSWORD,
        },
      };
    },
    expect: 201,
  },
  createToken: { request: (f) => ({ payload: { email: f.owner.email, password: STRONG_PASSWORD } }), expect: 200 },
  refreshToken: { request: async (f, t) => ({ payload: { refresh: await refreshOf(f, t) } }), expect: 200 },
  revokeToken: { request: async (f, t) => ({ payload: { refresh: await refreshOf(f, t) } }), expect: 204 },
  getMe: { expect: SIGNED_IN(200) },
  updateMe: { request: () => ({ payload: { bio: 'Diarista em Curitiba há dez anos.' } }), expect: SIGNED_IN(200) },
  deleteMe: { request: () => ({ payload: { password: STRONG_PASSWORD } }), expect: SIGNED_IN(204) },
  exportMe: { expect: SIGNED_IN(200) },
  updatePassword: {
    request: () => ({
      payload: { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD, new_password_confirm: NEW_PASSWORD },
    }),
    expect: SIGNED_IN(200),
  },
  // No GOOGLE_CLIENT_ID in tests: Google sign-in is unavailable to everyone alike.
  loginWithGoogle: { request: () => ({ payload: { token: 'x'.repeat(40) } }), expect: 503 },
  resetPassword: { request: (f) => ({ payload: { email: f.owner.email } }), expect: 200 },
  confirmPasswordReset: {
    request: (f) => ({
      payload: {
        uid: String(f.owner.id),
        token: 'token-falso',
        new_password: NEW_PASSWORD,
        new_password_confirm: NEW_PASSWORD,
      },
    }),
    expect: 400,
  },
  getProfile: { request: (f) => ({ params: { username: f.owner.username } }), expect: PUBLIC },
  listAds: { expect: PUBLIC },
  createAd: { request: () => ({ payload: validAd() }), expect: SIGNED_IN(201) },
  listMyAds: { expect: SIGNED_IN(200) },
  listFavoriteAds: { expect: SIGNED_IN(200) },
  getAd: { request: (f) => ({ params: { slug: f.ad.slug } }), expect: PUBLIC },
  updateAd: {
    request: (f) => ({ params: { slug: f.ad.slug }, payload: { title: 'Eletricista residencial e predial' } }),
    expect: OWNER_OR_STAFF(200),
  },
  deleteAd: { request: (f) => ({ params: { slug: f.ad.slug } }), expect: OWNER_OR_STAFF(204) },
  // The ad is active and within its date: the owner is told it cannot be renewed yet.
  renewAd: { request: (f) => ({ params: { slug: f.ad.slug } }), expect: OWNER_OR_STAFF(400) },
  // Nobody votes on their own ad.
  voteAd: {
    request: (f) => ({ params: { slug: f.ad.slug }, payload: { vote_type: 'up' } }),
    expect: { visitor: 401, owner: 403, other: 200, staff: 200 },
  },
  // Anyone's visit counts (once a day); the owner's is accepted and not counted.
  countAdView: {
    request: (f) => ({ params: { slug: f.ad.slug } }),
    expect: { visitor: 204, owner: 204, other: 204, staff: 204 },
  },
  favoriteAd: { request: (f) => ({ params: { slug: f.ad.slug } }), expect: SIGNED_IN(200) },
  unfavoriteAd: { request: (f) => ({ params: { slug: f.ad.slug } }), expect: SIGNED_IN(200) },
  uploadAdImageFile: {
    request: async (f) => {
      const { payload, headers } = await multipart([['image_file', { buffer: await jpeg(), filename: 'foto.jpg' }]]);
      return { params: { id: f.imageId }, payload, headers };
    },
    expect: OWNER_OR_STAFF(200),
  },
  // Mensagens: the fixture's owner writes to the owner of another ad (conversationOf below); anyone
  // outside a conversation cannot learn it exists.
  startConversation: {
    request: (f) => ({ payload: { ad: f.ad.slug, text: 'Olá, ainda está disponível?' } }),
    // The owner cannot write about their own ad.
    expect: { visitor: 401, owner: 400, other: 201, staff: 201 },
  },
  listConversations: { expect: SIGNED_IN(200) },
  getConversation: {
    request: async (f, t) => ({ params: { id: await conversationOf(f, t) } }),
    expect: OWNER_ONLY_HIDDEN(200),
  },
  listConversationMessages: {
    request: async (f, t) => ({ params: { id: await conversationOf(f, t) } }),
    expect: OWNER_ONLY_HIDDEN(200),
  },
  sendMessage: {
    request: async (f, t) => ({ params: { id: await conversationOf(f, t) }, payload: { text: 'Faz por 120?' } }),
    expect: OWNER_ONLY_HIDDEN(201),
  },
  markConversationRead: {
    request: async (f, t) => ({ params: { id: await conversationOf(f, t) } }),
    expect: OWNER_ONLY_HIDDEN(200),
  },
  getUnreadMessagesCount: { expect: SIGNED_IN(200) },
  listBlocks: { expect: SIGNED_IN(200) },
  blockUser: {
    request: async (_f, t) => ({ payload: { username: (await createUser(t.app)).username } }),
    expect: SIGNED_IN(201),
  },
  // Only the member who blocked may undo it; for anyone else that block does not exist.
  unblockUser: {
    request: async (f, t) => {
      const blocked = await createUser(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/blocks/',
        headers: f.owner.headers,
        payload: { username: blocked.username },
      });
      return { params: { username: blocked.username } };
    },
    expect: OWNER_ONLY_HIDDEN(204),
  },
  // Buscas salvas: private to the member; others cannot learn a search exists. The daily e-mail's
  // unsubscribe needs no sign-in: its signed link is the credential, whoever opens it.
  listSavedSearches: { expect: SIGNED_IN(200) },
  createSavedSearch: {
    request: () => ({ payload: { name: 'Bicicleta em SP', query: { search: 'bicicleta', state_code: 'SP' } } }),
    expect: SIGNED_IN(201),
  },
  updateSavedSearch: {
    request: async (f, t) => ({ params: { id: await savedSearchOf(f, t) }, payload: { alert: 'instant' } }),
    expect: OWNER_ONLY_HIDDEN(200),
  },
  deleteSavedSearch: {
    request: async (f, t) => ({ params: { id: await savedSearchOf(f, t) } }),
    expect: OWNER_ONLY_HIDDEN(204),
  },
  unsubscribeSavedSearchPage: { request: unsubscribeCall, expect: PUBLIC },
  unsubscribeSavedSearch: { request: unsubscribeCall, expect: PUBLIC },
  listNotifications: { expect: SIGNED_IN(200) },
  getUnreadNotificationsCount: { expect: SIGNED_IN(200) },
  getNotificationStats: { expect: SIGNED_IN(200) },
  markAllNotificationsRead: { expect: SIGNED_IN(200) },
  broadcastNotification: {
    request: () => ({ payload: { type: 'GENERAL_ANNOUNCEMENT', title: 'Novidade', message: 'Tribos chegaram!' } }),
    expect: { visitor: 401, owner: 403, other: 403, staff: 201 },
  },
  streamNotifications: { expect: SIGNED_IN(200), stream: true },
  getNotification: { request: (f) => ({ params: { id: f.notificationId } }), expect: OWNER_ONLY_HIDDEN(200) },
  updateNotification: {
    request: (f) => ({ params: { id: f.notificationId }, payload: { is_read: true } }),
    expect: OWNER_ONLY_HIDDEN(200),
  },
  deleteNotification: { request: (f) => ({ params: { id: f.notificationId } }), expect: OWNER_ONLY_HIDDEN(204) },
  listPlans: { expect: PUBLIC },
  getPaymentsConfig: { expect: PUBLIC },
  // Only the ad's owner pays to highlight it; staff do not pay for other people's ads either.
  createPayment: {
    request: (f) => ({ payload: { ad: f.ad.slug, plan: 'destaque-7' } }),
    expect: { visitor: 401, owner: 200, other: 403, staff: 403 },
  },
  listMyPayments: { expect: SIGNED_IN(200) },
  // The admin area: staff only; a member learns nothing (403 before any validation).
  getAdminDashboard: { expect: STAFF_ONLY(200) },
  listAdminSales: { request: () => ({ query: { period: '30d', ordering: '-amount' } }), expect: STAFF_ONLY(200) },
  exportAdminSales: { request: () => ({ query: { format: 'csv' } }), expect: STAFF_ONLY(200) },
  listAdminSaleEvents: {
    request: async (f, t) => ({ params: { id: await paymentOf(f, t) } }),
    expect: STAFF_ONLY(200),
  },
  getAdminDetailedReport: { request: () => ({ query: { period: 'month' } }), expect: STAFF_ONLY(200) },
  exportAdminDetailedReport: {
    request: () => ({ query: { table: 'by_plan', format: 'xlsx' } }),
    expect: STAFF_ONLY(200),
  },
  getAdminMonthlyReport: { request: () => ({ query: { year: '2026' } }), expect: STAFF_ONLY(200) },
  exportAdminMonthlyReport: { request: () => ({ query: { year: '2026', format: 'csv' } }), expect: STAFF_ONLY(200) },
  // Site and carousel settings (settings module): staff only, read and partial update.
  getAdminSettings: { expect: STAFF_ONLY(200) },
  // Each staff member's own choices (the sales table's columns).
  getAdminPreferences: { expect: STAFF_ONLY(200) },
  updateAdminPreferences: {
    request: () => ({ payload: { sales_columns: ['created_at', 'user', 'ad', 'plan', 'amount', 'status'] } }),
    expect: STAFF_ONLY(200),
  },
  updateAdminSettings: {
    request: () => ({ payload: { hero_carousel: { interval_ms: 5000, transition: 'fade' } } }),
    expect: STAFF_ONLY(200),
  },
  listAdminHeroSlides: { expect: STAFF_ONLY(200) },
  createAdminHeroSlide: {
    request: () => ({ payload: { title: 'Promoção de inverno', cta_label: 'Ver ofertas', cta_url: '/ads' } }),
    expect: STAFF_ONLY(201),
  },
  updateAdminHeroSlide: {
    request: async (f, t) => ({ params: { id: await heroSlideOf(t) }, payload: { is_active: false } }),
    expect: STAFF_ONLY(200),
  },
  deleteAdminHeroSlide: {
    request: async (f, t) => ({ params: { id: await heroSlideOf(t) } }),
    expect: STAFF_ONLY(204),
  },
  reorderAdminHeroSlides: {
    request: async (f, t) => {
      const rows = await t.database.query<{ id: number }>('select id from hero_slides order by position desc, id desc');
      return { payload: { ids: rows.map((r) => Number(r.id)) } };
    },
    expect: STAFF_ONLY(200),
  },
  uploadAdminHeroSlideImage: {
    request: async (f, t) => {
      const { payload, headers } = await multipart([
        ['kind', 'desktop'],
        ['image_alt', 'Vitrine com casacos de inverno'],
        ['image', { buffer: await png(), filename: 'vitrine.png', type: 'image/png' }],
      ]);
      return { params: { id: await heroSlideOf(t) }, payload, headers };
    },
    expect: STAFF_ONLY(200),
  },
  deleteAdminHeroSlideImage: {
    request: async (f, t) => ({ params: { id: await heroSlideOf(t), kind: 'phone' } }),
    expect: STAFF_ONLY(200),
  },
  getPayment: {
    request: async (f, t) => ({ params: { id: await paymentOf(f, t) } }),
    expect: OWNER_ONLY_HIDDEN(200),
  },
  confirmTestCardPayment: {
    request: async (f, t) => ({ params: { id: await paymentOf(f, t) }, payload: { card_number: '4242424242424242' } }),
    expect: OWNER_ONLY_HIDDEN(200),
  },
  // The local provider's "Simular pagamento recebido": the owner's Pix only.
  confirmTestPixOrBoletoPayment: {
    request: async (f, t) => ({ params: { id: await paymentOf(f, t, 'pix') } }),
    expect: OWNER_ONLY_HIDDEN(200),
  },
  // Stripe is not configured in tests; the webhook refuses every caller alike (and checks no user).
  postStripeWebhook: { request: () => ({ payload: { id: 'evt_1' } }), expect: 400 },
  // Tribes: "owner" owns the tribe; "other" is a signed-in non-member; staff moderate any tribe.
  listTribes: { expect: PUBLIC },
  createTribe: { request: () => ({ payload: { name: 'Tribo da matriz', state_code: 'SP' } }), expect: SIGNED_IN(201) },
  getTribeInvitation: { request: async (f, t) => ({ params: { token: (await tribeOf(f, t)).token } }), expect: PUBLIC },
  // Any signed-in person with a valid link joins; the owner is already in.
  acceptTribeInvitation: {
    request: async (f, t) => ({ params: { token: (await tribeOf(f, t)).token } }),
    expect: { visitor: 401, owner: 409, other: 200, staff: 200 },
  },
  getTribe: { request: async (f, t) => ({ params: { slug: (await tribeOf(f, t)).slug } }), expect: PUBLIC },
  updateTribe: {
    request: async (f, t) => ({
      params: { slug: (await tribeOf(f, t)).slug },
      payload: { description: 'Nova descrição' },
    }),
    expect: OWNER_OR_STAFF(200),
  },
  deleteTribe: {
    request: async (f, t) => ({ params: { slug: (await tribeOf(f, t)).slug } }),
    expect: OWNER_OR_STAFF(204),
  },
  // The tribe asks for approval: a newcomer's request is pending (200); the owner is a member already.
  joinTribe: {
    request: async (f, t) => ({ params: { slug: (await tribeOf(f, t)).slug }, payload: { answer: 'Moro no bairro.' } }),
    expect: { visitor: 401, owner: 409, other: 200, staff: 200 },
  },
  // The owner must hand over ownership first; non-members have nothing to leave.
  leaveTribe: {
    request: async (f, t) => ({ params: { slug: (await tribeOf(f, t)).slug } }),
    expect: { visitor: 401, owner: 403, other: 404, staff: 404 },
  },
  listTribeMembers: { request: async (f, t) => ({ params: { slug: (await tribeOf(f, t)).slug } }), expect: PUBLIC },
  approveTribeMember: { request: memberCall('pending'), expect: OWNER_OR_STAFF(200) },
  rejectTribeMember: { request: memberCall('pending', { reason: 'Fora da região.' }), expect: OWNER_OR_STAFF(200) },
  banTribeMember: { request: memberCall('active', { reason: 'Spam.' }), expect: OWNER_OR_STAFF(200) },
  unbanTribeMember: { request: memberCall('banned'), expect: OWNER_OR_STAFF(200) },
  promoteTribeMember: { request: memberCall('active'), expect: OWNER_OR_STAFF(200) },
  demoteTribeMember: { request: memberCall('moderator'), expect: OWNER_OR_STAFF(200) },
  removeTribeMember: { request: memberCall('active'), expect: OWNER_OR_STAFF(204) },
  listTribeInvitations: {
    request: async (f, t) => ({ params: { slug: (await tribeOf(f, t)).slug } }),
    expect: OWNER_OR_STAFF(200),
  },
  createTribeInvitation: {
    request: async (f, t) => ({ params: { slug: (await tribeOf(f, t)).slug }, payload: { max_uses: 5 } }),
    expect: OWNER_OR_STAFF(201),
  },
  revokeTribeInvitation: {
    request: async (f, t) => {
      const tribe = await tribeOf(f, t);
      return { params: { slug: tribe.slug, token: tribe.token } };
    },
    expect: OWNER_OR_STAFF(204),
  },
  listTribeAds: { request: async (f, t) => ({ params: { slug: (await tribeOf(f, t)).slug } }), expect: PUBLIC },
  // The owner's ad, sent by its owner (a member); others may not send someone else's ad.
  submitTribeAd: {
    request: async (f, t) => ({ params: { slug: (await tribeOf(f, t)).slug }, payload: { ad_slug: f.ad.slug } }),
    expect: { visitor: 401, owner: 201, other: 403, staff: 403 },
  },
  listTribeSubmissions: {
    request: async (f, t) => ({ params: { slug: (await tribeOf(f, t)).slug } }),
    expect: OWNER_OR_STAFF(200),
  },
  approveTribeAd: { request: submissionCall('pending'), expect: OWNER_OR_STAFF(200) },
  rejectTribeAd: { request: submissionCall('pending', { reason: 'Fora do tema.' }), expect: OWNER_OR_STAFF(200) },
  pinTribeAd: { request: submissionCall('approved'), expect: OWNER_OR_STAFF(200) },
  unpinTribeAd: { request: submissionCall('pinned'), expect: OWNER_OR_STAFF(200) },
  removeTribeAd: { request: submissionCall('approved', { reason: 'Fora do tema.' }), expect: OWNER_OR_STAFF(200) },
  listTribeModerationLog: {
    request: async (f, t) => ({ params: { slug: (await tribeOf(f, t)).slug } }),
    expect: OWNER_OR_STAFF(200),
  },
  // Reports: anyone signed in but the owner reports; the moderation desk is staff only, and only
  // a superuser changes who is staff.
  createAdReport: {
    request: (f) => ({ params: { slug: f.ad.slug }, payload: { reason: 'fraud' } }),
    expect: { visitor: 401, owner: 400, other: 201, staff: 201 },
  },
  createProfileReport: {
    request: (f) => ({ params: { username: f.owner.username }, payload: { reason: 'offensive' } }),
    expect: { visitor: 401, owner: 400, other: 201, staff: 201 },
  },
  // Only a participant reports a conversation; anyone else, staff included, cannot learn it exists.
  createConversationReport: {
    request: async (f, t) => ({ params: { id: await conversationOf(f, t) }, payload: { reason: 'fraud' } }),
    expect: OWNER_ONLY_HIDDEN(201),
  },
  listAdminReports: { request: () => ({ query: { status: 'open', reason: 'fraud' } }), expect: STAFF_ONLY(200) },
  getAdminReport: { request: async (f, t) => ({ params: { id: await reportCaseOf(f, t) } }), expect: STAFF_ONLY(200) },
  resolveAdminReport: {
    request: async (f, t) => ({
      params: { id: await reportCaseOf(f, t) },
      payload: { action: 'dismiss', message: 'Nada de errado.' },
    }),
    expect: STAFF_ONLY(200),
  },
  // Reviews: a member whose conversation about the owner's ad the owner answered reviews the owner
  // (never oneself); only the reviewed owner replies; anyone signed in reports; staff remove.
  listProfileReviews: { request: (f) => ({ params: { username: f.owner.username } }), expect: PUBLIC },
  listReviewableAds: { request: (f) => ({ params: { username: f.owner.username } }), expect: SIGNED_IN(200) },
  createProfileReview: {
    request: async (f, t) => {
      await answeredConversation(f, t);
      return { params: { username: f.owner.username }, payload: { ad: f.ad.slug, rating: 5, text: 'Ótimo!' } };
    },
    expect: { visitor: 401, owner: 400, other: 201, staff: 403 },
  },
  createReviewReply: {
    request: async (f, t) => ({
      params: { username: f.owner.username, id: await reviewOf(f, t) },
      payload: { text: 'Obrigado!' },
    }),
    expect: { visitor: 401, owner: 200, other: 403, staff: 403 },
  },
  createReviewReport: {
    request: async (f, t) => ({
      params: { username: f.owner.username, id: await reviewOf(f, t, await createUser(t.app)) },
      payload: { reason: 'offensive' },
    }),
    expect: SIGNED_IN(201),
  },
  listAdminReviews: { request: () => ({ query: { status: 'all' } }), expect: STAFF_ONLY(200) },
  removeAdminReview: {
    request: async (f, t) => ({ params: { id: await reviewOf(f, t) }, payload: { reason: 'Ofensiva.' } }),
    expect: STAFF_ONLY(200),
  },
  listAdminUsers: { request: () => ({ query: { search: 'user', status: 'active' } }), expect: STAFF_ONLY(200) },
  banAdminUser: {
    request: async (_f, t) => ({ params: { id: (await createUser(t.app)).id }, payload: { reason: 'Golpe.' } }),
    expect: STAFF_ONLY(200),
  },
  unbanAdminUser: {
    request: async (_f, t) => {
      const member = await createUser(t.app);
      await t.database.query(`update users set is_active = false, suspended_at = now() where id = $1`, [member.id]);
      return { params: { id: member.id }, payload: { reason: 'Revisto.' } };
    },
    expect: STAFF_ONLY(200),
  },
  updateAdminUserStaff: {
    request: async (_f, t) => ({ params: { id: (await createUser(t.app)).id }, payload: { is_staff: true } }),
    expect: { visitor: 401, owner: 403, other: 403, staff: 403, superuser: 200 },
  },
  listAdminAds: { request: () => ({ query: { search: 'Eletricista', status: 'active' } }), expect: STAFF_ONLY(200) },
  removeAdminAd: {
    request: (f) => ({ params: { id: f.ad.id }, payload: { reason: 'Proibido.' } }),
    expect: STAFF_ONLY(200),
  },
  restoreAdminAd: {
    request: async (f, t) => {
      await t.database.query(`update ads set status = 'removed', removed_by_staff = true where id = $1`, [f.ad.id]);
      return { params: { id: f.ad.id }, payload: { reason: 'Revisto.' } };
    },
    expect: STAFF_ONLY(200),
  },
  listAdminModerationLog: { request: () => ({ query: { source: 'staff' } }), expect: STAFF_ONLY(200) },
  exportAdminModerationLog: { request: () => ({ query: { format: 'csv' } }), expect: STAFF_ONLY(200) },
};

/** An open report case on the fixture's ad (another member reported it). */
async function reportCaseOf(f: Fixture, t: TestApp): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/ads/ads/${f.ad.slug}/report/`,
    headers: f.other.headers,
    payload: { reason: 'fraud' },
  });
  assert.equal(res.statusCode, 201, res.body);
  const [row] = await t.database.query<{ id: number }>(
    `select id from report_cases where ad_id = $1 and status = 'open'`,
    [f.ad.id],
  );
  return Number(row.id);
}

/** `by` (the fixture's other member unless told) asked about the owner's ad and the owner answered. */
async function answeredConversation(f: Fixture, t: TestApp, by: { headers: Record<string, string> } = f.other) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/v1/messages/conversations/',
    headers: by.headers,
    payload: { ad: f.ad.slug, text: 'Ainda está disponível?' },
  });
  assert.equal(started.statusCode, 201, started.body);
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/v1/messages/conversations/${started.json().id}/messages/`,
    headers: f.owner.headers,
    payload: { text: 'Está sim.' },
  });
  assert.equal(answer.statusCode, 201, answer.body);
}

/** A review of the fixture's owner, written by `by` (the other member unless told). */
async function reviewOf(f: Fixture, t: TestApp, by: { headers: Record<string, string> } = f.other): Promise<number> {
  await answeredConversation(f, t, by);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/users/profiles/${f.owner.username}/reviews/`,
    headers: by.headers,
    payload: { ad: f.ad.slug, rating: 4, text: 'Bom atendimento.' },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id;
}

/** A public tribe of the fixture's owner that approves members and ads, with an invitation link. */
async function tribeOf(f: Fixture, t: TestApp): Promise<{ slug: string; token: string }> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tribes/',
    headers: f.owner.headers,
    payload: { name: `Tribo ${f.owner.id}`, state_code: 'SP', join_policy: 'request', ad_policy: 'approval' },
  });
  assert.equal(created.statusCode, 201, created.body);
  const slug = created.json().slug as string;
  const invite = await t.app.inject({
    method: 'POST',
    url: `/api/v1/tribes/${slug}/invitations/`,
    headers: f.owner.headers,
    payload: { max_uses: 5 },
  });
  assert.equal(invite.statusCode, 201, invite.body);
  return { slug, token: invite.json().token };
}

async function ownerCall(f: Fixture, t: TestApp, url: string, payload: object = {}) {
  const res = await t.app.inject({ method: 'POST', url, headers: f.owner.headers, payload });
  assert.ok(res.statusCode < 300, `${url}: ${res.statusCode} ${res.body}`);
}

/** A call on a newcomer of the tribe in the given state (set up by the owner through the API). */
function memberCall(state: 'pending' | 'active' | 'moderator' | 'banned', payload?: object) {
  return async (f: Fixture, t: TestApp): Promise<Call> => {
    const { slug } = await tribeOf(f, t);
    const member = await createUser(t.app);
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/v1/tribes/${slug}/join/`,
      headers: member.headers,
      payload: { answer: 'Moro no bairro.' },
    });
    assert.equal(joined.statusCode, 200, joined.body);
    const base = `/api/v1/tribes/${slug}/members/${member.id}/`;
    if (state !== 'pending') await ownerCall(f, t, `${base}approve/`);
    if (state === 'moderator') await ownerCall(f, t, `${base}promote/`);
    if (state === 'banned') await ownerCall(f, t, `${base}ban/`, { reason: 'Spam.' });
    return { params: { slug, user_id: member.id }, payload: payload ?? {} };
  };
}

/** A call on a member's ad submitted to the tribe, in the given state. */
function submissionCall(state: 'pending' | 'approved' | 'pinned', payload?: object) {
  return async (f: Fixture, t: TestApp): Promise<Call> => {
    const { slug } = await tribeOf(f, t);
    const member = await createUser(t.app);
    await t.app.inject({ method: 'POST', url: `/api/v1/tribes/${slug}/join/`, headers: member.headers, payload: {} });
    await ownerCall(f, t, `/api/v1/tribes/${slug}/members/${member.id}/approve/`);
    const ad = await createAd(t.app, member);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/tribes/${slug}/ads/`,
      headers: member.headers,
      payload: { ad_slug: ad.slug },
    });
    assert.equal(sent.statusCode, 201, sent.body);
    const base = `/api/v1/tribes/${slug}/ads/${ad.slug}/`;
    if (state !== 'pending') await ownerCall(f, t, `${base}approve/`);
    if (state === 'pinned') await ownerCall(f, t, `${base}pin/`);
    return { params: { slug, ad_slug: ad.slug }, payload: payload ?? {} };
  };
}

/** A new slide of the home carousel (the admin operations act on it). */
async function heroSlideOf(t: TestApp): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    `insert into hero_slides (title, image_alt) values ('Slide da matriz', 'Foto') returning id`,
  );
  return Number(row.id);
}

/** A pending payment (card unless told) of the fixture's owner for their ad. */
async function paymentOf(f: Fixture, t: TestApp, method = 'card'): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/',
    headers: f.owner.headers,
    payload: { ad: f.ad.slug, plan: 'destaque-7', method },
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().payment.id;
}

/** A real refresh token of the fixture's owner (sign-in), for the token operations. */
async function refreshOf(f: Fixture, t: TestApp): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/token/',
    remoteAddress: uniqueIp(),
    payload: { email: f.owner.email, password: STRONG_PASSWORD },
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().refresh;
}

/** A saved search of the fixture's owner. */
async function savedSearchOf(f: Fixture, t: TestApp): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/ads/saved-searches/',
    headers: f.owner.headers,
    payload: { name: 'Diarista', query: { search: 'diarista' }, alert: 'daily' },
  });
  if (res.statusCode !== 201) throw new Error(`busca salva ${res.statusCode}: ${res.body}`);
  return res.json().id;
}

/** The owner's search and its signed unsubscribe token, as the daily e-mail links them. */
async function unsubscribeCall(f: Fixture, t: TestApp): Promise<Call> {
  const id = await savedSearchOf(f, t);
  return { params: { id }, query: { token: unsubscribeToken(t.config.jwtSecret, id) } };
}

/** A conversation of the fixture's owner (as the buyer) about someone else's ad. */
async function conversationOf(f: Fixture, t: TestApp): Promise<number> {
  const seller = await createUser(t.app);
  const ad = await createAd(t.app, seller);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/messages/conversations/',
    headers: f.owner.headers,
    payload: { ad: ad.slug, text: 'Olá, ainda está disponível?' },
  });
  if (res.statusCode !== 201) throw new Error(`conversa ${res.statusCode}: ${res.body}`);
  return res.json().id;
}

describe('authorization matrix (every operation x visitor, owner, other member, staff, superuser)', () => {
  let t: TestApp;
  let baseUrl: string;
  before(async () => {
    t = await buildTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => t.close());

  test('every operation of openapi.json has an entry', () => {
    const missing = operations()
      .map((o) => o.operationId)
      .filter((id) => !MATRIX[id]);
    assert.deepEqual(missing, [], 'add these operations to MATRIX with the status each role gets');
    const stale = Object.keys(MATRIX).filter((id) => !operations().some((o) => o.operationId === id));
    assert.deepEqual(stale, [], 'MATRIX names operations that no longer exist');
  });

  for (const op of operations()) {
    test(`${op.operationId} (${op.method} ${op.path})`, async () => {
      const entry = MATRIX[op.operationId];
      if (!entry) return; // reported by the test above
      const got: Partial<Record<Role, number>> = {};
      for (const role of ROLES) {
        const f = await makeFixture(t.app);
        const req: Call = (await entry.request?.(f, t)) ?? {};
        const user = role === 'visitor' ? null : f[role];
        const headers = { ...req.headers, ...(user ? user.headers : {}) };
        const url = fillPath(op.path, req.params ?? {}) + (req.query ? `?${new URLSearchParams(req.query)}` : '');
        if (entry.stream) {
          const controller = new AbortController();
          const res = await fetch(baseUrl + url, { headers, signal: controller.signal });
          got[role] = res.status;
          if (res.status >= 400) assert.ok(isErrorShape(await res.json()), `${role}: error shape`);
          controller.abort();
          continue;
        }
        const res = await t.app.inject({
          method: op.method as InjectOptions['method'],
          url,
          remoteAddress: uniqueIp(),
          headers,
          ...(req.payload !== undefined ? { payload: req.payload } : {}),
        });
        got[role] = res.statusCode;
        if (res.statusCode >= 400) assert.ok(isErrorShape(res.json()), `${role}: error shape: ${res.body}`);
      }
      const expected =
        typeof entry.expect === 'number'
          ? Object.fromEntries(ROLES.map((r) => [r, entry.expect]))
          : { ...entry.expect, superuser: entry.expect.superuser ?? entry.expect.staff };
      assert.deepEqual(got, expected);
    });
  }
});
