import { notifyPublicChange } from '../../lib/publicCache';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError, badRequest, forbidden, notFound, validationError } from '../../lib/errors';
import { checkPage, type PageWindow } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { notify } from '../notifications/notifications.producer';
import type { PaymentMethod, PaymentProvider, ProviderEvent } from './providers/types';
import { createPaymentsRepository, toPayment, type PaymentRow } from './payments.repository';
import type { Payment, PaymentCheckout } from './payments.schemas';
import { createPlansRepository } from './plans.repository';
import { localCardEvent, localPaidEvent } from './providers/local';
import { WebhookSignatureError } from './providers/types';
import { expireCharges } from './payments.jobs';
import { chargeAnswer, checkPayer, renderVoucher, type PayerInput } from './payments.charges';

/** Advisory-lock key of the highlight-expiry job (one runner across server processes). */

/**
 * Statuses only move forward: an event that would move a payment to a lower rank (a late
 * payment_failed after succeeded, processing after failed) is recorded and ignored.
 */
const RANK: Record<Payment['status'], number> = {
  pending: 0,
  processing: 1,
  failed: 2,
  canceled: 3,
  succeeded: 4,
  refunded: 5,
};

const EVENT_STATUS: Record<string, Payment['status']> = {
  'payment_intent.processing': 'processing',
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
};

/** The reason of a refusal, in pt-BR, from Stripe's decline_code or code (and the method's own default). */
export function failureReason(code: string | null, method: PaymentMethod = 'card'): string {
  if (method === 'pix') return 'O Pix não foi pago. Gere um novo Pix para tentar de novo.';
  if (method === 'boleto') return 'O boleto não foi pago. Gere um novo boleto para tentar de novo.';
  switch (code) {
    case 'insufficient_funds':
      return 'Saldo ou limite insuficiente. Tente outro cartão.';
    case 'expired_card':
      return 'O cartão está vencido. Tente outro cartão.';
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return 'O código de segurança (CVC) está incorreto.';
    case 'incorrect_number':
    case 'invalid_number':
      return 'O número do cartão está incorreto.';
    case 'processing_error':
      return 'Ocorreu um erro ao processar o cartão. Tente novamente.';
    case 'authentication_required':
    case 'payment_intent_authentication_failure':
      return 'A autenticação do pagamento não foi concluída. Tente novamente.';
    case 'card_declined':
    case 'generic_decline':
    case 'do_not_honor':
    case 'lost_card':
    case 'stolen_card':
    case 'fraudulent':
      return 'O cartão foi recusado pelo banco emissor. Tente outro cartão.';
    default:
      return 'O pagamento não foi aprovado. Tente novamente com outro cartão.';
  }
}

const dateBr = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }).format(new Date(iso));

const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\u00a0/g, ' ');

const paymentNotFound = () => notFound('Pagamento não encontrado.', 'payment_not_found');
const adNotFound = () => notFound('Anúncio não encontrado.', 'ad_not_found');

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown_payment' | 'unhandled';

