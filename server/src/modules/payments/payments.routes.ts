import { BOLETO_VOUCHER_CSP } from '../../lib/boletoVoucher';
import { errorResponses, notFound } from '../../lib/errors';
import { Type } from '@sinclair/typebox';
import type { App, ModuleOptions } from '../../lib/types';
import { pageAnswer, pageWindow } from '../../lib/pagination';
import { bearerSecurity } from '../../plugins/auth';
import { createPaymentProvider, type ProviderOptions } from './payments.provider';
import {
  PaymentCheckout,
  PaymentCreateBody,
  PaymentIdParams,
  MyPaymentsQuery,
  PaymentPage,
  Payment,
  PaymentsConfig,
  TestCardBody,
  WebhookAck,
} from './payments.schemas';
import { createPaymentsService } from './payments.service';

export async function paymentsRoutes(app: App, { config, ...options }: ModuleOptions & ProviderOptions) {
  const provider = await createPaymentProvider(config, options);
  const service = createPaymentsService(app.db, provider, app.log, config.pixMerchantName);
  if (provider.name === 'local' && config.nodeEnv !== 'test') {
    app.log.warn('pagamentos no provedor de teste local: nada é cobrado (defina as chaves do Stripe para cobrar)');
  }

  app.get(
    '/api/v1/payments/config/',
    {
      schema: {
        operationId: 'getPaymentsConfig',
        tags: ['payments'],
        summary: 'Qual provedor de pagamento está ativo (stripe ou o de teste local)',
        response: { 200: PaymentsConfig },
      },
    },
    async () => service.config(),
  );

  app.post(
    '/api/v1/payments/',
    {
      onRequest: app.auth.required,
      schema: {
        operationId: 'createPayment',
        tags: ['payments'],
        summary:
          'Cria (ou devolve o aberto) o pagamento de um plano para um anúncio por cartão, Pix ou boleto; o preço vem do plano',
        security: bearerSecurity,
        body: PaymentCreateBody,
        response: { 200: PaymentCheckout, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) =>
      service.checkout(request.user!, request.body.ad, request.body.plan, request.body.method, request.body.payer),
  );

  app.get(
    '/api/v1/payments/mine/',
    {
      onRequest: app.auth.required,
      schema: {
        operationId: 'listMyPayments',
        tags: ['payments'],
        summary: 'Meus pagamentos, do mais recente ao mais antigo',
        security: bearerSecurity,
        querystring: MyPaymentsQuery,
        response: { 200: PaymentPage, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const page = pageWindow(request.query, { size: 10, max: 50 });
      return pageAnswer(request, page, await service.mine(request.user!, page));
    },
  );

  app.get(
    '/api/v1/payments/:id/',
    {
      onRequest: app.auth.required,
      schema: {
        operationId: 'getPayment',
        tags: ['payments'],
        summary: 'Um pagamento meu (a página de pagamento consulta o status)',
        security: bearerSecurity,
        params: PaymentIdParams,
        response: { 200: Payment, ...errorResponses(401, 404) },
      },
    },
    async (request) => service.get(request.user!, request.params.id),
  );

  app.post(
    '/api/v1/payments/:id/test-card/',
    {
      onRequest: app.auth.required,
      schema: {
        operationId: 'confirmTestCardPayment',
        tags: ['payments'],
        summary: 'Provedor de teste: confirma com um cartão de teste (4242… aprova, 4000 0000 0000 0002 recusa)',
        security: bearerSecurity,
        params: PaymentIdParams,
        body: TestCardBody,
        response: { 200: Payment, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => service.confirmTestCard(request.user!, request.params.id, request.body.card_number),
  );

  // The offline demo only: with the Stripe keys the route does not exist (the money arrives by webhook).
  if (provider.name === 'local') {
    app.post(
      '/api/v1/payments/:id/test-confirm/',
      {
        onRequest: app.auth.required,
        schema: {
          operationId: 'confirmTestPixOrBoletoPayment',
          tags: ['payments'],
          summary: 'Provedor de teste: simula o pagamento recebido de um Pix ou boleto',
          security: bearerSecurity,
          params: PaymentIdParams,
          response: { 200: Payment, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (request) => service.confirmTestCharge(request.user!, request.params.id),
    );

    // The printable test boleto, opened in a new tab (no session there): its address is the secret.
    app.get(
      '/api/v1/payments/boleto/:token/',
      {
        schema: {
          hide: true,
          params: Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }) }),
        },
      },
      async (request, reply) => {
        const html = await service.voucher(request.params.token);
        if (!html) throw notFound('Boleto não encontrado.', 'boleto_not_found');
        return reply
          .header('content-security-policy', BOLETO_VOUCHER_CSP)
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    );
  }

  // The webhook needs the body exactly as sent (the signature covers its bytes): its own scope
  // keeps JSON as a Buffer here only.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post(
      '/api/v1/payments/webhooks/stripe/',
      {
        schema: {
          operationId: 'postStripeWebhook',
          tags: ['payments'],
          summary: 'Eventos do Stripe (assinatura verificada; cada evento é aplicado uma única vez)',
          response: { 200: WebhookAck, ...errorResponses(400) },
        },
      },
      async (request) => service.receiveStripeWebhook(request.body, request.headers['stripe-signature'], request.log),
    );
  });
}
