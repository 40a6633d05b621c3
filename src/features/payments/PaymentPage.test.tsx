import { fireEvent, screen, waitFor } from '@testing-library/react';
import { authState, pathOf, renderWithProviders } from '../../../test/support/renderWithProviders';
import { ad, api, posts } from '../../../test/support/paymentsApi';
import PaymentPage from './PaymentPage';

const renderPayment = (query = '?plan=destaque-7') =>
  renderWithProviders(<PaymentPage />, {
    route: `/ads/payment/${ad.slug}${query}`,
    path: '/ads/payment/:adSlug',
    preloadedState: { auth: authState() },
  });

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
    options: {
      mode: string;
      amount: number;
      currency: string;
      locale: string;
      clientSecret?: string;
      allowedPaymentMethodTypes?: string[];
    };
  }) => (
    <div
      data-testid="elements"
      data-methods={options.allowedPaymentMethodTypes?.join(',') ?? ''}
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

beforeEach(() => {
  mockLoadStripe.mockResolvedValue({ elements: jest.fn() });
  mockSubmit.mockReset().mockResolvedValue({});
  mockConfirmPayment.mockReset();
});

/** The card is one of three methods (Pix comes first and is chosen when the page opens). */
const chooseCard = async () => fireEvent.click(await screen.findByRole('radio', { name: /Cartão de crédito/ }));

describe('PaymentPage with Stripe', () => {
  it('opening the page creates no payment: Elements waits with the amount; Pagar creates it and confirms', async () => {
    const state = { status: {} as Record<string, unknown> };
    const calls = api('stripe', state);
    mockConfirmPayment.mockImplementation(async () => {
      state.status = { status: 'succeeded', highlighted_until: '2030-06-12T15:00:00Z' };
      return { paymentIntent: { status: 'succeeded' } };
    });
    renderPayment();
    await chooseCard();
    expect(await screen.findByText('Campo do cartão (Stripe)')).toBeInTheDocument();
    expect(screen.getByTestId('order-total').textContent?.replace(/\s/g, ' ')).toBe('Total: R$ 19,90');
    const elements = screen.getByTestId('elements');
    expect(elements).toHaveAttribute('data-mode', 'payment');
    expect(elements).toHaveAttribute('data-amount', '1990');
    expect(elements).toHaveAttribute('data-currency', 'brl');
    expect(elements).toHaveAttribute('data-methods', 'card');
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
    await chooseCard();
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
    await chooseCard();
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
    await chooseCard();
    fireEvent.click(await screen.findByRole('button', { name: /Pagar/ }));
    expect(await screen.findByText('O número do cartão está incompleto.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    expect(mockConfirmPayment).not.toHaveBeenCalled();
  });

  it('says in pt-BR that payment is unavailable when Stripe.js cannot load', async () => {
    api('stripe', { status: {} });
    mockLoadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderPayment();
    await chooseCard();
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
    await chooseCard();
    expect(await screen.findByText('Modo de teste — nada será cobrado')).toBeInTheDocument();
    expect(mockLoadStripe).not.toHaveBeenCalled();
    expect(posts(calls)).toHaveLength(0);
    fill('4242424242424242');
    expect(await screen.findByRole('heading', { level: 2, name: 'Pagamento aprovado!' })).toBeInTheDocument();
    const confirm = calls.find((r) => pathOf(r) === '/api/v1/payments/41/test-card/')!;
    expect(await confirm.json()).toEqual({ card_number: '4242 4242 4242 4242' });
    expect(posts(calls)).toHaveLength(1);
  });

  it('a card whose MM/AA has passed is refused on the field, and nothing is sent', async () => {
    const calls = api('local', { status: {} });
    renderPayment();
    await chooseCard();
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
    await chooseCard();
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
    await chooseCard();
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
