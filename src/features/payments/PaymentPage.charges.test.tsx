import { fireEvent, screen, within } from '@testing-library/react';
import { refreshAfterNotification } from '../../api/notifications';
import { authState, jsonResponse, pathOf, renderWithProviders } from '../../../test/support/renderWithProviders';
import { ad, api, charge, pixEnd, posts } from '../../../test/support/paymentsApi';
import PaymentPage from './PaymentPage';

const renderPayment = (query = '?plan=destaque-7') =>
  renderWithProviders(<PaymentPage />, {
    route: `/ads/payment/${ad.slug}${query}`,
    path: '/ads/payment/:adSlug',
    preloadedState: { auth: authState() },
  });

/** The boleto payer's address, field by field (the UF through its search). */
async function fillAddress() {
  fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '01310100' } });
  fireEvent.change(screen.getByLabelText('Rua / Logradouro'), { target: { value: 'Avenida Paulista' } });
  fireEvent.change(screen.getByLabelText('Número'), { target: { value: '1578' } });
  fireEvent.change(screen.getByLabelText('Complemento'), { target: { value: 'apto 42' } });
  fireEvent.change(screen.getByLabelText('Bairro'), { target: { value: 'Bela Vista' } });
  fireEvent.change(screen.getByLabelText('Cidade'), { target: { value: 'São Paulo' } });
  const uf = screen.getByLabelText('UF');
  fireEvent.mouseDown(uf);
  fireEvent.change(uf, { target: { value: 'sp' } });
  fireEvent.click(await screen.findByTitle('São Paulo'));
}