export function createPaymentsService(
  database: Database,
  provider: PaymentProvider,
  log?: FastifyBaseLogger,
  /** The beneficiary printed on the local provider's test boletos (PIX_MERCHANT_NAME). */
  merchantName = 'Tribo Classificados',
) {
  const { orm } = database;
  const repo = createPaymentsRepository(orm);
  const plans = createPlansRepository(orm);

  async function own(user: AuthUser, id: number): Promise<PaymentRow> {
    const row = await repo.findById(id);
    // Another member's payment does not exist for this one (404, not 403: ids are guessable).
    if (!row || Number(row.user_id) !== user.id) throw paymentNotFound();
    return row;
  }

  /**
   * One event, once: the event id is claimed in the same transaction as its effect, so a
   * redelivery (even a concurrent one, which waits on the key) finds it taken and changes nothing.
   */
  async function applyEvent(event: ProviderEvent): Promise<EventOutcome> {
    return orm.transaction(async (tx) => {
      const r = createPaymentsRepository(tx);
      if (!(await r.claimEvent({ id: event.id, provider: provider.name, type: event.type, payload: event.payload }))) {
        return 'duplicate';
      }
      if (event.type === 'payment_intent.requires_action') {
        // A Pix or boleto waiting for the money: its code or voucher, if the creation's answer
        // did not bring it, is kept; the status stays pending.
        const waiting = await r.lockForEvent(event.providerPaymentId, event.paymentId);
        const stored =
          waiting && waiting.status === 'pending' && event.charge
            ? await r.setCharge(Number(waiting.id), event.charge)
            : false;
        const outcome = !waiting ? 'unknown_payment' : stored ? 'applied' : 'ignored';
        await r.setEventOutcome(event.id, waiting ? Number(waiting.id) : null, outcome);
        return outcome;
      }
      const target = EVENT_STATUS[event.type];
      if (!target) {
        await r.setEventOutcome(event.id, null, 'unhandled');
        return 'unhandled';
      }
      const payment = await r.lockForEvent(event.providerPaymentId, event.paymentId);
      if (!payment) {
        await r.setEventOutcome(event.id, null, 'unknown_payment');
        return 'unknown_payment';
      }
      const id = Number(payment.id);
      if (RANK[target] <= RANK[payment.status]) {
        await r.setEventOutcome(event.id, id, 'ignored');
        return 'ignored';
      }
      if (target === 'succeeded') {
        // The transition to succeeded happens once per payment, so the highlight is credited once.
        const ad = await r.extendHighlight(Number(payment.ad_id), payment.plan_id, Number(payment.duration_days));
        await r.markSucceeded(id, ad.highlighted_until);
        // The ad moves to the highlighted ones of the listings: every process's public cache is dropped.
        await notifyPublicChange(tx);
        const userId = Number(payment.user_id);
        await notify(tx, {
          userId,
          type: 'PAYMENT_SUCCESS',
          title: 'Pagamento aprovado',
          message: `Recebemos ${brl(Number(payment.amount_cents))} pelo plano ${payment.plan_name} do anúncio "${ad.title}".`,
          link: `/ads/${ad.slug}`,
        });
        await notify(tx, {
          userId,
          type: 'AD_HIGHLIGHTED',
          title: 'Anúncio em destaque',
          message: `Seu anúncio "${ad.title}" está em destaque até ${dateBr(ad.highlighted_until)}.`,
          link: `/ads/${ad.slug}`,
        });
      } else if (target === 'failed') {
        const reason = failureReason(event.failureCode, payment.method);
        await r.setStatus(id, 'failed', reason);
        await notify(tx, {
          userId: Number(payment.user_id),
          type: 'PAYMENT_FAILED',
          title: 'Pagamento não aprovado',
          message: `O pagamento do plano ${payment.plan_name} para "${payment.ad_title}" não foi aprovado: ${reason}`,
          link: `/ads/payment/${payment.ad_slug}?plan=${payment.plan_id}`,
        });
      } else {
        await r.setStatus(id, target, target === 'canceled' ? 'O pagamento foi cancelado.' : null);
      }
      await r.setEventOutcome(event.id, id, 'applied');
      return 'applied';
    });
  }

  return {
    provider,
    applyEvent,

    /**
     * A Stripe webhook: the signature checked over the body's bytes as sent, then the event applied
     * once (a repeated one is acknowledged as a duplicate). Logs go to the request's logger.
     */
    async receiveStripeWebhook(
      body: unknown,
      signature: unknown,
      requestLog: FastifyBaseLogger,
    ): Promise<{ received: true; duplicate: boolean }> {
      if (provider.name !== 'stripe') {
        throw new AppError(400, 'stripe_not_configured', 'Pagamentos pelo Stripe não estão configurados.');
      }
      const raw = Buffer.isBuffer(body) ? body : Buffer.from(String(body ?? ''));
      let event: ProviderEvent;
      try {
        event = provider.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (err) {
        if (!(err instanceof WebhookSignatureError)) throw err;
        requestLog.warn({ reason: err.message }, 'webhook do Stripe com assinatura inválida');
        throw new AppError(400, 'invalid_signature', 'Assinatura do webhook inválida.');
      }
      const outcome = await applyEvent(event);
      requestLog.info({ event: event.id, type: event.type, outcome }, 'webhook do Stripe');
      return { received: true, duplicate: outcome === 'duplicate' };
    },

    config() {
      return {
        provider: provider.name,
        publishable_key: provider.publishableKey,
        test_mode: provider.name === 'local',
      };
    },

    /**
     * Creates (or returns the open) payment of an ad, plan and method, with its intent; a Pix or
     * boleto comes with its code or voucher. The price is the plan's.
     */
    async checkout(
      user: AuthUser,
      adRef: number | string,
      planId: string,
      method: PaymentMethod = 'card',
      payerInput?: PayerInput,
    ): Promise<PaymentCheckout> {
      // Digits are an id (up to 15, well inside the bigint column); anything else is a slug.
      const ref = typeof adRef === 'number' || /^\d{1,15}$/.test(adRef) ? Number(adRef) : adRef;
      const ad = await repo.findAd(ref);
      if (!ad || ad.status === 'removed') throw adNotFound();
      if (ad.owner_id !== user.id)
        throw forbidden('Só o dono do anúncio pode pagar pelo destaque dele.', 'not_ad_owner');
      if (ad.status !== 'active' || new Date(ad.expires_at).getTime() <= Date.now()) {
        throw new AppError(
          400,
          'ad_not_active',
          'Só anúncios ativos podem ser destacados. Reative ou renove o anúncio antes.',
        );
      }
      const plan = await plans.findActive(planId);
      if (!plan) throw validationError({ plan: ['Plano não encontrado.'] }, 'Plano não encontrado.');
      if (plan.priceCents <= 0 || plan.durationDays <= 0) {
        throw validationError(
          { plan: ['O plano grátis não precisa de pagamento.'] },
          'O plano grátis não precisa de pagamento.',
        );
      }
      const payer = method === 'boleto' ? checkPayer(payerInput) : null;
      // An open Pix or boleto already past its end is canceled now, so that a new one is made.
      await expireCharges(orm, { adId: ad.id, planId: plan.id, method });
      const newId = await repo.insertPending({
        adId: ad.id,
        userId: user.id,
        planId: plan.id,
        amountCents: plan.priceCents,
        currency: plan.currency.trim(),
        durationDays: plan.durationDays,
        provider: provider.name,
        method,
        payer,
      });
      let row = newId ? await repo.findById(newId) : await repo.findOpen(ad.id, plan.id, method);
      if (row && !newId) await repo.touch(Number(row.id));
      if (!row) throw new AppError(409, 'payment_conflict', 'Não foi possível iniciar o pagamento. Tente novamente.');
      if (row.provider !== provider.name) {
        throw new AppError(
          409,
          'payment_provider_changed',
          'Este pagamento foi iniciado em outro provedor. Tente mais tarde.',
        );
      }
      if (!row.client_secret) {
        const intent = await provider
          .createIntent({
            paymentId: Number(row.id),
            adId: ad.id,
            amountCents: Number(row.amount_cents),
            currency: row.currency.trim(),
            description: `Tribo — ${plan.name}: ${ad.title}`.slice(0, 250),
            method,
            payer:
              row.payer_name && row.payer_tax_id && row.payer_address
                ? { name: row.payer_name, taxId: row.payer_tax_id, address: row.payer_address, email: ad.owner_email }
                : undefined,
          })
          .catch((err: unknown) => {
            log?.error({ err }, 'falha ao criar o PaymentIntent');
            throw new AppError(
              502,
              'provider_unavailable',
              'O serviço de pagamento não respondeu. Nada foi cobrado; tente de novo.',
            );
          });
        await repo.setIntent(Number(row.id), intent.id, intent.clientSecret, intent.charge);
        row = (await repo.findById(Number(row.id)))!;
      }
      return {
        payment: await chargeAnswer(row),
        client_secret: row.client_secret!,
        publishable_key: provider.publishableKey,
      };
    },

    /** One of the member's payments; a waiting Pix or boleto with its code or voucher. */
    async get(user: AuthUser, id: number): Promise<Payment> {
      return chargeAnswer(await own(user, id));
    },

    /** The local provider's printable boleto, found by the secret part of its address; null when none. */
    async voucher(token: string): Promise<string | null> {
      const row = provider.name === 'local' ? await repo.findByVoucherToken(token) : null;
      return row ? renderVoucher(row, merchantName) : null;
    },

    /** A page of the member's payments, newest first; a page past the last is a 404. */
    async mine(user: AuthUser, page: PageWindow): Promise<{ count: number; results: Payment[] }> {
      const { count, rows: found } = await repo.pageByUser(user.id, page.limit, page.offset);
      checkPage(count, page);
      return { count, results: found.map(toPayment) };
    },

    /** The local provider's confirmation: a test card becomes an event for the same fulfilment path. */
    async confirmTestCard(user: AuthUser, id: number, cardNumber: string): Promise<Payment> {
      if (provider.name !== 'local') {
        throw badRequest(
          'O provedor de teste não está ativo: o pagamento é feito pelo Stripe.',
          'test_provider_inactive',
        );
      }
      const row = await own(user, id);
      if (!row.provider_payment_id) throw new AppError(409, 'payment_not_ready', 'O pagamento ainda não foi iniciado.');
      const event = localCardEvent(cardNumber, row.provider_payment_id, Number(row.id));
      if (!event) {
        throw validationError(
          {
            card_number: ['Use um cartão de teste: 4242 4242 4242 4242 (aprovado) ou 4000 0000 0000 0002 (recusado).'],
          },
          'Cartão de teste desconhecido.',
        );
      }
      await applyEvent(event);
      return toPayment((await repo.findById(id))!);
    },

    /**
     * The local provider's "Simular pagamento recebido" for a Pix or boleto: the money arrives as a
     * succeeded event for the same fulfilment path (an expired one still credits, once).
     */
    async confirmTestCharge(user: AuthUser, id: number): Promise<Payment> {
      if (provider.name !== 'local') {
        throw badRequest(
          'O provedor de teste não está ativo: o pagamento é feito pelo Stripe.',
          'test_provider_inactive',
        );
      }
      const row = await own(user, id);
      if (row.method === 'card') {
        throw badRequest('Um pagamento com cartão se confirma com um cartão de teste.', 'not_pix_or_boleto');
      }
      if (!row.provider_payment_id) throw new AppError(409, 'payment_not_ready', 'O pagamento ainda não foi iniciado.');
      await applyEvent(localPaidEvent(row.provider_payment_id, Number(row.id)));
      return chargeAnswer((await repo.findById(id))!);
    },

    /** Ends highlights whose time is over (ads go back to the free plan). */
    async endDueHighlights(): Promise<number> {
      return repo.endDueHighlights();
    },
  };
}
