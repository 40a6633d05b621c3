/** Pix and boleto: the answer while one waits, the boleto payer's check and the local printable boleto. */
import { addressErrors, maskCep, normalizeAddress, type PayerAddress } from '../../../../shared/payerAddress';
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

export interface PayerInput {
  name: string;
  tax_id: string;
  address?: PayerAddress;
}

export interface Payer {
  name: string;
  taxId: string;
  address: PayerAddress;
}

/**
 * The boleto's payer, checked with the form's pt-BR messages: the name, the CPF or CNPJ as digits
 * and the address (shared/payerAddress.ts; field errors `payer.address.<field>`), required with
 * every provider: a boleto is registered with the payer's address, and the test boleto prints it.
 */
export function checkPayer(input: PayerInput | undefined): Payer {
  const name = (input?.name ?? '').replace(/\s+/g, ' ').trim();
  const taxId = input?.tax_id ?? '';
  const fields: Record<string, string[]> = {};
  if (name.length < 3) fields['payer.name'] = [NAME_MESSAGE];
  const taxError = taxIdError(taxId);
  if (taxError) fields['payer.tax_id'] = [taxError];
  for (const [field, message] of Object.entries(addressErrors(input?.address))) {
    fields[`payer.address.${field}`] = [message];
  }
  if (Object.keys(fields).length || !input?.address) throw validationError(fields);
  return { name, taxId: normalizeTaxId(taxId), address: normalizeAddress(input.address) };
}

/** "Rua X, 10, apto 2 - Centro, São Paulo/SP, CEP 01001-000": the address as a boleto prints it. */
const addressLine = (a: PayerAddress) =>
  `${[a.street, a.number, a.complement].filter(Boolean).join(', ')} - ${a.neighborhood}, ${a.city}/${a.state}, CEP ${maskCep(a.postal_code)}`;

/** The due date of a boleto payable until `expiresAt`: its calendar date in Brasília. */
const dueDate = (expiresAt: unknown) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso(expiresAt)));

/** The local provider's printable boleto: a test boleto, said so on the page. */
export function renderVoucher(r: PaymentRow, merchantName: string): string | null {
  if (!r.boleto_line || !r.expires_at || !r.payer_name || !r.payer_tax_id) return null;
  return renderBoletoVoucherHtml({
    payer: {
      name: r.payer_name,
      taxId: r.payer_tax_id,
      address: r.payer_address ? addressLine(r.payer_address) : undefined,
    },
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
