import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
} from '../../../test/support/renderWithProviders';
import { BIKES_CATEGORY } from '../../../test/support/adsData';
import SavedSearchesTab from './SavedSearchesTab';

const CATEGORIES = [BIKES_CATEGORY];

const search = (over: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'Bike em SP',
  query: { search: 'bicicleta', state_code: 'SP', category: 'bicicletas-e-esportes', min_price: 500, max_price: 1500 },
  alert: 'instant',
  new_count: 3,
  created_at: '2026-11-20T10:00:00Z',
  ...over,
});

function mockApi(list: Array<Record<string, unknown>>) {
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  let current = list;
  mockFetch(async (req) => {
    const path = pathOf(req);
    if (path === '/api/v1/ads/categories/') return jsonResponse(CATEGORIES);
    if (path === '/api/v1/ads/saved-searches/') return jsonResponse(current);
    const body = req.method === 'PATCH' ? await req.json() : undefined;
    calls.push({ method: req.method, path, body });
    if (req.method === 'DELETE') {
      current = current.filter((s) => `/api/v1/ads/saved-searches/${String(s.id)}/` !== path);
      return new Response(null, { status: 204 });
    }
    const found = current.find((s) => `/api/v1/ads/saved-searches/${String(s.id)}/` === path)!;
    current = current.map((s) => (s === found ? { ...s, ...(body as object) } : s));
    return jsonResponse({ ...found, ...(body as object) });
  });
  return calls;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p>Em {pathname + search}</p>;
}

const renderTab = () =>
  renderWithProviders(<SavedSearchesTab />, {
    route: '/profile?tab=searches',
    path: '/profile',
    preloadedState: { auth: authState() },
    routes: [{ path: '/ads', element: <Where /> }],
  });

describe('SavedSearchesTab', () => {
  it('shows each search in words with its new ads, and opens it (marking it seen)', async () => {
    const calls = mockApi([
      search(),
      search({ id: 2, name: 'Diarista', query: { search: 'diarista' }, alert: 'none', new_count: 0 }),
    ]);
    renderTab();
    const bike = await screen.findByRole('article', { name: 'Bike em SP' });
    expect(
      await within(bike).findByText('“bicicleta” · em São Paulo · Bicicletas e Esportes · de R$ 500 a R$ 1.500'),
    ).toBeInTheDocument();
    expect(within(bike).getByText('3 anúncios novos')).toBeInTheDocument();
    const diarista = screen.getByRole('article', { name: 'Diarista' });
    expect(within(diarista).getByText('“diarista” · em todo o Brasil')).toBeInTheDocument();
    expect(within(diarista).queryByText(/novo/)).not.toBeInTheDocument();

    fireEvent.click(within(bike).getByRole('button', { name: /Ver anúncios/ }));
    expect(
      await screen.findByText(
        'Em /ads?search=bicicleta&state_code=SP&category=bicicletas-e-esportes&min_price=500&max_price=1500',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PATCH', path: '/api/v1/ads/saved-searches/1/', body: { seen: true } }),
    );
  });

  it('renames, changes the alert and deletes a search', async () => {
    const calls = mockApi([search()]);
    renderTab();
    const item = await screen.findByRole('article', { name: 'Bike em SP' });
    fireEvent.click(within(item).getByRole('button', { name: /Renomear/ }));
    fireEvent.change(within(item).getByLabelText('Novo nome da busca'), { target: { value: 'Bicicleta usada' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Salvar nome' }));
    expect(await screen.findByRole('article', { name: 'Bicicleta usada' })).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PATCH',
      path: '/api/v1/ads/saved-searches/1/',
      body: { name: 'Bicicleta usada' },
    });

    const renamed = screen.getByRole('article', { name: 'Bicicleta usada' });
    const alert = within(renamed).getByRole('combobox', { name: 'Alerta da busca Bicicleta usada' });
    expect(within(alert).getByRole('option', { name: 'Resumo diário' })).toBeInTheDocument();
    fireEvent.change(alert, { target: { value: 'daily' } });
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: '/api/v1/ads/saved-searches/1/',
        body: { alert: 'daily' },
      }),
    );

    fireEvent.click(within(renamed).getByRole('button', { name: 'Excluir a busca Bicicleta usada' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir esta busca salva?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(/Você ainda não salvou buscas/)).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'DELETE', path: '/api/v1/ads/saved-searches/1/', body: undefined });
  });

  it('says how to save one when there are none', async () => {
    mockApi([]);
    renderTab();
    expect(await screen.findByText(/Você ainda não salvou buscas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Buscar anúncios/ })).toHaveAttribute('href', '/ads');
  });
});
