/** Pix and boleto: the answer while one waits, the boleto payer's check and the local printable boleto. */
import { normalizeTaxId, taxIdError } from '../../../../shared/taxId';
import { boletoBarcodeSvg, lineToBarcode } from '../../lib/boleto';
import { renderBoletoVoucherHtml } from '../../lib/boletoVoucher';
import { validationError } from '../../lib/errors';
import { pixQrSvg } from '../../lib/pix';
import { iso } from '../../lib/values';
import { toPayment, type PaymentRow } from './payments.repository';
import type { Payment } from './payments.schemas';

/** The local printable boleto's address (the token is its secret part). */
export const voucherPath = (token: string) => `/api/v1/payments/boleto/${token}/`;

const waiting = (r: PaymentRow) => r.status === 'pending' || r.status === 'processing';

/**
 * A payment as the API gives it, with `pix` or `boleto` while the money is awaited (the QR code is
 * drawn from the stored code, the barcode from the stored line).
 */
export async function chargeAnswer(r: PaymentRow): Promise<Payment> {
  const payment = toPayment(r);
  const expiresAt = r.expires_at ? iso(r.expires_at) : null;
  let pix: Payment['pix'] = null;
  let boleto: Payment['boleto'] = null;
  if (waiting(r) && expiresAt && r.pix_copy_paste) {
    pix = { copy_paste: r.pix_copy_paste, qr_svg: await pixQrSvg(r.pix_copy_paste), expires_at: expiresAt };
  }
  const voucherUrl = r.boleto_voucher_url ?? (r.voucher_token ? voucherPath(r.voucher_token) : null);
  if (waiting(r) && expiresAt && r.boleto_line && voucherUrl) {
    boleto = {
      line: r.boleto_line,
      barcode: lineToBarcode(r.boleto_line),
      voucher_url: voucherUrl,
      expires_at: expiresAt,
    };
  }
  return { ...payment, pix, boleto };
}

const NAME_MESSAGE = 'Informe o nome completo de quem vai pagar o boleto.';

/** The boleto's payer, checked with the form's pt-BR messages: the name, and the CPF or CNPJ as digits. */
export function checkPayer(input: { name: string; tax_id: string } | undefined): { name: string; taxId: string } {
  const name = (input?.name ?? '').replace(/\s+/g, ' ').trim();
  const taxId = input?.tax_id ?? '';
  const fields: Record<string, string[]> = {};
  if (name.length < 3) fields['payer.name'] = [NAME_MESSAGE];
  const taxError = taxIdError(taxId);
  if (taxError) fields['payer.tax_id'] = [taxError];
  if (Object.keys(fields).length) throw validationError(fields);
  return { name, taxId: normalizeTaxId(taxId) };
}

/** The due date of a boleto payable until `expiresAt`: its calendar date in Brasília. */
const dueDate = (expiresAt: unknown) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso(expiresAt)));

/** The local provider's printable boleto: a test boleto, said so on the page. */
export function renderVoucher(r: PaymentRow, merchantName: string): string | null {
  if (!r.boleto_line || !r.expires_at || !r.payer_name || !r.payer_tax_id) return null;
  return renderBoletoVoucherHtml({
    payer: { name: r.payer_name, taxId: r.payer_tax_id },
    beneficiary: { name: merchantName },
    amountCents: Number(r.amount_cents),
    dueDate: dueDate(r.expires_at),
    line: r.boleto_line,
    barcodeSvg: boletoBarcodeSvg(lineToBarcode(r.boleto_line)),
    description: `Plano ${r.plan_name} para destacar o anúncio "${r.ad_title}"`,
    paymentId: Number(r.id),
    notice: 'Boleto de teste: nenhum banco o aceita e nada é cobrado.',
  });
}
