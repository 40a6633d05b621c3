import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTE_PATTERNS } from '../../../shared/routes';
import lcpImage from '../../../src/lib/lcpImage.json';
import type { Config } from '../config';
import { metaTags, withMeta, type PageMeta } from './pageMeta';
import { adMeta, listMeta, profileMeta, staticMeta, tribeMeta } from './pageMetaPages';

/**
 * The SPA's HTML for a page address (fast first paint, right status codes and link previews):
 * - 404 (still the SPA, which renders its not-found view) for an address outside the client's
 *   route table — the patterns of shared/routes.ts, which src/app/routes.tsx is built from —
 *   for /ads/{slug} of an ad that does not exist or was removed, and for an unknown member or tribe;
 * - the first data of /, /ads, /ads/{slug} and /profile/{username} in the HTML (<script
 *   type="application/json" id="initial-data">, read by src/app/initialData.ts into the RTK Query
 *   cache: the hero slides, the list, the ad, the profile with its first ads and reviews) with a
 *   preload of the page's largest picture, so the browser starts that picture without waiting for
 *   the JavaScript and an API round trip.
 * - the first screen of those four pages rendered as HTML (dist/server/render.js, built from
 *   src/app/serverRender.tsx with the SPA) from that same data, with the page's stylesheets: the
 *   browser paints the page, its largest picture included, before any JavaScript has run, and
 *   React hydrates it.
 * - what the page says of itself to link previews and search engines (plugins/pageMeta.ts: title,
 *   description, canonical, Open Graph, Twitter card, JSON-LD), from that same data, for the ad,
 *   profile and tribe pages, the lists, the home and the static pages; an expired ad's page stays,
 *   marked noindex.
 * The data comes from the API's own routes (app.inject as the visitor: same validation, same
 * answers). Rendering an ad page counts no view: the SPA counts the visit once it knows who is
 * looking (the owner's own visits never count; POST /api/v1/ads/ads/{slug}/view/).
 */

type Pattern = string[];
const PATTERNS: Pattern[] = ROUTE_PATTERNS.map((p) => p.split('/').filter(Boolean));

/** The route pattern an address belongs to ('/ads/:slug'), or null. Static segments win over params. */
export function matchClientRoute(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  let best: Pattern | null = null;
  let bestScore = -1;
  for (const pattern of PATTERNS) {
    if (pattern.length !== segments.length) continue;
    let score = 0;
    let ok = true;
    for (let i = 0; i < pattern.length && ok; i++) {
      if (pattern[i].startsWith(':')) continue;
      if (pattern[i] === segments[i]) score++;
      else ok = false;
    }
    if (ok && score > bestScore) {
      best = pattern;
      bestScore = score;
    }
  }
  return best ? `/${best.join('/')}` : null;
}

/** Another answer the first screen shows (src/app/initialData.ts InitialExtra). */
interface InitialExtra {
  endpoint: 'getSettings' | 'listCategories' | 'homeAds' | 'profileAds' | 'profileReviews';
  data: unknown;
}

export interface InitialData {
  /** The address the data belongs to (path and query as requested). */
  path: string;
  endpoint: 'listAds' | 'getAd' | 'listHeroSlides' | 'getProfile';
  data: unknown;
  extra?: InitialExtra[];
}

/** A picture the page shows first; `media` when it is only for some screens. */
interface Preload {
  href: string;
  srcset?: string;
  sizes?: string;
  media?: string;
}

interface Page {
  status: number;
  initial?: InitialData;
  preload?: Preload[];
  /** The page's lazy chunks (dist/chunk-groups.json names), preloaded beside the entry. */
  chunks?: string[];
  /** Its title, description, preview and structured data (plugins/pageMeta.ts). */
  meta?: PageMeta;
}

/**
 * The lazy chunks each fast page loads first, by their webpackChunkName in src/app/routes.tsx (a
 * name the build does not know preloads nothing): the browser fetches them beside the entry
 * instead of after the entry has run and the router has asked for them.
 */
const PAGE_CHUNKS: Record<string, string[]> = {
  '/': ['home'],
  '/ads': ['ads'],
  '/ads/:slug': ['ad'],
  '/profile/:username': ['public-profile'],
};

type Variants = Record<string, string | undefined> | null | undefined;

