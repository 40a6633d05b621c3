import Stripe from 'stripe';
import { maskCep, type PayerAddress } from '../../../../../shared/payerAddress';
import {
  WebhookSignatureError,
  type ChargeDetails,
  type ChargeTerms,
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

interface NextAction {
  type?: string;
  pix_display_qr_code?: { data?: string | null; expires_at?: number | null } | null;
  boleto_display_details?: {
    number?: string | null;
    hosted_voucher_url?: string | null;
    expires_at?: number | null;
  } | null;
}

/**
 * A Pix's code or a boleto's line, voucher and expiry from an intent's next_action
 * (pix_display_qr_code, boleto_display_details); null when it has neither.
 */
export function chargeFromNextAction(next: NextAction | null | undefined): ChargeDetails | null {
  const pix = next?.pix_display_qr_code;
  if (pix?.data && pix.expires_at) return { pixCopyPaste: pix.data, expiresAt: new Date(pix.expires_at * 1000) };
  const boleto = next?.boleto_display_details;
  const line = boleto?.number?.replace(/\D/g, '');
  if (boleto && line?.length === 47 && boleto.expires_at) {
    return {
      boletoLine: line,
      boletoVoucherUrl: boleto.hosted_voucher_url ?? undefined,
      expiresAt: new Date(boleto.expires_at * 1000),
    };
  }
  return null;
}

/** Reads a verified Stripe event: PaymentIntent events carry the intent in data.object. */
export function toProviderEvent(event: { id: string; type: string; data: { object: unknown } }): ProviderEvent {
  const obj = (event.data?.object ?? {}) as {
    id?: string;
    object?: string;
    metadata?: Record<string, string>;
    last_payment_error?: { code?: string; decline_code?: string } | null;
    next_action?: NextAction | null;
  };
  const isIntent = obj.object === 'payment_intent' || event.type.startsWith('payment_intent.');
  const paymentId = Number(obj.metadata?.payment_id);
  return {
    id: event.id,
    type: event.type,
    providerPaymentId: isIntent && typeof obj.id === 'string' ? obj.id : null,
    paymentId: Number.isSafeInteger(paymentId) && paymentId > 0 ? paymentId : null,
    failureCode: obj.last_payment_error?.decline_code ?? obj.last_payment_error?.code ?? null,
    charge: chargeFromNextAction(obj.next_action),
    payload: event,
  };
}

/**
 * A boleto payer's address as Stripe's billing address asks for it (boleto needs line1, city,
 * state, postal_code and country BR): logradouro and número on line1, complemento and bairro on
 * line2, the CEP as 00000-000.
 */
export function billingAddress(a: PayerAddress): Stripe.AddressParam {
  return {
    line1: `${a.street}, ${a.number}`,
    line2: [a.complement, a.neighborhood].filter(Boolean).join(' - '),
    city: a.city,
    state: a.state,
    postal_code: maskCep(a.postal_code),
    country: 'BR',
  };
}

/**
 * The method's part of the intent. Each intent allows its one method (`allowed_payment_method_types`,
 * which excludes `automatic_payment_methods`; the pinned API version, endive, refuses the older
 * `payment_method_types` with payment_method_types_no_longer_supported): the card intent waits for
 * the Payment Element, which shows the card alone, so Pix and boleto are never paid through it;
 * Pix and boleto are created and confirmed here with their payment_method_data, so the answer
 * already carries the QR code or the voucher in next_action.
 */
function methodParams(input: IntentInput, terms: ChargeTerms): Partial<Stripe.PaymentIntentCreateParams> {
  if (input.method === 'pix') {
    return {
      allowed_payment_method_types: ['pix'],
      payment_method_data: { type: 'pix' },
      payment_method_options: { pix: { expires_after_seconds: terms.pixExpiresMinutes * 60 } },
      confirm: true,
    };
  }
  if (input.method === 'boleto') {
    if (!input.payer) throw new Error('boleto sem pagador');
    return {
      allowed_payment_method_types: ['boleto'],
      payment_method_data: {
        type: 'boleto',
        boleto: { tax_id: input.payer.taxId },
        billing_details: {
          name: input.payer.name,
          email: input.payer.email,
          address: billingAddress(input.payer.address),
        },
      },
      payment_method_options: { boleto: { expires_after_days: terms.boletoDueDays } },
      confirm: true,
    };
  }
  return { allowed_payment_method_types: ['card'] };
}

export function createStripeProvider(
  keys: { secretKey: string; webhookSecret: string; publishableKey: string },
  api: StripeApiOptions = {},
  terms: ChargeTerms = { pixExpiresMinutes: 30, boletoDueDays: 3 },
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
          ...methodParams(input, terms),
          description: input.description,
          metadata: { payment_id: String(input.paymentId), ad_id: String(input.adId) },
        },
        // The same payment never makes two intents, whatever retries or double clicks happen.
        { idempotencyKey: `tribo-payment-${input.paymentId}` },
      );
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} sem client_secret`);
      if (input.method === 'card') return { id: intent.id, clientSecret: intent.client_secret };
      const charge = chargeFromNextAction(intent.next_action as NextAction | null);
      if (!charge) throw new Error(`PaymentIntent ${intent.id} sem next_action de ${input.method}`);
      return { id: intent.id, clientSecret: intent.client_secret, charge };
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
