import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../support/app';
import { createAd, jpeg, multipart, validAd } from '../modules/ads/ads.support';
import { createTribe } from '../modules/tribes/tribes.support';

// The tags a link preview (WhatsApp, Facebook) or a search engine reads, read the way they read
// them: a plain HTTP GET of the page, no JavaScript.

const SITE = 'https://tribo.example';
const INDEX =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="description" content="Padrão">' +
  '<title>Tribo — serviços e classificados perto de você</title>' +
  '<script defer src=/main.bbbbbbbbbbbb.js></script></head><body><div id="root"></div></body></html>';

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface Head {
  titles: string[];
  /** Every meta tag's content by its name or property; repeated keys keep every value. */
  meta: Map<string, string[]>;
  canonical: string[];
  jsonLd: Array<Record<string, unknown>>;
}

function head(html: string): Head {
  const h = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string[]>();
  for (const m of h.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"[^>]*>/g)) {
    meta.set(m[1], [...(meta.get(m[1]) ?? []), unescape(m[2])]);
  }
  return {
    titles: [...h.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1])),
    meta,
    canonical: [...h.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => unescape(m[1])),
    jsonLd: [...h.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    ),
  };
}

/** The one value of a tag (fails when it is missing or repeated). */
function one(h: Head, key: string): string {
  const values = h.meta.get(key) ?? [];
  assert.equal(values.length, 1, `${key}: ${JSON.stringify(values)}`);
  return values[0];
}

