import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ConfigError, loadConfig } from '../../../src/config';
import { JOBS, runJob } from '../../../src/plugins/jobs';
import { buildTestApp, createUser, type TestApp } from '../../support/app';
import { createAd } from '../ads/ads.support';
import { DAY, adState, checkout, notificationTypes } from './support';

let t: TestApp;

before(async () => {
  t = await buildTestApp();
});
after(async () => {
  await t.close();
});

const testCard = (paymentId: number, headers: Record<string, string>, card_number: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/payments/${paymentId}/test-card/`,
    headers,
    payload: { card_number },
  });

test('without Stripe keys the local test provider is active', async () => {
  const r = await t.app.inject({ method: 'GET', url: '/api/v1/payments/config/' });
  assert.deepEqual(r.json(), { provider: 'local', publishable_key: null, test_mode: true });
});

test('card 4242 4242 4242 4242 goes through the event table and fulfilment: highlighted, notified once', async () => {
  const user = await createUser(t.app);
  const ad = await createAd(t.app, user);
  const co = (await checkout(t.app, user, ad.slug)).json();
  assert.equal(co.payment.provider, 'local');
  assert.equal(co.publishable_key, null);
  const r = await testCard(co.payment.id, user.headers, '4242 4242 4242 4242');
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(r.json().status, 'succeeded');
  const state = await adState(t.app, ad.id);
  assert.equal(state.plan, 'destaque-7');
  assert.ok(Math.abs(state.until! - (Date.now() + 7 * DAY)) < 60_000);
  const events = await t.app.db.query<{ provider: string; type: string; outcome: string }>(
    'select provider, type, outcome from payment_events where payment_id = $1',
    [co.payment.id],
  );
  assert.deepEqual(events, [{ provider: 'local', type: 'payment_intent.succeeded', outcome: 'applied' }]);
  // Pressing pay again: a new event, but the payment is already succeeded — nothing credited twice.
  const again = await testCard(co.payment.id, user.headers, '4242424242424242');
  assert.equal(again.json().status, 'succeeded');
  assert.deepEqual(await adState(t.app, ad.id), state);
  assert.deepEqual(await notificationTypes(t.app, user.id), ['PAYMENT_SUCCESS', 'AD_HIGHLIGHTED']);
});

test('card 4000 0000 0000 0002 is declined with a pt-BR reason; another card then succeeds on a new payment', async () => {
  const user = await createUser(t.app);
  const ad = await createAd(t.app, user);
  const co = (await checkout(t.app, user, ad.slug, 'destaque-30')).json();
  const r = await testCard(co.payment.id, user.headers, '4000000000000002');
  assert.equal(r.json().status, 'failed');
  assert.equal(r.json().failure_message, 'O cartão foi recusado pelo banco emissor. Tente outro cartão.');
  assert.deepEqual(await notificationTypes(t.app, user.id), ['PAYMENT_FAILED']);
  const retry = (await checkout(t.app, user, ad.slug, 'destaque-30')).json();
  assert.notEqual(retry.payment.id, co.payment.id);
  assert.equal((await testCard(retry.payment.id, user.headers, '4242424242424242')).json().status, 'succeeded');
  assert.equal((await adState(t.app, ad.id)).plan, 'destaque-30');
});

test('an unknown card number is refused; another member cannot confirm my payment', async () => {
  const user = await createUser(t.app);
  const ad = await createAd(t.app, user);
  const co = (await checkout(t.app, user, ad.slug)).json();
  const bad = await testCard(co.payment.id, user.headers, '5555 5555 5555 4444');
  assert.equal(bad.statusCode, 400);
  assert.match(bad.json().fields.card_number[0], /4242 4242 4242 4242/);
  const other = await createUser(t.app);
  assert.equal((await testCard(co.payment.id, other.headers, '4242424242424242')).statusCode, 404);
  const [{ status }] = await t.app.db.query<{ status: string }>('select status from payments where id = $1', [
    co.payment.id,
  ]);
  assert.equal(status, 'pending');
});

test('the Stripe webhook answers 400 when Stripe is not configured', async () => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhooks/stripe/',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    payload: '{}',
  });
  assert.equal(r.statusCode, 400);
  assert.equal(r.json().code, 'stripe_not_configured');
});

test('the highlight-expiry job returns ads whose highlight ended to the free plan', async () => {
  const user = await createUser(t.app);
  const ended = await createAd(t.app, user);
  const running = await createAd(t.app, user);
  await t.app.db.query(
    "update ads set plan = 'destaque-7', highlighted_until = now() - interval '1 minute' where id = $1",
    [ended.id],
  );
  await t.app.db.query(
    "update ads set plan = 'destaque-30', highlighted_until = now() + interval '3 days' where id = $1",
    [running.id],
  );
  const job = JOBS.find((j) => j.name === 'payments.endHighlights')!;
  const n = (await runJob(t.database, job)) as number | null;
  assert.ok(n !== null && n >= 1);
  assert.equal((await adState(t.app, ended.id)).plan, 'free');
  assert.equal((await adState(t.app, running.id)).plan, 'destaque-30');
  const list = await t.app.inject({ method: 'GET', url: `/api/v1/ads/ads/${ended.slug}/` });
  assert.equal(list.json().is_highlighted, false);
});

test('production refuses the local provider unless PAYMENTS_TEST_MODE=true, with a clear message', () => {
  const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: t.tmpDir };
  assert.throws(
    () => loadConfig(base),
    (err: unknown) =>
      err instanceof ConfigError &&
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY/.test(err.message) &&
      /PAYMENTS_TEST_MODE=true/.test(err.message),
  );
  assert.throws(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_live_x' }), /STRIPE_WEBHOOK_SECRET/);
  assert.equal(loadConfig({ ...base, PAYMENTS_TEST_MODE: 'true' }).paymentsTestMode, true);
  const stripe = loadConfig({
    ...base,
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  });
  assert.equal(stripe.stripePublishableKey, 'pk_live_x');
});

test('my payments come in pages, newest first, with the count and the links; only mine', async () => {
  const user = await createUser(t.app);
  const ad = await createAd(t.app, user);
  const declined = (await checkout(t.app, user, ad.slug, 'destaque-30')).json();
  await testCard(declined.payment.id, user.headers, '4000000000000002');
  const paid = (await checkout(t.app, user, ad.slug, 'destaque-30')).json();
  await testCard(paid.payment.id, user.headers, '4242424242424242');
  const open = (await checkout(t.app, user, ad.slug, 'destaque-7')).json();
  const other = await createUser(t.app);
  await checkout(t.app, other, (await createAd(t.app, other)).slug);

  const mine = (query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/payments/mine/${query}`, headers: user.headers });
  const all = (await mine()).json();
  assert.equal(all.count, 3);
  assert.deepEqual(
    all.results.map((p: { id: number; status: string }) => [p.id, p.status]),
    [
      [open.payment.id, 'pending'],
      [paid.payment.id, 'succeeded'],
      [declined.payment.id, 'failed'],
    ],
  );
  assert.equal(all.next, null);
  assert.equal(all.previous, null);

  const second = await mine('?page=2&page_size=2');
  assert.equal(second.statusCode, 200, second.body);
  assert.equal(second.json().count, 3);
  assert.deepEqual(
    second.json().results.map((p: { id: number }) => p.id),
    [declined.payment.id],
  );
  assert.equal(second.json().next, null);
  assert.match(second.json().previous, /\/api\/v1\/payments\/mine\/\?page=1&page_size=2$/);
  const next = new URL((await mine('?page_size=2')).json().next);
  assert.deepEqual(
    [next.pathname, next.searchParams.get('page'), next.searchParams.get('page_size')],
    ['/api/v1/payments/mine/', '2', '2'],
  );

  const past = await mine('?page=3&page_size=2');
  assert.equal(past.statusCode, 404);
  assert.deepEqual(past.json(), { error: 'Página inválida.', code: 'invalid_page' });
  assert.equal((await mine('?page_size=51')).statusCode, 400);
  assert.deepEqual(
    (await t.app.inject({ method: 'GET', url: '/api/v1/payments/mine/', headers: other.headers })).json().count,
    1,
  );
  // The ad's status comes along: a payment of a deleted ad stays in the history, marked removed.
  assert.deepEqual(
    all.results.map((p: { ad: { status: string } }) => p.ad.status),
    ['active', 'active', 'active'],
  );
  const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/ads/ads/${ad.slug}/`, headers: user.headers });
  assert.equal(removed.statusCode, 204, removed.body);
  const after = (await mine()).json();
  assert.equal(after.count, 3);
  assert.deepEqual(
    after.results.map((p: { ad: { status: string } }) => p.ad.status),
    ['removed', 'removed', 'removed'],
  );
});

test('a Destaque bought during a Premium extends it and keeps the Premium place; a Premium bought during a Destaque takes over', async () => {
  const user = await createUser(t.app);
  const buy = async (slug: string, plan: string) => {
    const co = (await checkout(t.app, user, slug, plan)).json();
    assert.equal((await testCard(co.payment.id, user.headers, '4242424242424242')).json().status, 'succeeded');
  };
  const ad = await createAd(t.app, user);
  await buy(ad.slug, 'premium-30');
  await buy(ad.slug, 'destaque-7');
  const state = await adState(t.app, ad.id);
  assert.equal(state.plan, 'premium-30');
  assert.ok(Math.abs(state.until! - (Date.now() + 37 * DAY)) < 60_000);

  const other = await createAd(t.app, user);
  await buy(other.slug, 'destaque-7');
  await buy(other.slug, 'premium-30');
  assert.equal((await adState(t.app, other.id)).plan, 'premium-30');
});

test('a payment left pending past PAYMENT_PENDING_TTL_MINUTES is canceled by the job; a recent one stays', async () => {
  const user = await createUser(t.app);
  const ad = await createAd(t.app, user);
  const old = (await checkout(t.app, user, ad.slug, 'destaque-7')).json();
  const recent = (await checkout(t.app, user, ad.slug, 'destaque-30')).json();
  await t.app.db.query("update payments set updated_at = now() - interval '61 minutes' where id = $1", [
    old.payment.id,
  ]);
  const job = JOBS.find((j) => j.name === 'payments.cancelAbandoned')!;
  const n = (await runJob(t.database, job, { paymentPendingTtlMinutes: 60 })) as number | null;
  assert.ok(n !== null && n >= 1);
  const status = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/payments/${id}/`, headers: user.headers })).json();
  assert.equal((await status(old.payment.id)).status, 'canceled');
  assert.match((await status(old.payment.id)).failure_message, /não foi concluído a tempo/);
  assert.equal((await status(recent.payment.id)).status, 'pending');
  // Pressing Pagar again on an open payment restarts its clock.
  await t.app.db.query("update payments set updated_at = now() - interval '61 minutes' where id = $1", [
    recent.payment.id,
  ]);
  assert.equal((await checkout(t.app, user, ad.slug, 'destaque-30')).json().payment.id, recent.payment.id);
  await runJob(t.database, job, { paymentPendingTtlMinutes: 60 });
  assert.equal((await status(recent.payment.id)).status, 'pending');
  // The provider's late success still applies: the member gets what was paid for.
  assert.equal((await testCard(old.payment.id, user.headers, '4242424242424242')).json().status, 'succeeded');
});

