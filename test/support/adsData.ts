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
    highlight_paused_days: null,
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

/**
 * An ad as GET /api/v1/ads/ads/{slug}/ returns it: "Pintor residencial" in Cambuí, Campinas/SP,
 * R$ 2.500,00, active, no photos, seen by someone else (is_owner false).
 */
export function adDetail(over: Record<string, unknown> = {}) {
  return {
    ...adSummary({
      id: 7,
      slug: 'pintor-abc123',
      title: 'Pintor residencial',
      price_cents: 250000,
      city: 'Campinas',
      neighbourhood: 'Cambuí',
      category: { id: 5, name: 'Pintor', slug: 'pintor' },
      views: 3,
      owner_username: 'joao',
      created_at: new Date().toISOString(),
    }),
    description: 'Pintura interna e externa com acabamento caprichado.',
    images: [],
    owner: {
      id: 2,
      username: 'joao',
      first_name: 'João',
      avatar: null,
      state_code: 'SP',
      city: 'Campinas',
      date_joined: '2024-01-01T00:00:00Z',
    },
    contact_whatsapp: '19988887777',
    show_whatsapp: true,
    contact_phone: '',
    show_phone: false,
    is_owner: false,
    tribes: [],
    published_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...over,
  };
}

/** A goods category as GET /api/v1/ads/categories/ lists it (the saved searches' tests name it). */
export const BIKES_CATEGORY = {
  id: 9,
  name: 'Bicicletas e Esportes',
  slug: 'bicicletas-e-esportes',
  icon: '',
  position: 1,
  is_service: false,
  description: '',
};
