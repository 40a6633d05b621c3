/**
 * A hero slide's rules that both the server (server/src/modules/hero) and the admin's slide form
 * (src/features/admin/HeroSlideDrawer.tsx) apply: the length limits, the button's safe link and
 * their pt-BR messages.
 */
export const HERO_SLIDE_LIMITS = { title: 120, subtitle: 300, ctaLabel: 40, ctaUrl: 500, alt: 200 } as const;

export const HERO_SLIDE_MESSAGES = {
  title: 'Informe o título.',
  alt: 'Descreva a imagem (texto alternativo), para quem usa leitor de tela.',
  ctaUrl: 'Use um caminho do site começando com / (ex.: /ads) ou um endereço http:// ou https://.',
  ctaUrlMissing: 'Informe o link do botão.',
  ctaLabelMissing: 'Informe o texto do botão.',
  window: 'O fim deve ser depois do início.',
} as const;

/** A link the home may follow: a path of this site (not "//host", which leaves it) or an http(s) address. */
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
