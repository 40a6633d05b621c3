import type { Config } from '../../config';
import { createLocalProvider } from './providers/local';
import { createStripeProvider, type StripeApiOptions } from './providers/stripe';

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

export interface ProviderOptions {
  /** Where stripe-node sends its calls (tests point it at a local fake server). */
  stripeApi?: StripeApiOptions;
}

/** Stripe when its three keys are set; otherwise the local test provider (refused in production by config). */
export function createPaymentProvider(config: Config, options: ProviderOptions = {}): PaymentProvider {
  if (config.stripeSecretKey && config.stripeWebhookSecret && config.stripePublishableKey) {
    return createStripeProvider(
      {
        secretKey: config.stripeSecretKey,
        webhookSecret: config.stripeWebhookSecret,
        publishableKey: config.stripePublishableKey,
      },
      options.stripeApi,
    );
  }
  if (config.nodeEnv === 'production' && !config.paymentsTestMode) {
    // loadConfig refuses this already; kept so that a hand-built Config cannot slip through.
    throw new Error(
      'Provedor de pagamento de teste recusado em produção: defina as chaves do Stripe ou PAYMENTS_TEST_MODE=true.',
    );
  }
  return createLocalProvider();
}
