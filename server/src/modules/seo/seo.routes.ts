import type { FastifyReply } from 'fastify';
import type { App, ModuleOptions } from '../../lib/types';
import { createSeoService } from './seo.service';

/**
 * /robots.txt, /sitemap.xml (an index), /sitemap-pages.xml, /sitemap-ads-{n}.xml and the preview
 * cards /og/tribo.jpg and /og/categories/{slug}.jpg. Not part of the API contract (hidden from
 * OpenAPI). The sitemaps go through the public cache, so every write that changes the listings
 * (an ad published, expired or removed, a tribe saved) drops them too.
 */
export async function seoRoutes(app: App, { config }: ModuleOptions) {
  const seo = createSeoService(app.db.orm, { siteUrl: config.siteUrl, adsPerFile: config.sitemapAdsPerFile });
  const hide = { schema: { hide: true } };

  const xml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
  const jpeg = (reply: FastifyReply, body: Buffer) =>
    reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(body);

  app.get('/robots.txt', hide, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(seo.robots()),
  );
  app.get('/sitemap.xml', hide, async (_req, reply) =>
    xml(reply, await app.publicCache.get('sitemap:index', () => seo.index())),
  );
  app.get('/sitemap-pages.xml', hide, async (_req, reply) =>
    xml(reply, await app.publicCache.get('sitemap:pages', () => seo.pages())),
  );
  app.get<{ Params: { n: string } }>('/sitemap-ads-:n.xml', hide, async (req, reply) => {
    const n = /^[1-9]\d{0,5}$/.test(req.params.n) ? Number(req.params.n) : 0;
    const body = n ? await app.publicCache.get(`sitemap:ads:${n}`, () => seo.ads(n)) : null;
    if (body === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return xml(reply, body);
  });
  app.get('/og/tribo.jpg', hide, async (_req, reply) => jpeg(reply, await seo.siteCard()));
  app.get<{ Params: { slug: string } }>('/og/categories/:slug.jpg', hide, async (req, reply) => {
    const card = await seo.categoryCard(req.params.slug);
    if (!card) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return jpeg(reply, card);
  });
}
