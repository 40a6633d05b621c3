/**
 * Amounts of reais typed by people (the ad form's price, the /ads price filters) and written back
 * into those fields. Worked out in whole cents from the text, never through a float, so "1.500,50"
 * is exactly 150050 cents.
 */
import { formatInteger } from './numberFormat';

/** The highest ad price the API takes (price_cents in server/src/modules/ads/ads.schemas.ts): R$ 100.000.000,00. */
export const MAX_PRICE_CENTS = 100_000_000_00;

// "1.500" / "2.000.000": dots between groups of three digits.
const GROUPED = /^\d{1,3}(?:\.\d{3})+$/;

/**
 * Reais typed the Brazilian way, in cents. undefined: nothing typed (blank, or only "R$");
 * null: not an amount (letters, a minus sign, misplaced dots, more than 2 decimals).
 *
 * - "R$" before the number and spaces around it are ignored: "R$ 200" is 20000.
 * - A comma is the decimal separator, with 0 to 2 digits after it: "200,5" is 20050, ",50" is 50.
 * - Dots are thousand separators ("1.500" is 150000, "1.500,50" is 150050, "2.000.000" is
 *   200000000) and must group the digits by three; else the text is not read as an amount.
 * - Except that without a comma, one dot followed by exactly 1 or 2 digits is a decimal point:
 *   "1500.50" and "99.9" are what a phone's numeric keypad or a copied price gives, and nobody
 *   writes thousands with 1 or 2 digits after the dot. So "1.50" is R$ 1,50, "1.500" is R$ 1.500.
 * - "1,500.50" (the US way) has a comma followed by more than 2 characters: not an amount, rather
 *   than a guess that could be off by a thousand times.
 */
export function parseCents(text: string | null | undefined): number | null | undefined {
  const s = (text ?? '')
    .trim()
    .replace(/^R\$\s*/i, '')
    .trim();
  if (s === '') return undefined;
  let whole: string;
  let decimals = '';
  const comma = s.indexOf(',');
  if (comma >= 0) {
    whole = s.slice(0, comma);
    decimals = s.slice(comma + 1);
    if (!/^\d{0,2}$/.test(decimals)) return null;
  } else if (/^\d+\.\d{1,2}$/.test(s)) {
    [whole, decimals] = s.split('.');
  } else {
    whole = s;
  }
  if (GROUPED.test(whole)) whole = whole.replace(/\./g, '');
  if (!/^\d*$/.test(whole) || whole + decimals === '') return null;
  return Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0'));
}

/**
 * Cents as typed into a price field, without "R$" (the field shows it): "1.500,50", "350,00".
 * With `wholeReais`, whole amounts drop their ",00" ("1.500"), as a filter is usually typed.
 */
export function formatReaisInput(cents: number, { wholeReais = false } = {}): string {
  const rounded = Math.round(Math.abs(cents));
  const reais = formatInteger(Math.floor(rounded / 100));
  const centavos = rounded % 100;
  if (wholeReais && centavos === 0) return reais;
  return `${reais},${String(centavos).padStart(2, '0')}`;
}
