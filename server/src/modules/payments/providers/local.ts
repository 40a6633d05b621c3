import { randomBytes, randomUUID } from 'node:crypto';
import {
  WebhookSignatureError,
  type CreatedIntent,
  type IntentInput,
  type PaymentProvider,
  type ProviderEvent,
} from './types';

/** Stripe's test-card convention: this one is approved... */
export const TEST_CARD_APPROVED = '4242424242424242';
/** ...and this one is declined (card_declined, generic_decline). */
export const TEST_CARD_DECLINED = '4000000000000002';

/**
 * The offline provider of `npm start` and the e2e runs: intents are made up locally and a test
 * card's confirmation becomes an event shaped like Stripe's, which goes through the same event
 * table and fulfilment code as a webhook. Nothing is ever charged.
 */
export function createLocalProvider(): PaymentProvider {
  return {
    name: 'local',
    publishableKey: null,
    async createIntent(input: IntentInput): Promise<CreatedIntent> {
      const id = `pi_local_${input.paymentId}`;
      return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` };
    },
    verifyWebhook(): ProviderEvent {
      throw new WebhookSignatureError('o provedor local não recebe webhooks');
    },
  };
}

/** The event a test card produces for an intent, or null when the number is not a test card. */
export function localCardEvent(cardNumber: string, intentId: string, paymentId: number): ProviderEvent | null {
  const digits = cardNumber.replace(/\D/g, '');
  let type: string;
  let lastError: { code: string; decline_code: string } | null = null;
  if (digits === TEST_CARD_APPROVED) type = 'payment_intent.succeeded';
  else if (digits === TEST_CARD_DECLINED) {
    type = 'payment_intent.payment_failed';
    lastError = { code: 'card_declined', decline_code: 'generic_decline' };
  } else return null;
  const id = `evt_local_${randomUUID()}`;
  const payload = intentEventPayload(id, type, intentId, paymentId, lastError);
  return {
    id,
    type,
    providerPaymentId: intentId,
    paymentId,
    failureCode: lastError?.decline_code ?? null,
    payload,
  };
}

/** A PaymentIntent event in Stripe's shape (what its webhooks deliver). */
export function intentEventPayload(
  id: string,
  type: string,
  intentId: string,
  paymentId: number,
  lastPaymentError: Record<string, string> | null = null,
) {
  return {
    id,
    object: 'event',
    type,
    livemode: false,
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        metadata: { payment_id: String(paymentId) },
        last_payment_error: lastPaymentError,
      },
    },
  };
}
