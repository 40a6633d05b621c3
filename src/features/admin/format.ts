import { formatBRL } from '../../lib/price';

/** The admin tables' labels and formats (R$, dd/mm/aaaa hh:mm in Brasília). */

export {
  PAYMENT_STATUS_LABEL as STATUS_LABEL,
  PAYMENT_METHOD_LABEL as METHOD_LABEL,
  MONTH_NAMES as MONTHS,
} from '../../../shared/sales';
export const STATUS_COLOR: Record<string, string> = {
  pending: 'default',
  processing: 'processing',
  succeeded: 'success',
  failed: 'error',
  canceled: 'default',
  refunded: 'warning',
};
export const PROVIDER_LABEL: Record<string, string> = { stripe: 'Stripe', local: 'Teste local' };
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "24/11/2026 14:05" */
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dateTime.format(new Date(iso)).replace(',', '') : '—';

const yearMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
});

/** Whether a month of a year has not begun yet in Brasília (the reports' clock). */
export function monthAhead(year: number, month: number, now = new Date()): boolean {
  const [y, m] = yearMonth.format(now).split('-').map(Number);
  return year > y || (year === y && month > m);
}

/** "24/11/2026" from AAAA-MM-DD */
export const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** "24/11" from AAAA-MM-DD (chart axes) */
export const formatShortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export const money = (cents: number) => formatBRL(cents);

const integer = new Intl.NumberFormat('pt-BR');
export const formatInt = (n: number) => integer.format(n);

const percent = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const rate = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
/** A share of a whole: "98,4%" (pt-BR writes no space before the sign). */
export const formatRate = (v: number) => rate.format(v);

const compactReais = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
/** A chart axis' amount, short enough for every tick to show: "R$ 8 mil", "R$ 1,2 mi". */
export const axisMoney = (cents: number) => compactReais.format(cents / 100);

/** "+12,5%" or "—" when there is nothing to compare with */
export const formatChange = (v: number | null) => (v === null ? '—' : percent.format(v));

/** The totals of the whole filtered set, in one line (the sales table's summary, the phone's cards). */
export const salesTotalsText = (t: {
  count: number;
  paid_count: number;
  gross_cents: number;
  average_ticket_cents: number;
}) =>
  `Total do filtro: ${formatInt(t.count)} ${t.count === 1 ? 'pagamento' : 'pagamentos'} · ` +
  `${formatInt(t.paid_count)} ${t.paid_count === 1 ? 'aprovado' : 'aprovados'} · bruto ` +
  `${money(t.gross_cents)} · ticket médio ${money(t.average_ticket_cents)}`;
