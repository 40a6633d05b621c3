/**
 * The printable boleto: one self-contained pt-BR HTML page (A4, no external resources) with the
 * "Recibo do pagador" and the "Ficha de compensação" laid out as FEBRABAN's bloqueto de cobrança
 * (bank code with its digit, linha digitável, local de pagamento, vencimento, beneficiário, valor,
 * pagador, barcode at the foot of the ficha).
 *
 * Every value from the input is HTML-escaped; the barcode SVG goes in as a data: image, so markup in
 * it cannot reach the page. The one script (the "Imprimir" button) and the style are fixed text:
 * BOLETO_VOUCHER_CSP allows exactly them by hash, for the response that serves the page.
 */
import { formatLine, validateLine } from './boleto';
import { formatTaxId } from '../../../shared/taxId';

export interface BoletoVoucherInput {
  /** address: the payer's address on one line, printed under the name when given */
  payer: { name: string; taxId: string; address?: string };
  beneficiary: { name: string; taxId?: string };
  amountCents: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  /** The linha digitável, 47 digits, formatted or not. */
  line: string;
  /** From boletoBarcodeSvg. */
  barcodeSvg: string;
  description: string;
  paymentId: string | number;
  /** A warning shown on top and in the ficha, e.g. for a test boleto that no bank accepts. */
  notice?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string | number): string => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** "R$ 1.234,56" (a plain space after R$, as typed). */
export const formatBrl = (cents: number): string =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\u00a0/g, ' ');

/** "28/11/2026" from '2026-11-28', without going through a time zone. */
export function formatDateBr(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) throw new Error(`Data inválida para o boleto: ${isoDate}`);
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/**
 * The digit printed after the bank code ("001-9", "237-2", "104-0"): mod 11 of the 3 digits,
 * weights 4, 3, 2; 10 and 11 become 0.
 */
export function bankCodeWithDigit(bankCode: string): string {
  const sum = [...bankCode].reduce((s, d, i) => s + Number(d) * (4 - i), 0);
  const dv = 11 - (sum % 11);
  return `${bankCode}-${dv >= 10 ? 0 : dv}`;
}

const STYLE = `
@page { size: A4; margin: 10mm; }
* { box-sizing: border-box; }
body { margin: 0; padding: 16px; font: 12px/1.35 Arial, Helvetica, sans-serif; color: #000; background: #f3f3f3; }
.page { width: 100%; max-width: 190mm; margin: 0 auto; background: #fff; padding: 8mm; }
.toolbar { width: 100%; max-width: 190mm; margin: 0 auto 12px; display: flex; justify-content: space-between; align-items: center; }
.toolbar button { font: inherit; font-size: 14px; padding: 8px 20px; cursor: pointer; }
.notice { border: 2px solid #b00; color: #b00; font-weight: bold; padding: 6px 8px; margin-bottom: 8px; }
h1 { font-size: 16px; margin: 0 0 6px; }
h2 { font-size: 13px; margin: 0; text-align: right; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; }
td { border: 1px solid #000; padding: 2px 4px; vertical-align: top; overflow-wrap: break-word; }
.label { display: block; font-size: 9px; text-transform: uppercase; }
.value { display: block; font-size: 12px; min-height: 15px; }
.right { text-align: right; }
.strong { font-weight: bold; }
.head td { border: 0; border-bottom: 2px solid #000; vertical-align: bottom; padding-bottom: 2px; }
.head .bank { width: 22mm; font-size: 18px; font-weight: bold; border-left: 2px solid #000; border-right: 2px solid #000; text-align: center; }
.head .who { width: 40mm; }
.line { font-size: 14px; font-weight: bold; text-align: right; letter-spacing: 0.5px; }
.cut { border-top: 1px dashed #000; margin: 10mm 0 6mm; font-size: 9px; text-align: right; }
.barcode { display: block; width: 103mm; height: 13mm; margin: 4mm 0 2mm; }
.auth { font-size: 9px; text-align: right; }
.w-narrow { width: 46mm; }
@media screen and (max-width: 640px) {
  body { padding: 8px; }
  .page { padding: 12px; }
  table, tbody, tr, td { display: block; width: auto !important; }
  td + td { border-top: 0; }
  .head td { border: 0 !important; text-align: left; }
  .line { font-size: 13px; }
  .barcode { width: 100%; }
}
@media print {
  body { background: #fff; padding: 0; }
  .page { max-width: none; padding: 0; }
  .no-print { display: none !important; }
}
`;

const SCRIPT = `document.getElementById('imprimir').addEventListener('click', function () { window.print(); });`;

