/* eslint-disable */
// GENERATED FILE — do not edit. Source: openapi/openapi.json (npm run api:spec).
// Regenerate with: npm run api:spec && npm run api:gen

import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ['payments'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getPaymentsConfig: build.query<GetPaymentsConfigApiResponse, GetPaymentsConfigApiArg>({
        query: () => ({ url: `/api/v1/payments/config/` }),
        providesTags: ['payments'],
      }),
      createPayment: build.mutation<CreatePaymentApiResponse, CreatePaymentApiArg>({
        query: (queryArg) => ({ url: `/api/v1/payments/`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['payments'],
      }),
      listMyPayments: build.query<ListMyPaymentsApiResponse, ListMyPaymentsApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/payments/mine/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['payments'],
      }),
      getPayment: build.query<GetPaymentApiResponse, GetPaymentApiArg>({
        query: (queryArg) => ({ url: `/api/v1/payments/${queryArg.id}/` }),
        providesTags: ['payments'],
      }),
      confirmTestCardPayment: build.mutation<ConfirmTestCardPaymentApiResponse, ConfirmTestCardPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/payments/${queryArg.id}/test-card/`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['payments'],
      }),
      confirmTestPixOrBoletoPayment: build.mutation<
        ConfirmTestPixOrBoletoPaymentApiResponse,
        ConfirmTestPixOrBoletoPaymentApiArg
      >({
        query: (queryArg) => ({ url: `/api/v1/payments/${queryArg.id}/test-confirm/`, method: 'POST' }),
        invalidatesTags: ['payments'],
      }),
      postStripeWebhook: build.mutation<PostStripeWebhookApiResponse, PostStripeWebhookApiArg>({
        query: () => ({ url: `/api/v1/payments/webhooks/stripe/`, method: 'POST' }),
        invalidatesTags: ['payments'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as paymentsGeneratedApi };
export type GetPaymentsConfigApiResponse = /** status 200 Default Response */ {
  provider: 'stripe' | 'local';
  publishable_key: string | null;
  /** true com o provedor de teste local: nada é cobrado. */
  test_mode: boolean;
};
export type GetPaymentsConfigApiArg = void;
export type CreatePaymentApiResponse = /** status 200 Default Response */ {
  payment: {
    id: number;
    ad: {
      id: number;
      slug: string;
      title: string;
      /** Situação atual do anúncio (removed: excluído, sua página não abre mais). */
      status: 'active' | 'paused' | 'expired' | 'removed';
    };
    plan: {
      id: string;
      name: string;
      duration_days: number;
    };
    /** Valor em centavos, copiado do plano na criação. */
    amount_cents: number;
    currency: string;
    provider: 'stripe' | 'local';
    /** Forma de pagamento: cartão de crédito, Pix ou boleto. */
    method: 'card' | 'pix' | 'boleto';
    status: 'pending' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'refunded';
    /** Pix aguardando pagamento: o código, o QR e até quando vale (na criação e na consulta de um pagamento). */
    pix?: {
      /** O código "Pix copia e cola" (BR Code). */
      copy_paste: string;
      /** O QR code do mesmo código, como um documento SVG. */
      qr_svg: string;
      expires_at: string;
    } | null;
    /** Boleto aguardando pagamento: a linha digitável, o boleto para imprimir e o vencimento. */
    boleto?: {
      /** A linha digitável, 47 dígitos, sem pontuação. */
      line: string;
      /** O código de barras, 44 dígitos. */
      barcode: string;
      /** O boleto para imprimir (só quem tem o endereço o abre). */
      voucher_url: string;
      expires_at: string;
    } | null;
    /** Motivo da recusa, em pt-BR. */
    failure_message: string | null;
    /** Fim do destaque comprado (após sucesso). */
    highlighted_until: string | null;
    /** true quando o membro pode concluir ou tentar de novo (pendente, recusado ou cancelado, anúncio ativo e o mesmo anúncio e plano não pagos depois). */
    can_retry: boolean;
    created_at: string;
    updated_at: string;
  };
  /** Segredo do PaymentIntent, para o Stripe.js (ou o provedor de teste). */
  client_secret: string;
  /** Chave publicável do Stripe; null no provedor de teste. */
  publishable_key: string | null;
};
export type CreatePaymentApiArg = {
  body: {
    /** Id ou slug do anúncio. */
    ad: number | string;
    /** Id do plano pago. */
    plan: string;
    /** Forma de pagamento: cartão de crédito, Pix ou boleto. */
    method?: 'card' | 'pix' | 'boleto';
    /** Quem paga o boleto (obrigatório no boleto, com o endereço). */
    payer?: {
      name: string;
      /** CPF ou CNPJ, com ou sem pontuação. */
      tax_id: string;
      address?: {
        /** CEP, com ou sem o hífen (00000-000). */
        postal_code: string;
        /** Logradouro (rua, avenida…). */
        street: string;
        /** Número, ou S/N. */
        number: string;
        /** Complemento (opcional). */
        complement?: string;
        /** Bairro. */
        neighborhood: string;
        /** Cidade. */
        city: string;
        /** UF (sigla do estado). */
        state: string;
      };
    };
  };
};
export type ListMyPaymentsApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    ad: {
      id: number;
      slug: string;
      title: string;
      /** Situação atual do anúncio (removed: excluído, sua página não abre mais). */
      status: 'active' | 'paused' | 'expired' | 'removed';
    };
    plan: {
      id: string;
      name: string;
      duration_days: number;
    };
    /** Valor em centavos, copiado do plano na criação. */
    amount_cents: number;
    currency: string;
    provider: 'stripe' | 'local';
    /** Forma de pagamento: cartão de crédito, Pix ou boleto. */
    method: 'card' | 'pix' | 'boleto';
    status: 'pending' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'refunded';
    /** Pix aguardando pagamento: o código, o QR e até quando vale (na criação e na consulta de um pagamento). */
    pix?: {
      /** O código "Pix copia e cola" (BR Code). */
      copy_paste: string;
      /** O QR code do mesmo código, como um documento SVG. */
      qr_svg: string;
      expires_at: string;
    } | null;
    /** Boleto aguardando pagamento: a linha digitável, o boleto para imprimir e o vencimento. */
    boleto?: {
      /** A linha digitável, 47 dígitos, sem pontuação. */
      line: string;
      /** O código de barras, 44 dígitos. */
      barcode: string;
      /** O boleto para imprimir (só quem tem o endereço o abre). */
      voucher_url: string;
      expires_at: string;
    } | null;
    /** Motivo da recusa, em pt-BR. */
    failure_message: string | null;
    /** Fim do destaque comprado (após sucesso). */
    highlighted_until: string | null;
    /** true quando o membro pode concluir ou tentar de novo (pendente, recusado ou cancelado, anúncio ativo e o mesmo anúncio e plano não pagos depois). */
    can_retry: boolean;
    created_at: string;
    updated_at: string;
  }[];
};
export type ListMyPaymentsApiArg = {
  page?: number;
  pageSize?: number;
};
export type GetPaymentApiResponse = /** status 200 Default Response */ {
  id: number;
  ad: {
    id: number;
    slug: string;
    title: string;
    /** Situação atual do anúncio (removed: excluído, sua página não abre mais). */
    status: 'active' | 'paused' | 'expired' | 'removed';
  };
  plan: {
    id: string;
    name: string;
    duration_days: number;
  };
  /** Valor em centavos, copiado do plano na criação. */
  amount_cents: number;
  currency: string;
  provider: 'stripe' | 'local';
  /** Forma de pagamento: cartão de crédito, Pix ou boleto. */
  method: 'card' | 'pix' | 'boleto';
  status: 'pending' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'refunded';
  /** Pix aguardando pagamento: o código, o QR e até quando vale (na criação e na consulta de um pagamento). */
  pix?: {
    /** O código "Pix copia e cola" (BR Code). */
    copy_paste: string;
    /** O QR code do mesmo código, como um documento SVG. */
    qr_svg: string;
    expires_at: string;
  } | null;
  /** Boleto aguardando pagamento: a linha digitável, o boleto para imprimir e o vencimento. */
  boleto?: {
    /** A linha digitável, 47 dígitos, sem pontuação. */
    line: string;
    /** O código de barras, 44 dígitos. */
    barcode: string;
    /** O boleto para imprimir (só quem tem o endereço o abre). */
    voucher_url: string;
    expires_at: string;
  } | null;
  /** Motivo da recusa, em pt-BR. */
  failure_message: string | null;
  /** Fim do destaque comprado (após sucesso). */
  highlighted_until: string | null;
  /** true quando o membro pode concluir ou tentar de novo (pendente, recusado ou cancelado, anúncio ativo e o mesmo anúncio e plano não pagos depois). */
  can_retry: boolean;
  created_at: string;
  updated_at: string;
};
export type GetPaymentApiArg = {
  id: number;
};
export type ConfirmTestCardPaymentApiResponse = /** status 200 Default Response */ {
  id: number;
  ad: {
    id: number;
    slug: string;
    title: string;
    /** Situação atual do anúncio (removed: excluído, sua página não abre mais). */
    status: 'active' | 'paused' | 'expired' | 'removed';
  };
  plan: {
    id: string;
    name: string;
    duration_days: number;
  };
  /** Valor em centavos, copiado do plano na criação. */
  amount_cents: number;
  currency: string;
  provider: 'stripe' | 'local';
  /** Forma de pagamento: cartão de crédito, Pix ou boleto. */
  method: 'card' | 'pix' | 'boleto';
  status: 'pending' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'refunded';
  /** Pix aguardando pagamento: o código, o QR e até quando vale (na criação e na consulta de um pagamento). */
  pix?: {
    /** O código "Pix copia e cola" (BR Code). */
    copy_paste: string;
    /** O QR code do mesmo código, como um documento SVG. */
    qr_svg: string;
    expires_at: string;
  } | null;
  /** Boleto aguardando pagamento: a linha digitável, o boleto para imprimir e o vencimento. */
  boleto?: {
    /** A linha digitável, 47 dígitos, sem pontuação. */
    line: string;
    /** O código de barras, 44 dígitos. */
    barcode: string;
    /** O boleto para imprimir (só quem tem o endereço o abre). */
    voucher_url: string;
    expires_at: string;
  } | null;
  /** Motivo da recusa, em pt-BR. */
  failure_message: string | null;
  /** Fim do destaque comprado (após sucesso). */
  highlighted_until: string | null;
  /** true quando o membro pode concluir ou tentar de novo (pendente, recusado ou cancelado, anúncio ativo e o mesmo anúncio e plano não pagos depois). */
  can_retry: boolean;
  created_at: string;
  updated_at: string;
};
export type ConfirmTestCardPaymentApiArg = {
  id: number;
  body: {
    /** Número de um cartão de teste. */
    card_number: string;
  };
};
export type ConfirmTestPixOrBoletoPaymentApiResponse = /** status 200 Default Response */ {
  id: number;
  ad: {
    id: number;
    slug: string;
    title: string;
    /** Situação atual do anúncio (removed: excluído, sua página não abre mais). */
    status: 'active' | 'paused' | 'expired' | 'removed';
  };
  plan: {
    id: string;
    name: string;
    duration_days: number;
  };
  /** Valor em centavos, copiado do plano na criação. */
  amount_cents: number;
  currency: string;
  provider: 'stripe' | 'local';
  /** Forma de pagamento: cartão de crédito, Pix ou boleto. */
  method: 'card' | 'pix' | 'boleto';
  status: 'pending' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'refunded';
  /** Pix aguardando pagamento: o código, o QR e até quando vale (na criação e na consulta de um pagamento). */
  pix?: {
    /** O código "Pix copia e cola" (BR Code). */
    copy_paste: string;
    /** O QR code do mesmo código, como um documento SVG. */
    qr_svg: string;
    expires_at: string;
  } | null;
  /** Boleto aguardando pagamento: a linha digitável, o boleto para imprimir e o vencimento. */
  boleto?: {
    /** A linha digitável, 47 dígitos, sem pontuação. */
    line: string;
    /** O código de barras, 44 dígitos. */
    barcode: string;
    /** O boleto para imprimir (só quem tem o endereço o abre). */
    voucher_url: string;
    expires_at: string;
  } | null;
  /** Motivo da recusa, em pt-BR. */
  failure_message: string | null;
  /** Fim do destaque comprado (após sucesso). */
  highlighted_until: string | null;
  /** true quando o membro pode concluir ou tentar de novo (pendente, recusado ou cancelado, anúncio ativo e o mesmo anúncio e plano não pagos depois). */
  can_retry: boolean;
  created_at: string;
  updated_at: string;
};
export type ConfirmTestPixOrBoletoPaymentApiArg = {
  id: number;
};
export type PostStripeWebhookApiResponse = /** status 200 Default Response */ {
  received: boolean;
  /** true quando o evento já tinha sido recebido (nada mudou). */
  duplicate: boolean;
};
export type PostStripeWebhookApiArg = void;
export const {
  useGetPaymentsConfigQuery,
  useLazyGetPaymentsConfigQuery,
  useCreatePaymentMutation,
  useListMyPaymentsQuery,
  useLazyListMyPaymentsQuery,
  useGetPaymentQuery,
  useLazyGetPaymentQuery,
  useConfirmTestCardPaymentMutation,
  useConfirmTestPixOrBoletoPaymentMutation,
  usePostStripeWebhookMutation,
} = injectedRtkApi;
