/** A provider's event, reduced to what fulfilment needs (Stripe's shape; the local provider mimics it). */
export interface ProviderEvent {
  /** the provider's event id (evt_...): the key that makes a redelivery a no-op */
  id: string;
  type: string;
  /** the PaymentIntent the event is about */
  providerPaymentId: string | null;
  /** our payment id from the intent's metadata */
  paymentId: number | null;
  /** decline_code, else code, of the last payment error (payment_failed) */
  failureCode: string | null;
  /** the event as received, kept in payment_events */
  payload: unknown;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export interface IntentInput {
  paymentId: number;
  adId: number;
  amountCents: number;
  currency: string;
  description: string;
}

/** Where a card payment is taken: Stripe, or the local test provider (nothing is charged). */
export interface PaymentProvider {
  name: 'stripe' | 'local';
  publishableKey: string | null;
  /** Creates the intent; the same payment id always gives the same intent (idempotency key). */
  createIntent(input: IntentInput): Promise<CreatedIntent>;
  /** Checks a webhook delivery's signature on the raw body and reads it; throws when it is not valid. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

/** A webhook delivery whose signature does not check (the route answers 400). */
export class WebhookSignatureError extends Error {}
