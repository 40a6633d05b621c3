import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../../test/support/renderWithProviders';
import { adSummary } from '../../../test/support/adsData';
import HomePage from './HomePage';

const CATEGORIES = [
  {
    id: 1,
    name: 'Diarista',
    slug: 'diarista',
    icon: 'HomeOutlined',
    position: 10,
    is_service: true,
    description: 'Faxina',
    ad_count: 12,
  },
  {
    id: 2,
    name: 'Toldos',
    slug: 'toldos',
    icon: 'CloudOutlined',
    position: 20,
    is_service: true,
    description: 'Coberturas',
    ad_count: 1,
  },
];
const SLIDES = [
  {
    id: 1,
    title: 'Profissionais de confiança perto de você',
    subtitle: 'Indicados pela sua região.',
    image_url: '/hero/servicos.svg',
    image_alt: 'Casa',
    cta_label: 'Encontrar serviços',
    cta_url: '/ads',
    position: 10,
  },
  {
    id: 2,
    title: 'Anuncie grátis e seja encontrado',
    subtitle: 'Em minutos.',
    image_url: '/hero/anuncie.svg',
    image_alt: 'Celular',
    cta_label: 'Anunciar Grátis',
    cta_url: '/ads/create',
    position: 20,
  },
];
const SETTINGS = {
  site_name: 'Tribo',
  whatsapp_number: '5511999999999',
  whatsapp_greeting: 'Olá',
  social_profile_url: 'https://www.instagram.com/tribo',
  contact_email: 'contato@tribo.com.br',
  maintenance_banner: { enabled: false, message: '' },
  ads_enabled: false,
  hero_carousel: { autoplay: true, interval_ms: 5000, show_arrows: true, show_indicators: true },
};

function ad(fields: Record<string, unknown>) {
  return adSummary({ created_at: '2026-11-20T10:00:00Z', expires_at: '2026-12-20T10:00:00Z', ...fields });
}

type Routes = Record<string, () => Response | Promise<Response>>;