describe('PaymentPage: choosing Pix, card or boleto', () => {
  const bodies = (calls: Request[]) => Promise.all(posts(calls).map((r) => r.clone().json()));

  it('offers Pix (chosen), Cartão de crédito and Boleto as radio cards with the plan and amount; opening creates nothing', async () => {
    const calls = api('local', { status: {} });
    renderPayment();
    const group = await screen.findByRole('radiogroup', { name: 'Forma de pagamento' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'PixAprovação na hora',
      'Cartão de créditoAprovação em segundos',
      'BoletoConfirmação em até 2 dias úteis',
    ]);
    expect(radios[0]).toBeChecked();
    expect(screen.getByTestId('method-summary')).toHaveTextContent(/Destaque 7 dias · R\$\s19,90/);
    expect(screen.getByRole('button', { name: /Gerar Pix de R\$\s19,90/ })).toBeInTheDocument();
    fireEvent.click(radios[2]);
    expect(await screen.findByRole('button', { name: /Gerar boleto de R\$\s19,90/ })).toBeInTheDocument();
    fireEvent.click(radios[1]);
    expect(await screen.findByLabelText('Número do cartão')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('Pix: the QR code, "Pix copia e cola" copied with a message, the amount, the countdown and "Aguardando pagamento…"', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = api('local', { status: {} });
    renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: /Gerar Pix/ }));
    expect(await screen.findByRole('img', { name: 'QR code do Pix' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(await bodies(calls)).toEqual([{ ad: ad.slug, plan: 'destaque-7', method: 'pix' }]);
    const code = screen.getByLabelText('Pix copia e cola');
    expect((code as HTMLTextAreaElement).value).toMatch(/^000201/);
    expect(screen.getByText(/Valor: R\$\s19,90/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Expira em 29:5\d$/);
    expect(screen.getByText('Aguardando pagamento…')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Código copiado! Cole no app do seu banco.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith((code as HTMLTextAreaElement).value);
  });

  it('Pix: approved live when the notification stream says so, without waiting for the polling', async () => {
    const state = { status: {} as Record<string, unknown> };
    api('local', state);
    const { store } = renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: /Gerar Pix/ }));
    await screen.findByText('Aguardando pagamento…');
    // The bank paid: the server says so, and the stream's PAYMENT_SUCCESS drops the payments' cache.
    state.status = { ...state.status, status: 'succeeded', pix: null, highlighted_until: '2030-06-12T15:00:00Z' };
    store.dispatch(refreshAfterNotification({ type: 'PAYMENT_SUCCESS', link: `/ads/${ad.slug}` }));
    // Sooner than the 5-second polling could.
    expect(await screen.findByText('Pagamento aprovado!', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByText('Seu anúncio está em destaque até 12/06/2030.')).toBeInTheDocument();
  });

  it('Pix: when the time is over the page says so and "Gerar novo Pix" makes a new one', async () => {
    const calls = api('local', { status: {} });
    pixEnd.ms = 1200;
    try {
      renderPayment();
      fireEvent.click(await screen.findByRole('button', { name: /Gerar Pix/ }));
      expect(await screen.findByText('Este Pix expirou', {}, { timeout: 4000 })).toBeInTheDocument();
      pixEnd.ms = 1_799_000;
      fireEvent.click(screen.getByRole('button', { name: 'Gerar novo Pix' }));
      expect(await screen.findByRole('timer')).toHaveTextContent(/^Expira em 29:5\d$/);
      expect(posts(calls)).toHaveLength(2);
    } finally {
      pixEnd.ms = 1_799_000;
    }
  });

  it('"Simular pagamento recebido" (test mode) confirms the Pix through the server', async () => {
    const calls = api('local', { status: {} });
    renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: /Gerar Pix/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Simular pagamento recebido' }));
    expect(await screen.findByText('Pagamento aprovado!')).toBeInTheDocument();
    expect(calls.some((r) => r.method === 'POST' && pathOf(r) === '/api/v1/payments/41/test-confirm/')).toBe(true);
  });

  it('from the Pix screen the member can go back and choose another method', async () => {
    api('local', { status: {} });
    renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: /Gerar Pix/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Escolher outra forma de pagamento' }));
    fireEvent.click(await screen.findByRole('radio', { name: /Cartão de crédito/ }));
    expect(await screen.findByLabelText('Número do cartão')).toBeInTheDocument();
  });

  it('with Stripe there is no simulation button', async () => {
    api('stripe', { status: {} });
    renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: /Gerar Pix/ }));
    await screen.findByText('Aguardando pagamento…');
    expect(screen.queryByRole('button', { name: 'Simular pagamento recebido' })).toBeNull();
  });

  it('Boleto: pt-BR messages on the name and the CPF or CNPJ, masks while typing, then the line, due date and voucher', async () => {
    const calls = api('local', { status: {} });
    renderPayment();
    fireEvent.click(await screen.findByRole('radio', { name: /Boleto/ }));
    const generate = await screen.findByRole('button', { name: /Gerar boleto/ });
    fireEvent.click(generate);
    expect(await screen.findByText('Informe o nome completo de quem vai pagar o boleto.')).toBeInTheDocument();
    expect(await screen.findByText('Informe um CPF ou CNPJ válido.')).toBeInTheDocument();

    const taxId = screen.getByLabelText('CPF ou CNPJ do pagador');
    fireEvent.change(taxId, { target: { value: '52998224726' } });
    expect(taxId).toHaveValue('529.982.247-26');
    fireEvent.blur(taxId);
    expect(await screen.findByText('CPF inválido: confira os dígitos.')).toBeInTheDocument();
    fireEvent.change(taxId, { target: { value: '11444777000162' } });
    expect(taxId).toHaveValue('11.444.777/0001-62');
    fireEvent.blur(taxId);
    expect(await screen.findByText('CNPJ inválido: confira os dígitos.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(taxId, { target: { value: '52998224725' } });
    fireEvent.change(screen.getByLabelText('Nome completo do pagador'), { target: { value: 'Maria da Silva' } });
    fireEvent.click(generate);
    // The address: every field but the complement is asked for, in pt-BR, before anything is sent.
    for (const message of [
      'Informe um CEP válido (00000-000).',
      'Informe a rua, avenida ou outro logradouro.',
      'Informe o número (ou S/N).',
      'Informe o bairro.',
      'Informe a cidade.',
      'Escolha a UF.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(posts(calls)).toHaveLength(0);
    const cep = screen.getByLabelText('CEP');
    fireEvent.change(cep, { target: { value: '0131010' } });
    expect(cep).toHaveValue('01310-10');
    fireEvent.blur(cep);
    expect(await screen.findByText('Informe um CEP válido (00000-000).')).toBeInTheDocument();
    fireEvent.change(cep, { target: { value: '01310100' } });
    expect(cep).toHaveValue('01310-100');
    await fillAddress();
    fireEvent.click(generate);
    expect(await screen.findByLabelText('Linha digitável')).toHaveValue(
      '23793.38128 60000.000003 00000.000405 1 99990000001990',
    );
    expect(await bodies(calls)).toEqual([
      {
        ad: ad.slug,
        plan: 'destaque-7',
        method: 'boleto',
        payer: {
          name: 'Maria da Silva',
          tax_id: '529.982.247-25',
          address: {
            postal_code: '01310-100',
            street: 'Avenida Paulista',
            number: '1578',
            complement: 'apto 42',
            neighborhood: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
          },
        },
      },
    ]);
    expect(screen.getByText(/Vencimento: 0[78]\/06\/2030/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir boleto para imprimir' })).toHaveAttribute(
      'href',
      '/api/v1/payments/boleto/segredo-do-boleto-123/',
    );
    expect(
      screen.getAllByText(/até 2 dias úteis.*O destaque começa quando o pagamento for confirmado/).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
  });

  it('Boleto: the server’s field errors land on the fields', async () => {
    api('local', { status: {} });
    const inner = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      if (req.method === 'POST' && pathOf(req) === '/api/v1/payments/') {
        return jsonResponse(
          {
            error: 'Verifique os campos destacados.',
            code: 'validation_error',
            fields: {
              'payer.tax_id': ['CPF inválido: confira os dígitos.'],
              'payer.address.city': ['Informe a cidade.'],
            },
          },
          400,
        );
      }
      return inner(req);
    }) as unknown as typeof fetch;
    renderPayment();
    fireEvent.click(await screen.findByRole('radio', { name: /Boleto/ }));
    fireEvent.change(await screen.findByLabelText('Nome completo do pagador'), { target: { value: 'Maria da Silva' } });
    fireEvent.change(screen.getByLabelText('CPF ou CNPJ do pagador'), { target: { value: '52998224725' } });
    await fillAddress();
    fireEvent.click(screen.getByRole('button', { name: /Gerar boleto/ }));
    expect(await screen.findByText('CPF inválido: confira os dígitos.')).toBeInTheDocument();
    expect(await screen.findByText('Informe a cidade.')).toBeInTheDocument();
  });

  it('reopened from Meus Pagamentos (?payment=), a waiting Pix shows the same code and creates nothing', async () => {
    const state = { status: { status: 'pending', ...charge('pix') } as Record<string, unknown> };
    const calls = api('local', state);
    renderPayment('?plan=destaque-7&payment=41');
    expect(await screen.findByRole('img', { name: 'QR code do Pix' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(posts(calls)).toHaveLength(0);
  });
});
