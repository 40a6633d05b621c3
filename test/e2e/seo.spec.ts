import { expect, test } from './support/fixtures';

/**
 * What WhatsApp, Facebook and search engines get: the raw HTML of an ad page (no JavaScript) carries
 * its preview tags and structured data, its picture is a 1200x630 JPEG, and once the SPA takes over
 * the page keeps one of each tag.
 */

const content = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))].map((m) =>
    m[1]
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );

test("an ad page's raw HTML has its preview tags; one of each once the SPA has taken over", async ({
  page,
  request,
  baseURL,
}) => {
  const list = await (await request.get('/api/v1/ads/ads/?page_size=20')).json();
  const ad = list.results.find((a: { image: unknown }) => a.image) as { slug: string; title: string };
  expect(ad).toBeTruthy();

  const raw = await request.get(`/ads/${ad.slug}?utm_source=whatsapp`);
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  expect(content(html, 'og:title')).toEqual([ad.title]);
  expect(html).toContain(
    `<title>${ad.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')} | Tribo</title>`,
  );
  expect(content(html, 'og:url')).toEqual([`${baseURL}/ads/${ad.slug}`]);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/ads/${ad.slug}"`);
  expect(content(html, 'og:locale')).toEqual(['pt_BR']);
  expect(content(html, 'og:site_name')).toEqual(['Tribo']);
  expect(content(html, 'og:image:width')).toEqual(['1200']);
  expect(content(html, 'og:image:height')).toEqual(['630']);
  expect(content(html, 'twitter:card')).toEqual(['summary_large_image']);
  expect(content(html, 'description')).toHaveLength(1);
  expect(content(html, 'description')[0].length).toBeLessThanOrEqual(160);
  expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","name"/);
  const [image] = content(html, 'og:image');
  expect(image).toMatch(new RegExp(`^${baseURL}/media/ads/.+-og\\.jpg$`));
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  expect((await picture.body()).length).toBeLessThan(300 * 1024);

  // In the browser: after hydration one of each tag, the tab's title the same.
  await page.goto(`/ads/${ad.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: ad.title })).toBeVisible();
  await expect(page).toHaveTitle(`${ad.title} | Tribo`);
  await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head meta[property="og:image"]')).toHaveCount(1);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain(`<loc>${baseURL}/sitemap-ads-1.xml</loc>`);
  expect(await (await request.get('/sitemap-ads-1.xml')).text()).toContain(`<loc>${baseURL}/ads/${ad.slug}</loc>`);
});