function mockApi(overrides: Routes = {}) {
  const routes: Routes = {
    '/api/v1/ads/categories/': () => jsonResponse(CATEGORIES),
    '/api/v1/core/hero-slides/': () => jsonResponse(SLIDES),
    '/api/v1/core/settings/': () => jsonResponse(SETTINGS),
    '/api/v1/ads/ads/': () => jsonResponse({ error: 'Recurso não encontrado.', code: 'not_found' }, 404),
    ...overrides,
  };
  const fn = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const handler = routes[url.pathname];
    return handler ? handler() : jsonResponse({}, 404);
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

describe('HomePage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the categories from the API, linking to their ads, and a call to publish', async () => {
    mockApi();
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Diarista')).toBeInTheDocument();
    expect(screen.getByText('Toldos')).toBeInTheDocument();
    const diarista = screen.getByRole('link', { name: /Diarista/ });
    expect(diarista).toHaveAttribute('href', '/ads?category=diarista');
    // Each card: the category's own icon from the sprite, and how many ads it has.
    expect(diarista.querySelector('svg use')).toHaveAttribute('href', '/category-icons.svg#HomeOutlined');
    expect(diarista).toHaveTextContent('12 anúncios');
    expect(screen.getByRole('link', { name: /Toldos/ })).toHaveTextContent('1 anúncio');
    expect(screen.getByRole('link', { name: /Toldos/ }).querySelector('svg use')).toHaveAttribute(
      'href',
      '/category-icons.svg#CloudOutlined',
    );
    const publish = screen.getByRole('region', { name: 'Tem um serviço ou produto para oferecer?' });
    expect(within(publish).getByRole('link', { name: 'Anunciar Grátis' })).toHaveAttribute('href', '/ads/create');
    expect(document.title).toMatch(/Tribo/);
  });

  it('says so when the categories cannot be loaded', async () => {
    mockApi({ '/api/v1/ads/categories/': () => jsonResponse({ error: 'x', code: 'internal_error' }, 500) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Não foi possível carregar as categorias.')).toBeInTheDocument();
  });

  it('explains there are no ads yet while the ads list is unavailable', async () => {
    mockApi();
    renderWithProviders(<HomePage />);
    expect(
      await screen.findByText('Ainda não há anúncios publicados. Que tal ser o primeiro da sua tribo a anunciar?'),
    ).toBeInTheDocument();
  });

  it('shows highlighted ads apart from the recent ones', async () => {
    mockApi({
      '/api/v1/ads/ads/': () =>
        jsonResponse({
          count: 2,
          next: null,
          previous: null,
          results: [
            ad({
              id: 1,
              slug: 'toldo-x',
              title: 'Toldo retrátil',
              price_cents: 150000,
              city: 'Santos',
              state_code: 'SP',
              is_highlighted: true,
            }),
            ad({
              id: 2,
              slug: 'faxina-y',
              title: 'Faxina completa',
              price_cents: null,
              city: 'Niterói',
              state_code: 'RJ',
            }),
          ],
        }),
    });
    renderWithProviders(<HomePage />);
    const featured = await screen.findByRole('region', { name: 'Anúncios em destaque' });
    expect(within(featured).getByRole('link', { name: /Toldo retrátil/ })).toHaveAttribute('href', '/ads/toldo-x');
    expect(within(featured).getByText(/R\$\s?1\.500,00/)).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Anúncios recentes' });
    expect(within(recent).getByRole('link', { name: /Faxina completa/ })).toBeInTheDocument();
    expect(within(recent).getByText('A combinar')).toBeInTheDocument();
    expect(within(recent).getByText('Niterói/RJ')).toBeInTheDocument();
  });

  it('the showcase takes four highlighted ads; the rest go by date under "Anúncios recentes"', async () => {
    const hours = (h: number) => new Date(Date.UTC(2026, 10, 27, h)).toISOString();
    const highlightedAds = [1, 2, 3, 4, 5, 6].map((i) =>
      ad({ id: i, slug: `destaque-${i}`, title: `Destaque ${i}`, is_highlighted: true, created_at: hours(i) }),
    );
    const free = [ad({ id: 7, slug: 'novo', title: 'Anúncio novo', created_at: hours(20) })];
    mockApi({
      '/api/v1/ads/ads/': () =>
        jsonResponse({ count: 7, next: null, previous: null, results: [...highlightedAds, ...free] }),
    });
    renderWithProviders(<HomePage />);
    const featured = await screen.findByRole('region', { name: 'Anúncios em destaque' });
    expect(within(featured).getAllByRole('link')).toHaveLength(4);
    const recent = screen.getByRole('region', { name: 'Anúncios recentes' });
    const adLinks = within(recent)
      .getAllByRole('link')
      .filter((l) => l.getAttribute('href')?.startsWith('/ads/'));
    expect(adLinks.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Anúncio novo'),
      expect.stringContaining('Destaque 6'),
      expect.stringContaining('Destaque 5'),
    ]);
  });

  it('runs the hero carousel with the interval from the settings, and the arrows and dots work', async () => {
    mockApi();
    renderWithProviders(<HomePage />);
    const first = await screen.findByRole('heading', { level: 1, name: SLIDES[0].title });
    expect(first.closest('[aria-roledescription="slide"]')).toHaveAttribute('aria-hidden', 'false');
    const second = screen.getByText(SLIDES[1].title).closest('[aria-roledescription="slide"]');
    expect(second).toHaveAttribute('aria-hidden', 'true');

    jest.useFakeTimers();
    // re-render under fake timers: the autoplay interval restarts when settings arrive
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Próximo slide' }));
    expect(second).toHaveAttribute('aria-hidden', 'false');
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Ir para o slide 1' }));
    expect(second).toHaveAttribute('aria-hidden', 'true');
  });

  it('advances the slides by itself every interval_ms', async () => {
    jest.useFakeTimers();
    mockApi();
    renderWithProviders(<HomePage />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    const second = screen.getByText(SLIDES[1].title).closest('[aria-roledescription="slide"]');
    expect(second).toHaveAttribute('aria-hidden', 'true');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(second).toHaveAttribute('aria-hidden', 'false');
  });
});
