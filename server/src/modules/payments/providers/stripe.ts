import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type CreatedIntent,
  type IntentInput,
  type PaymentProvider,
  type ProviderEvent,
} from './types';

export interface StripeApiOptions {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Reads a verified Stripe event: PaymentIntent events carry the intent in data.object. */
export function toProviderEvent(event: { id: string; type: string; data: { object: unknown } }): ProviderEvent {
  const obj = (event.data?.object ?? {}) as {
    id?: string;
    object?: string;
    metadata?: Record<string, string>;
    last_payment_error?: { code?: string; decline_code?: string } | null;
  };
  const isIntent = obj.object === 'payment_intent' || event.type.startsWith('payment_intent.');
  const paymentId = Number(obj.metadata?.payment_id);
  return {
    id: event.id,
    type: event.type,
    providerPaymentId: isIntent && typeof obj.id === 'string' ? obj.id : null,
    paymentId: Number.isSafeInteger(paymentId) && paymentId > 0 ? paymentId : null,
    failureCode: obj.last_payment_error?.decline_code ?? obj.last_payment_error?.code ?? null,
    payload: event,
  };
}

export function createStripeProvider(
  keys: { secretKey: string; webhookSecret: string; publishableKey: string },
  api: StripeApiOptions = {},
): PaymentProvider {
  const stripe = new Stripe(keys.secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...api });
  return {
    name: 'stripe',
    publishableKey: keys.publishableKey,
    async createIntent(input: IntentInput): Promise<CreatedIntent> {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          description: input.description,
          metadata: { payment_id: String(input.paymentId), ad_id: String(input.adId) },
        },
        // The same payment never makes two intents, whatever retries or double clicks happen.
        { idempotencyKey: `tribo-payment-${input.paymentId}` },
      );
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} sem client_secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
      if (!signature) throw new WebhookSignatureError('assinatura ausente');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, keys.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError((err as Error).message);
      }
      return toProviderEvent(event as unknown as { id: string; type: string; data: { object: unknown } });
    },
  };
}
