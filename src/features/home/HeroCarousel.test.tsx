import { act, fireEvent, screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../../../test/support/renderWithProviders';
import { mediaQueryList } from '../../../test/support/matchMedia';
import HeroCarousel from './HeroCarousel';

const SLIDES = [1, 2, 3].map((id) => ({
  id,
  title: `Slide número ${id}`,
  subtitle: '',
  image_url: '/hero/servicos.svg',
  image_alt: 'Ilustração',
  cta_label: '',
  cta_url: '',
  position: id,
}));

type Carousel = {
  autoplay: boolean;
  interval_ms: number;
  transition: 'slide' | 'fade';
  show_arrows: boolean;
  show_indicators: boolean;
  pause_on_hover: boolean;
};
const CAROUSEL: Carousel = {
  autoplay: true,
  interval_ms: 4000,
  transition: 'slide',
  show_arrows: true,
  show_indicators: true,
  pause_on_hover: true,
};

function mockApi(carousel: Partial<Carousel> = {}) {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
    if (path === '/api/v1/core/hero-slides/') return jsonResponse(SLIDES);
    if (path === '/api/v1/core/settings/')
      return jsonResponse({
        site_name: 'Tribo',
        whatsapp_number: '5511999999999',
        whatsapp_greeting: 'Olá',
        social_profile_url: 'https://www.instagram.com/tribo',
        contact_email: 'contato@tribo.com.br',
        maintenance_banner: { enabled: false, message: '' },
        ads_enabled: false,
        hero_carousel: { ...CAROUSEL, ...carousel },
      });
    return jsonResponse({}, 404);
  }) as unknown as typeof fetch;
}

const slide = (n: number) => screen.getByText(`Slide número ${n}`).closest('[aria-roledescription="slide"]')!;
const shown = () => [1, 2, 3].find((n) => slide(n).getAttribute('aria-hidden') === 'false');
const tick = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

async function start(carousel: Partial<Carousel> = {}) {
  jest.useFakeTimers();
  mockApi(carousel);
  renderWithProviders(<HeroCarousel />);
  await tick(50); // slides and settings arrive
  expect(screen.getByText('Slide número 1')).toBeInTheDocument();
}

describe('HeroCarousel', () => {
  afterEach(() => jest.useRealTimers());

  it('the pause button stops the rotation and the play button resumes it (WCAG 2.2.2)', async () => {
    await start();
    expect(shown()).toBe(1);
    await tick(4000);
    expect(shown()).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: 'Pausar carrossel' }));
    const play = screen.getByRole('button', { name: 'Retomar carrossel' });
    await tick(12_000);
    expect(shown()).toBe(2);

    fireEvent.click(play);
    expect(screen.getByRole('button', { name: 'Pausar carrossel' })).toBeInTheDocument();
    await tick(4000);
    expect(shown()).toBe(3);
    await tick(4000);
    expect(shown()).toBe(1);
  });

  it('the slides region is announced only while the carousel is stopped', async () => {
    await start();
    const live = slide(1).parentElement!;
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pausar carrossel' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('pauses while the pointer is over it, unless staff turned that off', async () => {
    await start();
    const hero = screen.getByRole('region', { name: 'Destaques da Tribo' });
    fireEvent.mouseEnter(hero);
    await tick(9000);
    expect(shown()).toBe(1);
    fireEvent.mouseLeave(hero);
    await tick(4000);
    expect(shown()).toBe(2);
  });

  it('keeps rotating under the pointer when pause_on_hover is off', async () => {
    await start({ pause_on_hover: false });
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Destaques da Tribo' }));
    await tick(4000);
    expect(shown()).toBe(2);
  });

  it('fades between slides when the transition is fade, slides otherwise', async () => {
    await start({ transition: 'fade' });
    const hero = screen.getByRole('region', { name: 'Destaques da Tribo' });
    expect(hero).toHaveAttribute('data-transition', 'fade');
    // The first slide (the page's largest picture) shows at once, without an animation.
    expect(slide(1).className).not.toMatch(/enter/);
    fireEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));
    expect(slide(2).className).toContain('enterFade');
  });

  it('slides in from the side the visitor goes to', async () => {
    await start();
    expect(screen.getByRole('region', { name: 'Destaques da Tribo' })).toHaveAttribute('data-transition', 'slide');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));
    expect(slide(2).className).toContain('enterNext');
    fireEvent.click(screen.getByRole('button', { name: 'Slide anterior' }));
    expect(slide(1).className).toContain('enterPrev');
  });

  it('without autoplay it stays put and has no pause button; arrows and dots follow the settings', async () => {
    await start({ autoplay: false, show_arrows: false, show_indicators: false });
    await tick(20_000);
    expect(shown()).toBe(1);
    expect(screen.queryByRole('button', { name: 'Pausar carrossel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Próximo slide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ir para o slide 2' })).not.toBeInTheDocument();
  });

  it('starts paused for a visitor who asks the system for less motion', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (q: string) => mediaQueryList(q, q.includes('prefers-reduced-motion'));
    try {
      await start();
      expect(screen.getByRole('button', { name: 'Retomar carrossel' })).toBeInTheDocument();
      await tick(9000);
      expect(shown()).toBe(1);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