/** The /ads query parameters the page reads, passed to the API as its list call sends them. */
const LIST_PARAMS = ['search', 'state_code', 'state', 'category', 'tribe', 'min_price', 'max_price', 'is_service'];
const LIST_PAGE_SIZE = '20'; // AdsPage's PAGE_SIZE
// A public profile's first pages, as src/features/profile/publicProfileArgs.ts asks for them.
const PROFILE_ADS_PAGE_SIZE = '12';
const PROFILE_REVIEWS_PAGE_SIZE = '10';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The gallery's srcset, built the same way as src/features/ads/Gallery.tsx builds it. */
function gallerySrcset(variants: Variants): string | undefined {
  if (!variants) return undefined;
  const parts = (['320', '800', '1600'] as const).filter((w) => variants[w]).map((w) => `${variants[w]} ${w}w`);
  return parts.length ? parts.join(', ') : undefined;
}

/**
 * The other answers each fast page's first screen shows that do not depend on the page's data,
 * and the API address of each (the same request the SPA makes: `homeAds` is
 * src/features/home/homeAds.ts HOME_ADS_ARG). A public profile's ads and reviews are asked for
 * with the username the profile answered with (dataFor).
 */
type FixedExtra = 'getSettings' | 'listCategories' | 'homeAds';
const PAGE_EXTRAS: Record<string, FixedExtra[]> = {
  '/': ['getSettings', 'listCategories', 'homeAds'],
  '/ads': ['getSettings', 'listCategories'],
  '/ads/:slug': ['getSettings'],
  '/profile/:username': ['getSettings'],
};
const EXTRA_URLS: Record<FixedExtra, string> = {
  getSettings: '/api/v1/core/settings/',
  listCategories: '/api/v1/ads/categories/',
  homeAds: '/api/v1/ads/ads/?page_size=12',
};

async function pageFor(
  app: FastifyInstance,
  config: Config,
  request: FastifyRequest,
  pattern: string,
  url: URL,
): Promise<Page> {
  const asVisitor = visitorRequest(request);
  const [page, extra] = await Promise.all([
    dataFor(app, config, request, pattern, url, asVisitor),
    Promise.all(
      (PAGE_EXTRAS[pattern] ?? []).map(async (endpoint) => {
        const r = await app.inject({ method: 'GET', url: EXTRA_URLS[endpoint], ...asVisitor });
        return r.statusCode === 200 ? [{ endpoint, data: r.json() as unknown }] : [];
      }),
    ),
  ]);
  if (page.status !== 200) return page;
  const extras = extra.flat();
  const initial = page.initial && { ...page.initial, extra: [...extras, ...(page.initial.extra ?? [])] };
  let meta = page.meta ?? staticMeta(pattern, config.siteUrl) ?? undefined;
  if (pattern === '/ads') {
    const categories = extras.find((e) => e.endpoint === 'listCategories')?.data;
    meta = listMeta(url, Array.isArray(categories) ? categories : []);
  }
  return { ...page, initial, meta, chunks: PAGE_CHUNKS[pattern] };
}

type VisitorRequest = { remoteAddress: string; headers: Record<string, string> };

/**
 * The page's API calls as the visitor makes them: their address, their browser, the site's address
 * they used (the list's `next`/`previous` links are built from it, not from app.inject's localhost).
 */
function visitorRequest(request: FastifyRequest): VisitorRequest {
  return {
    remoteAddress: request.ip,
    headers: {
      'user-agent': request.headers['user-agent'] ?? '',
      host: request.host,
      'x-forwarded-proto': request.protocol,
    },
  };
}

