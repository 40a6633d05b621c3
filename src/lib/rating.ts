import { plural } from './plural';

/** An average of stars as pt-BR writes it, one decimal: "4,7", "5,0". */
export function formatRating(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1).replace('.', ',');
}

/** "1 avaliação", "12 avaliações". */
export function reviewCount(n: number): string {
  return plural(n, 'avaliação', 'avaliações');
}
