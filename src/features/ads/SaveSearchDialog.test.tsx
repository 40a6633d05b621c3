import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
} from '../../../test/support/renderWithProviders';
import { adPage, adSummary, BIKES_CATEGORY } from '../../../test/support/adsData';
import { initialAuthState } from '../../session/authSlice';
import AdsPage from './AdsPage';

const CATEGORIES = [BIKES_CATEGORY];

/** /ads's API, recording what "Salvar busca" sends. */
function mockApi() {
  const saved: unknown[] = [];
  mockFetch(async (req) => {
    const path = pathOf(req);
    if (path === '/api/v1/ads/categories/') return jsonResponse(CATEGORIES);
    if (path === '/api/v1/ads/saved-searches/' && req.method === 'POST') {
      const body = (await req.json()) as Record<string, unknown>;
      saved.push(body);
      return jsonResponse({ id: 1, new_count: 0, created_at: '2026-11-28T10:00:00Z', ...body }, 201);
    }
    if (path === '/api/v1/ads/ads/') return jsonResponse(adPage([adSummary({ title: 'Bicicleta aro 29' })]));
    return jsonResponse({ error: `não simulado: ${req.method} ${path}`, code: 'not_mocked' }, 500);
  });
  return saved;
}

function LoginStub() {
  const state = useLocation().state as { message?: string } | null;
  return <p>Entrar: {state?.message}</p>;
}

const signedIn = { auth: authState() };

describe('Salvar busca', () => {
  it('is offered only with a search or a filter', async () => {
    mockApi();
    renderWithProviders(<AdsPage />, { route: '/ads?ordering=price', preloadedState: signedIn });
    expect(await screen.findByText('Bicicleta aro 29')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar busca' })).not.toBeInTheDocument();
  });

  it('saves the search with its name (the text and place by default) and the chosen alert', async () => {
    const saved = mockApi();
    renderWithProviders(<AdsPage />, {
      route: '/ads?search=bicicleta&state_code=SP&category=bicicletas-e-esportes&max_price=1500&page=2',
      preloadedState: signedIn,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar busca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar busca' });
    expect(
      within(dialog).getByText('“bicicleta” · em São Paulo · Bicicletas e Esportes · até R$ 1.500'),
    ).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Nome da busca');
    expect(name).toHaveValue('bicicleta em São Paulo');
    expect(within(dialog).getByRole('radio', { name: /Na hora/ })).toBeChecked();

    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar busca' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Dê um nome à busca.');
    expect(saved).toEqual([]);

    fireEvent.change(name, { target: { value: 'Bike para o trabalho' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Resumo diário/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar busca' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toEqual([
      {
        name: 'Bike para o trabalho',
        alert: 'daily',
        query: { search: 'bicicleta', state_code: 'SP', category: 'bicicletas-e-esportes', max_price: 1500 },
      },
    ]);
    expect(
      await screen.findByText('Busca “Bike para o trabalho” salva. Veja em Meu perfil › Buscas salvas.'),
    ).toBeInTheDocument();
  });

  it('shows the server’s message when the search cannot be saved (the limit of 50)', async () => {
    mockFetch(async (req) => {
      const path = pathOf(req);
      if (path === '/api/v1/ads/categories/') return jsonResponse(CATEGORIES);
      if (req.method === 'POST')
        return jsonResponse(
          {
            error: 'Você já tem 50 buscas salvas, o máximo. Exclua uma para salvar outra.',
            code: 'saved_search_limit',
          },
          400,
        );
      return jsonResponse(adPage([]));
    });
    renderWithProviders(<AdsPage />, { route: '/ads?search=mesa', preloadedState: signedIn });
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar busca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar busca' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar busca' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Você já tem 50 buscas salvas, o máximo. Exclua uma para salvar outra.',
    );
  });

  it('sends a visitor to sign in ("Entre para salvar buscas") and saves the search once they are back', async () => {
    const saved = mockApi();
    const { store } = renderWithProviders(<AdsPage />, {
      route: '/ads?search=bicicleta&state_code=SP',
      path: '/ads',
      preloadedState: { auth: { ...initialAuthState, loading: false } },
      routes: [{ path: '/login', element: <LoginStub /> }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar busca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar busca' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar busca' }));
    expect(await screen.findByText('Entrar: Entre para salvar buscas')).toBeInTheDocument();
    expect(saved).toEqual([]);
    const { pendingSearch, redirectPath } = store.getState().auth;
    expect(redirectPath).toBe('/ads?search=bicicleta&state_code=SP');
    expect(pendingSearch).toEqual({
      name: 'bicicleta em São Paulo',
      alert: 'instant',
      query: { search: 'bicicleta', state_code: 'SP' },
    });

    // Back on /ads, signed in: saved once.
    renderWithProviders(<AdsPage />, {
      route: '/ads?search=bicicleta&state_code=SP',
      preloadedState: { auth: { ...authState(), pendingSearch } },
    });
    expect(
      await screen.findByText('Busca “bicicleta em São Paulo” salva. Veja em Meu perfil › Buscas salvas.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([pendingSearch]);
  });
});