async function dataFor(
  app: FastifyInstance,
  config: Config,
  request: FastifyRequest,
  pattern: string,
  url: URL,
  asVisitor: VisitorRequest,
): Promise<Page> {
  if (pattern === '/ads/:slug') {
    let slug: string;
    try {
      slug = decodeURIComponent(url.pathname.split('/').filter(Boolean)[1]);
    } catch {
      return { status: 404 };
    }
    const r = await app.inject({ method: 'GET', url: `/api/v1/ads/ads/${encodeURIComponent(slug)}/`, ...asVisitor });
    // Missing, removed, or not public (paused) for the visitor the page is built for: a 404 (an
    // expired ad keeps its page, marked noindex). The SPA still loads with it and asks the API with the member's session, so the owner
    // (and staff) still see their paused ad; anyone else gets the not-found page.
    if (r.statusCode === 404) return { status: 404 };
    if (r.statusCode !== 200) return { status: 200 };
    const ad = r.json() as Parameters<typeof adMeta>[0] & { images?: { url?: string | null; variants?: Variants }[] };
    const first = ad.images?.find((i) => i.url);
    const href = first?.variants?.['800'] ?? first?.url ?? undefined;
    return {
      status: 200,
      initial: { path: request.url, endpoint: 'getAd', data: ad },
      preload: href ? [{ href, srcset: gallerySrcset(first?.variants), sizes: lcpImage.gallerySizes }] : undefined,
      meta: adMeta(ad, config.siteUrl),
    };
  }
  if (pattern === '/profile/:username') {
    // A member who does not exist (or deleted the account) is a 404, as the page says.
    let username: string;
    try {
      username = decodeURIComponent(url.pathname.split('/').filter(Boolean)[1]);
    } catch {
      return { status: 404 };
    }
    const r = await app.inject({
      method: 'GET',
      url: `/api/v1/users/profiles/${encodeURIComponent(username)}/`,
      ...asVisitor,
    });
    if (r.statusCode === 404 || r.statusCode === 400) return { status: 404 };
    if (r.statusCode !== 200) return { status: 200 };
    const profile = r.json() as Parameters<typeof profileMeta>[0] & { username: string; avatar?: string | null };
    // The member's first page of ads and of reviews, as the page asks for them (by the username
    // the API answered with); one that fails is left to the SPA to ask for.
    const name = encodeURIComponent(profile.username);
    const [ads, reviews] = await Promise.all([
      app.inject({
        method: 'GET',
        url: `/api/v1/ads/ads/?owner=${name}&ordering=-created_at&page=1&page_size=${PROFILE_ADS_PAGE_SIZE}`,
        ...asVisitor,
      }),
      app.inject({
        method: 'GET',
        url: `/api/v1/users/profiles/${name}/reviews/?page=1&page_size=${PROFILE_REVIEWS_PAGE_SIZE}`,
        ...asVisitor,
      }),
    ]);
    const extra: InitialExtra[] = [];
    let picture: string | undefined;
    if (ads.statusCode === 200) {
      const list = ads.json() as { results?: { image?: { url?: string | null; variants?: Variants } | null }[] };
      extra.push({ endpoint: 'profileAds', data: list });
      // The page's largest picture on a phone: its first ad's (the variant the ad card draws).
      const image = list.results?.[0]?.image;
      picture = image?.variants?.['320'] ?? image?.url ?? undefined;
    }
    if (reviews.statusCode === 200) extra.push({ endpoint: 'profileReviews', data: reviews.json() });
    // Without an ad picture, the member's photo (the header's).
    picture ??= profile.avatar ?? undefined;
    return {
      status: 200,
      initial: { path: request.url, endpoint: 'getProfile', data: profile, extra },
      preload: picture ? [{ href: picture }] : undefined,
      meta: profileMeta(profile),
    };
  }
  if (pattern === '/tribes/:slug') {
    // A tribe that does not exist (or was closed) is a 404 too; a private one answers its name.
    let slug: string;
    try {
      slug = decodeURIComponent(url.pathname.split('/').filter(Boolean)[1]);
    } catch {
      return { status: 404 };
    }
    const r = await app.inject({ method: 'GET', url: `/api/v1/tribes/${encodeURIComponent(slug)}/`, ...asVisitor });
    if (r.statusCode === 404 || r.statusCode === 400) return { status: 404 };
    return r.statusCode === 200 ? { status: 200, meta: tribeMeta(r.json()) } : { status: 200 };
  }
  if (pattern === '/ads') {
    const query = new URLSearchParams();
    for (const key of LIST_PARAMS) {
      const value = url.searchParams.get(key)?.trim();
      if (value) query.set(key, value);
    }
    const ordering = url.searchParams.get('ordering');
    if (ordering) query.set('ordering', ordering);
    query.set('page', url.searchParams.get('page') || '1');
    query.set('page_size', LIST_PAGE_SIZE);
    const r = await app.inject({ method: 'GET', url: `/api/v1/ads/ads/?${query}`, ...asVisitor });
    if (r.statusCode !== 200) return { status: 200 };
    const list = r.json() as { results?: { image?: { url?: string | null; variants?: Variants } | null }[] };
    const image = list.results?.[0]?.image;
    const href = image?.variants?.['320'] ?? image?.url ?? undefined;
    return {
      status: 200,
      initial: { path: request.url, endpoint: 'listAds', data: list },
      preload: href ? [{ href }] : undefined,
    };
  }
  if (pattern === '/') {
    // The home's largest picture is the first hero slide's (its phone picture below 768 px, as
    // src/components/HeroSlideView.tsx draws it); the slides come along, so the hero the page
    // paints first is already the right one.
    const r = await app.inject({ method: 'GET', url: '/api/v1/core/hero-slides/', ...asVisitor });
    if (r.statusCode !== 200) return { status: 200 };
    const slides = r.json() as { image_url?: string; image_mobile_url?: string }[];
    const first = Array.isArray(slides) ? slides[0] : undefined;
    let preload: Preload[] | undefined;
    if (first?.image_url && first.image_mobile_url) {
      preload = [
        { href: first.image_mobile_url, media: lcpImage.phoneMedia },
        { href: first.image_url, media: lcpImage.desktopMedia },
      ];
    } else if (first?.image_url) {
      preload = [{ href: first.image_url }];
    }
    return { status: 200, initial: { path: request.url, endpoint: 'listHeroSlides', data: slides }, preload };
  }
  return { status: 200 };
}

