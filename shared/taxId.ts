/**
 * CPF and CNPJ (Brazilian taxpayer numbers, Receita Federal): check digits, normalization,
 * display format and the pt-BR message for a form field.
 *
 * CPF: 11 digits, two mod-11 check digits (weights 10..2, then 11..2).
 * CNPJ: 14 characters, two mod-11 check digits (weights 5..2,9..2, then 6..2,9..2). Since July 2026
 * the Receita also issues alphanumeric CNPJs (IN RFB nº 2.229/2024): the first 12 characters may be
 * A–Z or 0–9, each worth its ASCII code minus 48, and the two check digits stay numeric.
 *
 * Shared by the SPA (the boleto form) and the server (payments, Pix keys, the printable boleto).
 */

export const TAX_ID_MESSAGES = {
  length: 'Informe um CPF ou CNPJ válido.',
  cpf: 'CPF inválido: confira os dígitos.',
  cnpj: 'CNPJ inválido: confira os dígitos.',
} as const;

/** A CNPJ as typed, formatted or not, whose first 12 characters may be letters. */
const CNPJ_TYPED = /^[0-9A-Za-z]{2}\.?[0-9A-Za-z]{3}\.?[0-9A-Za-z]{3}\/?[0-9A-Za-z]{4}-?\d{2}$/;
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;
const CPF_SHAPE = /^\d{11}$/;

/**
 * The tax id without its formatting: digits only, or, for an alphanumeric CNPJ written as one
 * (with or without its dots, slash and dash), its 14 characters in upper case.
 */
export function normalizeTaxId(value: string): string {
  const trimmed = value.trim();
  if (/[A-Za-z]/.test(trimmed) && CNPJ_TYPED.test(trimmed)) {
    return trimmed.replace(/[./-]/g, '').toUpperCase();
  }
  return trimmed.replace(/\D/g, '');
}

const allEqual = (s: string) => [...s].every((c) => c === s[0]);

/** A character's value in the check-digit sums: '0'..'9' → 0..9, 'A'..'Z' → 17..42. */
const charValue = (c: string) => c.charCodeAt(0) - 48;

/** Mod-11 check digit as CPF and CNPJ compute it: remainder below 2 → 0, else 11 − remainder. */
function mod11Digit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += charValue(chars[i]) * weights[i];
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

const CPF_W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_W2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** A CPF, formatted or not, with both check digits right; all-equal digits (111.111.111-11) are refused. */
export function isValidCpf(value: string): boolean {
  const cpf = normalizeTaxId(value);
  if (!CPF_SHAPE.test(cpf) || allEqual(cpf)) return false;
  return mod11Digit(cpf, CPF_W1) === Number(cpf[9]) && mod11Digit(cpf, CPF_W2) === Number(cpf[10]);
}

/** A CNPJ (numeric or alphanumeric), formatted or not, with both check digits right; all-equal refused. */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeTaxId(value);
  if (!CNPJ_SHAPE.test(cnpj) || allEqual(cnpj)) return false;
  return mod11Digit(cnpj, CNPJ_W1) === Number(cnpj[12]) && mod11Digit(cnpj, CNPJ_W2) === Number(cnpj[13]);
}

/**
 * 000.000.000-00 for 11 digits, 00.000.000/0000-00 for a CNPJ; anything else comes back trimmed,
 * as typed, so that a wrong value is shown as the user wrote it.
 */
export function formatTaxId(value: string): string {
  const id = normalizeTaxId(value);
  if (CPF_SHAPE.test(id)) return `${id.slice(0, 3)}.${id.slice(3, 6)}.${id.slice(6, 9)}-${id.slice(9)}`;
  if (CNPJ_SHAPE.test(id)) {
    return `${id.slice(0, 2)}.${id.slice(2, 5)}.${id.slice(5, 8)}/${id.slice(8, 12)}-${id.slice(12)}`;
  }
  return value.trim();
}

/** The pt-BR message for a CPF-or-CNPJ field, or null when the value is a valid CPF or CNPJ. */
export function taxIdError(value: string): string | null {
  const id = normalizeTaxId(value);
  if (CPF_SHAPE.test(id)) return isValidCpf(id) ? null : TAX_ID_MESSAGES.cpf;
  if (CNPJ_SHAPE.test(id)) return isValidCnpj(id) ? null : TAX_ID_MESSAGES.cnpj;
  return TAX_ID_MESSAGES.length;
}
