/** The payment page tests' fake API (src/features/payments): the ad, the plans, the provider and the payments. */
import { jsonResponse, mockFetch, pathOf, testUser } from './renderWithProviders';

export const ad = {
  id: 7,
  slug: 'pintor-abc123',
  title: 'Pintor residencial',
  description: 'Pintura interna e externa com acabamento caprichado.',
  price_cents: 250000,
  price_type: 'fixed',
  is_service: true,
  state_code: 'SP',
  city: 'Campinas',
  neighbourhood: '',
  category: { id: 5, name: 'Pintor', slug: 'pintor' },
  status: 'active',
  plan: 'free',
  is_highlighted: false,
  highlighted_until: null,
  image: null,
  images: [],
  views: 3,
  vote_score: 0,
  owner_username: 'maria',
  owner: {
    id: 7,
    username: 'maria',
    first_name: 'Maria',
    avatar: null,
    state_code: 'SP',
    city: '',
    date_joined: '2024-01-01T00:00:00Z',
  },
  contact_whatsapp: '',
  show_whatsapp: false,
  contact_phone: '',
  show_phone: false,
  is_owner: true,
  is_favorited: false,
  user_vote: null,
  created_at: '2030-01-01T00:00:00Z',
  expires_at: '2099-01-01T00:00:00Z',
  published_at: '2030-01-01T00:00:00Z',
  updated_at: '2030-01-01T00:00:00Z',
};

const plans = [
  {
    id: 'free',
    name: 'Grátis',
    description: '',
    price_cents: 0,
    currency: 'BRL',
    duration_days: 0,
    benefits: [],
    badge: false,
    top_of_search: false,
    home_showcase: false,
  },
  {
    id: 'destaque-7',
    name: 'Destaque 7 dias',
    description: '',
    price_cents: 1990,
    currency: 'BRL',
    duration_days: 7,
    benefits: [],
    badge: true,
    top_of_search: true,
    home_showcase: true,
  },
];

const payment = (over: Record<string, unknown> = {}) => ({
  id: 41,
  ad: { id: 7, slug: ad.slug, title: ad.title, status: 'active' },
  plan: { id: 'destaque-7', name: 'Destaque 7 dias', duration_days: 7 },
  amount_cents: 1990,
  currency: 'BRL',
  provider: 'stripe',
  method: 'card',
  status: 'pending',
  failure_message: null,
  highlighted_until: null,
  created_at: '2030-01-01T00:00:00Z',
  updated_at: '2030-01-01T00:00:00Z',
  ...over,
});

const LINE = '23793381286000000000300000000405199990000001990';
/** When the next Pix ends (a test moves it). */
export const pixEnd = { ms: 1_799_000 };

/** What the server adds to a new payment of the method: the Pix or the boleto. */
export const charge = (method: string) => ({
  method,
  pix:
    method === 'pix'
      ? {
          copy_paste: '00020101021226380014br.gov.bcb.pix0116pix@tribo.com.br52040000530398654041.005802BR6304ABCD',
          qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>',
          expires_at: new Date(Date.now() + pixEnd.ms).toISOString(),
        }
      : null,
  boleto:
    method === 'boleto'
      ? {
          line: LINE,
          barcode: '2379'.padEnd(44, '0'),
          voucher_url: '/api/v1/payments/boleto/segredo-do-boleto-123/',
          expires_at: '2030-06-08T02:59:59Z',
        }
      : null,
});

/**
 * A fake API: the ad, the plans, the provider, POST /payments/ (new ids from 41) and the status
 * that GET /payments/{id}/ answers (`state.status`, changed by the test as the server would).
 */
export function api(provider: 'stripe' | 'local', state: { status: Record<string, unknown> }, adOver = {}) {
  let nextId = 41;
  return mockFetch(async (req) => {
    const path = pathOf(req);
    if (path === `/api/v1/ads/ads/${ad.slug}/`) return jsonResponse({ ...ad, ...adOver });
    if (path === '/api/v1/plans/') return jsonResponse(plans);
    if (path === '/api/v1/users/me/') return jsonResponse(testUser);
    if (path === '/api/v1/payments/config/')
      return jsonResponse({
        provider,
        publishable_key: provider === 'stripe' ? 'pk_test_1' : null,
        test_mode: provider === 'local',
      });
    if (path === '/api/v1/payments/' && req.method === 'POST') {
      const body = (await req.clone().json()) as { method?: string };
      const id = nextId++;
      state.status = { id, status: 'pending', failure_message: null, ...charge(body.method ?? 'card') };
      return jsonResponse({
        payment: payment({ id, provider, ...state.status }),
        client_secret: `pi_${id}_secret`,
        publishable_key: provider === 'stripe' ? 'pk_test_1' : null,
      });
    }
    const poll = /^\/api\/v1\/payments\/(\d+)\/$/.exec(path);
    if (poll) return jsonResponse(payment({ provider, ...state.status, id: Number(poll[1]) }));
    const paid = /^\/api\/v1\/payments\/(\d+)\/test-confirm\/$/.exec(path);
    if (paid) {
      state.status = {
        ...state.status,
        status: 'succeeded',
        pix: null,
        boleto: null,
        highlighted_until: '2030-06-12T15:00:00Z',
      };
      return jsonResponse(payment({ provider, ...state.status, id: Number(paid[1]) }));
    }
    const card = /^\/api\/v1\/payments\/(\d+)\/test-card\/$/.exec(path);
    if (card) {
      const body = (await req.json()) as { card_number: string };
      state.status =
        body.card_number.replace(/\D/g, '') === '4242424242424242'
          ? { status: 'succeeded', highlighted_until: '2030-06-12T15:00:00Z' }
          : { status: 'failed', failure_message: 'O cartão foi recusado pelo banco emissor. Tente outro cartão.' };
      return jsonResponse(payment({ provider, id: Number(card[1]), ...state.status }));
    }
    return jsonResponse({ error: 'não encontrado', code: 'not_found' }, 404);
  });
}

export const posts = (calls: Request[]) =>
  calls.filter((r) => r.method === 'POST' && pathOf(r) === '/api/v1/payments/');
