const MONTH_YEAR = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' });
const MONTH_YEAR_BRASILIA = new Intl.DateTimeFormat('pt-BR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

/**
 * "novembro de 2024", in the reader's time zone. The browser's Intl, not dayjs: the public profile
 * is a plain page (no antd nor dayjs on its way).
 */
export function memberSince(dateJoined: string): string {
  return MONTH_YEAR.format(new Date(dateJoined));
}

/**
 * The same in Brasília's time zone: what the server renders (it does not know the reader's), so
 * a page the server drew hydrates with the same text for nearly every reader; the reader's own
 * month follows right after hydration (lib/useClientValue) when it differs.
 */
export function memberSinceInBrasilia(dateJoined: string): string {
  return MONTH_YEAR_BRASILIA.format(new Date(dateJoined));
}
