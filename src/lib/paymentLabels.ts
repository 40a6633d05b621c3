/**
 * A provider's event in a sale's history, in Portuguese (the provider's own name stays in a
 * tooltip, for support). Every type the server acts on (payments.service.ts: EVENT_STATUS and
 * requires_action, which brings a Pix's code or a boleto), the
 * refund the demo data records, and the other PaymentIntent and charge events a Stripe webhook
 * may be subscribed to; anything else reads as PAYMENT_EVENT_FALLBACK.
 */
export const PAYMENT_EVENT_LABEL: Record<string, string> = {
  'payment_intent.created': 'Pagamento iniciado',
  'payment_intent.requires_action': 'Aguardando o cliente (autenticação do cartão, Pix ou boleto)',
  'payment_intent.processing': 'Pagamento em processamento',
  'payment_intent.succeeded': 'Pagamento aprovado',
  'payment_intent.payment_failed': 'Pagamento recusado',
  'payment_intent.canceled': 'Pagamento cancelado',
  'payment_intent.amount_capturable_updated': 'Valor autorizado para captura',
  'payment_intent.partially_funded': 'Pagamento parcialmente recebido',
  'charge.pending': 'Cobrança pendente',
  'charge.succeeded': 'Cobrança aprovada',
  'charge.failed': 'Cobrança recusada',
  'charge.captured': 'Cobrança capturada',
  'charge.expired': 'Cobrança expirada',
  'charge.updated': 'Cobrança atualizada',
  'charge.refunded': 'Reembolso',
  'charge.refund.updated': 'Reembolso atualizado',
  'charge.dispute.created': 'Contestação aberta',
  'charge.dispute.updated': 'Contestação atualizada',
  'charge.dispute.closed': 'Contestação encerrada',
  'charge.dispute.funds_withdrawn': 'Valor retido por contestação',
  'charge.dispute.funds_reinstated': 'Valor devolvido após contestação',
  'refund.created': 'Reembolso solicitado',
  'refund.updated': 'Reembolso atualizado',
  'refund.failed': 'Reembolso falhou',
};
export const PAYMENT_EVENT_FALLBACK = 'Outro evento do provedor';
export const paymentEventLabel = (type: string) => PAYMENT_EVENT_LABEL[type] ?? PAYMENT_EVENT_FALLBACK;

/** What the server did with a provider's event (payments.service.ts EventOutcome). */
export const PAYMENT_EVENT_OUTCOME_LABEL: Record<string, string> = {
  applied: 'aplicado',
  duplicate: 'repetido, ignorado',
  ignored: 'sem efeito (situação já posterior)',
  unknown_payment: 'pagamento desconhecido',
  unhandled: 'tipo não tratado',
};
