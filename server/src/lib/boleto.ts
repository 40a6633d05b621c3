/**
 * Boleto bancário: the 44-digit barcode and the 47-digit linha digitável of the FEBRABAN layout
 * ("Layout Padrão de Arrecadação/Boleto", bloqueto de cobrança), and the barcode as an
 * Interleaved 2 of 5 SVG.
 *
 * Barcode: bank (3) · currency (1, 9 = real) · general check digit (1) · due-date factor (4) ·
 * amount in centavos (10) · free field (25, the bank's own layout). The general check digit is mod 11
 * over the other 43 digits, weights 2..9 from the right; 0, 10 and 11 become 1.
 *
 * Linha digitável: field 1 = bank, currency, free field 1–5 + mod-10 digit; field 2 = free field
 * 6–15 + mod-10 digit; field 3 = free field 16–25 + mod-10 digit; field 4 = the general check digit;
 * field 5 = factor and amount. Mod 10: weights 2, 1, 2… from the right, a product's digits summed.
 *
 * Due-date factor: days since 1997-10-07, from 1000 (2000-07-03) to 9999 (2025-02-21); on
 * 2025-02-22 it starts again at 1000 and grows a day at a time (FEBRABAN, "fator de vencimento"
 * after 9999), so it repeats every 9000 days.
 */
import bwipjs from 'bwip-js/node';

export interface BoletoInput {
  /** The bank's compensation code, 3 digits (001 Banco do Brasil, 237 Bradesco…). */
  bankCode: string;
  /** 9 = real (the only one in use); defaults to '9'. */
  currency?: string;
  /** The due date, a calendar date: 'YYYY-MM-DD'. */
  dueDate: string;
  amountCents: number;
  /** The bank's 25-digit free field (agreement, our number, agency, account…). */
  freeField: string;
}

export interface Boleto {
  barcode: string;
  line: string;
  lineFormatted: string;
}

export type LineCheck = { valid: true; barcode: string } | { valid: false; reason: string };

/** An input a boleto cannot carry; the message is pt-BR and names the field. */
export class BoletoInputError extends Error {
  constructor(
    public readonly field: keyof BoletoInput,
    message: string,
  ) {
    super(message);
    this.name = 'BoletoInputError';
  }
}

const DAY_MS = 86_400_000;
const FACTOR_BASE = Date.UTC(1997, 9, 7);
const MAX_AMOUNT_CENTS = 9_999_999_999;

const digits = (s: string) => [...s].map(Number);

/** Mod-10 check digit of the linha digitável's fields. */
export function mod10(numbers: string): number {
  let sum = 0;
  digits(numbers)
    .reverse()
    .forEach((d, i) => {
      const p = d * (i % 2 === 0 ? 2 : 1);
      sum += p > 9 ? p - 9 : p;
    });
  return (10 - (sum % 10)) % 10;
}

/** Mod-11 general check digit of the barcode (over its 43 other digits). */
export function mod11(numbers: string): number {
  let sum = 0;
  digits(numbers)
    .reverse()
    .forEach((d, i) => {
      sum += d * (2 + (i % 8));
    });
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** Days since 1997-10-07 of a 'YYYY-MM-DD' date, or null when it is no such date. */
function daysSinceBase(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  return Math.round((utc - FACTOR_BASE) / DAY_MS);
}

/** The 4-digit due-date factor of a 'YYYY-MM-DD' date from 2000-07-03 on. */
export function dueDateFactor(dueDate: string): string {
  const days = daysSinceBase(dueDate);
  if (days === null) throw new BoletoInputError('dueDate', 'Vencimento do boleto inválido: use AAAA-MM-DD.');
  if (days < 1000) throw new BoletoInputError('dueDate', 'Vencimento do boleto anterior a 03/07/2000.');
  return String(((days - 1000) % 9000) + 1000);
}

/** The amount field: centavos in 10 digits ("0000001590" for R$ 15,90). */
export function boletoAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_AMOUNT_CENTS) {
    throw new BoletoInputError('amountCents', 'Valor do boleto inválido: informe centavos inteiros, até 9999999999.');
  }
  return String(amountCents).padStart(10, '0');
}

