import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
} from '../../../test/support/renderWithProviders';
import { membership, tribePage, tribeSummary } from '../../../test/support/tribesData';
import TribesPage from './TribesPage';

const TRIBES = '/api/v1/tribes/';

function mockApi({ mine = [] as unknown[], discover = [] as unknown[], failDiscover = false } = {}) {
  return mockFetch((req) => {
    const url = new URL(req.url);
    if (url.pathname.includes('/categories/'))
      return jsonResponse([
        { id: 1, name: 'Pets', slug: 'pets', icon: '', position: 1, is_service: true, description: '' },
      ]);
    if (pathOf(req) === TRIBES && url.searchParams.get('mine') === 'true') return jsonResponse(tribePage(mine));
    if (pathOf(req) === TRIBES)
      return failDiscover ? jsonResponse({ error: 'Falhou.' }, 500) : jsonResponse(tribePage(discover));
    return jsonResponse({ error: `não simulado: ${url.pathname}` }, 500);
  });
}

const render = (route = '/tribes') =>
  renderWithProviders(<TribesPage />, { route, preloadedState: { auth: authState() } });

describe('TribesPage', () => {
  it('shows my tribes with my role or pending state, and discovery cards with place, members and policy', async () => {
    mockApi({
      mine: [
        tribeSummary({ id: 2, slug: 'reformas-bh', name: 'Reformas BH', my_membership: membership('moderator') }),
        tribeSummary({
          id: 3,
          slug: 'diaristas',
          name: 'Diaristas da Zona Sul',
          my_membership: membership('member', 'pending'),
        }),
      ],
      discover: [tribeSummary({ visibility: 'private', join_policy: 'request' })],
    });
    render();
    const mine = await screen.findByRole('list', { name: 'Minhas tribos' });
    expect(within(mine).getByRole('link', { name: 'Reformas BH' })).toHaveAttribute('href', '/tribes/reformas-bh');
    expect(within(mine).getByText('Moderador(a)')).toBeInTheDocument();
    expect(within(mine).getByText('Aguardando aprovação')).toBeInTheDocument();
    const found = await screen.findByRole('list', { name: 'Tribos encontradas' });
    // The card's link is its visible name (no label that differs from what is shown).
    const link = within(found).getByRole('link', { name: 'Pet lovers Curitiba' });
    expect(link).not.toHaveAttribute('aria-label');
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByText(/Curitiba\/PR/)).toBeInTheDocument();
    expect(within(card).getByText(/42 membros/)).toBeInTheDocument();
    expect(within(card).getByText('Entrada com aprovação')).toBeInTheDocument();
    expect(within(card).getByText('Privada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Criar tribo/ })).toHaveAttribute('href', '/tribes/create');
  });

  it('searches and filters through the URL, and offers to clear filters when nothing matches', async () => {
    const calls = mockApi();
    const { router } = render('/tribes?state=PR');
    expect(await screen.findByText('Nenhuma tribo com esses filtros.')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Buscar tribos' });
    fireEvent.change(box, { target: { value: 'pet' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?state=PR&search=pet'));
    await waitFor(() =>
      expect(
        calls.some((c) => {
          const u = new URL(c.url);
          return u.searchParams.get('search') === 'pet' && u.searchParams.get('state') === 'PR';
        }),
      ).toBe(true),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when I have no tribe yet, and shows an error with a retry when discovery fails', async () => {
    const calls = mockApi({ failDiscover: true });
    render();
    expect(await screen.findByText('Você ainda não participa de nenhuma tribo.')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Tentar de novo' });
    const before = calls.length;
    fireEvent.click(retry);
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });
});
