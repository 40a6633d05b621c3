import { formatRating, reviewCount } from '../lib/rating';

/**
 * An advertiser's rating beside their name (the ad page, the conversation): a star, the average and
 * the count, small and on the name's line; nothing while they have no reviews. Plain React: the ad
 * page has no component library.
 */
export default function RatingBadge({ rating }: { rating: { average: number; count: number } | undefined }) {
  if (!rating || rating.count <= 0) return null;
  return (
    <span
      aria-label={`Nota ${formatRating(rating.average)} de 5, ${reviewCount(rating.count)}`}
      style={{ display: 'inline-flex', alignItems: 'baseline', gap: 4, fontSize: '0.875em', whiteSpace: 'nowrap' }}
    >
      <span aria-hidden style={{ color: '#fadb14' }}>
        ★
      </span>
      <strong aria-hidden>{formatRating(rating.average)}</strong>
      <span aria-hidden style={{ color: '#8c8c8c' }}>
        ({rating.count})
      </span>
    </span>
  );
}