test('PAYMENT_PENDING_TTL_MINUTES defaults to 60 and refuses nonsense in pt-BR', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: t.tmpDir };
  assert.equal(loadConfig(base).paymentPendingTtlMinutes, 60);
  assert.equal(loadConfig({ ...base, PAYMENT_PENDING_TTL_MINUTES: '30' }).paymentPendingTtlMinutes, 30);
  assert.throws(() => loadConfig({ ...base, PAYMENT_PENDING_TTL_MINUTES: 'abc' }), /PAYMENT_PENDING_TTL_MINUTES/);
});

test('can_retry: a declined attempt is offered again until the same ad and plan are paid, and only for an active ad', async () => {
  const user = await createUser(t.app);
  const ad = await createAd(t.app, user);
  const declined = (await checkout(t.app, user, ad.slug, 'destaque-7')).json();
  await testCard(declined.payment.id, user.headers, '4000000000000002');
  const otherPlan = (await checkout(t.app, user, ad.slug, 'premium-30')).json();
  await testCard(otherPlan.payment.id, user.headers, '4000000000000002');
  const mine = async () =>
    new Map(
      (await t.app.inject({ method: 'GET', url: '/api/v1/payments/mine/', headers: user.headers }))
        .json()
        .results.map((p: { id: number; can_retry: boolean }) => [p.id, p.can_retry]),
    );
  assert.equal((await mine()).get(declined.payment.id), true);

  const paid = (await checkout(t.app, user, ad.slug, 'destaque-7')).json();
  await testCard(paid.payment.id, user.headers, '4242424242424242');
  const after = await mine();
  assert.equal(after.get(declined.payment.id), false, 'that highlight was bought since');
  assert.equal(after.get(paid.payment.id), false);
  assert.equal(after.get(otherPlan.payment.id), true, 'another plan was not bought');

  await t.app.inject({
    method: 'PUT',
    url: `/api/v1/ads/ads/${ad.slug}/`,
    headers: user.headers,
    payload: { status: 'paused' },
  });
  assert.equal((await mine()).get(otherPlan.payment.id), false, 'a paused ad cannot be highlighted');
});
