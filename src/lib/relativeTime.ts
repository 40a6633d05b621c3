const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Spec section 9: under 60 s 'Agora'; under 1 h '{n}min atrás'; under 1 day '{n}h atrás';
 * under 7 days '{n}d atrás'; otherwise the date as dd/mm/aaaa (local time). A date slightly in
 * the future (clock skew between server and browser) reads 'Agora'.
 */
export function relativeTime(date: string | number | Date, now: number | Date = Date.now()): string {
  const then = new Date(date);
  if (Number.isNaN(then.getTime())) return '';
  const seconds = Math.floor((new Date(now).getTime() - then.getTime()) / 1000);
  if (seconds < MINUTE) return 'Agora';
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}min atrás`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}h atrás`;
  if (seconds < WEEK) return `${Math.floor(seconds / DAY)}d atrás`;
  return `${pad(then.getDate())}/${pad(then.getMonth() + 1)}/${then.getFullYear()}`;
}
