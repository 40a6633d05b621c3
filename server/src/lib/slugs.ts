import { randomBytes } from 'node:crypto';

/** A text as lowercase ASCII words joined by hyphens, at most 60 characters (tribes' slugs use it too). */
export function asciiWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

/** An ad's address: its title as ASCII words, at most 60 characters, and 6 random characters. */
export function slugify(title: string): string {
  const base = asciiWords(title);
  const suffix = randomBytes(5)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')
    .slice(0, 6);
  return `${base || 'anuncio'}-${suffix}`;
}
