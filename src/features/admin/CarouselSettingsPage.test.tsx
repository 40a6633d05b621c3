import { fireEvent, screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../../../test/support/renderWithProviders';
import { mockSettingsApi, staff } from '../../../test/support/settingsApi';
import CarouselSettingsPage from './CarouselSettingsPage';

const interval = () => screen.getByLabelText('Tempo de cada slide (segundos)') as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('CarouselSettingsPage (/admin/carousel-settings)', () => {
  it('shows the interval in seconds and refuses one outside 3 to 9', async () => {
    const { patches } = mockSettingsApi();
    renderWithProviders(<CarouselSettingsPage />, {
      route: '/admin/carousel-settings',
      preloadedState: { auth: staff() },
    });
    expect(
      await screen.findByRole('heading', { name: 'Configurações do carrossel' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await screen.findByLabelText('Tempo de cada slide (segundos)', {}, { timeout: 10_000 });
    expect(interval().value).toBe('6,0');
    expect(screen.getByRole('radio', { name: 'Deslizar' })).toBeChecked();
    for (const name of [
      'Passar os slides automaticamente',
      'Pausar com o ponteiro sobre o carrossel',
      'Mostrar setas (anterior e próximo)',
      'Mostrar indicadores (pontos)',
    ]) {
      expect(screen.getByRole('switch', { name })).toBeChecked();
    }

    fireEvent.change(interval(), { target: { value: '12' } });
    save();
    expect(await screen.findByText('Escolha de 3 a 9 segundos.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.change(interval(), { target: { value: '2' } });
    save();
    expect(await screen.findByText('Escolha de 3 a 9 segundos.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('saves interval (in ms), fade, arrows and pause on hover, and says "Configurações salvas"', async () => {
    const { patches } = mockSettingsApi();
    renderWithProviders(<CarouselSettingsPage />, {
      route: '/admin/carousel-settings',
      preloadedState: { auth: staff() },
    });
    await screen.findByLabelText('Tempo de cada slide (segundos)', {}, { timeout: 10_000 });
    fireEvent.change(interval(), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Esmaecer' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar setas (anterior e próximo)' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Pausar com o ponteiro sobre o carrossel' }));
    save();
    expect(await screen.findByText('Configurações salvas', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(patches).toEqual([
      {
        hero_carousel: {
          autoplay: true,
          interval_ms: 4000,
          transition: 'fade',
          show_arrows: false,
          show_indicators: true,
          pause_on_hover: false,
        },
      },
    ]);
  });

  it('shows a refusal of the server beside the interval', async () => {
    mockSettingsApi(() =>
      jsonResponse(
        {
          error: 'Verifique os campos destacados.',
          code: 'validation_error',
          fields: { 'hero_carousel.interval_ms': ['O intervalo entre slides deve ficar entre 3 e 9 segundos.'] },
        },
        400,
      ),
    );
    renderWithProviders(<CarouselSettingsPage />, {
      route: '/admin/carousel-settings',
      preloadedState: { auth: staff() },
    });
    await screen.findByLabelText('Tempo de cada slide (segundos)', {}, { timeout: 10_000 });
    save();
    expect(
      await screen.findByText('O intervalo entre slides deve ficar entre 3 e 9 segundos.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Verifique os campos destacados.')).toBeInTheDocument();
  });
});
