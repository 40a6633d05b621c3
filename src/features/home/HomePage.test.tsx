import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../../../test/support/renderWithProviders';
import HomePage from './HomePage';

describe('HomePage', () => {
  it('shows the categories from the API and a call to publish', async () => {
    const fetchMock = jest.fn(async () =>
      jsonResponse([
        { id: 1, name: 'Diarista', slug: 'diarista', icon: '', position: 10, is_service: true, description: 'Faxina' },
        { id: 2, name: 'Toldos', slug: 'toldos', icon: '', position: 20, is_service: true, description: 'Coberturas' },
      ]),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Diarista')).toBeInTheDocument();
    expect(screen.getByText('Toldos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Diarista/ })).toHaveAttribute('href', '/ads?category=diarista');
    expect(screen.getByRole('button', { name: 'Anunciar Grátis' })).toBeInTheDocument();
    const url = String(
      (fetchMock.mock.calls[0] as unknown[])[0] instanceof Request
        ? ((fetchMock.mock.calls[0] as unknown[])[0] as Request).url
        : (fetchMock.mock.calls[0] as unknown[])[0],
    );
    expect(url).toMatch(/\/api\/v1\/ads\/categories\/$/);
    expect(document.title).toMatch(/Tribo/);
  });

  it('says so when the categories cannot be loaded', async () => {
    global.fetch = jest.fn(async () =>
      jsonResponse({ error: 'x', code: 'internal_error' }, 500),
    ) as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Não foi possível carregar as categorias.')).toBeInTheDocument();
  });
});
