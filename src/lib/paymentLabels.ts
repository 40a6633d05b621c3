/** A payment's status in Portuguese: the member's payment history and the admin's sales tables. */
export const PAYMENT_STATUS_LABEL: Record<string, string> = {
  pending: 'Pendente',
  processing: 'Processando',
  succeeded: 'Aprovado',
  failed: 'Recusado',
  canceled: 'Cancelado',
  refunded: 'Reembolsado',
};
