import { Type, type Static } from '@sinclair/typebox';
import { ADDRESS_MAX_LENGTH } from '../../../../shared/payerAddress';
import { pageOf } from '../../lib/pagination';
import { AD_STATUSES } from '../ads/ads.service';

export const PAYMENT_STATUSES = ['pending', 'processing', 'succeeded', 'failed', 'canceled', 'refunded'] as const;
export const PAYMENT_METHODS = ['card', 'pix', 'boleto'] as const;
const Timestamp = Type.String({ format: 'date-time' });

const method = (options: { default?: string } = {}) =>
  Type.Union(
    PAYMENT_METHODS.map((m) => Type.Literal(m)),
    { description: 'Forma de pagamento: cartão de crédito, Pix ou boleto.', ...options },
  );

export const PixCharge = Type.Object(
  {
    copy_paste: Type.String({ description: 'O código "Pix copia e cola" (BR Code).' }),
    qr_svg: Type.String({ description: 'O QR code do mesmo código, como um documento SVG.' }),
    expires_at: Timestamp,
  },
  { title: 'PixCharge' },
);
export type PixCharge = Static<typeof PixCharge>;

export const BoletoCharge = Type.Object(
  {
    line: Type.String({ description: 'A linha digitável, 47 dígitos, sem pontuação.' }),
    barcode: Type.String({ description: 'O código de barras, 44 dígitos.' }),
    voucher_url: Type.String({ description: 'O boleto para imprimir (só quem tem o endereço o abre).' }),
    expires_at: Timestamp,
  },
  { title: 'BoletoCharge' },
);
export type BoletoCharge = Static<typeof BoletoCharge>;

export const Payment = Type.Object(
  {
    id: Type.Integer(),
    ad: Type.Object({
      id: Type.Integer(),
      slug: Type.String(),
      title: Type.String(),
      status: Type.Union(
        AD_STATUSES.map((s) => Type.Literal(s)),
        {
          description: 'Situação atual do anúncio (removed: excluído, sua página não abre mais).',
        },
      ),
    }),
    plan: Type.Object({ id: Type.String(), name: Type.String(), duration_days: Type.Integer() }),
    amount_cents: Type.Integer({ description: 'Valor em centavos, copiado do plano na criação.' }),
    currency: Type.String(),
    provider: Type.Union([Type.Literal('stripe'), Type.Literal('local')]),
    method: method(),
    status: Type.Union(PAYMENT_STATUSES.map((s) => Type.Literal(s))),
    pix: Type.Optional(
      Type.Union([PixCharge, Type.Null()], {
        description:
          'Pix aguardando pagamento: o código, o QR e até quando vale (na criação e na consulta de um pagamento).',
      }),
    ),
    boleto: Type.Optional(
      Type.Union([BoletoCharge, Type.Null()], {
        description: 'Boleto aguardando pagamento: a linha digitável, o boleto para imprimir e o vencimento.',
      }),
    ),
    failure_message: Type.Union([Type.String(), Type.Null()], { description: 'Motivo da recusa, em pt-BR.' }),
    highlighted_until: Type.Union([Timestamp, Type.Null()], {
      description: 'Fim do destaque comprado (após sucesso).',
    }),
    can_retry: Type.Boolean({
      description:
        'true quando o membro pode concluir ou tentar de novo (pendente, recusado ou cancelado, anúncio ativo e o mesmo anúncio e plano não pagos depois).',
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Payment' },
);
export type Payment = Static<typeof Payment>;

export const PaymentCheckout = Type.Object(
  {
    payment: Payment,
    client_secret: Type.String({ description: 'Segredo do PaymentIntent, para o Stripe.js (ou o provedor de teste).' }),
    publishable_key: Type.Union([Type.String(), Type.Null()], {
      description: 'Chave publicável do Stripe; null no provedor de teste.',
    }),
  },
  { title: 'PaymentCheckout' },
);
export type PaymentCheckout = Static<typeof PaymentCheckout>;

const addressPart = (field: keyof typeof ADDRESS_MAX_LENGTH, description: string) =>
  Type.String({ maxLength: ADDRESS_MAX_LENGTH[field], description });

/**
 * The boleto payer's address, required with every boleto (the bank registers the boleto with it;
 * Stripe receives it as the billing address): optional here only so that a missing one gets the
 * same pt-BR field messages as a wrong one.
 */
export const PayerAddressBody = Type.Object(
  {
    postal_code: addressPart('postal_code', 'CEP, com ou sem o hífen (00000-000).'),
    street: addressPart('street', 'Logradouro (rua, avenida…).'),
    number: addressPart('number', 'Número, ou S/N.'),
    complement: Type.Optional(addressPart('complement', 'Complemento (opcional).')),
    neighborhood: addressPart('neighborhood', 'Bairro.'),
    city: addressPart('city', 'Cidade.'),
    state: addressPart('state', 'UF (sigla do estado).'),
  },
  { additionalProperties: false, title: 'PayerAddress' },
);

export const PaymentCreateBody = Type.Object(
  {
    ad: Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 200 })], {
      description: 'Id ou slug do anúncio.',
    }),
    plan: Type.String({ minLength: 1, maxLength: 40, description: 'Id do plano pago.' }),
    method: Type.Optional(method({ default: 'card' })),
    payer: Type.Optional(
      Type.Object(
        {
          name: Type.String({ maxLength: 120 }),
          tax_id: Type.String({ maxLength: 30, description: 'CPF ou CNPJ, com ou sem pontuação.' }),
          address: Type.Optional(PayerAddressBody),
        },
        { additionalProperties: false, description: 'Quem paga o boleto (obrigatório no boleto, com o endereço).' },
      ),
    ),
  },
  { additionalProperties: false },
);

export const PaymentIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const MyPaymentsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type MyPaymentsQuery = Static<typeof MyPaymentsQuery>;

export const PaymentPage = pageOf(Payment, 'PaymentPage');

export const PaymentsConfig = Type.Object(
  {
    provider: Type.Union([Type.Literal('stripe'), Type.Literal('local')]),
    publishable_key: Type.Union([Type.String(), Type.Null()]),
    test_mode: Type.Boolean({ description: 'true com o provedor de teste local: nada é cobrado.' }),
  },
  { title: 'PaymentsConfig' },
);

export const TestCardBody = Type.Object(
  { card_number: Type.String({ minLength: 1, maxLength: 30, description: 'Número de um cartão de teste.' }) },
  { additionalProperties: false },
);

export const WebhookAck = Type.Object({
  received: Type.Boolean(),
  duplicate: Type.Boolean({ description: 'true quando o evento já tinha sido recebido (nada mudou).' }),
});
