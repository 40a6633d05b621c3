import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
} from '../../../test/support/renderWithProviders';
import { matchMediaAtWidth } from '../../../test/support/matchMedia';
import SalesPage from './SalesPage';

const sale = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  created_at: '2026-11-24T12:05:00.000Z',
  succeeded_at: '2026-11-24T12:06:00.000Z',
  status: 'succeeded',
  plan: { id: 'destaque-7', name: 'Destaque 7 dias' },
  provider: 'local',
  method: 'card',
  amount_cents: 1990,
  currency: 'BRL',
  failure_message: null,
  user: { id: 7, username: 'ana', email: 'ana@exemplo.com.br' },
  ad: { id: 3, slug: 'diarista', title: 'Diarista em Moema', state_code: 'SP', category: 'Diaristas' },
  ...over,
});

function mockApi({
  columns = null as string[] | null,
  preferencesAnswered = Promise.resolve() as Promise<unknown>,
} = {}) {
  return mockFetch(async (req) => {
    const p = pathOf(req);
    if (p === '/api/v1/admin/preferences/') {
      if (req.method === 'PUT') return jsonResponse(await req.clone().json());
      await preferencesAnswered;
      return jsonResponse({ sales_columns: columns });
    }
    if (p === '/api/v1/plans/')
      return jsonResponse([
        { id: 'free', name: 'Grátis', price_cents: 0 },
        { id: 'destaque-7', name: 'Destaque 7 dias', price_cents: 1990 },
        { id: 'premium-30', name: 'Premium 30 dias', price_cents: 8990 },
      ]);
    if (p === '/api/v1/admin/sales/')
      return jsonResponse({
        count: 2,
        next: null,
        previous: null,
        period: { date_from: null, date_to: null },
        totals: { count: 2, paid_count: 1, gross_cents: 1990, average_ticket_cents: 1990 },
        results: [
          sale(2),
          sale(1, { status: 'failed', amount_cents: 8990, plan: { id: 'premium-30', name: 'Premium 30 dias' } }),
        ],
      });
    if (p === '/api/v1/admin/sales/2/events/')
      return jsonResponse([
        {
          id: 'evt_1',
          type: 'payment_intent.succeeded',
          provider: 'local',
          outcome: 'applied',
          received_at: '2026-11-24T12:06:00.000Z',
        },
        {
          id: 'evt_0',
          type: 'payment_intent.payment_failed',
          provider: 'local',
          outcome: 'applied',
          received_at: '2026-11-24T12:05:30.000Z',
        },
      ]);
    return jsonResponse({ error: `não simulado: ${p}` }, 500);
  });
}

const staff = () => authState({ user: { ...authState().user!, is_staff: true } });

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.trim() ?? '');