/** A JSON-LD object as the test reads it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- nested schema.org values, read loosely
type Ld = Record<string, any>;

const OG = [
  'og:title',
  'og:description',
  'og:image',
  'og:image:width',
  'og:image:height',
  'og:image:alt',
  'og:url',
  'og:type',
  'og:locale',
  'og:site_name',
];
const TWITTER = ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image', 'twitter:image:alt'];

describe('page meta: title, description, canonical, Open Graph, Twitter and JSON-LD in the HTML', () => {
  let t: TestApp;
  let base: string;
  let owner: TestUser;
  let goodsCategory: { id: number; slug: string; name: string };
  let serviceCategory: { id: number; slug: string; name: string };

  const get = async (url: string) => {
    const r = await fetch(`${base}${url}`);
    return { status: r.status, html: await r.text(), type: r.headers.get('content-type') ?? '' };
  };

  /** Every tag of a page present once, absolute where it is an address. */
  function complete(h: Head, canonical: string) {
    assert.equal(h.titles.length, 1, JSON.stringify(h.titles));
    one(h, 'description');
    for (const key of [...OG, ...TWITTER]) one(h, key);
    assert.deepEqual(h.canonical, [`${SITE}${canonical}`]);
    assert.equal(one(h, 'og:url'), `${SITE}${canonical}`);
    assert.equal(one(h, 'og:locale'), 'pt_BR');
    assert.equal(one(h, 'og:site_name'), 'Tribo');
    assert.equal(one(h, 'twitter:card'), 'summary_large_image');
    assert.ok(one(h, 'og:image').startsWith(`${SITE}/`), one(h, 'og:image'));
    assert.equal(one(h, 'twitter:image'), one(h, 'og:image'));
    assert.ok(one(h, 'description').length <= 160);
  }

  /** The image an og:image names, fetched from this server. */
  async function image(url: string) {
    const r = await fetch(url.replace(SITE, base));
    assert.equal(r.status, 200, url);
    const bytes = Buffer.from(await r.arrayBuffer());
    return { bytes, meta: await sharp(bytes).metadata(), type: r.headers.get('content-type') };
  }

  before(async () => {
    const probe = await buildTestApp();
    const dist = path.join(probe.tmpDir, 'dist');
    await probe.close();
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    t = await buildTestApp({ serveSpa: true, distDir: dist, siteUrl: SITE });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createUser(t.app, { firstName: 'Joana' });
    [goodsCategory] = await t.database.query(
      'select id, slug, name from categories where not is_service order by id limit 1',
    );
    [serviceCategory] = await t.database.query(
      'select id, slug, name from categories where is_service order by id limit 1',
    );
  });
  after(() => t.close());

  test('a goods ad with a photo: every tag, a Product with its Offer in BRL, the 1200x630 JPEG', async () => {
    const description =
      'Bicicleta aro 29 com quadro de alumínio, 21 marchas Shimano, freio a disco hidráulico e suspensão dianteira. ' +
      'Pouco usada, revisada na semana passada, pneus novos. Acompanha capacete e bomba de ar.';
    const { payload, headers } = await multipart([
      ...Object.entries(
        validAd({
          title: 'Bicicleta aro 29 Shimano',
          description,
          category_id: goodsCategory.id,
          price_cents: 125050,
          price_type: 'fixed',
        }),
      ).map(([k, v]) => [k, String(v)] as [string, string]),
      ['image', { buffer: await jpeg(1600, 1200, '#884422'), filename: 'bike.jpg' }],
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ads/ads/',
      headers: { ...owner.headers, ...headers },
      payload,
    });
    assert.equal(created.statusCode, 201, created.body);
    const ad = created.json() as { slug: string; images: Array<{ variants: Record<string, string> }> };

    // Tracking parameters are not part of the page's address.
    const r = await get(`/ads/${ad.slug}?utm_source=whatsapp&fbclid=abc123`);
    assert.equal(r.status, 200);
    const h = head(r.html);
    complete(h, `/ads/${ad.slug}`);
    assert.deepEqual(h.titles, ['Bicicleta aro 29 Shimano | Tribo']);
    assert.equal(h.meta.get('robots'), undefined, 'an active ad is indexed');
    assert.equal(one(h, 'og:title'), 'Bicicleta aro 29 Shimano');
    assert.equal(one(h, 'og:type'), 'product');
    // Cut at a word, within 160 characters, from the ad's own text.
    const text = one(h, 'description');
    assert.ok(text.endsWith('…') && text.length <= 160, text);
    assert.ok(description.startsWith(text.slice(0, -1)), text);
    assert.ok(description[text.length - 1] === ' ', 'cut before a whole word');
    assert.equal(one(h, 'og:description'), text);
    assert.equal(one(h, 'og:image'), `${SITE}${ad.images[0].variants.og}`);
    assert.equal(one(h, 'og:image:width'), '1200');
    assert.equal(one(h, 'og:image:height'), '630');
    const img = await image(one(h, 'og:image'));
    assert.equal(img.type, 'image/jpeg');
    assert.deepEqual([img.meta.format, img.meta.width, img.meta.height], ['jpeg', 1200, 630]);
    assert.ok(img.bytes.length < 300 * 1024, `${img.bytes.length} bytes`);

    const product = h.jsonLd.find((j) => j['@type'] === 'Product') as Ld;
    assert.ok(product, JSON.stringify(h.jsonLd));
    assert.equal(product.name, 'Bicicleta aro 29 Shimano');
    assert.equal(product.url, `${SITE}/ads/${ad.slug}`);
    assert.deepEqual(
      { type: product.offers['@type'], price: product.offers.price, currency: product.offers.priceCurrency },
      { type: 'Offer', price: '1250.50', currency: 'BRL' },
    );
    const crumbs = h.jsonLd.find((j) => j['@type'] === 'BreadcrumbList') as Ld;
    assert.deepEqual(
      crumbs.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item]),
      [
        ['Início', `${SITE}/`],
        ['Anúncios', `${SITE}/ads`],
        [goodsCategory.name, `${SITE}/ads?category=${goodsCategory.slug}`],
        ['Bicicleta aro 29 Shimano', `${SITE}/ads/${ad.slug}`],
      ],
    );
    // index.html's own title and description are replaced, not repeated.
    assert.doesNotMatch(r.html, /content="Padrão"/);
  });

  test("a service ad without photos: its category's card, a Service with areaServed", async () => {
    const ad = await createAd(t.app, owner, {
      title: 'Diarista em Campinas',
      category_id: serviceCategory.id,
      city: 'Campinas',
    });
    const h = head((await get(`/ads/${ad.slug}`)).html);
    complete(h, `/ads/${ad.slug}`);
    assert.equal(one(h, 'og:image'), `${SITE}/og/categories/${serviceCategory.slug}.jpg`);
    const card = await image(one(h, 'og:image'));
    assert.deepEqual([card.meta.format, card.meta.width, card.meta.height], ['jpeg', 1200, 630]);
    const service = h.jsonLd.find((j) => j['@type'] === 'Service') as Ld;
    assert.ok(service, JSON.stringify(h.jsonLd));
    assert.equal(service.areaServed.name, 'Campinas');
    assert.equal(service.areaServed.containedInPlace.name, 'SP');
    assert.equal(service.offers.priceCurrency, 'BRL');
    assert.ok(h.jsonLd.some((j) => j['@type'] === 'BreadcrumbList'));
  });

  test('a title with "<>& and a description with </script> break nothing and come back intact', async () => {
    const title = 'Sofá "retrô" <3 lugares> & puff';
    const description = 'Ótimo estado </script><script>alert(1)</script> & <b>negrito</b> "aspas" aqui e ali.';
    const ad = await createAd(t.app, owner, { title, description });
    const r = await get(`/ads/${ad.slug}`);
    assert.doesNotMatch(r.html, /<script>alert/);
    assert.doesNotMatch(r.html, /<3 lugares>/);
    assert.doesNotMatch(r.html, /<b>negrito/);
    const h = head(r.html);
    assert.deepEqual(h.titles, [`${title} | Tribo`]);
    assert.equal(one(h, 'og:title'), title);
    assert.equal(one(h, 'description'), description);
    const item = h.jsonLd.find((j) => j.name === title);
    assert.ok(item, 'the JSON-LD parses back to the same text');
    assert.equal(item.description, description);
  });

  test('an expired ad keeps its page, marked noindex; a removed or unknown one is a 404 without tags', async () => {
    const ad = await createAd(t.app, owner, { title: 'Geladeira duplex expirada' });
    await t.database.query(`update ads set status = 'expired', expires_at = now() - interval '1 day' where slug = $1`, [
      ad.slug,
    ]);
    const r = await get(`/ads/${ad.slug}`);
    assert.equal(r.status, 200);
    const h = head(r.html);
    assert.equal(one(h, 'robots'), 'noindex');
    assert.equal(one(h, 'og:title'), 'Geladeira duplex expirada');

    const removed = await createAd(t.app, owner, { title: 'Microondas removido' });
    await t.app.inject({ method: 'DELETE', url: `/api/v1/ads/ads/${removed.slug}/`, headers: owner.headers });
    for (const url of [`/ads/${removed.slug}`, '/ads/nao-existe-xyz']) {
      const gone = await get(url);
      assert.equal(gone.status, 404, url);
      assert.equal(head(gone.html).meta.get('og:title'), undefined, url);
      assert.match(gone.html, /<div id="root">/);
    }
  });

  test("a profile: the member's name, a profile type, the site's card without an avatar", async () => {
    const h = head((await get(`/profile/${owner.username}`)).html);
    complete(h, `/profile/${owner.username}`);
    assert.deepEqual(h.titles, [`Joana (@${owner.username}) | Tribo`]);
    assert.equal(one(h, 'og:type'), 'profile');
    assert.equal(one(h, 'og:image'), `${SITE}/og/tribo.jpg`);
    const card = await image(one(h, 'og:image'));
    assert.deepEqual([card.meta.width, card.meta.height], [1200, 630]);
  });

  test('a public tribe says what it is; a private one only its name; an unknown one is a 404', async () => {
    const open = await createTribe(t.app, owner, {
      name: 'Ciclistas de Campinas',
      description: 'Pedal todo domingo no Taquaral.',
    });
    const h = head((await get(`/tribes/${open.slug}`)).html);
    complete(h, `/tribes/${open.slug}`);
    assert.deepEqual(h.titles, ['Ciclistas de Campinas | Tribo']);
    assert.equal(one(h, 'description'), 'Pedal todo domingo no Taquaral.');

    const closed = await createTribe(t.app, owner, {
      name: 'Clube secreto do pão',
      description: 'Receitas que ninguém pode ver.',
      visibility: 'private',
    });
    const p = await get(`/tribes/${closed.slug}`);
    assert.equal(p.status, 200);
    const ph = head(p.html);
    complete(ph, `/tribes/${closed.slug}`);
    assert.equal(one(ph, 'og:title'), 'Clube secreto do pão');
    assert.match(one(ph, 'description'), /tribo privada/);
    assert.doesNotMatch(p.html, /Receitas que ninguém/);

    assert.equal((await get('/tribes/tribo-que-nao-existe')).status, 404);
  });

  test('a list by category and search: its own parameters in the canonical, no tracking ones', async () => {
    const url = `/ads?utm_campaign=x&search=bicicleta&category=${goodsCategory.slug}&gclid=1&ordering=price&page=2`;
    const r = await get(url);
    const h = head(r.html);
    complete(h, `/ads?search=bicicleta&category=${goodsCategory.slug}&page=2`);
    assert.deepEqual(h.titles, [`“bicicleta” em ${goodsCategory.name} — Anúncios | Tribo`]);
    assert.equal(one(h, 'og:image'), `${SITE}/og/categories/${goodsCategory.slug}.jpg`);

    const byCategory = head((await get(`/ads?category=${goodsCategory.slug}`)).html);
    assert.deepEqual(byCategory.titles, [`${goodsCategory.name} — Anúncios | Tribo`]);
  });

  test('the home, /categories and the static pages have their own title, description and card', async () => {
    const home = head((await get('/')).html);
    complete(home, '/');
    assert.deepEqual(home.titles, ['Tribo — serviços e classificados perto de você']);
    assert.ok(home.jsonLd.some((j) => j['@type'] === 'WebSite'));
    for (const [url, title] of [
      ['/categories', 'Categorias'],
      ['/faq', 'Perguntas Frequentes'],
      ['/about-us', 'Quem Somos'],
      ['/terms-of-service', 'Termos de Uso'],
      ['/privacy-policy', 'Política de Privacidade'],
      ['/help-center', 'Central de Ajuda'],
      ['/contact', 'Contato'],
    ]) {
      const h = head((await get(`${url}?utm_source=x`)).html);
      complete(h, url);
      assert.deepEqual(h.titles, [`${title} | Tribo`], url);
      assert.equal(one(h, 'og:image'), `${SITE}/og/tribo.jpg`, url);
    }
    // A member's own pages keep index.html's defaults (and robots.txt keeps crawlers out).
    const login = head((await get('/login')).html);
    assert.equal(login.meta.get('og:title'), undefined);
    assert.deepEqual(login.meta.get('description'), ['Padrão']);
  });
});
