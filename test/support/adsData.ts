/** Test data builders for ads as the list endpoints return them (GET /api/v1/ads/ads/ and friends). */

/** One ad of a list page: active, in São Paulo, R$ 1.234,56, created 2 h ago, expiring tomorrow. */
export function adSummary(over: Record<string, unknown> = {}) {
  return {
    id: 1,
    slug: 'diarista-em-sao-paulo-abc123',
    title: 'Diarista em São Paulo',
    price_cents: 123456,
    price_type: 'fixed',
    is_service: true,
    state_code: 'SP',
    city: 'São Paulo',
    neighbourhood: '',
    category: { id: 1, name: 'Diarista', slug: 'diarista' },
    status: 'active',
    plan: 'free',
    is_highlighted: false,
    highlighted_until: null,
    image: null,
    views: 0,
    vote_score: 0,
    owner_username: 'ana',
    is_favorited: false,
    user_vote: null,
    created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    expires_at: new Date(Date.now() + 86400_000).toISOString(),
    ...over,
  };
}

/** A page of the paged list endpoints. */
export const adPage = (results: unknown[], count = results.length) => ({ count, next: null, previous: null, results });
