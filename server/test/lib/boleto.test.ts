import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  barcodeToLine,
  boletoAmount,
  boletoBarcodeSvg,
  buildBoleto,
  dueDateFactor,
  formatLine,
  lineToBarcode,
  mod10,
  mod11,
  validateLine,
} from '../../src/lib/boleto';

// ---- A second, deliberately plain implementation of the FEBRABAN rules, to check the module by ----

function plainMod10(s: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = s.length - 1; i >= 0; i--) {
    const p = Number(s[i]) * weight;
    sum += Math.floor(p / 10) + (p % 10);
    weight = weight === 2 ? 1 : 2;
  }
  return sum % 10 === 0 ? 0 : 10 - (sum % 10);
}

function plainMod11(s: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = s.length - 1; i >= 0; i--) {
    sum += Number(s[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const r = sum % 11;
  return r === 0 || r === 1 ? 1 : 11 - r;
}

function plainBoleto(bank: string, factor: string, amount: string, free: string) {
  const dv = plainMod11(bank + '9' + factor + amount + free);
  const barcode = `${bank}9${dv}${factor}${amount}${free}`;
  const c1 = bank + '9' + free.substring(0, 5);
  const c2 = free.substring(5, 15);
  const c3 = free.substring(15, 25);
  const line = c1 + plainMod10(c1) + c2 + plainMod10(c2) + c3 + plainMod10(c3) + dv + factor + amount;
  return { barcode, line };
}

test('mod 10 and mod 11 agree with the digits of real boletos (Caelum Stella test vectors)', () => {
  // Banco do Brasil, Bradesco and HSBC barcodes without their general digit, and field data.
  assert.equal(mod11('0019386000000040000000001207113000900020618'), 5);
  assert.equal(mod11('2379316800000001002949060000000000300065800'), 6);
  assert.equal(mod11('3999100100001200000351202000003910476618602'), 3);
  assert.equal(mod11('3999597400000001002461722000000001934404542'), 1, 'remainder 1 (10) becomes 1');
  assert.equal(mod10('237929490'), 9);
  assert.equal(mod10('6000000000'), 4);
  assert.equal(mod10('0300065800'), 9);
  assert.equal(mod10('399903512'), 8);
});

test('a real Bradesco boleto, rebuilt: barcode, linha digitável and its format', () => {
  // Factor 3168 = 2006-06-10; R$ 1,00; the bank's free field.
  const boleto = buildBoleto({
    bankCode: '237',
    dueDate: '2006-06-10',
    amountCents: 100,
    freeField: '2949060000000000300065800',
  });
  assert.equal(boleto.barcode, '23796316800000001002949060000000000300065800');
  assert.equal(boleto.line, '23792949096000000000403000658009631680000000100');
  assert.equal(boleto.lineFormatted, '23792.94909 60000.000004 03000.658009 6 31680000000100');
  assert.deepEqual(validateLine(boleto.lineFormatted), { valid: true, barcode: boleto.barcode });
});

test('the module agrees with the plain implementation on many boletos', () => {
  let seed = 42;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const digits = (n: number) => Array.from({ length: n }, () => rand(10)).join('');
  for (let i = 0; i < 500; i++) {
    const bank = digits(3);
    const free = digits(25);
    const amountCents = rand(10) === 0 ? 0 : rand(100_000_000);
    const days = 1000 + rand(20_000);
    const dueDate = new Date(Date.UTC(1997, 9, 7) + days * 86_400_000).toISOString().slice(0, 10);
    const factor = String(((days - 1000) % 9000) + 1000);
    const amount = String(amountCents).padStart(10, '0');
    const expected = plainBoleto(bank, factor, amount, free);
    const got = buildBoleto({ bankCode: bank, dueDate, amountCents, freeField: free });
    assert.equal(got.barcode, expected.barcode, `${bank} ${dueDate} ${amountCents} ${free}`);
    assert.equal(got.line, expected.line);
    assert.equal(got.barcode.length, 44);
    assert.equal(got.line.length, 47);
    assert.equal(lineToBarcode(got.line), got.barcode);
    assert.equal(barcodeToLine(got.barcode), got.line);
    assert.equal(validateLine(got.line).valid, true);
  }
});

test('due-date factor: 9999 on 2025-02-21, 1000 again on 2025-02-22, then a day at a time', () => {
  assert.equal(dueDateFactor('2000-07-03'), '1000');
  assert.equal(dueDateFactor('2008-05-02'), '3860');
  assert.equal(dueDateFactor('2025-02-20'), '9998');
  assert.equal(dueDateFactor('2025-02-21'), '9999');
  assert.equal(dueDateFactor('2025-02-22'), '1000');
  assert.equal(dueDateFactor('2025-02-23'), '1001');
  // 2025-02-22 → 2026-02-22: 365 days; → 2026-11-22: 28+31+30+31+30+31+31+30+31 = 273; +6.
  assert.equal(dueDateFactor('2026-11-28'), '1644');
  assert.equal(dueDateFactor('2026-01-01'), '1313');
  const b = buildBoleto({ bankCode: '001', dueDate: '2025-02-22', amountCents: 1590, freeField: '0'.repeat(25) });
  assert.equal(b.barcode.slice(5, 9), '1000');
  assert.equal(b.lineFormatted.split(' ')[4], '10000000001590');
});

test('due dates that are no calendar date, or before 2000-07-03, are refused', () => {
  for (const dueDate of ['2025-02-30', '2025-13-01', '21/02/2025', '2025-2-21', '', '2000-07-02']) {
    assert.throws(() => dueDateFactor(dueDate), { name: 'BoletoInputError', field: 'dueDate' }, dueDate);
  }
});

test('amount: centavos in 10 digits; negative, fractional or too large refused', () => {
  assert.equal(boletoAmount(1590), '0000001590');
  assert.equal(boletoAmount(0), '0000000000');
  assert.equal(boletoAmount(9_999_999_999), '9999999999');
  for (const bad of [-1, 15.9, Number.NaN, 10_000_000_000]) {
    assert.throws(() => boletoAmount(bad), { field: 'amountCents' }, String(bad));
  }
  const b = buildBoleto({ bankCode: '001', dueDate: '2026-11-28', amountCents: 123456, freeField: '1'.repeat(25) });
  assert.equal(b.barcode.slice(9, 19), '0000123456');
  assert.ok(b.line.endsWith('16440000123456'));
});

test('bank, currency and free field are checked', () => {
  const ok = { bankCode: '001', dueDate: '2026-11-28', amountCents: 1590, freeField: '0'.repeat(25) };
  assert.throws(() => buildBoleto({ ...ok, bankCode: '1' }), { field: 'bankCode' });
  assert.throws(() => buildBoleto({ ...ok, currency: 'R' }), { field: 'currency' });
  assert.throws(() => buildBoleto({ ...ok, freeField: '0'.repeat(24) }), { field: 'freeField' });
  assert.throws(() => buildBoleto({ ...ok, freeField: `${'0'.repeat(24)}x` }), { field: 'freeField' });
  assert.equal(buildBoleto(ok).barcode[3], '9', 'currency 9 (real) by default');
});

test('formatLine groups the 47 digits as printed on the boleto', () => {
  assert.equal(
    formatLine('00190000090120711300009000206186538600000004000'),
    '00190.00009 01207.113000 09000.206186 5 38600000004000',
  );
});

test('validateLine accepts a real line and rejects every single changed digit', () => {
  const line = '23792949096000000000403000658009631680000000100';
  assert.equal(validateLine(line).valid, true);
  assert.equal(validateLine('00190.50095 40144.816069 06809.350314 3 37370000000100').valid, true);
  for (let i = 0; i < line.length; i++) {
    const changed = line.slice(0, i) + String((Number(line[i]) + 1) % 10) + line.slice(i + 1);
    const check = validateLine(changed);
    assert.equal(check.valid, false, `digit ${i + 1}`);
    const field = i < 10 ? 1 : i < 21 ? 2 : i < 32 ? 3 : 0;
    assert.match(
      check.valid ? '' : check.reason,
      field ? new RegExp(`campo ${field}`) : /dígito verificador geral/,
      `digit ${i + 1}`,
    );
  }
});

test('validateLine: wrong length or characters, and a factor below 1000, are refused', () => {
  assert.deepEqual(validateLine('2379294909'), { valid: false, reason: 'A linha digitável tem 47 dígitos.' });
  assert.equal(validateLine('23792949096000000000403000658009631680000000100x').valid, false);
  assert.equal(validateLine('').valid, false);
  // A consistent line whose factor is 0999 (no FEBRABAN date).
  const { line } = plainBoleto('237', '0999', '0000000100', '2949060000000000300065800');
  assert.match(JSON.stringify(validateLine(line)), /fator de vencimento/);
  // Factor 0000 means "no due date" and is accepted.
  assert.equal(validateLine(plainBoleto('237', '0000', '0000000100', '2949060000000000300065800').line).valid, true);
});

/** Reads an Interleaved 2 of 5 SVG from bwip-js back into digits (bars: narrow 2, wide 6 units). */
function decodeI25(svg: string): string {
  const bars: { left: number; width: number }[] = [];
  for (const [, w, d] of svg.matchAll(/stroke-width="(\d+)" d="([^"]+)"/g)) {
    for (const [, x] of d.matchAll(/M([\d.]+) \d+L/g)) bars.push({ left: Number(x) - Number(w) / 2, width: Number(w) });
  }
  bars.sort((a, b) => a.left - b.left);
  const elements: number[] = [];
  bars.forEach((bar, i) => {
    if (i > 0) elements.push(bar.left - (bars[i - 1].left + bars[i - 1].width));
    elements.push(bar.width);
  });
  const wide = (n: number) => (n > 4 ? 'W' : 'N');
  const patterns = ['NNWWN', 'WNNNW', 'NWNNW', 'WWNNN', 'NNWNW', 'WNWNN', 'NWWNN', 'NNNWW', 'WNNWN', 'NWNWN'];
  assert.equal(elements.slice(0, 4).map(wide).join(''), 'NNNN', 'start pattern');
  let out = '';
  for (let at = 4; at + 10 <= elements.length - 3; at += 10) {
    const pair = elements.slice(at, at + 10).map(wide);
    out += patterns.indexOf(pair.filter((_, k) => k % 2 === 0).join(''));
    out += patterns.indexOf(pair.filter((_, k) => k % 2 === 1).join(''));
  }
  assert.equal(elements.slice(-3).map(wide).join(''), 'WNN', 'stop pattern');
  return out;
}

test('the barcode SVG is Interleaved 2 of 5 of the 44 digits', () => {
  const { barcode } = buildBoleto({
    bankCode: '001',
    dueDate: '2026-11-28',
    amountCents: 1590,
    freeField: '0000001234567890123456789',
  });
  const svg = boletoBarcodeSvg(barcode);
  assert.match(svg, /^<svg [^>]*viewBox="0 0 810 \d+"/, '405 modules: start 4, 22 pairs of 18, stop 5');
  assert.ok(svg.trimEnd().endsWith('</svg>'));
  assert.doesNotMatch(svg, /<text/, 'no human-readable text under the bars');
  assert.equal(decodeI25(svg), barcode);
  assert.throws(() => boletoBarcodeSvg(barcode.slice(1)), /44 dígitos/);
});
