import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import HeroSlideView, { HERO_IMAGE_RATIO } from './HeroSlideView';

const slide = {
  title: 'Profissionais de confiança',
  subtitle: 'Perto de você',
  image_url: '/hero/servicos.svg',
  image_alt: 'Casa com ferramentas',
  cta_label: 'Ver serviços',
  cta_url: '/ads',
};

const root = path.join(__dirname, '../..');

describe('HeroSlideView: one proportion for the picture', () => {
  it.each(['auto', 'desktop', 'phone'] as const)('draws the picture at 16:9 (%s)', (device) => {
    render(
      <MemoryRouter>
        <HeroSlideView slide={slide} device={device} />
      </MemoryRouter>,
    );
    const img = screen.getByRole('img', { name: 'Casa com ferramentas' });
    expect(Number(img.getAttribute('width')) / Number(img.getAttribute('height'))).toBeCloseTo(16 / 9);
    expect(img.style.aspectRatio).toBe(`${img.getAttribute('width')} / ${img.getAttribute('height')}`);
  });

  it('is the proportion the server stores the pictures in, and the demo slides are drawn in', () => {
    expect(HERO_IMAGE_RATIO).toEqual({ width: 16, height: 9 });
    const server = readFileSync(path.join(root, 'server/src/modules/hero/hero.images.ts'), 'utf8');
    expect(server).toContain('HERO_IMAGE_RATIO = { width: 16, height: 9 }');
    for (const [, w, h] of server.matchAll(/(?:desktop|phone): \{ width: (\d+), height: (\d+) \}/g)) {
      expect(Number(w) / Number(h)).toBeCloseTo(16 / 9);
    }
    for (const demo of ['anuncie.svg', 'servicos.svg']) {
      const svg = readFileSync(path.join(root, 'public/hero', demo), 'utf8');
      const [, , , w, h] = /viewBox="(-?\d+) (-?\d+) (\d+) (\d+)"/.exec(svg)!.map(Number);
      expect(w / h).toBeCloseTo(16 / 9);
    }
  });
});
