import { sql } from 'drizzle-orm';
import type { PayerAddress } from '../../../../shared/payerAddress';
import type { Db } from '../../db/client';
import { int, rows } from '../../db/rows';
import { iso, isoOrNull } from '../../lib/values';
import type { Payment } from './payments.schemas';
import type { ChargeDetails, PaymentMethod } from './providers/types';

export interface PaymentRow {
  id: number | string;
  ad_id: number | string;
  user_id: number | string;
  plan_id: string;
  plan_name: string;
  amount_cents: number;
  currency: string;
  duration_days: number;
  provider: 'stripe' | 'local';
  method: PaymentMethod;
  pix_copy_paste: string | null;
  boleto_line: string | null;
  boleto_voucher_url: string | null;
  voucher_token: string | null;
  payer_name: string | null;
  payer_tax_id: string | null;
  payer_address: PayerAddress | null;
  expires_at: unknown;
  provider_payment_id: string | null;
  client_secret: string | null;
  status: Payment['status'];
  failure_message: string | null;
  highlighted_until: unknown;
  created_at: unknown;
  updated_at: unknown;
  ad_slug: string;
  ad_title: string;
  ad_status: Payment['ad']['status'];
  can_retry: boolean;
}

export interface AdForPayment {
  id: number;
  slug: string;
  title: string;
  owner_id: number;
  status: string;
  expires_at: string;
  owner_email: string;
}

/** A Pix or boleto left unpaid past its end, canceled by expireCharges. */
export interface ExpiredCharge {
  id: number | string;
  user_id: number | string;
  method: PaymentMethod;
  plan_id: string;
  plan_name: string;
  ad_title: string;
  ad_slug: string;
}

/** The reason an unpaid Pix or boleto is canceled, in pt-BR. */
export const EXPIRED_REASON: Record<'pix' | 'boleto', string> = {
  pix: 'O Pix expirou sem pagamento.',
  boleto: 'O boleto venceu sem pagamento.',
};

