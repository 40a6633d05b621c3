import type { PayerAddress } from '../../../../../shared/payerAddress';

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
  /** requires_action of a Pix or boleto: its code or voucher, read from next_action */
  charge?: ChargeDetails | null;
  /** the event as received, kept in payment_events */
  payload: unknown;
}

export type PaymentMethod = 'card' | 'pix' | 'boleto';

/** What a member needs to pay a waiting Pix or boleto, as the provider gave it. */
export interface ChargeDetails {
  /** the Pix "copia e cola" (BR Code) */
  pixCopyPaste?: string;
  /** the boleto's linha digitável, 47 digits */
  boletoLine?: string;
  /** the provider's printable boleto (Stripe's hosted voucher) */
  boletoVoucherUrl?: string;
  /** the local printable boleto's secret address part */
  voucherToken?: string;
  /** when the code or the boleto stops being payable */
  expiresAt: Date;
}

/** How long a Pix stays payable and how many days until a boleto is due (configuration). */
export interface ChargeTerms {
  pixExpiresMinutes: number;
  boletoDueDays: number;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
  /** Pix and boleto: the intent is confirmed at once and waits for the money with these. */
  charge?: ChargeDetails;
}

export interface IntentInput {
  paymentId: number;
  adId: number;
  amountCents: number;
  currency: string;
  description: string;
  method: PaymentMethod;
  /** boleto: who pays it (name, CPF or CNPJ as digits, address, the member's e-mail) */
  payer?: { name: string; taxId: string; email: string; address: PayerAddress };
}

/** Where a payment is taken: Stripe, or the local test provider (nothing is charged). */
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
