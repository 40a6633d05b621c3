/**
 * Brazilian phone and WhatsApp numbers: the one rule of the forms and the one display format.
 * The server stores them in E.164 ("+5511987654321", server/src/lib/phone.ts, the same rule);
 * people see them as "(11) 98765-4321", and forms start from that text.
 */

/** The message on a phone or WhatsApp field (the server's own words). */
export const PHONE_INVALID = 'Informe um telefone do Brasil com DDD, como (11) 98765-4321.';

/** DDD (two digits, no zero) and a mobile (9 + 8 digits) or landline (8 digits, from 2) number. */
const NATIONAL = /^[1-9]{2}(?:9\d{8}|[2-8]\d{7})$/;

/** The DDD and number of a Brazilian number however written, or null when it is not one. */
function nationalDigits(value: string): string | null {
  const text = value.trim();
  const digits = text.replace(/\D/g, '');
  if (/[^0-9+()\s.-]/.test(text) || (text.startsWith('+') && !digits.startsWith('55'))) return null;
  // 12 or 13 digits from 55 carry the country code; a leading 0 is the long-distance prefix.
  const national = digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits.replace(/^0/, '');
  return NATIONAL.test(national) ? national : null;
}

/** An empty field or a Brazilian number with its DDD. */
export const isPhone = (value: string) => !value.trim() || nationalDigits(value) !== null;

/** The forms' rule for a phone or WhatsApp field (antd Form rule). */
export const PHONE_RULE = {
  validator: (_: unknown, value: string | undefined) =>
    isPhone(value ?? '') ? Promise.resolve() : Promise.reject(new Error(PHONE_INVALID)),
};

/** "(11) 98765-4321" or "(11) 3456-7890"; a number that is not Brazilian as it is; none: "". */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const national = nationalDigits(value);
  if (!national) return value.trim();
  const local = national.slice(2);
  const split = local.length - 4;
  return `(${national.slice(0, 2)}) ${local.slice(0, split)}-${local.slice(split)}`;
}

/** tel: link, with the country code for a Brazilian number. */
export function phoneHref(value: string): string {
  const national = nationalDigits(value);
  return `tel:${national ? `+55${national}` : value.replace(/[^\d+]/g, '')}`;
}

/** https://wa.me link (55, the DDD, the number), with a prefilled message when given; null when not a Brazilian number. */
export function whatsappHref(value: string, text?: string): string | null {
  const national = nationalDigits(value);
  if (!national) return null;
  return `https://wa.me/55${national}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
