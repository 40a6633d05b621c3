import { randomBytes } from 'node:crypto';

/** An ad's address: its title as ASCII words, at most 60 characters, and 6 random characters. */
export function slugify(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  const suffix = randomBytes(5)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')
    .slice(0, 6);
  return `${base || 'anuncio'}-${suffix}`;
}
