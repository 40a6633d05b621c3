import { formatInteger } from './numberFormat';

/** "1 nova", "3 novas": a count with its word in the right number (no "(s)" in Tribo's texts). */
export function plural(n: number, one: string, many: string): string {
  return `${formatInteger(n)} ${n === 1 ? one : many}`;
}

/** A category card's count: "1 anúncio", "12 anúncios", or an invitation when there is none yet. */
export function adCount(n: number): string {
  return n > 0 ? plural(n, 'anúncio', 'anúncios') : 'Nenhum anúncio ainda';
}
