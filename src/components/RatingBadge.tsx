import { formatRating, reviewCount } from '../lib/rating';

/**
 * An advertiser's rating (the ad page and the ad cards, the public profile): a star, the average
 * and the count, small and on one line; nothing while they have no reviews. One image for
 * assistive technology, named in words ("Nota 4,7 de 5, 12 avaliações"). Plain React: the ad page
 * and the lists have no component library.
 */
export default function RatingBadge({ rating }: { rating: { average: number; count: number } | undefined }) {
  if (!rating || rating.count <= 0) return null;
  return (
    <span
      role="img"
      aria-label={`Nota ${formatRating(rating.average)} de 5, ${reviewCount(rating.count)}`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontSize: '0.875em', whiteSpace: 'nowrap' }}
    >
      <svg aria-hidden="true" width="12" height="12" viewBox="0 0 24 24" fill="#faad14">
        <path d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7.3L12 17.8 5.8 21.5l1.6-7.3L2 9.5l7.1-.6z" />
      </svg>
      <strong style={{ color: 'rgba(0, 0, 0, 0.88)' }}>{formatRating(rating.average)}</strong>
      <span style={{ color: '#595959' }}>({rating.count})</span>
    </span>
  );
}
