import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
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

/**
 * A local stand-in for api.stripe.com: creates PaymentIntents and, like Stripe, answers the same
 * intent again for a repeated idempotency key. stripe-node is pointed here (host/port/protocol).
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
          intent = {
            id,
            object: 'payment_intent',
            amount: Number(body.get('amount')),
            currency: body.get('currency'),
            status: 'requires_payment_method',
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

export async function checkout(app: App, user: TestUser, ad: string | number, plan = 'destaque-7') {
  return app.inject({ method: 'POST', url: '/api/v1/payments/', headers: user.headers, payload: { ad, plan } });
}

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
