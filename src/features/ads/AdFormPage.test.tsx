import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { authState, jsonResponse, pathOf, renderWithProviders } from '../../../test/support/renderWithProviders';
import { membership, tribePage, tribeSummary } from '../../../test/support/tribesData';
import AdFormPage from './AdFormPage';

const CATEGORIES = [
  { id: 1, name: 'Diarista', slug: 'diarista', icon: '', position: 1, is_service: true, description: '' },
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
    renderWithProviders(
      <App>
        <AdFormPage />
      </App>,
      { route: '/ads/create' },
    );
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
    renderWithProviders(
      <App>
        <AdFormPage />
      </App>,
      { route: '/ads/create?tribe=reformas-bh', preloadedState: { auth: authState() } },
    );
    expect(await screen.findByTitle('Reformas BH (com aprovação)')).toBeInTheDocument();
  }, 30_000);
});
