import { CARD_HEIGHT, CARD_VARIANT, CARD_WIDTH } from '../lib/images';

/**
 * What a page says about itself to link previews (WhatsApp, Facebook, X) and search engines, written
 * by plugins/spaPage.ts into the HTML it sends, from the same answers it puts in the page as first
 * data: <title>, description, canonical address, Open Graph, Twitter card and JSON-LD. Every value
 * is escaped for its place (attribute, text, JSON inside <script>), so an ad titled `"<>&` or
 * `</script>` cannot break the page. The SPA writes none of these itself (only the tab's title, the
 * same one): previews and crawlers read the HTML of the address they fetch, never a page the SPA
 * navigated to, and no JavaScript is added for them to the first visit.
 */

export interface MetaImage {
  /** Absolute, or a site path (/media/…) made absolute with SITE_URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
  type: string;
}

export interface PageMeta {
  /** The tab's title, as the SPA sets it (src/lib/useDocumentTitle.ts): "Bicicleta aro 29 | Tribo". */
  title: string;
  /** og:title and twitter:title: the page's own name, without the site's. */
  name: string;
  description: string;
  /** Path and the query parameters that make the page what it is (no tracking parameters). */
  canonical: string;
  image: MetaImage;
  type: 'website' | 'product' | 'profile';
  /** A page kept for people but left out of search results (an expired ad). */
  noindex?: boolean;
  jsonLd?: Record<string, unknown>[];
}

export const SITE_NAME = 'Tribo';
export const HOME_TITLE = 'Tribo — serviços e classificados perto de você';
export const HOME_DESCRIPTION =
  'Tribo: marketplace de serviços profissionais e classificados, curado por comunidades e nichos locais. ' +
  'Encontre diaristas, pedreiros, eletricistas e muito mais no seu estado.';
const MAX_DESCRIPTION = 160;

/** The title a page's tab shows, the same as src/lib/useDocumentTitle.ts. */
export const pageTitle = (name: string) => (name ? `${name} | ${SITE_NAME}` : HOME_TITLE);

/** Text inside an attribute or an element. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script>: no "<" (so no "</script>" or "<!--"), no line separators JavaScript chokes on. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Text for a meta description: one line, at most 160 characters, cut at a word ("…" when cut). */
export function describe(text: string, max = MAX_DESCRIPTION): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max); // room for the ellipsis: the word before it is dropped whole
  const space = cut.lastIndexOf(' ');
  const words = (space > max / 2 ? cut.slice(0, space) : cut.slice(0, max - 1)).replace(/[\s,.;:!?-]+$/, '');
  return `${words}…`;
}

/** An address on the site, absolute. */
export const absolute = (siteUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);

/** The card of a category (its icon) or of the site (a page without a picture of its own). */
export const cardImage = (key: string, alt: string): MetaImage => ({
  url: `/og/${key.split('/').map(encodeURIComponent).join('/')}.jpg`,
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
  alt,
  type: 'image/jpeg',
});
export const SITE_CARD = 'tribo';

type Variants = Record<string, string | undefined> | null | undefined;
interface StoredImage {
  variants?: Variants;
  width?: number | null;
  height?: number | null;
  alt?: string;
}

/**
 * A stored picture as a preview: its 1200x630 JPEG rendition, or (a picture the backfill job has not
 * reached yet) its largest WebP variant at its own size; null without either.
 */
export function previewImage(image: StoredImage | null | undefined, alt: string): MetaImage | null {
  const v = image?.variants;
  if (!v) return null;
  if (v[CARD_VARIANT]) return { url: v[CARD_VARIANT], width: CARD_WIDTH, height: CARD_HEIGHT, alt, type: 'image/jpeg' };
  const url = v['1600'] ?? v['800'];
  if (!url || !image.width || !image.height) return null;
  return { url, width: image.width, height: image.height, alt, type: 'image/webp' };
}

/** The tags of a page, for <head>: replaces index.html's <title> and description. */
export function metaTags(meta: PageMeta, siteUrl: string): string {
  const canonical = absolute(siteUrl, meta.canonical);
  const image = absolute(siteUrl, meta.image.url);
  const description = describe(meta.description);
  const tag = (attr: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attr}="${key}" content="${escapeHtml(String(content))}">`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', description),
    meta.noindex ? tag('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    tag('property', 'og:title', meta.name),
    tag('property', 'og:description', description),
    tag('property', 'og:image', image),
    tag('property', 'og:image:type', meta.image.type),
    tag('property', 'og:image:width', meta.image.width),
    tag('property', 'og:image:height', meta.image.height),
    tag('property', 'og:image:alt', meta.image.alt),
    tag('property', 'og:url', canonical),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:locale', 'pt_BR'),
    tag('property', 'og:site_name', SITE_NAME),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', meta.name),
    tag('name', 'twitter:description', description),
    tag('name', 'twitter:image', image),
    tag('name', 'twitter:image:alt', meta.image.alt),
    ...(meta.jsonLd ?? []).map((ld) => `<script type="application/ld+json">${scriptJson(ld)}</script>`),
  ];
  return tags.join('');
}

/** index.html's <head> with the page's tags in place of its own title and description. */
export function withMeta(html: string, tags: string): string {
  const without = html.replace(/<meta\s+name="?description"?[^>]*>/i, '');
  const title = /<title>[\s\S]*?<\/title>/i;
  return title.test(without) ? without.replace(title, () => tags) : without.replace('</head>', () => `${tags}</head>`);
}

/** A BreadcrumbList: each step's name and site path. */
export function breadcrumbs(siteUrl: string, steps: Array<[string, string]>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map(([name, url], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: absolute(siteUrl, url),
    })),
  };
}
