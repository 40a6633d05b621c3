import { randomBytes, randomUUID } from 'node:crypto';
import { buildBoleto } from '../../../lib/boleto';
import { buildPixCopyPaste } from '../../../lib/pix';
import {
  WebhookSignatureError,
  type ChargeDetails,
  type ChargeTerms,
  type CreatedIntent,
  type IntentInput,
  type PaymentProvider,
  type ProviderEvent,
} from './types';

/** Stripe's test-card convention: this one is approved... */
export const TEST_CARD_APPROVED = '4242424242424242';
/** ...and this one is declined (card_declined, generic_decline). */
export const TEST_CARD_DECLINED = '4000000000000002';

/** The receiver written in the local Pix codes and test boletos (config PIX_*). */
export interface LocalReceiver extends ChargeTerms {
  pixKey: string;
  merchantName: string;
  merchantCity: string;
}

/** The test boletos' bank code: no bank has it, so no bank would take one. */
const TEST_BANK = '999';
const DAY_MS = 86_400_000;

/** Today's calendar date in Brasília plus `days`, as 'YYYY-MM-DD'. */
function brasiliaDatePlus(days: number, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A Pix (a real BR Code, key and receiver from the configuration) or a test boleto. */
function localCharge(input: IntentInput, receiver: LocalReceiver): ChargeDetails | undefined {
  if (input.method === 'pix') {
    return {
      pixCopyPaste: buildPixCopyPaste({
        key: receiver.pixKey,
        amountCents: input.amountCents,
        merchantName: receiver.merchantName,
        merchantCity: receiver.merchantCity,
        txid: `TRIBO${input.paymentId}`,
        description: 'Destaque Tribo',
      }),
      expiresAt: new Date(Date.now() + receiver.pixExpiresMinutes * 60_000),
    };
  }
  if (input.method === 'boleto') {
    const dueDate = brasiliaDatePlus(receiver.boletoDueDays);
    const { line } = buildBoleto({
      bankCode: TEST_BANK,
      dueDate,
      amountCents: input.amountCents,
      freeField: String(input.paymentId).padStart(25, '0'),
    });
    // Payable until the end of its due date, in Brasília (UTC−3 all year).
    return {
      boletoLine: line,
      voucherToken: randomBytes(18).toString('base64url'),
      expiresAt: new Date(`${dueDate}T23:59:59-03:00`),
    };
  }
  return undefined;
}

/**
 * The offline provider of `npm start` and the e2e runs: intents are made up locally; a test card's
 * confirmation, or "Simular pagamento recebido" for a Pix or boleto, becomes an event shaped like
 * Stripe's, which goes through the same event table and fulfilment code as a webhook. Nothing is
 * ever charged.
 */
export function createLocalProvider(receiver: LocalReceiver): PaymentProvider {
  return {
    name: 'local',
    publishableKey: null,
    async createIntent(input: IntentInput): Promise<CreatedIntent> {
      const id = `pi_local_${input.paymentId}`;
      return {
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        charge: localCharge(input, receiver),
      };
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
  return localEvent(type, intentId, paymentId, lastError);
}

/** The event of a Pix or boleto paid ("Simular pagamento recebido"): the intent succeeded. */
export const localPaidEvent = (intentId: string, paymentId: number): ProviderEvent =>
  localEvent('payment_intent.succeeded', intentId, paymentId, null);

function localEvent(
  type: string,
  intentId: string,
  paymentId: number,
  lastError: { code: string; decline_code: string } | null,
): ProviderEvent {
  const id = `evt_local_${randomUUID()}`;
  return {
    id,
    type,
    providerPaymentId: intentId,
    paymentId,
    failureCode: lastError?.decline_code ?? null,
    payload: intentEventPayload(id, type, intentId, paymentId, lastError),
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
