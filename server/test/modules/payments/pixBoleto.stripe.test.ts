import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { lineToBarcode } from '../../../src/lib/boleto';
import { JOBS, runJob } from '../../../src/plugins/jobs';
import { buildTestApp, createUser, type TestApp } from '../../support/app';
import { createAd } from '../ads/ads.support';
import {
  FAKE_BOLETO_LINE,
  FAKE_PIX_CODE,
  PAYER,
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
  t = await buildTestApp(
    {},
    { ...STRIPE_ENV, PIX_EXPIRES_MINUTES: '20', BOLETO_DUE_DAYS: '5' },
    {
      stripeApi: { host: '127.0.0.1', port: stripe.port, protocol: 'http' },
    },
  );
});
after(async () => {
  await t.close();
  await stripe.close();
});

let evtSeq = 0;
const evt = () => `evt_pixboleto_${process.pid}_${++evtSeq}`;

/** A member, an ad of theirs and an open Pix or boleto for it (with its intent). */
async function paying(method: 'pix' | 'boleto') {
  const user = await createUser(t.app);
  const ad = await createAd(t.app, user);
  const r = await checkout(t.app, user, ad.slug, 'destaque-7', {
    method,
    payer: method === 'boleto' ? PAYER : undefined,
  });
  assert.equal(r.statusCode, 200, r.body);
  const { payment } = r.json();
  const [row] = await t.app.db.query<{ provider_payment_id: string }>(
    'select provider_payment_id from payments where id = $1',
    [payment.id],
  );
  const request = stripe.requests.find((q) => q.body.get('metadata[payment_id]') === String(payment.id))!;
  return { user, ad, payment, intentId: row.provider_payment_id, request };
}

const status = async (id: number) =>
  (await t.app.db.query<{ status: string }>('select status from payments where id = $1', [id]))[0].status;

