import { Type, type Static } from '@sinclair/typebox';

// An advertiser's rating as the profile, the ad page and the ad cards show it: the average of their
// visible reviews (one decimal, 0 without reviews) and how many there are. Read from the counters
// that migration 0094's trigger keeps on the user row (users.rating_sum, users.rating_count).

export const RatingSummary = Type.Object(
  {
    average: Type.Number({ description: 'Média das avaliações, com uma casa decimal (0 sem avaliações).' }),
    count: Type.Integer({ description: 'Quantas avaliações visíveis o anunciante tem.' }),
  },
  { title: 'RatingSummary' },
);
export type RatingSummary = Static<typeof RatingSummary>;

/** The summary of a sum of stars over a count of reviews (the raw values of either engine). */
export function ratingOf(sum: unknown, count: unknown): RatingSummary {
  const n = Number(count ?? 0) || 0;
  const total = Number(sum ?? 0) || 0;
  return { average: n > 0 ? Math.round((total / n) * 10) / 10 : 0, count: n };
}
