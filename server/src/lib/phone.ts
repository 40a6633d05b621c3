/**
 * Brazilian phone and WhatsApp numbers, stored in E.164 (+55, the DDD, the number): the users and
 * ads modules write them through `normalizePhone`, migration 0071 put the older rows in this form,
 * and the SPA formats them for display ("(11) 98765-4321").
 */

/** The message on a phone or WhatsApp field whose number is not a Brazilian one. */
export const PHONE_INVALID = 'Informe um telefone do Brasil com DDD, como (11) 98765-4321.';

/** DDD (two digits, no zero) and a mobile (9 + 8 digits) or landline (8 digits, from 2) number. */
const NATIONAL = /^[1-9]{2}(?:9\d{8}|[2-8]\d{7})$/;

/**
 * "+5511987654321" from what a person types — "(11) 98765-4321", "11987654321", "011 98765-4321",
 * "+55 11 98765-4321" —, "" for an empty field, or null when it is not a Brazilian number.
 */
export function normalizePhone(typed: string): string | null {
  const text = typed.trim();
  const digits = text.replace(/\D/g, '');
  if (!digits) return text ? null : '';
  if (text.startsWith('+') && !digits.startsWith('55')) return null;
  // 12 or 13 digits from 55 carry the country code; a leading 0 is the long-distance prefix.
  const national = digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits.replace(/^0/, '');
  return NATIONAL.test(national) ? `+55${national}` : null;
}
