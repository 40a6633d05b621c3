import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
} from '../../../test/support/renderWithProviders';
import { adDetail } from '../../../test/support/adsData';
import { membership, tribePage, tribeSummary } from '../../../test/support/tribesData';
import AdFormPage from './AdFormPage';

const CATEGORIES = [
  { id: 1, name: 'Diarista', slug: 'diarista', icon: '', position: 1, is_service: true, description: '' },
  { id: 2, name: 'Móveis usados', slug: 'moveis-usados', icon: '', position: 2, is_service: false, description: '' },
];
const MY_TRIBES = tribePage([
  tribeSummary({ name: 'Reformas BH', slug: 'reformas-bh', my_membership: membership(), ad_policy: 'approval' }),
  tribeSummary({ id: 2, name: 'Pedido pendente', slug: 'pendente', my_membership: membership('member', 'pending') }),
]);
const answer = async (input: RequestInfo | URL) =>
  pathOf(input as Request) === '/api/v1/tribes/' ? jsonResponse(MY_TRIBES) : jsonResponse(CATEGORIES);

describe('AdFormPage', () => {
  it('validates the required fields in pt-BR before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = jest.fn(answer);
    global.fetch = fetchMock as unknown as typeof fetch;
    renderWithProviders(<AdFormPage />, { route: '/ads/create' });
    await user.type(screen.getByLabelText('Título'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Publicar anúncio' }));
    expect(await screen.findByText('O título deve ter pelo menos 5 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Escolha uma categoria.')).toBeInTheDocument();
    expect(screen.getByText('Descreva o que você oferece.')).toBeInTheDocument();
    expect(screen.getByText('Informe o preço ou marque "A combinar".')).toBeInTheDocument();
    expect(screen.getByText('Informe a cidade.')).toBeInTheDocument();
    const posted = fetchMock.mock.calls.filter((c) => {
      const req = (c as unknown[])[0];
      return req instanceof Request && req.method === 'POST';
    });
    expect(posted).toHaveLength(0);
  }, 30_000);

  it('arrives from a tribe with that tribe already picked', async () => {
    global.fetch = jest.fn(answer) as unknown as typeof fetch;
    renderWithProviders(<AdFormPage />, {
      route: '/ads/create?tribe=reformas-bh',
      preloadedState: { auth: authState() },
    });
    expect(await screen.findByRole('checkbox', { name: 'Reformas BH (com aprovação)' })).toBeChecked();
    // Only the tribes where I am an active member are offered.
    expect(screen.getAllByRole('checkbox', { name: /Reformas BH|Pedido pendente/ })).toHaveLength(1);
  }, 30_000);

  describe('price (Preço (R$)), typed the Brazilian way', () => {
    /** The owner's ad at R$ 2.500,00, as GET /api/v1/ads/ads/{slug}/ returns it. */
    const AD = adDetail({ category: { id: 1, name: 'Diarista', slug: 'diarista' }, is_owner: true });

    function renderEdit() {
      const calls = mockFetch(async (req) => {
        const path = pathOf(req);
        if (path === `/api/v1/ads/ads/${AD.slug}/`) {
          return jsonResponse(AD);
        }
        return answer(req);
      });
      renderWithProviders(<AdFormPage />, {
        route: `/ads/edit/${AD.slug}`,
        path: '/ads/edit/:slug',
        preloadedState: { auth: authState() },
      });
      return calls;
    }

    it('saves "1.500,50" as 150050 cents, shown as 1.500,50 (the dot is not a decimal point)', async () => {
      const user = userEvent.setup({ delay: null });
      const calls = renderEdit();
      const price = await screen.findByLabelText('Preço (R$)');
      expect(price).toHaveValue('2.500,00');
      await user.clear(price);
      await user.type(price, '1.500,50');
      fireEvent.blur(price);
      expect(price).toHaveValue('1.500,50');
      await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
      const body = await calls.find((c) => c.method === 'PUT')!.formData();
      expect(body.get('price_cents')).toBe('150050');
    }, 30_000);

    it('writes the price back the Brazilian way when the field is left', async () => {
      const user = userEvent.setup({ delay: null });
      renderEdit();
      const price = await screen.findByLabelText('Preço (R$)');
      for (const [typed, shown] of [
        ['1.500', '1.500,00'],
        ['2.000.000', '2.000.000,00'],
        ['R$ 200', '200,00'],
        ['200,5', '200,50'],
        ['1500.5', '1.500,50'],
      ]) {
        await user.clear(price);
        await user.type(price, typed);
        fireEvent.blur(price);
        expect(price).toHaveValue(shown);
      }
    }, 30_000);

    it('says so on the field, in pt-BR, when the price is over the maximum or not a price, and keeps what was typed', async () => {
      const user = userEvent.setup({ delay: null });
      const calls = renderEdit();
      const price = await screen.findByLabelText('Preço (R$)');
      await user.clear(price);
      await user.type(price, '999999999');
      fireEvent.blur(price);
      expect(await screen.findByText('O preço máximo é R$ 100.000.000,00.')).toBeInTheDocument();
      expect(price).toHaveValue('999.999.999,00');
      await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
      expect(await screen.findByText('O preço máximo é R$ 100.000.000,00.')).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

      await user.clear(price);
      await user.type(price, '1,500.50');
      fireEvent.blur(price);
      expect(await screen.findByText('Digite o preço em reais, como 1.500 ou 1.500,50.')).toBeInTheDocument();
      expect(price).toHaveValue('1,500.50');

      await user.click(screen.getByRole('checkbox', { name: 'A combinar' }));
      await waitFor(() =>
        expect(screen.queryByText('Digite o preço em reais, como 1.500 ou 1.500,50.')).not.toBeInTheDocument(),
      );
    }, 30_000);
  });

  describe('the fields', () => {
    const create = () => {
      global.fetch = jest.fn(answer) as unknown as typeof fetch;
      return renderWithProviders(<AdFormPage />, {
        route: '/ads/create',
        preloadedState: { auth: authState() },
        routes: [{ path: '/', element: <p>Página inicial</p> }],
      });
    };

    it('counts the characters of the title and the description', async () => {
      const user = userEvent.setup({ delay: null });
      create();
      expect(screen.getByText('0 / 120')).toBeInTheDocument();
      expect(screen.getByText('0 / 5000')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Título'), 'Pintor');
      expect(screen.getByText('6 / 120')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Descrição'), { target: { value: 'Pintura de casas.' } });
      expect(screen.getByText('17 / 5000')).toBeInTheDocument();
    }, 30_000);

    it('the category says whether it is a service (the switch can still be changed)', async () => {
      create();
      const service = screen.getByRole('switch', { name: /É um serviço\?/ });
      expect(service).toBeChecked();
      expect(service).toHaveTextContent('Serviço');
      const category = screen.getByLabelText('Categoria');
      await screen.findByRole('option', { name: 'Móveis usados' });
      fireEvent.change(category, { target: { value: '2' } });
      expect(category).toHaveValue('2');
      expect(service).not.toBeChecked();
      expect(service).toHaveTextContent('Produto');
      fireEvent.click(service);
      expect(service).toBeChecked();
      fireEvent.change(category, { target: { value: '1' } });
      expect(service).toBeChecked();
    }, 30_000);

    it('"A combinar" turns the price and its type off, and the price optional', async () => {
      create();
      const price = screen.getByLabelText('Preço (R$)');
      expect(screen.getByLabelText('UF')).toHaveValue('SP');
      expect(screen.getByLabelText(/Tipo de preço/)).toBeEnabled();
      fireEvent.click(screen.getByRole('checkbox', { name: 'A combinar' }));
      await waitFor(() => expect(price).toBeDisabled());
      expect(screen.getByLabelText(/Tipo de preço/)).toBeDisabled();
      expect(price).toHaveAccessibleName(expect.stringMatching(/^Preço \(R\$\) ?\(opcional\)$/));
      fireEvent.click(screen.getByRole('checkbox', { name: 'A combinar' }));
      await waitFor(() => expect(price).toBeEnabled());
    }, 30_000);

    it("shows the server's messages on their fields, and the rest above", async () => {
      const user = userEvent.setup({ delay: null });
      const AD = adDetail({ category: { id: 1, name: 'Diarista', slug: 'diarista' }, is_owner: true });
      mockFetch(async (req) => {
        const path = pathOf(req);
        if (path === `/api/v1/ads/ads/${AD.slug}/` && req.method === 'PUT')
          return jsonResponse(
            {
              error: 'Confira os campos.',
              code: 'invalid',
              fields: { title: ['Este título já está em uso.'], price_cents: ['Preço inválido.'] },
            },
            400,
          );
        if (path === `/api/v1/ads/ads/${AD.slug}/`) return jsonResponse(AD);
        return answer(req);
      });
      renderWithProviders(<AdFormPage />, {
        route: `/ads/edit/${AD.slug}`,
        path: '/ads/edit/:slug',
        preloadedState: { auth: authState() },
      });
      await user.click(await screen.findByRole('button', { name: 'Salvar alterações' }));
      expect(await screen.findByText('Este título já está em uso.')).toBeInTheDocument();
      expect(screen.getByLabelText('Título')).toHaveAccessibleDescription('Este título já está em uso.');
      expect(screen.getByLabelText('Preço (R$)')).toHaveAccessibleDescription('Preço inválido.');
      expect(screen.getByRole('status')).toHaveTextContent('Confira os campos.');
    }, 30_000);

    it('asks before leaving with changes not saved', async () => {
      const { router } = create();
      fireEvent.change(screen.getByLabelText('Cidade'), { target: { value: 'Campinas' } });
      await act(() => router.navigate('/'));
      const question = await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' });
      fireEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
      expect(question).not.toBeInTheDocument();
      expect(screen.getByLabelText('Cidade')).toHaveValue('Campinas');
      await act(() => router.navigate('/'));
      fireEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
      expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    }, 30_000);
  });

  it('tells a member who does not own the ad that only its owner edits it', async () => {
    const AD = adDetail({ is_owner: false });
    mockFetch(async (req) => (pathOf(req) === `/api/v1/ads/ads/${AD.slug}/` ? jsonResponse(AD) : answer(req)));
    renderWithProviders(<AdFormPage />, {
      route: `/ads/edit/${AD.slug}`,
      path: '/ads/edit/:slug',
      preloadedState: { auth: authState() },
    });
    expect(await screen.findByRole('heading', { name: 'Só o dono do anúncio pode editá-lo.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao anúncio' })).toHaveAttribute('href', `/ads/${AD.slug}`);
  }, 30_000);
});