/** The entry's <script defer> tags as html-webpack-plugin writes them (minified or not). */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src=("?)([^"\s>]+)\1><\/script>/g;

/** src/app/serverRender.tsx's render(): the page's first screen as HTML, or null (a redirect). */
type Renderer = (url: string, initial: InitialData | null) => Promise<string | null>;

interface Build {
  file: string;
  mtimeMs: number;
  html: string;
  chunkGroups: Record<string, string[]>;
}
let cached: Build | null = null;

/** dist/index.html and dist/chunk-groups.json, read again when a new build replaces them. */
function currentBuild(config: Config): Build {
  const file = path.join(config.distDir, 'index.html');
  const { mtimeMs } = statSync(file);
  if (!cached || cached.file !== file || cached.mtimeMs !== mtimeMs) {
    let chunkGroups: Record<string, string[]> = {};
    try {
      chunkGroups = JSON.parse(readFileSync(path.join(config.distDir, 'chunk-groups.json'), 'utf8'));
    } catch {
      // A development or older build: no chunk preloads.
    }
    cached = { file, mtimeMs, html: readFileSync(file, 'utf8'), chunkGroups };
  }
  return cached;
}

let renderer: { file: string; mtimeMs: number; render: Renderer } | null = null;

/**
 * dist/server/render.js, required again when a new build replaces it; null without one (a
 * development build: the browser renders every page).
 */
function currentRenderer(config: Config): Renderer | null {
  const file = path.join(config.distDir, 'server', 'render.js');
  if (!existsSync(file)) return null;
  const { mtimeMs } = statSync(file);
  if (!renderer || renderer.file !== file || renderer.mtimeMs !== mtimeMs) {
    const load = createRequire(file);
    delete load.cache[file];
    renderer = { file, mtimeMs, render: (load(file) as { render: Renderer }).render };
  }
  return renderer.render;
}

/** The page's first screen as HTML: only for the pages rendered on the server, else null. */
async function renderFirstScreen(config: Config, request: FastifyRequest, page: Page): Promise<string | null> {
  if (page.status !== 200 || !page.chunks) return null;
  try {
    const render = currentRenderer(config);
    return render ? await render(request.url, page.initial ?? null) : null;
  } catch (err) {
    // The browser still renders the page: the visitor loses only the head start.
    request.log.error({ err, url: request.url }, 'falha ao renderizar a página no servidor');
    return null;
  }
}

/**
 * The SPA's HTML with the page's preloads and data in <head>; with `markup`, the page's first
 * screen inside #root and its stylesheets linked (they would otherwise arrive with its script).
 */