/** The linha digitável of a 44-digit barcode, digits only. */
export function barcodeToLine(barcode: string): string {
  const head = barcode.slice(0, 4);
  const free = barcode.slice(19);
  const f1 = head + free.slice(0, 5);
  const f2 = free.slice(5, 15);
  const f3 = free.slice(15, 25);
  return `${f1}${mod10(f1)}${f2}${mod10(f2)}${f3}${mod10(f3)}${barcode[4]}${barcode.slice(5, 19)}`;
}

/** The barcode a 47-digit linha digitável stands for (its check digits not looked at). */
export function lineToBarcode(line: string): string {
  return line.slice(0, 4) + line[32] + line.slice(33, 47) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
}

/** "00190.00009 01234.567890 12345.678901 2 99990000015900" from the 47 digits. */
export function formatLine(line: string): string {
  return [
    `${line.slice(0, 5)}.${line.slice(5, 10)}`,
    `${line.slice(10, 15)}.${line.slice(15, 21)}`,
    `${line.slice(21, 26)}.${line.slice(26, 32)}`,
    line[32],
    line.slice(33),
  ].join(' ');
}

export function buildBoleto(input: BoletoInput): Boleto {
  const currency = input.currency ?? '9';
  if (!/^\d{3}$/.test(input.bankCode)) {
    throw new BoletoInputError('bankCode', 'Código do banco inválido: 3 dígitos.');
  }
  if (!/^\d$/.test(currency)) throw new BoletoInputError('currency', 'Código da moeda inválido: 1 dígito (9 = real).');
  if (!/^\d{25}$/.test(input.freeField)) {
    throw new BoletoInputError('freeField', 'Campo livre do boleto inválido: 25 dígitos.');
  }
  const rest = dueDateFactor(input.dueDate) + boletoAmount(input.amountCents) + input.freeField;
  const head = input.bankCode + currency;
  const barcode = head + mod11(head + rest) + rest;
  const line = barcodeToLine(barcode);
  return { barcode, line, lineFormatted: formatLine(line) };
}

/**
 * Checks a linha digitável as typed (dots and spaces allowed): 47 digits, the three field check
 * digits and the general one, and a due-date factor that is not below 1000 (0000: no due date).
 */
export function validateLine(typed: string): LineCheck {
  const line = typed.replace(/[\s.]/g, '');
  if (!/^\d{47}$/.test(line)) return { valid: false, reason: 'A linha digitável tem 47 dígitos.' };
  const fields: [string, number][] = [
    [line.slice(0, 9), Number(line[9])],
    [line.slice(10, 20), Number(line[20])],
    [line.slice(21, 31), Number(line[31])],
  ];
  for (const [i, [data, dv]] of fields.entries()) {
    if (mod10(data) !== dv) {
      return { valid: false, reason: `Linha digitável inválida: confira o campo ${i + 1}.` };
    }
  }
  const barcode = lineToBarcode(line);
  if (mod11(barcode.slice(0, 4) + barcode.slice(5)) !== Number(barcode[4])) {
    return { valid: false, reason: 'Linha digitável inválida: o dígito verificador geral não confere.' };
  }
  const factor = Number(barcode.slice(5, 9));
  if (factor !== 0 && factor < 1000) {
    return { valid: false, reason: 'Linha digitável inválida: fator de vencimento fora da faixa.' };
  }
  return { valid: true, barcode };
}

/** The barcode as an SVG, Interleaved 2 of 5 (the boleto's symbology), without text. */
export function boletoBarcodeSvg(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new Error('O código de barras do boleto tem 44 dígitos.');
  return bwipjs.toSVG({ bcid: 'interleaved2of5', text: barcode, height: 13, includetext: false });
}
