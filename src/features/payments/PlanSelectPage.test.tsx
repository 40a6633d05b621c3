import { fireEvent, screen } from '@testing-library/react';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
  testUser,
} from '../../../test/support/renderWithProviders';
import PlanSelectPage from './PlanSelectPage';

const ad = {
  id: 7,
  slug: 'pintor-abc123',
  title: 'Pintor residencial',
  price_cents: 250000,
  price_type: 'fixed',
  city: 'Campinas',
  state_code: 'SP',
  status: 'active',
  plan: 'destaque-7',
  is_highlighted: true,
  highlighted_until: '2099-06-12T15:00:00Z',
  image: null,
  is_owner: true,
  expires_at: '2099-01-01T00:00:00Z',
};

const plans = [
  {
    id: 'free',
    name: 'Grátis',
    description: 'Sem custo.',
    price_cents: 0,
    currency: 'BRL',
    duration_days: 0,
    benefits: ['Publicado por 30 dias'],
    badge: false,
    top_of_search: false,
    home_showcase: false,
  },
  {
    id: 'destaque-7',
    name: 'Destaque 7 dias',
    description: 'Uma semana.',
    price_cents: 1990,
    currency: 'BRL',
    duration_days: 7,
    benefits: ['Selo "Destaque" no anúncio'],
    badge: true,
    top_of_search: true,
    home_showcase: true,
  },
];

function renderPlans(adOver: Record<string, unknown> | null = {}) {
  mockFetch((req) => {
    const path = pathOf(req);
    if (path === '/api/v1/users/me/') return jsonResponse(testUser);
    if (path === '/api/v1/plans/') return jsonResponse(plans);
    if (path === `/api/v1/ads/ads/${ad.slug}/`)
      return adOver
        ? jsonResponse({ ...ad, ...adOver })
        : jsonResponse({ error: 'Anúncio não encontrado.', code: 'ad_not_found' }, 404);
    return jsonResponse({}, 404);
  });
  return renderWithProviders(<PlanSelectPage />, {
    route: `/plans/select/${ad.slug}`,
    path: '/plans/select/:adSlug',
    preloadedState: { auth: authState() },
    routes: [{ path: '/ads/payment/:adSlug', element: <p>página de pagamento</p> }],
  });
}

describe('PlanSelectPage', () => {
  it('shows the plans with BRL prices and the current plan until when; a paid plan goes to the payment page', async () => {
    const { router } = renderPlans();
    const card = await screen.findByLabelText('Destaque 7 dias');
    expect(card.textContent?.replace(/\s/g, ' ')).toContain('R$ 19,90');
    expect(card).toHaveTextContent('Plano atual');
    // Beside the duration, not in the header, where it wrapped and pushed this card's price down.
    expect(card.querySelector('.ant-card-head')).not.toHaveTextContent('Plano atual');
    expect(screen.getAllByText(/em destaque até 12\/06\/2099/i).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Escolher Destaque 7 dias' }));
    expect(await screen.findByText('página de pagamento')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?plan=destaque-7');
  });

  it('refuses someone else’s ad and shows not-found for an unknown one', async () => {
    renderPlans({ is_owner: false });
    expect(await screen.findByText('Este anúncio não é seu')).toBeInTheDocument();
  });

  it('an unknown ad is not found', async () => {
    renderPlans(null);
    expect(await screen.findByText('Anúncio não encontrado')).toBeInTheDocument();
  });
});