export function renderHtml(
  html: string,
  page: Page,
  chunkGroups: Record<string, string[]> = {},
  markup: string | null = null,
  siteUrl = '',
): string {
  if (page.meta) html = withMeta(html, metaTags(page.meta, siteUrl));
  let head = '';
  for (const { href, srcset, sizes, media } of page.preload ?? []) {
    head += `<link rel="preload" as="image" href="${escapeAttr(href)}" fetchpriority="high"`;
    if (srcset && sizes) head += ` imagesrcset="${escapeAttr(srcset)}" imagesizes="${escapeAttr(sizes)}"`;
    if (media) head += ` media="${escapeAttr(media)}"`;
    head += '>';
  }
  const files = new Set((page.chunks ?? []).flatMap((name) => chunkGroups[name] ?? []));
  const chunkScripts: string[] = [];
  // Files the entry already loads (index.html's own tags) are not loaded again.
  for (const file of files) {
    if (html.includes(`/${file}"`)) continue;
    if (file.endsWith('.js')) chunkScripts.push(`/${file}`);
    else if (markup && file.endsWith('.css')) head += `<link rel="stylesheet" href="/${escapeAttr(file)}">`;
  }
  // A page the browser renders: its chunks download beside the entry. A server-rendered page's
  // are asked for by public/boot.js with the entry, once the first screen has painted (below).
  if (!markup) for (const src of chunkScripts) head += `<link rel="preload" as="script" href="${escapeAttr(src)}">`;
  if (page.initial) {
    // JSON inside <script>: every "<" escaped, so no "</script>" or "<!--" in the data ends it.
    const json = JSON.stringify(page.initial).replace(/</g, '\\u003c');
    head += `<script type="application/json" id="initial-data">${json}</script>`;
  }
  if (!markup) return head ? html.replace('</head>', `${head}</head>`) : html;
  // The server drew the first screen: the scripts (the entry, in order, and the page's chunks)
  // download and run once it has painted (public/boot.js asks for them), so they do not hold back
  // the page's largest picture, nor share a slow connection with it and the stylesheets: on a
  // phone's 4G the bandwidth, not the start, decides when 140 KB of scripts arrive.
  const entries: string[] = [];
  const withoutEntry = html.replace(ENTRY_SCRIPT, (_tag, _q, src: string) => {
    entries.push(src);
    return '';
  });
  const boot = entries.length
    ? `<script defer src="/boot.js" data-entries="${escapeAttr(entries.join(' '))}"` +
      (chunkScripts.length ? ` data-chunks="${escapeAttr(chunkScripts.join(' '))}"` : '') +
      '></script>'
    : '';
  return withoutEntry
    .replace('</head>', `${boot}${head}</head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${markup}</div>`);
}

/**
 * The pages a visitor's request alone decides (the home, the lists): kept with the public cache's
 * lifetime (about a second, dropped by every write that changes them) so a burst of visitors does
 * not render the same page again and again. The ad page is not kept: each visit counts a view.
 */
const SHARED_PAGES = new Set(['/', '/ads']);

interface SentPage {
  status: number;
  html: string;
  gzip: Buffer;
}

async function buildPage(
  app: FastifyInstance,
  config: Config,
  request: FastifyRequest,
  pattern: string | null,
  url: URL,
  build: Build,
): Promise<SentPage> {
  const page: Page = pattern ? await pageFor(app, config, request, pattern, url) : { status: 404 };
  const markup = await renderFirstScreen(config, request, page);
  const html = renderHtml(build.html, page, build.chunkGroups, markup, config.siteUrl);
  return { status: page.status, html, gzip: gzipSync(html) };
}

/** Answers a page address with the SPA's HTML: its status, data and preload as above. */
export async function sendSpaPage(app: FastifyInstance, config: Config, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, 'http://localhost');
  const pattern = matchClientRoute(url.pathname);
  const build = currentBuild(config);
  const load = () => buildPage(app, config, request, pattern, url, build);
  const sent =
    pattern && SHARED_PAGES.has(pattern)
      ? await app.publicCache.get(`page:${build.mtimeMs}:${request.url}`, load)
      : await load();
  reply.code(sent.status).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  reply.type('text/html; charset=utf-8');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(sent.gzip);
  }
  return reply.send(sent.html);
}