export const toPayment = (r: PaymentRow): Payment => ({
  id: Number(r.id),
  ad: { id: Number(r.ad_id), slug: r.ad_slug, title: r.ad_title, status: r.ad_status },
  plan: { id: r.plan_id, name: r.plan_name, duration_days: Number(r.duration_days) },
  amount_cents: Number(r.amount_cents),
  currency: r.currency.trim(),
  provider: r.provider,
  method: r.method,
  status: r.status,
  failure_message: r.failure_message,
  highlighted_until: isoOrNull(r.highlighted_until),
  can_retry: Boolean(r.can_retry),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

const ABANDONED = 'O pagamento não foi concluído a tempo e foi cancelado. Nada foi cobrado.';

/**
 * Whether the member may finish or try a payment again: pending, declined or canceled, its ad
 * active, and the same ad and plan not paid since (a highlight already bought is not offered again).
 */
const CAN_RETRY = sql`(p.status in ('pending', 'failed', 'canceled') and a.status = 'active' and a.expires_at > now()
  and not exists (select 1 from payments s where s.ad_id = p.ad_id and s.plan_id = p.plan_id
                  and s.status = 'succeeded' and (s.created_at, s.id) > (p.created_at, p.id))) as can_retry`;

const PAYMENT_SELECT = sql`
  select p.*, pl.name as plan_name, a.slug as ad_slug, a.title as ad_title, a.status as ad_status, ${CAN_RETRY}
  from payments p join plans pl on pl.id = p.plan_id join ads a on a.id = p.ad_id`;

export function createPaymentsRepository(db: Db) {
  return {
    async findAd(ref: number | string): Promise<AdForPayment | null> {
      const where = typeof ref === 'number' ? sql`a.id = ${ref}` : sql`a.slug = ${ref}`;
      const [r] = await rows<AdForPayment>(
        db,
        sql`select a.id, a.slug, a.title, a.owner_id, a.status, a.expires_at, u.email as owner_email
            from ads a join users u on u.id = a.owner_id where ${where}`,
      );
      return r ? { ...r, id: Number(r.id), owner_id: Number(r.owner_id), expires_at: iso(r.expires_at) } : null;
    },

    async findById(id: number): Promise<PaymentRow | null> {
      const [r] = await rows<PaymentRow>(db, sql`${PAYMENT_SELECT} where p.id = ${id}`);
      return r ?? null;
    },

    async findOpen(adId: number, planId: string, method: PaymentMethod): Promise<PaymentRow | null> {
      const [r] = await rows<PaymentRow>(
        db,
        sql`${PAYMENT_SELECT} where p.ad_id = ${adId} and p.plan_id = ${planId} and p.method = ${method}
              and p.status in ('pending', 'processing')`,
      );
      return r ?? null;
    },

    /** A local boleto by the secret part of its printable page's address. */
    async findByVoucherToken(token: string): Promise<PaymentRow | null> {
      const [r] = await rows<PaymentRow>(db, sql`${PAYMENT_SELECT} where p.voucher_token = ${token}`);
      return r ?? null;
    },

    /** One page of a member's payments, newest first, and how many they have (one round trip). */
    async pageByUser(userId: number, limit: number, offset: number): Promise<{ count: number; rows: PaymentRow[] }> {
      const found = await rows<PaymentRow & { total: number | string }>(
        db,
        sql`select p.*, pl.name as plan_name, a.slug as ad_slug, a.title as ad_title, a.status as ad_status, ${CAN_RETRY},
                   (select count(*)::int from payments c where c.user_id = ${userId}) as total
            from payments p join plans pl on pl.id = p.plan_id join ads a on a.id = p.ad_id
            where p.user_id = ${userId}
            order by p.created_at desc, p.id desc limit ${int(limit)} offset ${int(offset)}`,
      );
      if (found.length) return { count: Number(found[0].total), rows: found };
      if (!offset) return { count: 0, rows: [] };
      const [c] = await rows<{ n: number | string }>(
        db,
        sql`select count(*)::int as n from payments where user_id = ${userId}`,
      );
      return { count: Number(c?.n ?? 0), rows: [] };
    },

    /** A new pending payment, or nothing when one is already open for this ad, plan and method (unique index). */
    async insertPending(v: {
      adId: number;
      userId: number;
      planId: string;
      amountCents: number;
      currency: string;
      durationDays: number;
      provider: string;
      method: PaymentMethod;
      payer: { name: string; taxId: string; address: PayerAddress } | null;
    }): Promise<number | null> {
      const [r] = await rows<{ id: number | string }>(
        db,
        sql`insert into payments (ad_id, user_id, plan_id, amount_cents, currency, duration_days, provider, method,
                                  payer_name, payer_tax_id, payer_address)
            values (${v.adId}, ${v.userId}, ${v.planId}, ${v.amountCents}, ${v.currency}, ${v.durationDays}, ${v.provider},
                    ${v.method}, ${v.payer?.name ?? null}, ${v.payer?.taxId ?? null},
                    ${v.payer ? JSON.stringify(v.payer.address) : null}::jsonb)
            on conflict (ad_id, plan_id, method) where status in ('pending', 'processing') do nothing
            returning id`,
      );
      return r ? Number(r.id) : null;
    },

    async setIntent(
      id: number,
      providerPaymentId: string,
      clientSecret: string,
      charge?: ChargeDetails,
    ): Promise<void> {
      await db.execute(
        sql`update payments set provider_payment_id = ${providerPaymentId}, client_secret = ${clientSecret},
              pix_copy_paste = ${charge?.pixCopyPaste ?? null}, boleto_line = ${charge?.boletoLine ?? null},
              boleto_voucher_url = ${charge?.boletoVoucherUrl ?? null}, voucher_token = ${charge?.voucherToken ?? null},
              expires_at = ${charge?.expiresAt.toISOString() ?? null}, updated_at = now()
            where id = ${id} and provider_payment_id is null`,
      );
    },

    /** A Pix code or boleto that came with a later event (requires_action): stored when none was. */
    async setCharge(id: number, charge: ChargeDetails): Promise<boolean> {
      const r = await rows<{ id: number }>(
        db,
        sql`update payments set pix_copy_paste = ${charge.pixCopyPaste ?? null}, boleto_line = ${charge.boletoLine ?? null},
              boleto_voucher_url = ${charge.boletoVoucherUrl ?? null}, expires_at = ${charge.expiresAt.toISOString()},
              updated_at = now()
            where id = ${id} and pix_copy_paste is null and boleto_line is null returning id`,
      );
      return r.length > 0;
    },

    /**
     * Pending Pix and boletos past their end become canceled with the pt-BR reason (only the given
     * ad, plan and method when `only` says so); returns them, for the notifications.
     */
    async expireCharges(only?: { adId: number; planId: string; method: PaymentMethod }): Promise<ExpiredCharge[]> {
      const which = only
        ? sql`and ad_id = ${only.adId} and plan_id = ${only.planId} and method = ${only.method}`
        : sql``;
      return rows<ExpiredCharge>(
        db,
        sql`with expired as (
              update payments set status = 'canceled', updated_at = now(),
                failure_message = case method when 'pix' then ${EXPIRED_REASON.pix} else ${EXPIRED_REASON.boleto} end
              where status = 'pending' and expires_at is not null and expires_at <= now() ${which}
              returning id, user_id, method, plan_id, ad_id)
            select e.id, e.user_id, e.method, e.plan_id, pl.name as plan_name, a.title as ad_title, a.slug as ad_slug
            from expired e join plans pl on pl.id = e.plan_id join ads a on a.id = e.ad_id order by e.id`,
      );
    },

    /** Claims an event id; false when it was received before (a redelivery). */
    async claimEvent(e: { id: string; provider: string; type: string; payload: unknown }): Promise<boolean> {
      const r = await rows<{ id: string }>(
        db,
        sql`insert into payment_events (id, provider, type, outcome, payload)
            values (${e.id}, ${e.provider}, ${e.type}, 'received', ${JSON.stringify(e.payload)}::jsonb)
            on conflict (id) do nothing returning id`,
      );
      return r.length > 0;
    },

    async setEventOutcome(id: string, paymentId: number | null, outcome: string): Promise<void> {
      await db.execute(sql`update payment_events set payment_id = ${paymentId}, outcome = ${outcome} where id = ${id}`);
    },

    /** The payment an event is about, locked until the transaction ends. */
    async lockForEvent(providerPaymentId: string | null, paymentId: number | null): Promise<PaymentRow | null> {
      if (!providerPaymentId && !paymentId) return null;
      const where = providerPaymentId ? sql`p.provider_payment_id = ${providerPaymentId}` : sql`p.id = ${paymentId}`;
      const [r] = await rows<PaymentRow>(db, sql`${PAYMENT_SELECT} where ${where} for update of p`);
      return r ?? null;
    },

    async setStatus(id: number, status: string, failureMessage: string | null): Promise<void> {
      await db.execute(
        sql`update payments set status = ${status}, failure_message = ${failureMessage}, updated_at = now() where id = ${id}`,
      );
    },

    async markSucceeded(id: number, highlightedUntil: string): Promise<void> {
      await db.execute(
        sql`update payments set status = 'succeeded', failure_message = null, highlighted_until = ${highlightedUntil},
              succeeded_at = now(), updated_at = now() where id = ${id}`,
      );
    },

    /**
     * Extends the ad's highlight from max(now, current end) by `days`, and sets its plan — unless a
     * running highlight's plan places it higher (a Destaque bought during a Premium keeps the
     * Premium's place until the extended end: the member never loses a place already paid for).
     */
    async extendHighlight(
      adId: number,
      planId: string,
      days: number,
    ): Promise<{ owner_id: number; slug: string; title: string; highlighted_until: string }> {
      const [r] = await rows<{ owner_id: number | string; slug: string; title: string; highlighted_until: unknown }>(
        db,
        sql`update ads set plan = case
                when highlighted_until > now()
                 and (select placement from plans where id = ads.plan) > (select placement from plans where id = ${planId})
                then ads.plan else ${planId} end,
              highlighted_until = greatest(coalesce(highlight_paused_at, now()), coalesce(highlighted_until, now()))
                + make_interval(days => ${days}::int),
              -- A success that lands while the ad is not active waits, frozen, for it to be active.
              highlight_paused_at = case when status <> 'active' then coalesce(highlight_paused_at, now()) end,
              updated_at = now()
            where id = ${adId}
            returning owner_id, slug, title, highlighted_until`,
      );
      return {
        owner_id: Number(r.owner_id),
        slug: r.slug,
        title: r.title,
        highlighted_until: iso(r.highlighted_until),
      };
    },

    /** An open payment asked for again (Pagar pressed once more): its abandonment clock restarts. */
    async touch(id: number): Promise<void> {
      await db.execute(sql`update payments set updated_at = now() where id = ${id} and status = 'pending'`);
    },

    /**
     * Pending payments untouched for `minutes` (Pagar pressed, never finished) become canceled;
     * returns how many. A late success from the provider still applies (succeeded ranks higher).
     * A Pix or boleto that is waiting for the money has its own end (expires_at, expireCharges).
     */
    async cancelAbandoned(minutes: number): Promise<number> {
      const r = await rows<{ id: number }>(
        db,
        sql`update payments set status = 'canceled', failure_message = ${ABANDONED}, updated_at = now()
            where status = 'pending' and expires_at is null
              and updated_at < now() - make_interval(mins => ${minutes}::int)
            returning id`,
      );
      return r.length;
    },

    /** Ads whose highlight is over (and not frozen) go back to the free plan; returns how many. */
    async endDueHighlights(): Promise<number> {
      // A frozen highlight (its ad not active: highlight_paused_at) is not over: its days resume.
      const r = await rows<{ id: number }>(
        db,
        sql`update ads set plan = 'free', updated_at = now()
            where highlighted_until <= now() and plan <> 'free' and highlight_paused_at is null
            returning id`,
      );
      return r.length;
    },
  };
}
