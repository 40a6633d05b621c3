import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { jsonResponse, renderWithProviders } from '../../../test/support/renderWithProviders';
import AdFormPage from './AdFormPage';

describe('AdFormPage', () => {
  it('validates the required fields in pt-BR before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = jest.fn(async () =>
      jsonResponse([
        { id: 1, name: 'Diarista', slug: 'diarista', icon: '', position: 1, is_service: true, description: '' },
      ]),
    );
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
});
