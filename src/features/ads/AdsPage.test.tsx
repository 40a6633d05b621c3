import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../../test/support/renderWithProviders';
import { adSummary } from '../../../test/support/adsData';
import AdsPage from './AdsPage';
import { formatPrice, whatsappLink } from './format';
import { pageWindow } from '../../components/Pager';

const ad = (over: Record<string, unknown> = {}) => adSummary({ is_highlighted: true, ...over });

function mockApi(results: unknown[], count = results.length, extra: Record<string, unknown> = {}) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push(url);
    if (url.includes('/categories/'))
      return jsonResponse([
        { id: 1, name: 'Diarista', slug: 'diarista', icon: '', position: 1, is_service: true, description: '' },
      ]);
    return jsonResponse({ count, next: null, previous: null, results, ...extra });
  }) as unknown as typeof fetch;
  return calls;
}

describe('AdsPage', () => {
  it('tells the user when a mistyped search was corrected', async () => {
    mockApi([ad({ title: 'Eletricista residencial' })], 1, { corrected_search: 'eletricista' });
    renderWithProviders(<AdsPage />, { route: '/ads?search=eletrisista' });
    expect(await screen.findByText('Eletricista residencial')).toBeInTheDocument();
    expect(screen.getByText(/Nenhum anúncio com “eletrisista”\. Mostrando resultados para/)).toBeInTheDocument();
    expect(screen.getByText('“eletricista”')).toBeInTheDocument();
  });

  it('drops the previous correction as soon as another search starts loading', async () => {
    let release: () => void = () => undefined;
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/categories/')) return jsonResponse([]);
      if (url.includes('search=eletrisista'))
        return jsonResponse({
          count: 1,
          next: null,
          previous: null,
          results: [ad({ title: 'Eletricista residencial' })],
          corrected_search: 'eletricista',
        });
      return new Promise<Response>((resolve) => {
        release = () => resolve(jsonResponse({ count: 0, next: null, previous: null, results: [] }));
      });
    }) as unknown as typeof fetch;
    renderWithProviders(<AdsPage />, { route: '/ads?search=eletrisista' });
    expect(await screen.findByText(/Mostrando resultados para/)).toBeInTheDocument();
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'pedreiro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.queryByText(/Mostrando resultados para/)).not.toBeInTheDocument());
    release();
  });

  it('applies a typed price once, when the field is left, not at every digit', async () => {
    const calls = mockApi([ad()]);
    renderWithProviders(<AdsPage />, { route: '/ads' });
    expect(await screen.findByText('Diarista em São Paulo')).toBeInTheDocument();
    const listCalls = () => calls.filter((c) => c.includes('/api/v1/ads/ads/'));
    const before = listCalls().length;
    const min = screen.getByRole('textbox', { name: 'Preço mínimo' });
    for (const typed of ['1', '15', '150', '1500']) fireEvent.change(min, { target: { value: typed } });
    expect(listCalls()).toHaveLength(before);
    fireEvent.blur(min);
    await waitFor(() => expect(listCalls()).toHaveLength(before + 1));
    expect(new URL(listCalls().at(-1)!).searchParams.get('min_price')).toBe('1500');
  });

  it('reads prices typed the Brazilian way: "1.500" is 1500 reais, "99,90" is 99.9', async () => {
    const calls = mockApi([ad()]);
    const { router } = renderWithProviders(<AdsPage />, { route: '/ads' });
    expect(await screen.findByText('Diarista em São Paulo')).toBeInTheDocument();
    const lastList = () => new URL(calls.filter((c) => c.includes('/api/v1/ads/ads/')).at(-1)!).searchParams;
    const typeInto = (name: string, typed: string) => {
      const field = screen.getByRole('textbox', { name });
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.blur(field);
    };

    typeInto('Preço mínimo', '1.500');
    await waitFor(() => expect(lastList().get('min_price')).toBe('1500'));
    expect(router.state.location.search).toBe('?min_price=1500');
    expect(screen.getByRole('textbox', { name: 'Preço mínimo' })).toHaveValue('1.500');

    typeInto('Preço mínimo', '99,90');
    await waitFor(() => expect(lastList().get('min_price')).toBe('99.9'));
    expect(screen.getByRole('textbox', { name: 'Preço mínimo' })).toHaveValue('99,90');

    typeInto('Preço máximo', 'R$ 1.500,50');
    await waitFor(() => expect(lastList().get('max_price')).toBe('1500.5'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a price that is not an amount out of the URL, and says how to write it', async () => {
    const calls = mockApi([ad()]);
    const { router } = renderWithProviders(<AdsPage />, { route: '/ads?min_price=100' });
    expect(await screen.findByText('Diarista em São Paulo')).toBeInTheDocument();
    const listCalls = () => calls.filter((c) => c.includes('/api/v1/ads/ads/'));
    const before = listCalls().length;
    const min = screen.getByRole('textbox', { name: 'Preço mínimo' });
    expect(min).toHaveValue('100');
    fireEvent.change(min, { target: { value: '1,500.50' } });
    fireEvent.blur(min);
    expect(await screen.findByRole('alert')).toHaveTextContent('Digite o preço em reais, como 1.500 ou 99,90.');
    expect(min).toHaveValue('1,500.50');
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('?min_price=100');
    expect(listCalls()).toHaveLength(before);

    fireEvent.change(min, { target: { value: '150' } });
    fireEvent.blur(min);
    await waitFor(() => expect(router.state.location.search).toBe('?min_price=150'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so on the filters when Mínimo is above Máximo, and does not search', async () => {
    const calls = mockApi([ad()]);
    const { router } = renderWithProviders(<AdsPage />, { route: '/ads?max_price=100' });
    expect(await screen.findByText('Diarista em São Paulo')).toBeInTheDocument();
    const listCalls = () => calls.filter((c) => c.includes('/api/v1/ads/ads/'));
    const before = listCalls().length;
    const min = screen.getByRole('textbox', { name: 'Preço mínimo' });
    fireEvent.change(min, { target: { value: '500' } });
    fireEvent.blur(min);
    expect(await screen.findByRole('alert')).toHaveTextContent('O mínimo é maior que o máximo.');
    expect(router.state.location.search).toBe('?max_price=100&min_price=500');
    expect(screen.getByRole('textbox', { name: 'Preço mínimo' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Preço máximo' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Ajuste a faixa de preço para ver os anúncios.')).toBeInTheDocument();
    expect(screen.queryByText(/anúncios? encontrados?/)).not.toBeInTheDocument();
    expect(screen.queryByText('Diarista em São Paulo')).not.toBeInTheDocument();
    expect(listCalls()).toHaveLength(before);

    const max = screen.getByRole('textbox', { name: 'Preço máximo' });
    fireEvent.change(max, { target: { value: '1.000' } });
    fireEvent.blur(max);
    await waitFor(() => expect(listCalls()).toHaveLength(before + 1));
    expect(Object.fromEntries(new URL(listCalls().at(-1)!).searchParams)).toMatchObject({
      min_price: '500',
      max_price: '1000',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('Diarista em São Paulo')).toBeInTheDocument();
  });

  it('says nothing about corrections when the search was found as typed', async () => {
    mockApi([ad()]);
    renderWithProviders(<AdsPage />, { route: '/ads?search=diarista' });
    expect(await screen.findByText('Diarista em São Paulo')).toBeInTheDocument();
    expect(screen.queryByText(/Mostrando resultados para/)).not.toBeInTheDocument();
  });

  it('sends the URL filters to the API (state as an alias of state_code) and shows cards in BRL', async () => {
    const calls = mockApi([ad()]);
    renderWithProviders(<AdsPage />, { route: '/ads?search=diarista&state=sp&ordering=-price&is_service=true' });
    expect(await screen.findByText('Diarista em São Paulo')).toBeInTheDocument();
    expect(screen.getByText('R$ 1.234,56')).toBeInTheDocument();
    expect(screen.getByText('Destaque')).toBeInTheDocument();
    expect(screen.getByText('São Paulo/SP · 2h atrás')).toBeInTheDocument();
    expect(screen.getByText('1 anúncio encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Diarista em São Paulo/ })).toHaveAttribute(
      'href',
      '/ads/diarista-em-sao-paulo-abc123',
    );
    const listCall = new URL(calls.find((c) => c.includes('/api/v1/ads/ads/'))!);
    expect(Object.fromEntries(listCall.searchParams)).toEqual({
      search: 'diarista',
      state_code: 'SP',
      is_service: 'true',
      ordering: '-price',
      page: '1',
      page_size: '20',
    });
  });

  it('pages through the results with its own pager (page 2 asks the API for page 2)', async () => {
    const calls = mockApi([ad()], 45);
    renderWithProviders(<AdsPage />, { route: '/ads' });
    expect(await screen.findByText('45 anúncios encontrados')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(pager.textContent).toContain('3');
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() =>
      expect(calls.some((c) => c.includes('/api/v1/ads/ads/') && new URL(c).searchParams.get('page') === '2')).toBe(
        true,
      ),
    );
  });

  it('a link past the last page (fewer ads since) opens the first page, not a dead end', async () => {
    const calls: string[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push(url);
      if (url.includes('/categories/')) return jsonResponse([]);
      if (new URL(url).searchParams.get('page') === '99')
        return jsonResponse({ error: 'Página inválida.', code: 'invalid_page' }, 404);
      return jsonResponse({ count: 1, next: null, previous: null, results: [ad({ title: 'Diarista em Moema' })] });
    }) as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderWithProviders(<AdsPage />, { route: '/ads?category=diarista&page=99' });
    expect(await screen.findByText('Diarista em Moema')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=diarista');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Não foi possível carregar os anúncios.')).not.toBeInTheDocument();
  });

  it('cuts a search longer than the API takes (200 characters) and reads prices a form sent before the app loaded', async () => {
    const calls = mockApi([ad()]);
    const long = 'a'.repeat(300);
    renderWithProviders(<AdsPage />, { route: `/ads?search=${long}&min_price=1.500&max_price=2.000%2C50` });
    await screen.findByText('1 anúncio encontrado');
    const sent = new URL(calls.find((c) => c.includes('/api/v1/ads/ads/'))!).searchParams;
    expect(sent.get('search')).toBe('a'.repeat(200));
    expect(sent.get('min_price')).toBe('1500');
    expect(sent.get('max_price')).toBe('2000.5');
    expect(screen.getByRole('searchbox')).toHaveAttribute('maxLength', '200');
  });

  it('says the notice the previous page left (a deleted ad) once, in the live region', async () => {
    mockApi([ad({ title: 'Eletricista residencial' })]);
    const { router } = renderWithProviders(<AdsPage />, { route: '/ads?search=luz' });
    expect(await screen.findByText('Eletricista residencial')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await act(() => router.navigate('/ads?search=luz', { state: { notice: 'Anúncio excluído.' } }));
    expect(screen.getByRole('status')).toHaveTextContent('Anúncio excluído.');
    // Taken off the history entry: going back to it or reloading does not say it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.search).toBe('?search=luz');
  });

  it('shows an empty state with suggestions', async () => {
    mockApi([]);
    renderWithProviders(<AdsPage />, { route: '/ads?search=zzz' });
    expect(await screen.findByText('Nenhum anúncio encontrado com esses filtros.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Eletricista' })).toHaveAttribute('href', '/ads?search=Eletricista');
  });

  it('a search that finds nothing in a state says how many the whole country has, with a link, and never suggests the term searched', async () => {
    const calls: string[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push(url);
      if (url.includes('/categories/')) return jsonResponse([]);
      const inState = new URL(url).searchParams.has('state_code');
      return jsonResponse({ count: inState ? 0 : 3, next: null, previous: null, results: inState ? [] : [ad()] });
    }) as unknown as typeof fetch;
    renderWithProviders(<AdsPage />, { route: '/ads?search=eletricista&state_code=SP&is_service=true' });
    expect(await screen.findByText('Nenhum anúncio encontrado em São Paulo com esses filtros.')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Ver 3 anúncios em todo o Brasil' });
    expect(link).toHaveAttribute('href', '/ads?search=eletricista&is_service=true');
    const country = new URL(calls.find((c) => c.includes('/ads/ads/') && !c.includes('state_code'))!);
    expect(country.searchParams.get('search')).toBe('eletricista');
    expect(country.searchParams.get('page_size')).toBe('1');
    expect(screen.queryByRole('link', { name: 'Eletricista' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Diarista' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP');
  });

  it('the state filter finds a state by its code or its name without accents, and offers the whole country', async () => {
    mockApi([ad()]);
    const { router, store } = renderWithProviders(<AdsPage />, { route: '/ads?search=pintor&page=2' });
    const state = screen.getByRole('combobox', { name: 'Estado' });
    expect(state).toHaveValue('Todo o Brasil');
    await userEvent.type(state, 'sao{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=pintor&state_code=SP'));
    expect(state).toHaveValue('SP');
    expect(store.getState().states.selected).toBe('SP');
    await userEvent.keyboard('ES{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=pintor&state_code=ES'));
    await userEvent.keyboard('brasil{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=pintor'));
  });

  it('an empty search in the whole country asks nothing more and offers no country link', async () => {
    const calls = mockApi([]);
    renderWithProviders(<AdsPage />, { route: '/ads?search=zzz' });
    expect(await screen.findByText('Nenhum anúncio encontrado com esses filtros.')).toBeInTheDocument();
    expect(calls.filter((c) => c.includes('/ads/ads/'))).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /todo o Brasil/ })).not.toBeInTheDocument();
  });
});

