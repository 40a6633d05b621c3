import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { buildBoleto } from '../../../src/lib/boleto';
import type { App } from '../../../src/lib/types';
import { intentEventPayload } from '../../../src/modules/payments/providers/local';
import type { TestUser } from '../../support/app';

export const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_tribo',
  STRIPE_WEBHOOK_SECRET: 'whsec_tribo_test',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_tribo',
};

export interface FakeStripe {
  port: number;
  /** Every request stripe-node made: path, idempotency key and the form body. */
  requests: Array<{ method: string; path: string; idempotencyKey: string | undefined; body: URLSearchParams }>;
  close(): Promise<void>;
}

/** The Pix code and boleto line the fake Stripe gives (a boleto line with valid check digits). */
export const FAKE_PIX_CODE =
  '00020101021226900014br.gov.bcb.pix2568pix.stripe.com/qr/fake5204000053039865802BR5913STRIPE PAYMENTS6009SAO PAULO62070503***6304ABCD';
export const FAKE_BOLETO_LINE = buildBoleto({
  bankCode: '237',
  dueDate: '2030-01-10',
  amountCents: 1990,
  freeField: '1234567890123456789012345',
}).line;

/** next_action of a confirmed Pix or boleto intent, as Stripe gives it. */
function nextAction(body: URLSearchParams) {
  const now = Math.floor(Date.now() / 1000);
  if (body.get('payment_method_data[type]') === 'pix') {
    const seconds = Number(body.get('payment_method_options[pix][expires_after_seconds]') ?? 14400);
    return {
      type: 'pix_display_qr_code',
      pix_display_qr_code: {
        data: FAKE_PIX_CODE,
        expires_at: now + seconds,
        image_url_svg: 'https://qr.stripe.com/x.svg',
      },
    };
  }
  if (body.get('payment_method_data[type]') === 'boleto') {
    const days = Number(body.get('payment_method_options[boleto][expires_after_days]') ?? 3);
    return {
      type: 'boleto_display_details',
      boleto_display_details: {
        number: FAKE_BOLETO_LINE,
        hosted_voucher_url: 'https://payments.stripe.com/boleto/voucher/test_fake',
        pdf: 'https://payments.stripe.com/boleto/voucher/test_fake/pdf',
        expires_at: now + days * 86_400,
      },
    };
  }
  return null;
}

/**
 * A local stand-in for api.stripe.com: creates PaymentIntents (a Pix or boleto one confirmed at
 * once, with its next_action) and, like Stripe, answers the same intent again for a repeated
 * idempotency key. stripe-node is pointed here (host/port/protocol).
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const byKey = new Map<string, unknown>();
  let seq = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path: req.url ?? '', idempotencyKey: key, body });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        let intent = key ? byKey.get(key) : undefined;
        if (!intent) {
          seq += 1;
          const id = `pi_fake_${seq}`;
          const next = body.get('confirm') === 'true' ? nextAction(body) : null;
          intent = {
            id,
            object: 'payment_intent',
            amount: Number(body.get('amount')),
            currency: body.get('currency'),
            status: next ? 'requires_action' : 'requires_payment_method',
            next_action: next,
            client_secret: `${id}_secret_fake`,
            metadata: { payment_id: body.get('metadata[payment_id]'), ad_id: body.get('metadata[ad_id]') },
          };
          if (key) byKey.set(key, intent);
        }
        res.end(JSON.stringify(intent));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'not faked' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const signer = new Stripe('sk_test_signer');

/** A PaymentIntent event, as Stripe would send it. */
export const intentEvent = intentEventPayload;

/** Delivers an event to the webhook, signed offline with generateTestHeaderString. */
export function deliver(app: App, event: unknown, secret = STRIPE_ENV.STRIPE_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhooks/stripe/',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

export async function checkout(
  app: App,
  user: TestUser,
  ad: string | number,
  plan = 'destaque-7',
  extra: { method?: string; payer?: { name: string; tax_id: string; address?: Record<string, string> } } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/',
    headers: user.headers,
    payload: { ad, plan, ...extra },
  });
}

/** A boleto payer's address, as the form sends it. */
export const PAYER_ADDRESS = {
  postal_code: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  complement: 'apto 42',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

/** A boleto payer with a valid CPF and an address. */
export const PAYER = { name: 'Maria da Silva', tax_id: '529.982.247-25', address: PAYER_ADDRESS };

export async function adState(app: App, adId: number) {
  const [r] = await app.db.query<{ plan: string; highlighted_until: Date | string | null }>(
    'select plan, highlighted_until from ads where id = $1',
    [adId],
  );
  return { plan: r.plan, until: r.highlighted_until ? new Date(r.highlighted_until).getTime() : null };
}

export async function notificationTypes(app: App, userId: number): Promise<string[]> {
  const rows = await app.db.query<{ type: string }>(
    'select type from notifications where user_id = $1 and type <> $2 order by id',
    [userId, 'AD_PUBLISHED'],
  );
  return rows.map((r) => r.type);
}

export const DAY = 86_400_000;
