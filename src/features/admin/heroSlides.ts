import { HERO_SLIDE_MESSAGES } from '../../../shared/heroSlides';
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

/** The server's limits, rules and messages for a slide (shared/heroSlides.ts). */
export { isSafeCtaUrl, HERO_SLIDE_LIMITS as LIMITS } from '../../../shared/heroSlides';
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const MESSAGES = {
  ...HERO_SLIDE_MESSAGES,
  imageSize: 'A imagem pode ter no máximo 10 MB.',
  imageType: 'Envie uma imagem JPEG, PNG, WebP ou AVIF.',
};

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