describe('AdsPage heading and title', () => {
  it.each([
    ['/ads', 'Anúncios', 'Anúncios | Tribo'],
    ['/ads?category=diarista', 'Diarista', 'Diarista — Anúncios | Tribo'],
    ['/ads?search=faxina', 'Resultados para “faxina”', '“faxina” — Anúncios | Tribo'],
    [
      '/ads?search=faxina&category=diarista',
      'Resultados para “faxina” em Diarista',
      '“faxina” em Diarista — Anúncios | Tribo',
    ],
  ])('%s names itself: %s', async (route, heading, title) => {
    mockApi([ad()]);
    renderWithProviders(<AdsPage />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });
});

describe('ad display helpers', () => {
  it('pager: first, last and the pages around the current one, gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    // A gap of one page shows the page.
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(4, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
  });

  it('formats prices in BRL with the price type, and "A combinar" without a price', () => {
    expect(formatPrice(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(formatPrice(5000, 'per_hour').replace(/\s/g, ' ')).toBe('R$ 50,00/hora');
    expect(formatPrice(null, 'negotiable')).toBe('A combinar');
  });

  it('builds the WhatsApp link with 55 and a message naming the ad', () => {
    const link = whatsappLink('(11) 99999-8888', 'Pintor');
    expect(link).toBe(
      `https://wa.me/5511999998888?text=${encodeURIComponent('Olá! Vi seu anúncio "Pintor" na Tribo e gostaria de mais informações.')}`,
    );
    expect(whatsappLink('5511999998888', 'x')).toMatch(/^https:\/\/wa\.me\/5511999998888\?/);
    expect(whatsappLink('123', 'x')).toBeNull();
  });
});