describe('SalesPage (/admin/sales)', () => {
  // A computer's screen (1366 px) unless a test says otherwise: antd's breakpoints read it.
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = matchMediaAtWidth(1366);
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('shows the columns staff decide on by default; the others come from "Colunas", kept on the server', async () => {
    const calls = mockApi();
    renderWithProviders(<SalesPage />, { route: '/admin/sales', preloadedState: { auth: staff() } });
    await screen.findAllByText('Diarista em Moema', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(headers().filter(Boolean)).toEqual([
        'Histórico',
        'Data',
        'Cliente',
        'Anúncio',
        'Plano',
        'Forma',
        'Valor',
        'Situação',
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: /Colunas/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'ID' }));
    await waitFor(() => expect(headers()).toContain('ID'));
    const put = calls.find((r) => pathOf(r) === '/api/v1/admin/preferences/' && r.method === 'PUT')!;
    expect(await put.json()).toEqual({
      sales_columns: ['id', 'created_at', 'user', 'ad', 'plan', 'method', 'amount', 'status'],
    });
  });

  it('keeps a column chosen while the saved preference is still on its way (its late answer does not undo it)', async () => {
    let answer: (value?: unknown) => void = () => undefined;
    const calls = mockApi({ preferencesAnswered: new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<SalesPage />, { route: '/admin/sales', preloadedState: { auth: staff() } });
    await screen.findAllByText('Diarista em Moema', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: /Colunas/ }));
    const id = await screen.findByRole('checkbox', { name: 'ID' });
    fireEvent.click(id);
    await waitFor(() => expect(id).toBeChecked());
    await waitFor(() => expect(calls.some((r) => r.method === 'PUT')).toBe(true));
    answer();
    await waitFor(() => expect(calls.filter((r) => pathOf(r) === '/api/v1/admin/preferences/')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(id).toBeChecked();
    expect(headers()).toContain('ID');
  });

  it("shows the columns this staff member chose before (the server's preference)", async () => {
    mockApi({ columns: ['id', 'category', 'amount'] });
    renderWithProviders(<SalesPage />, { route: '/admin/sales', preloadedState: { auth: staff() } });
    await screen.findAllByText('Diaristas', {}, { timeout: 5000 });
    await waitFor(() => expect(headers().filter(Boolean)).toEqual(['Histórico', 'ID', 'Categoria', 'Valor']));
  });

  it('on a phone each sale is a card, sorted from a list, with its history behind a button', async () => {
    window.matchMedia = matchMediaAtWidth(390);
    mockApi();
    const { router } = renderWithProviders(<SalesPage />, {
      route: '/admin/sales',
      preloadedState: { auth: staff() },
    });
    const cards = await screen.findByRole('list', { name: 'Vendas' }, { timeout: 5000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Premium 30 dias');
    expect(items[1]).toHaveTextContent('Recusado');
    expect(items[1]).toHaveTextContent('ana@exemplo.com.br');
    expect(screen.getByTestId('sales-totals')).toHaveTextContent('Total do filtro: 2 pagamentos');
    fireEvent.click(within(items[0]).getByRole('button', { name: 'Ver histórico' }));
    expect(await screen.findByRole('list', { name: 'Eventos do pagamento 2' })).toHaveTextContent('Pagamento aprovado');
    fireEvent.change(screen.getByRole('combobox', { name: 'Ordenar por' }), { target: { value: '-amount' } });
    expect(screen.getByRole('option', { name: 'Maior valor' })).toHaveProperty('selected', true);
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=-amount'));
  });

  it('shows the rows in R$ and dd/mm/aaaa hh:mm with the totals of the whole filtered set', async () => {
    mockApi();
    renderWithProviders(<SalesPage />, { route: '/admin/sales', preloadedState: { auth: staff() } });
    expect((await screen.findAllByText('Diarista em Moema', {}, { timeout: 5000 }))[0]).toBeInTheDocument();
    expect(screen.getByTestId('sales-totals')).toHaveTextContent(
      /2 pagamentos · 1 aprovado · bruto R\$\s19,90 · ticket médio R\$\s19,90/,
    );
    // Above the rows, in view as the page opens (not under 50 rows).
    const rowsTable = screen.getAllByRole('table').at(-1)!;
    expect(screen.getByTestId('sales-totals').compareDocumentPosition(rowsTable)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getAllByText('24/11/2026 09:05').length).toBeGreaterThan(0);
    expect(within(rowsTable).getByText('Recusado')).toBeInTheDocument();
    expect(screen.getAllByText(/R\$\s89,90/).length).toBeGreaterThan(0);
  });

  it('puts filters and sorting in the URL and asks the server with them (page back to 1)', async () => {
    const calls = mockApi();
    const { router } = renderWithProviders(<SalesPage />, {
      route: '/admin/sales?page=2&status=failed',
      preloadedState: { auth: staff() },
    });
    await screen.findAllByText('Diarista em Moema', {}, { timeout: 5000 });
    const first = calls.find((r) => pathOf(r) === '/api/v1/admin/sales/')!;
    expect(new URL(first.url).searchParams.get('status')).toBe('failed');
    expect(new URL(first.url).searchParams.get('page')).toBe('2');

    fireEvent.change(screen.getByLabelText('Cliente (usuário ou e-mail)'), { target: { value: 'ana' } });
    fireEvent.keyDown(screen.getByLabelText('Cliente (usuário ou e-mail)'), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed&search=ana'));
    await waitFor(() => expect(calls.some((r) => new URL(r.url).searchParams.get('search') === 'ana')).toBe(true));

    fireEvent.click(screen.getByRole('columnheader', { name: /Valor/ }));
    await waitFor(() => expect(router.state.location.search).toContain('ordering=amount'));
  });

  it('the state filter finds the UF code first and the name without accents ("SP" and Enter: São Paulo)', async () => {
    mockApi();
    const { router } = renderWithProviders(<SalesPage />, { route: '/admin/sales', preloadedState: { auth: staff() } });
    await screen.findAllByText('Diarista em Moema', {}, { timeout: 5000 });
    const picker = screen.getByRole('combobox', { name: 'Estado' });
    const active = () => document.getElementById(picker.getAttribute('aria-activedescendant') ?? '');
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: 'sao' } });
    await waitFor(() => expect(active()).toHaveTextContent('São Paulo'));
    fireEvent.change(picker, { target: { value: 'SP' } });
    await waitFor(() => expect(active()).toHaveTextContent('São Paulo'));
    fireEvent.keyDown(picker, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toContain('state=SP'));
  });

  it('names each date of a custom period and the customer search button in Portuguese', async () => {
    mockApi();
    renderWithProviders(<SalesPage />, {
      route: '/admin/sales?period=custom&date_from=2026-11-01&date_to=2026-11-24',
      preloadedState: { auth: staff() },
    });
    await screen.findAllByText('Diarista em Moema', {}, { timeout: 5000 });
    // Native date fields: the browser shows them as dd/mm/aaaa in Portuguese.
    expect(screen.getByLabelText('Data inicial')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Data final')).toHaveValue('2026-11-24');
    // A button named by its icon would be read in English ("search").
    fireEvent.change(screen.getByLabelText('Cliente (usuário ou e-mail)'), { target: { value: 'ana' } });
    expect(screen.getByRole('button', { name: 'Buscar cliente' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'search' })).not.toBeInTheDocument();
  });

  it("expands a row into the payment's provider events", async () => {
    mockApi();
    renderWithProviders(<SalesPage />, { route: '/admin/sales', preloadedState: { auth: staff() } });
    await screen.findAllByText('Diarista em Moema', {}, { timeout: 5000 });
    fireEvent.click(screen.getAllByRole('button', { name: /expandir linha|expand row/i })[0]);
    const events = await screen.findByRole('list', { name: 'Eventos do pagamento 2' });
    expect(events).toHaveTextContent('Pagamento aprovado (aplicado)');
    expect(within(events).getByText('Pagamento recusado')).toBeInTheDocument();
    // The provider's names only in a tooltip, on hover or keyboard focus.
    expect(events).not.toHaveTextContent('payment_intent');
    fireEvent.mouseEnter(within(events).getByText('Pagamento recusado'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('payment_intent.payment_failed');
  });

  it('a minimum above the maximum is said in Portuguese and asks the server nothing; no old rows stay', async () => {
    const calls = mockApi();
    renderWithProviders(<SalesPage />, {
      route: '/admin/sales?min_amount=49.9&max_amount=20',
      preloadedState: { auth: staff() },
    });
    expect(await screen.findByText('O valor mínimo não pode ser maior que o máximo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Valor máximo (R$)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Nenhuma venda com esses filtros.')).toBeInTheDocument();
    expect(screen.queryByText('Diarista em Moema')).not.toBeInTheDocument();
    expect(calls.some((r) => pathOf(r) === '/api/v1/admin/sales/')).toBe(false);
  });

  it("a refused filter shows the server's field message, not the rows of the filters before", async () => {
    const calls = mockApi();
    const { router } = renderWithProviders(<SalesPage />, { route: '/admin/sales', preloadedState: { auth: staff() } });
    await screen.findAllByText('Diarista em Moema', {}, { timeout: 5000 });
    mockFetch((req) => {
      calls.push(req);
      return jsonResponse(
        {
          error: 'Verifique os campos destacados.',
          code: 'validation_error',
          fields: { search: ['Use no máximo 200 caracteres.'] },
        },
        400,
      );
    });
    await router.navigate('/admin/sales?search=x');
    expect(await screen.findByText('Use no máximo 200 caracteres.')).toBeInTheDocument();
    expect(screen.queryByText('Diarista em Moema')).not.toBeInTheDocument();
  });
});
