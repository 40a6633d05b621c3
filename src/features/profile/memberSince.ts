const MONTH_YEAR = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' });

/**
 * "novembro de 2024", in the reader's time zone. The browser's Intl, not dayjs: the public profile
 * is a plain page (no antd nor dayjs on its way).
 */
export function memberSince(dateJoined: string): string {
  return MONTH_YEAR.format(new Date(dateJoined));
}
