import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, createUser, type TestApp } from '../../support/app';
import { createAd } from '../ads/ads.support';
import {
  DAY,
  STRIPE_ENV,
  adState,
  checkout,
  deliver,
  intentEvent,
  notificationTypes,
  startFakeStripe,
  type FakeStripe,
} from './support';

let t: TestApp;
let stripe: FakeStripe;

before(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({}, STRIPE_ENV, { stripeApi: { host: '127.0.0.1', port: stripe.port, protocol: 'http' } });
});
after(async () => {
  await t.close();
  await stripe.close();
});

/** A member, an ad of theirs and an open payment for it (with its intent). */
async function paying(plan = 'destaque-7') {
  const user = await createUser(t.app);
  const ad = await createAd(t.app, user);
  const r = await checkout(t.app, user, ad.slug, plan);
  assert.equal(r.statusCode, 200, r.body);
  const body = r.json();
  const [row] = await t.app.db.query<{ provider_payment_id: string }>(
    'select provider_payment_id from payments where id = $1',
    [body.payment.id],
  );
  return { user, ad, payment: body.payment, intentId: row.provider_payment_id };
}

async function paymentStatus(id: number) {
  const [r] = await t.app.db.query<{ status: string; failure_message: string | null }>(
    'select status, failure_message from payments where id = $1',
    [id],
  );
  return r;
}

let evtSeq = 0;
const evt = () => `evt_test_${process.pid}_${++evtSeq}`;

