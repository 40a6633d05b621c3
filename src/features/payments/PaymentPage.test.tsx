import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
  testUser,
} from '../../../test/support/renderWithProviders';
import PaymentPage from './PaymentPage';

const mockConfirmPayment = jest.fn();
const mockLoadStripe = jest.fn();
const mockSubmit = jest.fn();

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (...args: unknown[]) => mockLoadStripe(...args) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({
    children,
    options,
  }: {
    children: React.ReactNode;
    options: { mode: string; amount: number; currency: string; locale: string; clientSecret?: string };
  }) => (
    <div
      data-testid="elements"
      data-mode={options.mode}
      data-amount={options.amount}
      data-currency={options.currency}
      data-secret={options.clientSecret ?? ''}
      data-locale={options.locale}
    >
      {children}
    </div>
  ),
  PaymentElement: () => <div>Campo do cartão (Stripe)</div>,
  useStripe: () => ({ confirmPayment: mockConfirmPayment }),
  useElements: () => ({ submit: mockSubmit }),
}));

const ad = {
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
  status: 'pending',
  failure_message: null,
  highlighted_until: null,
  created_at: '2030-01-01T00:00:00Z',
  updated_at: '2030-01-01T00:00:00Z',
  ...over,
});

/**
 * A fake API: the ad, the plans, the provider, POST /payments/ (new ids from 41) and the status
 * that GET /payments/{id}/ answers (`state.status`, changed by the test as the server would).
 */
function api(provider: 'stripe' | 'local', state: { status: Record<string, unknown> }, adOver = {}) {
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
      const id = nextId++;
      state.status = { id, status: 'pending', failure_message: null };
      return jsonResponse({
        payment: payment({ id, provider }),
        client_secret: `pi_${id}_secret`,
        publishable_key: provider === 'stripe' ? 'pk_test_1' : null,
      });
    }
    const poll = /^\/api\/v1\/payments\/(\d+)\/$/.exec(path);
    if (poll) return jsonResponse(payment({ provider, ...state.status, id: Number(poll[1]) }));
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

const renderPayment = (query = '?plan=destaque-7') =>
  renderWithProviders(<PaymentPage />, {
    route: `/ads/payment/${ad.slug}${query}`,
    path: '/ads/payment/:adSlug',
    preloadedState: { auth: authState() },
  });

const posts = (calls: Request[]) => calls.filter((r) => r.method === 'POST' && pathOf(r) === '/api/v1/payments/');

beforeEach(() => {
  mockLoadStripe.mockResolvedValue({ elements: jest.fn() });
  mockSubmit.mockReset().mockResolvedValue({});
  mockConfirmPayment.mockReset();
});

describe('PaymentPage with Stripe', () => {
  it('opening the page creates no payment: Elements waits with the amount; Pagar creates it and confirms', async () => {
    const state = { status: {} as Record<string, unknown> };
    const calls = api('stripe', state);
    mockConfirmPayment.mockImplementation(async () => {
      state.status = { status: 'succeeded', highlighted_until: '2030-06-12T15:00:00Z' };
      return { paymentIntent: { status: 'succeeded' } };
    });
    renderPayment();
    expect(await screen.findByText('Campo do cartão (Stripe)')).toBeInTheDocument();
    expect(screen.getByTestId('order-total').textContent?.replace(/\s/g, ' ')).toBe('Total: R$ 19,90');
    const elements = screen.getByTestId('elements');
    expect(elements).toHaveAttribute('data-mode', 'payment');
    expect(elements).toHaveAttribute('data-amount', '1990');
    expect(elements).toHaveAttribute('data-currency', 'brl');
    expect(elements).toHaveAttribute('data-secret', '');
    expect(elements).toHaveAttribute('data-locale', 'pt-BR');
    expect(posts(calls)).toHaveLength(0);
    expect(mockLoadStripe).toHaveBeenCalledWith('pk_test_1', { locale: 'pt-BR' });

    const pay = screen.getByRole('button', { name: /Pagar R\$\s19,90/ });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(await screen.findByText('Pagamento aprovado!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Seu anúncio está em destaque até 12/06/2030.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meu anúncio' })).toHaveAttribute('href', `/ads/${ad.slug}`);
    expect(screen.getByRole('link', { name: 'Meus pagamentos' })).toHaveAttribute('href', '/profile?tab=payments');
    expect(mockConfirmPayment).toHaveBeenCalledTimes(1);
    expect(mockConfirmPayment.mock.calls[0][0]).toMatchObject({
      clientSecret: 'pi_41_secret',
      redirect: 'if_required',
      confirmParams: { return_url: `http://localhost/ads/payment/${ad.slug}?plan=destaque-7&payment=41` },
    });
    expect(posts(calls)).toHaveLength(1);
  });

  it('waits on the server while the payment is processing', async () => {
    const state = { status: {} as Record<string, unknown> };
    api('stripe', state);
    mockConfirmPayment.mockImplementation(async () => {
      state.status = { status: 'processing' };
      return { paymentIntent: { status: 'processing' } };
    });
    renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: /Pagar/ }));
    expect(await screen.findByText('Aguardando confirmação do pagamento')).toBeInTheDocument();
  });

  it('a declined card shows Stripe’s message, then the server’s reason and a retry that starts a new payment', async () => {
    const state = { status: {} as Record<string, unknown> };
    const calls = api('stripe', state);
    mockConfirmPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Seu cartão foi recusado.' },
    });
    renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: /Pagar/ }));
    expect(await screen.findByText('Seu cartão foi recusado.')).toBeInTheDocument();
    // Then Stripe's webhook reaches the server.
    state.status = { status: 'failed', failure_message: 'Saldo ou limite insuficiente. Tente outro cartão.' };
    expect(await screen.findByText('Pagamento não aprovado', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Saldo ou limite insuficiente. Tente outro cartão.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar com outro cartão' }));
    expect(await screen.findByText('Campo do cartão (Stripe)')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /Pagar/ }));
    await waitFor(() => expect(mockConfirmPayment).toHaveBeenCalledTimes(2));
    expect(mockConfirmPayment.mock.calls[1][0]).toMatchObject({ clientSecret: 'pi_42_secret' });
    expect(posts(calls)).toHaveLength(2);
  });

  it('an incomplete card (Stripe’s own check) creates no payment', async () => {
    const calls = api('stripe', { status: {} });
    mockSubmit.mockResolvedValue({
      error: { type: 'validation_error', message: 'O número do cartão está incompleto.' },
    });
    renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: /Pagar/ }));
    expect(await screen.findByText('O número do cartão está incompleto.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    expect(mockConfirmPayment).not.toHaveBeenCalled();
  });

  it('says in pt-BR that payment is unavailable when Stripe.js cannot load', async () => {
    api('stripe', { status: {} });
    mockLoadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderPayment();
    expect(await screen.findByText(/O pagamento está indisponível no momento/)).toBeInTheDocument();
    expect(screen.getByText(/Nada foi cobrado/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pagar/ })).not.toBeInTheDocument();
  });
});

