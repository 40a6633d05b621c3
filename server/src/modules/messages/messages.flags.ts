// Which messages get the safety warning (`flagged`): a request to pay in advance, or an attempt to
// take the talk off Tribo (a phone number, an outside link, WhatsApp/Telegram). Flagged messages
// are delivered like any other; the SPA shows the warning beside them.

/** Lower case, without accents, so "Depósito" and "deposito" match alike. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const ADVANCE_PAYMENT = [
  /\bpix\b.{0,30}\b(adiantad|antecipad|antes)/,
  /\b(adiantad|antecipad)\w*.{0,30}\bpix\b/,
  /\bsinal\b/,
  /\bdeposit\w*\s+(adiantad|antecipad|antes)/,
  /\b(pag|pague|pagar|pagamento|paga|transfer\w*)\w*\s+(adiantad|antecipad|antes)/,
  /\b(taxa|valor)\s+de\s+(reserva|entrega|liberacao)\b/,
];

const OFF_PLATFORM = [
  // outside links: a scheme, www., or a bare domain with a common ending
  /\bhttps?:\/\//,
  /\bwww\./,
  /\b[a-z0-9-]+\.(com|net|org|br|me|ly|io|link|app|site|info|xyz|co)\b/,
  // apps the talk moves to
  /\b(whats\s?app|whats|wats|zap|zapzap|wpp|telegram|telegran)\b/,
];

/**
 * A Brazilian phone number: 10 or 11 digits (area code + 8 or 9), optionally with +55, spaces,
 * dots, dashes and parentheses between them.
 */
const PHONE = /(?:\+?\s*55[\s.-]*)?\(?\d{2}\)?[\s.-]*9?[\s.-]*\d{4}[\s.-]*\d{4}/;

export function isFlagged(text: string): boolean {
  const t = fold(text);
  if (ADVANCE_PAYMENT.some((re) => re.test(t)) || OFF_PLATFORM.some((re) => re.test(t))) return true;
  for (const m of t.matchAll(new RegExp(PHONE, 'g'))) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 10 && digits.length <= 13) return true;
  }
  return false;
}
