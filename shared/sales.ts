/**
 * The sales' words and orders that the server (server/src/modules/admin: the API's query, the CSV
 * and XLSX exports) and the SPA (the admin's sales pages, the member's payment history) share.
 */

/** The sales table's sort orders: a column, ascending, or descending with a leading '-'. */
export const SALES_ORDERINGS = [
  'created_at',
  '-created_at',
  'amount',
  '-amount',
  'status',
  '-status',
  'plan',
  '-plan',
  'user',
  '-user',
] as const;
export type SalesOrdering = (typeof SALES_ORDERINGS)[number];

/** A payment's status in Portuguese. */
export const PAYMENT_STATUS_LABEL: Record<string, string> = {
  pending: 'Pendente',
  processing: 'Processando',
  succeeded: 'Aprovado',
  failed: 'Recusado',
  canceled: 'Cancelado',
  refunded: 'Reembolsado',
};

/** How a payment was paid, in Portuguese. */
export const PAYMENT_METHOD_LABEL: Record<string, string> = { card: 'Cartão', pix: 'Pix', boleto: 'Boleto' };

/** The months' names, January first (index = month - 1). */
export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;