describe('plans and checkout', () => {
  test('GET /api/v1/plans/ lists the seeded plans in order, prices in centavos', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/v1/plans/' });
    assert.equal(r.statusCode, 200);
    const plans = r.json() as Array<{ id: string; name: string; price_cents: number; duration_days: number }>;
    assert.deepEqual(
      plans.map((p) => [p.id, p.name, p.price_cents, p.duration_days]),
      [
        ['free', 'Grátis', 0, 0],
        ['destaque-7', 'Destaque 7 dias', 1990, 7],
        ['destaque-30', 'Destaque 30 dias', 4990, 30],
        ['premium-30', 'Premium 30 dias', 8990, 30],
      ],
    );
  });

  test('the config says Stripe is active and gives the publishable key', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/v1/payments/config/' });
    assert.deepEqual(r.json(), { provider: 'stripe', publishable_key: 'pk_test_tribo', test_mode: false });
  });

  test('the price comes from the plan; the intent has brl, the card alone, metadata and an idempotency key', async () => {
    const user = await createUser(t.app);
    const ad = await createAd(t.app, user);
    const cheat = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/',
      headers: user.headers,
      payload: { ad: ad.slug, plan: 'destaque-30', amount_cents: 1 },
    });
    assert.equal(cheat.statusCode, 400);

    const r = await checkout(t.app, user, ad.slug, 'destaque-30');
    assert.equal(r.statusCode, 200, r.body);
    const body = r.json();
    assert.equal(body.payment.amount_cents, 4990);
    assert.equal(body.payment.currency, 'BRL');
    assert.equal(body.payment.status, 'pending');
    assert.equal(body.publishable_key, 'pk_test_tribo');
    assert.match(body.client_secret, /^pi_fake_\d+_secret_fake$/);
    const req = stripe.requests.find((q) => q.body.get('metadata[payment_id]') === String(body.payment.id))!;
    assert.equal(req.body.get('amount'), '4990');
    assert.equal(req.body.get('currency'), 'brl');
    // The card alone: the Payment Element offers no Pix or boleto beside the page's own ones.
    assert.equal(req.body.get('allowed_payment_method_types[0]'), 'card');
    assert.equal(req.body.get('allowed_payment_method_types[1]'), null);
    assert.equal(req.body.get('automatic_payment_methods[enabled]'), null);
    assert.equal(req.body.get('payment_method_types[0]'), null);
    assert.equal(req.body.get('metadata[ad_id]'), String(ad.id));
    assert.equal(req.idempotencyKey, `tribo-payment-${body.payment.id}`);
  });

  test('asking twice (or twice at once) returns the one open payment and intent', async () => {
    const user = await createUser(t.app);
    const ad = await createAd(t.app, user);
    const [a, b] = await Promise.all([checkout(t.app, user, ad.slug), checkout(t.app, user, ad.id)]);
    const c = await checkout(t.app, user, ad.slug);
    assert.equal(a.statusCode, 200, a.body);
    assert.equal(b.json().payment.id, a.json().payment.id);
    assert.equal(c.json().payment.id, a.json().payment.id);
    assert.equal(c.json().client_secret, a.json().client_secret);
    const [{ n }] = await t.app.db.query<{ n: number }>('select count(*)::int as n from payments where ad_id = $1', [
      ad.id,
    ]);
    assert.equal(n, 1);
  });

  test('the free plan, an unknown plan and an unknown ad are refused', async () => {
    const user = await createUser(t.app);
    const ad = await createAd(t.app, user);
    assert.equal((await checkout(t.app, user, ad.slug, 'free')).statusCode, 400);
    assert.equal((await checkout(t.app, user, ad.slug, 'ouro-99')).statusCode, 400);
    assert.equal((await checkout(t.app, user, 'nao-existe-abc123')).statusCode, 404);
  });

  test('another member cannot pay for, read or poll my payment', async () => {
    const { payment, ad } = await paying();
    const other = await createUser(t.app);
    const pay = await checkout(t.app, other, ad.slug);
    assert.equal(pay.statusCode, 403);
    assert.equal(pay.json().error, 'Só o dono do anúncio pode pagar pelo destaque dele.');
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/payments/${payment.id}/`, headers: other.headers });
    assert.equal(read.statusCode, 404);
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/payments/mine/', headers: other.headers });
    assert.deepEqual(mine.json().results, []);
    const anon = await t.app.inject({ method: 'GET', url: `/api/v1/payments/${payment.id}/` });
    assert.equal(anon.statusCode, 401);
  });
});

describe('webhook', () => {
  test('a bad or missing signature is 400 and changes nothing', async () => {
    const { payment, ad, intentId } = await paying();
    const event = intentEvent(evt(), 'payment_intent.succeeded', intentId, payment.id);
    const bad = await deliver(t.app, event, 'whsec_outro');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().code, 'invalid_signature');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/stripe/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    assert.equal(missing.statusCode, 400);
    assert.equal((await paymentStatus(payment.id)).status, 'pending');
    assert.deepEqual(await adState(t.app, ad.id), { plan: 'free', until: null });
    const [{ n }] = await t.app.db.query<{ n: number }>('select count(*)::int as n from payment_events where id = $1', [
      event.id,
    ]);
    assert.equal(n, 0);
  });

  test('succeeded highlights the ad once; the same event again is acknowledged and ignored', async () => {
    const { user, payment, ad, intentId } = await paying();
    const event = intentEvent(evt(), 'payment_intent.succeeded', intentId, payment.id);
    const first = await deliver(t.app, event);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { received: true, duplicate: false });
    const after1 = await adState(t.app, ad.id);
    assert.equal(after1.plan, 'destaque-7');
    assert.ok(Math.abs(after1.until! - (Date.now() + 7 * DAY)) < 60_000);

    const again = await deliver(t.app, event);
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), { received: true, duplicate: true });
    assert.deepEqual(await adState(t.app, ad.id), after1);
    assert.deepEqual(await notificationTypes(t.app, user.id), ['PAYMENT_SUCCESS', 'AD_HIGHLIGHTED']);

    const polled = await t.app.inject({ method: 'GET', url: `/api/v1/payments/${payment.id}/`, headers: user.headers });
    assert.equal(polled.json().status, 'succeeded');
    assert.equal(new Date(polled.json().highlighted_until).getTime(), after1.until);
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/ads/ads/' + ad.slug + '/' });
    assert.equal(listed.json().is_highlighted, true);
    assert.equal(listed.json().plan, 'destaque-7');
  });

  test('two concurrent deliveries of the same event credit once', async () => {
    const { user, payment, ad, intentId } = await paying();
    const event = intentEvent(evt(), 'payment_intent.succeeded', intentId, payment.id);
    const results = await Promise.all([deliver(t.app, event), deliver(t.app, event), deliver(t.app, event)]);
    assert.deepEqual(
      results.map((r) => r.statusCode),
      [200, 200, 200],
    );
    assert.equal(results.filter((r) => r.json().duplicate === false).length, 1);
    const state = await adState(t.app, ad.id);
    assert.ok(Math.abs(state.until! - (Date.now() + 7 * DAY)) < 60_000);
    assert.deepEqual(await notificationTypes(t.app, user.id), ['PAYMENT_SUCCESS', 'AD_HIGHLIGHTED']);
  });

  test('a late payment_failed after succeeded leaves it succeeded', async () => {
    const { user, payment, intentId } = await paying();
    await deliver(t.app, intentEvent(evt(), 'payment_intent.succeeded', intentId, payment.id));
    const late = await deliver(
      t.app,
      intentEvent(evt(), 'payment_intent.payment_failed', intentId, payment.id, { code: 'card_declined' }),
    );
    assert.equal(late.statusCode, 200);
    assert.deepEqual(await paymentStatus(payment.id), { status: 'succeeded', failure_message: null });
    assert.deepEqual(await notificationTypes(t.app, user.id), ['PAYMENT_SUCCESS', 'AD_HIGHLIGHTED']);
  });

  test('processing, then succeeded; a late processing changes nothing', async () => {
    const { user, payment, ad, intentId } = await paying();
    await deliver(t.app, intentEvent(evt(), 'payment_intent.processing', intentId, payment.id));
    assert.equal((await paymentStatus(payment.id)).status, 'processing');
    assert.equal((await adState(t.app, ad.id)).plan, 'free');
    assert.deepEqual(await notificationTypes(t.app, user.id), []);
    await deliver(t.app, intentEvent(evt(), 'payment_intent.succeeded', intentId, payment.id));
    assert.equal((await paymentStatus(payment.id)).status, 'succeeded');
    await deliver(t.app, intentEvent(evt(), 'payment_intent.processing', intentId, payment.id));
    assert.equal((await paymentStatus(payment.id)).status, 'succeeded');
    assert.equal((await adState(t.app, ad.id)).plan, 'destaque-7');
  });

  test('a failure records the reason in pt-BR, sends PAYMENT_FAILED, and a new attempt is a new payment', async () => {
    const { user, payment, ad, intentId } = await paying();
    await deliver(
      t.app,
      intentEvent(evt(), 'payment_intent.payment_failed', intentId, payment.id, {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
      }),
    );
    assert.deepEqual(await paymentStatus(payment.id), {
      status: 'failed',
      failure_message: 'Saldo ou limite insuficiente. Tente outro cartão.',
    });
    assert.deepEqual(await notificationTypes(t.app, user.id), ['PAYMENT_FAILED']);
    const [n] = await t.app.db.query<{ message: string }>(
      "select message from notifications where user_id = $1 and type = 'PAYMENT_FAILED'",
      [user.id],
    );
    assert.match(n.message, /Saldo ou limite insuficiente/);
    assert.deepEqual(await adState(t.app, ad.id), { plan: 'free', until: null });
    const retry = await checkout(t.app, user, ad.slug);
    assert.notEqual(retry.json().payment.id, payment.id);
    assert.equal(retry.json().payment.status, 'pending');
  });

  test('two payments on one ad extend the highlight from its current end', async () => {
    const { user, payment, ad, intentId } = await paying('destaque-7');
    await deliver(t.app, intentEvent(evt(), 'payment_intent.succeeded', intentId, payment.id));
    const first = (await adState(t.app, ad.id)).until!;
    const second = (await checkout(t.app, user, ad.slug, 'destaque-30')).json();
    const [row] = await t.app.db.query<{ provider_payment_id: string }>(
      'select provider_payment_id from payments where id = $1',
      [second.payment.id],
    );
    await deliver(t.app, intentEvent(evt(), 'payment_intent.succeeded', row.provider_payment_id, second.payment.id));
    const state = await adState(t.app, ad.id);
    assert.equal(state.plan, 'destaque-30');
    assert.ok(Math.abs(state.until! - (first + 30 * DAY)) < 1000, `${state.until} vs ${first + 30 * DAY}`);
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/payments/mine/', headers: user.headers });
    assert.deepEqual(
      mine.json().results.map((p: { plan: { id: string }; status: string }) => [p.plan.id, p.status]),
      [
        ['destaque-30', 'succeeded'],
        ['destaque-7', 'succeeded'],
      ],
    );
  });

  test('an event for an unknown intent or of another type is recorded and acknowledged', async () => {
    const unknown = await deliver(t.app, intentEvent(evt(), 'payment_intent.succeeded', 'pi_desconhecido', 999999));
    assert.equal(unknown.statusCode, 200);
    const other = await deliver(t.app, {
      id: evt(),
      object: 'event',
      type: 'charge.refund.updated',
      data: { object: {} },
    });
    assert.equal(other.statusCode, 200);
  });
});