describe('PaymentPage with the local test provider', () => {
  const fill = (card: string) => {
    fireEvent.change(screen.getByLabelText('Número do cartão'), { target: { value: card } });
    fireEvent.change(screen.getByLabelText('Validade'), { target: { value: '1230' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: /Pagar R\$\s19,90/ }));
  };

  it('shows the test banner; 4242 4242 4242 4242 ends in the success state', async () => {
    const state = { status: {} as Record<string, unknown> };
    const calls = api('local', state);
    renderPayment();
    expect(await screen.findByText('Modo de teste — nada será cobrado')).toBeInTheDocument();
    expect(mockLoadStripe).not.toHaveBeenCalled();
    expect(posts(calls)).toHaveLength(0);
    fill('4242424242424242');
    expect(await screen.findByText('Pagamento aprovado!')).toBeInTheDocument();
    const confirm = calls.find((r) => pathOf(r) === '/api/v1/payments/41/test-card/')!;
    expect(await confirm.json()).toEqual({ card_number: '4242 4242 4242 4242' });
    expect(posts(calls)).toHaveLength(1);
  });

  it('a card whose MM/AA has passed is refused on the field, and nothing is sent', async () => {
    const calls = api('local', { status: {} });
    renderPayment();
    await screen.findByText('Modo de teste — nada será cobrado');
    fireEvent.change(screen.getByLabelText('Número do cartão'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Validade'), { target: { value: '0120' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: /Pagar R\$\s19,90/ }));
    expect(await screen.findByText('Este cartão está vencido: use um com validade futura.')).toBeInTheDocument();
    expect(calls.some((r) => pathOf(r).endsWith('/test-card/'))).toBe(false);
    expect(posts(calls)).toHaveLength(0);
  });

  it('4000 0000 0000 0002 is declined with the reason, and the user can try again', async () => {
    const calls = api('local', { status: {} });
    renderPayment();
    await screen.findByText('Modo de teste — nada será cobrado');
    fill('4000000000000002');
    expect(
      await screen.findByText('O cartão foi recusado pelo banco emissor. Tente outro cartão.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar com outro cartão' }));
    expect(await screen.findByLabelText('Número do cartão')).toHaveValue('');
    expect(posts(calls)).toHaveLength(1);
    fill('4242424242424242');
    expect(await screen.findByText('Pagamento aprovado!')).toBeInTheDocument();
    expect(calls.some((r) => pathOf(r) === '/api/v1/payments/42/test-card/')).toBe(true);
  });

  it('asks for a complete card number', async () => {
    const calls = api('local', { status: {} });
    renderPayment();
    await screen.findByText('Modo de teste — nada será cobrado');
    fill('4242');
    expect(await screen.findByText('Número de cartão incompleto.')).toBeInTheDocument();
    expect(calls.some((r) => pathOf(r).endsWith('/test-card/'))).toBe(false);
  });
});

describe('PaymentPage guards', () => {
  it('refuses someone else’s ad in pt-BR without starting a payment', async () => {
    const calls = api('local', { status: {} }, { is_owner: false });
    renderPayment();
    expect(await screen.findByText('Este anúncio não é seu')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the user to the plans when the plan is missing or free', async () => {
    api('local', { status: {} });
    renderPayment('?plan=free');
    expect(await screen.findByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', `/plans/select/${ad.slug}`);
  });
});
