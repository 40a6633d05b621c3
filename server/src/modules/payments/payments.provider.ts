import type { Config } from '../../config';
import { createLocalProvider } from './providers/local';
import type { StripeApiOptions } from './providers/stripe';
import type { PaymentProvider } from './providers/types';

export interface ProviderOptions {
  /** Where stripe-node sends its calls (tests point it at a local fake server). */
  stripeApi?: StripeApiOptions;
}

/**
 * Stripe when its three keys are set; otherwise the local test provider (refused in production by
 * config). stripe-node (about 16 MB of a process's memory) loads only when Stripe is configured.
 */
export async function createPaymentProvider(config: Config, options: ProviderOptions = {}): Promise<PaymentProvider> {
  if (config.stripeSecretKey && config.stripeWebhookSecret && config.stripePublishableKey) {
    const { createStripeProvider } = await import('./providers/stripe');
    return createStripeProvider(
      {
        secretKey: config.stripeSecretKey,
        webhookSecret: config.stripeWebhookSecret,
        publishableKey: config.stripePublishableKey,
      },
      options.stripeApi,
      { pixExpiresMinutes: config.pixExpiresMinutes, boletoDueDays: config.boletoDueDays },
    );
  }
  if (config.nodeEnv === 'production' && !config.paymentsTestMode) {
    // loadConfig refuses this already; kept so that a hand-built Config cannot slip through.
    throw new Error(
      'Provedor de pagamento de teste recusado em produção: defina as chaves do Stripe ou PAYMENTS_TEST_MODE=true.',
    );
  }
  return createLocalProvider({
    pixKey: config.pixKey,
    merchantName: config.pixMerchantName,
    merchantCity: config.pixMerchantCity,
    pixExpiresMinutes: config.pixExpiresMinutes,
    boletoDueDays: config.boletoDueDays,
  });
}
