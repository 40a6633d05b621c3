import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { boletoBarcodeSvg, buildBoleto } from '../../src/lib/boleto';
import {
  bankCodeWithDigit,
  BOLETO_VOUCHER_CSP,
  type BoletoVoucherInput,
  formatBrl,
  formatDateBr,
  renderBoletoVoucherHtml,
} from '../../src/lib/boletoVoucher';

const boleto = buildBoleto({
  bankCode: '237',
  dueDate: '2026-12-01',
  amountCents: 1590,
  freeField: '2949060000000000300065800',
});

const input: BoletoVoucherInput = {
  payer: { name: 'Maria da Silva', taxId: '52998224725' },
  beneficiary: { name: 'Tribo Classificados', taxId: '11444777000161' },
  amountCents: 1590,
  dueDate: '2026-12-01',
  line: boleto.line,
  barcodeSvg: boletoBarcodeSvg(boleto.barcode),
  description: 'Destaque Premium por 30 dias',
  paymentId: 123,
};

const count = (html: string, needle: string) => html.split(needle).length - 1;

test('a complete pt-BR page with the receipt, the ficha, the line, the barcode, due date and amount', () => {
  const html = renderBoletoVoucherHtml(input);
  assert.match(html, /^<!doctype html>\n<html lang="pt-BR">/);
  assert.ok(html.trimEnd().endsWith('</html>'));
  assert.match(html, /<meta charset="utf-8">/);
  assert.match(html, /<section aria-label="Recibo do pagador">/);
  assert.match(html, /<section aria-label="Ficha de compensação">/);
  assert.equal(count(html, boleto.lineFormatted), 3, 'in both heads and in the receipt');
  assert.ok(html.indexOf('Recibo do pagador') < html.indexOf('Ficha de compensação'));
  assert.equal(count(html, '01/12/2026'), 3);
  assert.equal(count(html, 'R$ 15,90'), 3);
  assert.match(html, /237-2/);
  assert.match(html, /Maria da Silva — CPF\/CNPJ 529\.982\.247-25/);
  assert.match(html, /Tribo Classificados — CPF\/CNPJ 11\.444\.777\/0001-61/);
  assert.match(html, /Destaque Premium por 30 dias/);
  assert.match(html, /Pagável em qualquer banco até o vencimento/);
  assert.match(html, /<img class="barcode" alt="Código de barras do boleto" src="data:image\/svg\+xml,%3Csvg%20/);
});

test('the barcode image is the SVG given, stretched to the box the ficha gives it', () => {
  const html = renderBoletoVoucherHtml(input);
  const src = /<img class="barcode"[^>]* src="data:image\/svg\+xml,([^"]+)"/.exec(html)![1];
  const svg = decodeURIComponent(src);
  assert.equal(svg, input.barcodeSvg.replace(/^<svg/, '<svg preserveAspectRatio="none"'));
  assert.match(html, /\.barcode \{ display: block; width: 103mm; height: 13mm;/);
});

test('printable: A4, the Imprimir button hidden on print, no external resources', () => {
  const html = renderBoletoVoucherHtml(input);
  assert.match(html, /@page \{ size: A4;/);
  assert.match(html, /<div class="toolbar no-print">[\s\S]*<button type="button" id="imprimir">Imprimir<\/button>/);
  assert.match(html, /@media print \{[^@]*\.no-print \{ display: none !important; \}/);
  assert.match(
    html,
    /getElementById\('imprimir'\)\.addEventListener\('click', function \(\) \{ window\.print\(\); \}\)/,
  );
  assert.doesNotMatch(html, /(?:src|href)="(?!data:)/, 'every src is a data: URI, no links');
  assert.doesNotMatch(html, /https?:\/\/|@import|url\(/);
  assert.equal(count(html, '<script'), 1);
  assert.equal(count(html, '<img'), 1);
});

test('every text from the input is escaped: quotes, <, > and & cannot break the page', () => {
  const evil = `Zé "<b>" & 'Cia' </td></table><script>alert(1)</script><img src=x onerror=alert(2)>`;
  const html = renderBoletoVoucherHtml({
    ...input,
    payer: { name: evil, taxId: '<b>1</b>' },
    beneficiary: { name: evil },
    description: evil,
    paymentId: `"><script>alert(3)</script>`,
    notice: evil,
    barcodeSvg: `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(4)</script>"'></svg>`,
  });
  const escaped =
    'Zé &quot;&lt;b&gt;&quot; &amp; &#39;Cia&#39; &lt;/td&gt;&lt;/table&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
  assert.ok(count(html, escaped) >= 6, 'payer, beneficiary, heads, description and notice, escaped');
  assert.match(html, /&quot;&gt;&lt;script&gt;alert\(3\)&lt;\/script&gt;/);
  assert.match(html, /&lt;b&gt;1&lt;\/b&gt;/);
  assert.doesNotMatch(html, /alert\(\d\)<\/script>|<img src=x|<b>|"'/);
  assert.equal(count(html, '<script'), 1, 'only the page’s own script');
  assert.equal(count(html, '<img'), 1);
  assert.equal(count(html, '<table'), 4);
  assert.equal(count(html, '</table>'), 4);
});

test('the line is checked and shown formatted whatever way it comes', () => {
  const html = renderBoletoVoucherHtml({ ...input, line: boleto.lineFormatted });
  assert.equal(count(html, boleto.lineFormatted), 3);
  const changed = boleto.line.slice(0, 46) + String((Number(boleto.line[46]) + 1) % 10);
  assert.throws(() => renderBoletoVoucherHtml({ ...input, line: changed }), /Linha digitável inválida/);
  assert.throws(() => renderBoletoVoucherHtml({ ...input, barcodeSvg: 'x' }), /SVG/);
});

test('amounts and dates in the pt-BR format', () => {
  assert.equal(formatBrl(1590), 'R$ 15,90');
  assert.equal(formatBrl(5), 'R$ 0,05');
  assert.equal(formatBrl(123456789), 'R$ 1.234.567,89');
  assert.equal(formatDateBr('2026-12-01'), '01/12/2026');
  assert.equal(formatDateBr('2025-02-22'), '22/02/2025');
  assert.throws(() => formatDateBr('01/12/2026'));
  const html = renderBoletoVoucherHtml({ ...input, amountCents: 123456 });
  assert.match(html, /R\$ 1\.234,56/, 'the amount printed is the amount given');
});

test('the bank code carries its digit as banks print it', () => {
  assert.equal(bankCodeWithDigit('001'), '001-9');
  assert.equal(bankCodeWithDigit('237'), '237-2');
  assert.equal(bankCodeWithDigit('341'), '341-7');
  assert.equal(bankCodeWithDigit('104'), '104-0');
  assert.equal(bankCodeWithDigit('033'), '033-7');
});

test('the CSP allows exactly the page’s own style and script, by hash', () => {
  const html = renderBoletoVoucherHtml(input);
  const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
  assert.ok(BOLETO_VOUCHER_CSP.includes(`style-src ${sha(style)}`), 'style hash');
  assert.ok(BOLETO_VOUCHER_CSP.includes(`script-src ${sha(script)}`), 'script hash');
  assert.match(BOLETO_VOUCHER_CSP, /default-src 'none'/);
  assert.match(BOLETO_VOUCHER_CSP, /img-src data:/);
  assert.doesNotMatch(html, / style="/, 'no inline style attributes, which the CSP would block');
});
