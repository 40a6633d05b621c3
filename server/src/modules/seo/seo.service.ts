import type { Db } from '../../db/client';
import { iconSvg } from '../../lib/categoryIcons';
import { drawCard } from '../../lib/images';
import { ROUTES } from '../../../../shared/routes';
import { createSeoRepository } from './seo.repository';

// Search engines' side of the site: robots.txt, the sitemaps (an index, the ads split into files of
// at most `adsPerFile` addresses, and the other pages), and the preview cards drawn for pages
// without a picture of their own (an ad without photos gets its category's icon).

/** What robots may not crawl: members' and staff's pages, forms, payments and the API. */
export const DISALLOWED = [
  ROUTES.admin,
  ROUTES.profileEdit,
  ROUTES.adCreate,
  '/ads/edit/',
  '/plans/',
  '/ads/payment/',
  '/messages',
  '/api/',
];

/** The pages the sitemap lists besides ads, tribes and profiles: the home and the static pages. */
const STATIC_PATHS = [
  ROUTES.home,
  ROUTES.ads,
  ROUTES.categories,
  ROUTES.tribes,
  ROUTES.aboutUs,
  ROUTES.faq,
  ROUTES.helpCenter,
  ROUTES.contact,
  ROUTES.terms,
  ROUTES.privacy,
];

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const day = (t: string | Date) => new Date(t).toISOString();

function urlset(entries: Array<{ loc: string; lastmod?: string | Date }>): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The site's own card: the logo's "T" and dot (public/favicon.svg) on the card. */
const SITE_ART = {
  viewBox: '0 0 64 64',
  body: '<path d="M18 16h28v8H36v26h-8V24H18z"/><circle cx="47" cy="47" r="5" fill="#F97316"/>',
};

export function createSeoService(db: Db, opts: { siteUrl: string; adsPerFile: number }) {
  const repo = createSeoRepository(db);
  const abs = (path: string) => `${opts.siteUrl}${path}`;

  return {
    robots(): string {
      return [
        'User-agent: *',
        'Allow: /',
        ...DISALLOWED.map((p) => `Disallow: ${p}`),
        '',
        `Sitemap: ${abs('/sitemap.xml')}`,
        '',
      ].join('\n');
    },

    /** The index: the pages' sitemap and one file per `adsPerFile` listed ads (at least one). */
    async index(): Promise<string> {
      const files = Math.max(1, Math.ceil((await repo.countListedAds()) / opts.adsPerFile));
      const maps = ['/sitemap-pages.xml', ...Array.from({ length: files }, (_, i) => `/sitemap-ads-${i + 1}.xml`)];
      const items = maps.map((m) => `<sitemap><loc>${escapeXml(abs(m))}</loc></sitemap>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
    },

    /** The n-th file of ads (from 1), or null past the last (the first always exists, maybe empty). */
    async ads(n: number): Promise<string | null> {
      const ads = await repo.listedAds(opts.adsPerFile, (n - 1) * opts.adsPerFile);
      if (!ads.length && n > 1) return null;
      return urlset(ads.map((a) => ({ loc: abs(`/ads/${encodeURIComponent(a.slug)}`), lastmod: a.lastmod })));
    },

    async pages(): Promise<string> {
      const [categories, tribes, profiles] = await Promise.all([
        repo.categories(),
        repo.publicTribes(),
        repo.profilesWithAds(),
      ]);
      return urlset([
        ...STATIC_PATHS.map((p) => ({ loc: abs(p) })),
        ...categories.map((c) => ({ loc: abs(`${ROUTES.ads}?category=${encodeURIComponent(c.slug)}`) })),
        ...tribes.map((t) => ({ loc: abs(`/tribes/${encodeURIComponent(t.slug)}`), lastmod: t.lastmod })),
        ...profiles.map((p) => ({ loc: abs(`/profile/${encodeURIComponent(p.username)}`), lastmod: p.lastmod })),
      ]);
    },

    /** The site's card (plugins/pageMeta.ts SITE_CARD). */
    siteCard: () => drawCard(SITE_ART),

    /** A category's card (its icon), or null for an unknown category; an emoji icon gets the site's. */
    async categoryCard(slug: string): Promise<Buffer | null> {
      const icon = await repo.categoryIcon(slug);
      if (icon === null) return null;
      let art = SITE_ART;
      try {
        art = iconSvg(icon);
      } catch {
        // Not an @ant-design/icons name (an emoji, or empty): the site's own card.
      }
      return drawCard(art);
    },
  };
}
