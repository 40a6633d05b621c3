import {
  paymentsGeneratedApi,
  type CreatePaymentApiResponse,
  type GetPaymentApiResponse,
  type GetPaymentsConfigApiResponse,
} from './generated/payments.gen';
import { plansGeneratedApi, type ListPlansApiResponse } from './generated/plans.gen';

const paymentTag = (id: number) => ({ type: 'Payment' as const, id });
const MINE = { type: 'Payment' as const, id: 'MINE' };

/** Plans change only when staff edit them: kept for an hour. */
export const plansApi = plansGeneratedApi.enhanceEndpoints({
  endpoints: { listPlans: { keepUnusedDataFor: 3600 } },
});

/** What a test confirmation makes stale: the payment, the list, and the ad once it is highlighted. */
const afterConfirmation = (r: GetPaymentApiResponse | undefined, _e: unknown, arg: { id: number }) => [
  paymentTag(arg.id),
  MINE,
  ...(r?.status === 'succeeded'
    ? [
        { type: 'Ad' as const, id: r.ad.slug },
        { type: 'AdList' as const, id: 'LIST' },
      ]
    : []),
];

/**
 * Payments as the pages use them. The status shown is always the server's (getPayment, polled);
 * a finished payment changes the ad (plan, highlight), so the ads' caches are invalidated too.
 */
export const paymentsApi = paymentsGeneratedApi
  .enhanceEndpoints({ addTagTypes: ['Payment', 'Ad', 'AdList'] })
  .enhanceEndpoints({
    endpoints: {
      getPaymentsConfig: { keepUnusedDataFor: 3600, providesTags: [] },
      // Creating (or getting back the open payment) changes no list the page is showing.
      createPayment: { invalidatesTags: [MINE] },
      listMyPayments: { providesTags: [MINE] },
      // A payment notification (the live stream drops MINE) refetches the payment on screen: a Pix
      // or boleto paid elsewhere shows as approved without a reload (polling is the fallback).
      getPayment: { providesTags: (_r, _e, arg) => [paymentTag(arg.id), MINE] },
      confirmTestCardPayment: { invalidatesTags: afterConfirmation },
      confirmTestPixOrBoletoPayment: { invalidatesTags: afterConfirmation },
      postStripeWebhook: { invalidatesTags: [] },
    },
  });

export const { useListPlansQuery } = plansApi;
export const {
  useGetPaymentsConfigQuery,
  useCreatePaymentMutation,
  useGetPaymentQuery,
  useListMyPaymentsQuery,
  useConfirmTestCardPaymentMutation,
  useConfirmTestPixOrBoletoPaymentMutation,
} = paymentsApi;

export type Plan = ListPlansApiResponse[number];
export type Payment = GetPaymentApiResponse;
export type PaymentCheckout = CreatePaymentApiResponse;
export type PaymentsConfig = GetPaymentsConfigApiResponse;
export type PaymentMethod = Payment['method'];
export type PixCharge = NonNullable<Payment['pix']>;
export type BoletoCharge = NonNullable<Payment['boleto']>;
/** Statuses after which the page stops polling. */
export const FINAL_STATUSES: ReadonlyArray<Payment['status']> = ['succeeded', 'failed', 'canceled', 'refunded'];
