import type { HeroSlideStatus } from '../../api/admin';
import { formatDateTime } from './format';

/** The carousel page's labels, rules and small pure helpers (heroSlides.test.ts). */

export const SLIDE_STATUS_LABEL: Record<HeroSlideStatus, string> = {
  active: 'Ativo',
  scheduled: 'Agendado',
  expired: 'Expirado',
  inactive: 'Inativo',
};
export const SLIDE_STATUS_COLOR: Record<HeroSlideStatus, string> = {
  active: 'success',
  scheduled: 'processing',
  expired: 'warning',
  inactive: 'default',
};

/** The server's limits (server/src/modules/hero/hero.schemas.ts). */
export const LIMITS = { title: 120, subtitle: 300, ctaLabel: 40, ctaUrl: 500, alt: 200 } as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const MESSAGES = {
  title: 'Informe o título.',
  alt: 'Descreva a imagem (texto alternativo), para quem usa leitor de tela.',
  ctaUrl: 'Use um caminho do site começando com / (ex.: /ads) ou um endereço http:// ou https://.',
  ctaUrlMissing: 'Informe o link do botão.',
  ctaLabelMissing: 'Informe o texto do botão.',
  window: 'O fim deve ser depois do início.',
  imageSize: 'A imagem pode ter no máximo 10 MB.',
  imageType: 'Envie uma imagem JPEG, PNG, WebP ou AVIF.',
};

/** The server's rule for the button's link: a path of the site (not "//host") or an http(s) address. */
export function isSafeCtaUrl(value: string): boolean {
  if (/\s|\\/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

/** "01/12/2026 08:00 – 31/12/2026 23:59", "A partir de …", "Até …" or "Sempre" (Brasília time). */
export function formatWindow(startsAt: string | null, endsAt: string | null): string {
  if (startsAt && endsAt) return `${formatDateTime(startsAt)} – ${formatDateTime(endsAt)}`;
  if (startsAt) return `A partir de ${formatDateTime(startsAt)}`;
  if (endsAt) return `Até ${formatDateTime(endsAt)}`;
  return 'Sempre';
}

/** The list with the item at `from` moved to `to` (a new array). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = list.slice();
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