/**
 * Content-Security-Policy for the response that serves the page: nothing but its own style and
 * script (by hash) and data: images. The hashes are SHA-256 of STYLE and SCRIPT; the voucher test
 * recomputes them.
 */
export const BOLETO_VOUCHER_CSP = [
  "default-src 'none'",
  "style-src 'sha256-LPHpLKyuNo7JGgBAnv2sNLayBQ5RkEgA+tNSxJd0IjU='",
  "script-src 'sha256-r0CCZGVIo+AHKd7F2/6T98qBBvNH7F145HlMqQFQqTw='",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const cell = (label: string, value: string, cls = '') =>
  `<td${cls ? ` class="${cls}"` : ''}><span class="label">${label}</span><span class="value">${value}</span></td>`;

const party = (name: string, taxId?: string) =>
  escapeHtml(name) + (taxId ? ` — CPF/CNPJ ${escapeHtml(formatTaxId(taxId))}` : '');

export function renderBoletoVoucherHtml(input: BoletoVoucherInput): string {
  const check = validateLine(input.line);
  if (!check.valid) throw new Error(`Linha digitável inválida no boleto ${input.paymentId}: ${check.reason}`);
  if (!/^<svg[\s>]/.test(input.barcodeSvg.trimStart())) throw new Error('O código de barras do boleto não é um SVG.');

  const line = escapeHtml(formatLine(input.line.replace(/[\s.]/g, '')));
  const bank = escapeHtml(bankCodeWithDigit(check.barcode.slice(0, 3)));
  const due = escapeHtml(formatDateBr(input.dueDate));
  const amount = escapeHtml(formatBrl(input.amountCents));
  const paymentId = escapeHtml(input.paymentId);
  const description = escapeHtml(input.description);
  const payer =
    party(input.payer.name, input.payer.taxId) + (input.payer.address ? `<br>${escapeHtml(input.payer.address)}` : '');
  const beneficiary = party(input.beneficiary.name, input.beneficiary.taxId);
  // preserveAspectRatio="none": the bars fill the 103 × 13 mm box the ficha gives them.
  const svg = input.barcodeSvg.trimStart().replace(/^<svg/, '<svg preserveAspectRatio="none"');
  const barcodeSrc = escapeHtml(`data:image/svg+xml,${encodeURIComponent(svg)}`);
  const notice = input.notice ? `<p class="notice">${escapeHtml(input.notice)}</p>` : '';

  const head = (title: string) => `
      <table class="head"><tr>
        <td class="who"><h1>${escapeHtml(input.beneficiary.name)}</h1></td>
        <td class="bank">${bank}</td>
        <td class="line">${line}</td>
      </tr></table>
      <h2>${title}</h2>`;

  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Boleto — pagamento ${paymentId}</title>
<style>${STYLE}</style>
</head>
<body>
  <div class="toolbar no-print">
    <span>Vencimento ${due} · ${amount}</span>
    <button type="button" id="imprimir">Imprimir</button>
  </div>
  <main class="page">
    ${notice}
    <section aria-label="Recibo do pagador">
      ${head('Recibo do pagador')}
      <table>
        <tr>${cell('Beneficiário', beneficiary)}${cell('Vencimento', due, 'w-narrow right strong')}</tr>
        <tr>${cell('Pagador', payer)}${cell('Valor do documento', amount, 'w-narrow right strong')}</tr>
        <tr>${cell('Descrição', description)}${cell('Número do documento', paymentId, 'w-narrow right')}</tr>
        <tr>${cell('Linha digitável', line)}${cell('Autenticação mecânica', '', 'w-narrow')}</tr>
      </table>
    </section>
    <div class="cut">Corte na linha pontilhada</div>
    <section aria-label="Ficha de compensação">
      ${head('Ficha de compensação')}
      <table>
        <tr>${cell('Local de pagamento', 'Pagável em qualquer banco até o vencimento')}${cell('Vencimento', due, 'w-narrow right strong')}</tr>
        <tr>${cell('Beneficiário', beneficiary)}${cell('Número do documento', paymentId, 'w-narrow right')}</tr>
        <tr>${cell('Instruções', `${description}${notice ? `<br>${escapeHtml(input.notice ?? '')}` : ''}`)}${cell('(=) Valor do documento', amount, 'w-narrow right strong')}</tr>
        <tr>${cell('Pagador', payer)}${cell('Espécie', 'R$', 'w-narrow right')}</tr>
      </table>
      <img class="barcode" alt="Código de barras do boleto" src="${barcodeSrc}">
      <p class="auth">Autenticação mecânica — Ficha de compensação</p>
    </section>
  </main>
  <script>${SCRIPT}</script>
</body>
</html>
`;
}
