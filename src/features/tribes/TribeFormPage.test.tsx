import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
} from '../../../test/support/renderWithProviders';
import { matchMediaAtWidth } from '../../../test/support/matchMedia';
import { membership, tribeDetail, tribeMember, tribePage } from '../../../test/support/tribesData';
import TribeFormPage from './TribeFormPage';

const render = (route: string) =>
  renderWithProviders(<TribeFormPage />, {
    route,
    path: route.startsWith('/tribes/edit/') ? '/tribes/edit/:slug' : '/tribes/create',
    routes: [
      { path: '/tribes/:slug', element: <p>página da tribo</p> },
      { path: '/tribes', element: <p>lista de tribos</p> },
    ],
    preloadedState: { auth: authState() },
  });

describe('TribeFormPage', () => {
  it('checks the name in pt-BR, then creates the tribe as JSON and opens it', async () => {
    const calls = mockFetch((req) => {
      if (pathOf(req).includes('/categories/')) return jsonResponse([]);
      if (req.method === 'POST') return jsonResponse(tribeDetail({ slug: 'reformas-bh', name: 'Reformas BH' }), 201);
      return jsonResponse({ error: 'não simulado' }, 500);
    });
    const { router } = render('/tribes/create');
    fireEvent.change(screen.getByLabelText('Nome da tribo'), { target: { value: 'BH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar tribo' }));
    expect(await screen.findByText('O nome deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Nome da tribo'), { target: { value: 'Reformas BH' } });
    fireEvent.click(screen.getByLabelText('Anúncios passam por aprovação'));
    fireEvent.click(screen.getByRole('button', { name: 'Criar tribo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tribes/reformas-bh'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(pathOf(post)).toBe('/api/v1/tribes/');
    expect(await post.json()).toMatchObject({ name: 'Reformas BH', ad_policy: 'approval', visibility: 'public' });
  });

  it('refuses members who do not moderate the tribe', async () => {
    mockFetch(() => jsonResponse(tribeDetail({ my_membership: membership() })));
    render('/tribes/edit/pet-lovers-curitiba');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Só o dono e os moderadores podem gerenciar esta tribo.' }),
    ).toBeInTheDocument();
  });

  it('lets the owner delete only after typing the name', async () => {
    const calls = mockFetch((req) => {
      if (pathOf(req).includes('/categories/')) return jsonResponse([]);
      if (req.method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse(tribeDetail({ my_membership: membership('owner'), can_moderate: true }));
    });
    const { router } = render('/tribes/edit/pet-lovers-curitiba');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir tribo' }));
    const confirm = await screen.findByRole('button', { name: 'Excluir para sempre' });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Nome da tribo para confirmar'), {
      target: { value: 'Pet lovers Curitiba' },
    });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tribes'));
    expect(calls.some((c) => c.method === 'DELETE' && pathOf(c) === '/api/v1/tribes/pet-lovers-curitiba/')).toBe(true);
  });

  describe('the owner’s management sections', () => {
    const server = () =>
      mockFetch((req) => {
        if (pathOf(req).includes('/categories/')) return jsonResponse([]);
        if (pathOf(req).endsWith('/members/')) return jsonResponse(tribePage([tribeMember()]));
        if (req.method === 'DELETE') return new Response(null, { status: 204 });
        return jsonResponse(tribeDetail({ my_membership: membership('owner'), can_moderate: true }));
      });
    const matchMedia = window.matchMedia;
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('are tabs on a wide screen; a member is a named list item, not a heading', async () => {
      window.matchMedia = matchMediaAtWidth(1366);
      server();
      const { router } = render('/tribes/edit/pet-lovers-curitiba');
      fireEvent.click(await screen.findByRole('tab', { name: 'Membros' }));
      const members = await screen.findByRole('region', { name: 'Membros' });
      expect(await within(members).findByRole('link', { name: 'João' })).toHaveAttribute('href', '/profile/joao');
      // antd's List.Item.Meta would make the name an h4 right after the page's h1.
      expect(screen.queryAllByRole('heading', { level: 4 })).toHaveLength(0);
      expect(router.state.location.search).toBe('?tab=members');
    });

    it('are a list to pick from on a phone, where six tabs do not fit', async () => {
      window.matchMedia = matchMediaAtWidth(390);
      server();
      const { router } = render('/tribes/edit/pet-lovers-curitiba');
      const section = await screen.findByRole('combobox', { name: 'Seção' });
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expect(screen.getByRole('radiogroup', { name: 'Visibilidade' })).toBeInTheDocument();
      fireEvent.mouseDown(section);
      fireEvent.click(await screen.findByTitle('Membros'));
      const members = await screen.findByRole('region', { name: 'Membros' });
      expect(await within(members).findByRole('link', { name: 'João' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('?tab=members');
    });

    it('a change not saved asks before another section or page; after deleting the tribe nothing asks', async () => {
      window.matchMedia = matchMediaAtWidth(1366);
      const calls = server();
      const { router } = render('/tribes/edit/pet-lovers-curitiba');
      fireEvent.change(await screen.findByLabelText('Nome da tribo'), { target: { value: 'Pets de Curitiba' } });

      fireEvent.click(screen.getByRole('tab', { name: 'Membros' }));
      expect(await screen.findAllByText('Sair sem salvar?')).not.toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
      await waitFor(() => expect(screen.queryAllByText('Sair sem salvar?')).toHaveLength(0));
      expect(router.state.location.search).toBe('');
      expect(screen.getByLabelText('Nome da tribo')).toHaveValue('Pets de Curitiba');

      fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(await screen.findAllByText('Sair sem salvar?')).not.toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
      await waitFor(() => expect(screen.queryAllByText('Sair sem salvar?')).toHaveLength(0));
      expect(router.state.location.pathname).toBe('/tribes/edit/pet-lovers-curitiba');

      fireEvent.click(screen.getByRole('button', { name: 'Excluir tribo' }));
      fireEvent.change(await screen.findByLabelText('Nome da tribo para confirmar'), {
        target: { value: 'Pet lovers Curitiba' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Excluir para sempre' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/tribes'));
      expect(screen.queryAllByText('Sair sem salvar?')).toHaveLength(0);
      expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    });
  });
});