describe('Pix and boleto through Stripe', () => {
  test('a Pix intent is created and confirmed with payment_method_data pix; the QR comes from next_action', async () => {
    const { payment, request } = await paying('pix');
    assert.equal(request.body.get('allowed_payment_method_types[0]'), 'pix');
    assert.equal(request.body.get('payment_method_data[type]'), 'pix');
    assert.equal(request.body.get('payment_method_options[pix][expires_after_seconds]'), '1200');
    assert.equal(request.body.get('confirm'), 'true');
    assert.equal(request.body.get('automatic_payment_methods[enabled]'), null);
    assert.equal(request.idempotencyKey, `tribo-payment-${payment.id}`);
    assert.equal(payment.method, 'pix');
    assert.equal(payment.pix.copy_paste, FAKE_PIX_CODE);
    assert.match(payment.pix.qr_svg, /^<svg[\s>]/);
    assert.ok(Math.abs(new Date(payment.pix.expires_at).getTime() - (Date.now() + 20 * 60_000)) < 60_000);
  });

  test('a boleto intent carries the tax id and billing details; line and voucher come from next_action', async () => {
    const { user, payment, request } = await paying('boleto');
    assert.equal(request.body.get('allowed_payment_method_types[0]'), 'boleto');
    assert.equal(request.body.get('payment_method_data[type]'), 'boleto');
    assert.equal(request.body.get('payment_method_data[boleto][tax_id]'), '52998224725');
    assert.equal(request.body.get('payment_method_data[billing_details][name]'), 'Maria da Silva');
    assert.equal(request.body.get('payment_method_data[billing_details][email]'), user.email);
    // Boleto asks for the full billing address: line1, city, state, postal_code and country BR.
    const address = (part: string) => request.body.get(`payment_method_data[billing_details][address][${part}]`);
    assert.deepEqual(['line1', 'line2', 'city', 'state', 'postal_code', 'country'].map(address), [
      'Avenida Paulista, 1578',
      'apto 42 - Bela Vista',
      'São Paulo',
      'SP',
      '01310-100',
      'BR',
    ]);
    assert.equal(request.body.get('payment_method_options[boleto][expires_after_days]'), '5');
    assert.equal(request.body.get('confirm'), 'true');
    assert.deepEqual(
      { line: payment.boleto.line, barcode: payment.boleto.barcode, voucher_url: payment.boleto.voucher_url },
      {
        line: FAKE_BOLETO_LINE,
        barcode: lineToBarcode(FAKE_BOLETO_LINE),
        voucher_url: 'https://payments.stripe.com/boleto/voucher/test_fake',
      },
    );
  });

  test('with Stripe keys the test confirmation does not exist', async () => {
    const { user, payment } = await paying('pix');
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${payment.id}/test-confirm/`,
      headers: user.headers,
    });
    assert.equal(r.statusCode, 404);
    assert.equal(await status(payment.id), 'pending');
  });

  test('requires_action, processing, succeeded (twice) and a late payment_failed and canceled: credited once, forward only', async () => {
    const { user, ad, payment, intentId } = await paying('boleto');
    const waiting = intentEvent(evt(), 'payment_intent.requires_action', intentId, payment.id);
    assert.deepEqual((await deliver(t.app, waiting)).json(), { received: true, duplicate: false });
    assert.deepEqual((await deliver(t.app, waiting)).json(), { received: true, duplicate: true });
    assert.equal(await status(payment.id), 'pending');
    await deliver(t.app, intentEvent(evt(), 'payment_intent.processing', intentId, payment.id));
    assert.equal(await status(payment.id), 'processing');
    const paid = intentEvent(evt(), 'payment_intent.succeeded', intentId, payment.id);
    await Promise.all([deliver(t.app, paid), deliver(t.app, paid)]);
    await deliver(t.app, intentEvent(evt(), 'payment_intent.succeeded', intentId, payment.id));
    await deliver(t.app, intentEvent(evt(), 'payment_intent.payment_failed', intentId, payment.id));
    await deliver(t.app, intentEvent(evt(), 'payment_intent.canceled', intentId, payment.id));
    await deliver(t.app, intentEvent(evt(), 'payment_intent.requires_action', intentId, payment.id));
    assert.equal(await status(payment.id), 'succeeded');
    assert.equal((await adState(t.app, ad.id)).plan, 'destaque-7');
    assert.deepEqual(await notificationTypes(t.app, user.id), ['PAYMENT_SUCCESS', 'AD_HIGHLIGHTED']);
  });

  test('requires_action brings the QR code when the creation answer did not', async () => {
    const { user, payment, intentId } = await paying('pix');
    await t.app.db.query('update payments set pix_copy_paste = null, expires_at = null where id = $1', [payment.id]);
    const event = intentEvent(evt(), 'payment_intent.requires_action', intentId, payment.id) as {
      data: { object: Record<string, unknown> };
    };
    const expiresAt = Math.floor(Date.now() / 1000) + 600;
    event.data.object.next_action = {
      type: 'pix_display_qr_code',
      pix_display_qr_code: { data: 'PIXCODE', expires_at: expiresAt },
    };
    await deliver(t.app, event);
    const polled = (
      await t.app.inject({ method: 'GET', url: `/api/v1/payments/${payment.id}/`, headers: user.headers })
    ).json();
    assert.equal(polled.pix.copy_paste, 'PIXCODE');
    assert.equal(new Date(polled.pix.expires_at).getTime(), expiresAt * 1000);
  });

  test('a failed Pix says so in pt-BR; an expired one is canceled by the job and a late success still credits once', async () => {
    const failed = await paying('pix');
    await deliver(t.app, intentEvent(evt(), 'payment_intent.payment_failed', failed.intentId, failed.payment.id));
    const [f] = await t.app.db.query<{ failure_message: string }>(
      'select failure_message from payments where id = $1',
      [failed.payment.id],
    );
    assert.equal(f.failure_message, 'O Pix não foi pago. Gere um novo Pix para tentar de novo.');

    const { user, ad, payment, intentId } = await paying('pix');
    await t.app.db.query(`update payments set expires_at = now() - interval '1 second' where id = $1`, [payment.id]);
    await runJob(
      t.database,
      JOBS.find((j) => j.name === 'payments.expireCharges')!,
    );
    assert.equal(await status(payment.id), 'canceled');
    const late = intentEvent(evt(), 'payment_intent.succeeded', intentId, payment.id);
    await deliver(t.app, late);
    await deliver(t.app, late);
    assert.equal(await status(payment.id), 'succeeded');
    assert.equal((await adState(t.app, ad.id)).plan, 'destaque-7');
    assert.deepEqual(await notificationTypes(t.app, user.id), ['PAYMENT_FAILED', 'PAYMENT_SUCCESS', 'AD_HIGHLIGHTED']);
  });
});
