import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { multipart } from '../../support/multipart';
import { sweepMediaFiles } from '../../../src/plugins/jobs';
import { mediaStorage } from '../../../src/lib/storage/create';

const BASE = '/api/v1/admin/hero-slides/';

/** A real PNG, drawn here (with some EXIF, which must not survive). */
const png = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 194, g: 65, b: 12 } } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'Segredo da câmera' } } })
    .toBuffer();

describe('hero: the staff manage the carousel under /api/v1/admin/hero-slides/', () => {
  let t: TestApp;
  let staff: TestUser;
  let member: TestUser;

  before(async () => {
    t = await buildTestApp();
    staff = await createUser(t.app, { isStaff: true });
    member = await createUser(t.app);
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, user = staff) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

  const create = async (body: Record<string, unknown>) => {
    const r = await call('POST', BASE, { title: 'Slide de teste', ...body });
    assert.equal(r.statusCode, 201, r.body);
    return r.json() as Record<string, unknown> & { id: number };
  };

  const upload = async (id: number, fields: Record<string, string>, data?: Buffer, user = staff) => {
    const body = multipart(fields, data ? { image: { filename: 'foto.png', contentType: 'image/png', data } } : {});
    return t.app.inject({
      method: 'POST',
      url: `${BASE}${id}/images/`,
      payload: body.payload,
      headers: { ...body.headers, ...user.headers },
    });
  };

  const publicTitles = async () =>
    ((await t.app.inject({ url: '/api/v1/core/hero-slides/' })).json() as Array<{ title: string }>).map((s) => s.title);

  const heroDir = () => path.join(t.config.mediaDir, 'hero');
  const heroFiles = () => (existsSync(heroDir()) ? readdirSync(heroDir()) : []);

  test('a visitor gets 401 and a member 403 (pt-BR, before any validation); staff are let in, never cached', async () => {
    const visitor = await t.app.inject({ url: BASE });
    assert.equal(visitor.statusCode, 401);
    const refused = await call('POST', BASE, { nope: true }, member);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, 'Acesso restrito à equipe da Tribo.');
    for (const [method, url] of [
      ['GET', BASE],
      ['PATCH', `${BASE}1/`],
      ['DELETE', `${BASE}1/`],
      ['POST', `${BASE}reorder/`],
      ['POST', `${BASE}1/images/`],
      ['DELETE', `${BASE}1/images/phone/`],
    ] as const) {
      assert.equal((await t.app.inject({ method, url })).statusCode, 401, `${method} ${url}`);
      assert.equal((await call(method, url, {}, member)).statusCode, 403, `${method} ${url}`);
    }
    const ok = await call('GET', BASE);
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.headers['cache-control'], 'no-store');
    const list = ok.json() as Array<Record<string, unknown>>;
    assert.equal(list.length, 2, 'the two seeded slides');
    assert.deepEqual(
      list.map((s) => s.status),
      ['active', 'active'],
    );
    assert.deepEqual(Object.keys(list[0]).sort(), [
      'created_at',
      'cta_label',
      'cta_url',
      'ends_at',
      'id',
      'image_alt',
      'image_mobile_url',
      'image_url',
      'is_active',
      'position',
      'starts_at',
      'status',
      'subtitle',
      'title',
      'updated_at',
    ]);
  });

  test('create, edit and delete a slide; a new slide goes to the end; unknown ids are 404', async () => {
    const s = await create({
      title: '  Promoção de inverno  ',
      subtitle: 'Anúncios com frete grátis',
      cta_label: 'Ver ofertas',
      cta_url: '/ads?search=inverno',
      starts_at: '2020-01-01T03:00:00.000Z',
      ends_at: null,
    });
    assert.equal(s.title, 'Promoção de inverno');
    assert.equal(s.is_active, true);
    assert.equal(s.status, 'active');
    assert.equal(s.starts_at, '2020-01-01T03:00:00.000Z');
    assert.equal(s.ends_at, null);
    const all = (await call('GET', BASE)).json() as Array<{ id: number; position: number }>;
    assert.equal(all[all.length - 1].id, s.id);
    assert.ok(all[all.length - 1].position > all[all.length - 2].position);

    const edited = await call('PATCH', `${BASE}${s.id}/`, { subtitle: 'Até 50% de desconto', is_active: false });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().subtitle, 'Até 50% de desconto');
    assert.equal(edited.json().title, 'Promoção de inverno', 'fields left out stay');
    assert.equal(edited.json().status, 'inactive');
    assert.equal(edited.headers['cache-control'], 'no-store');

    assert.equal((await call('PATCH', `${BASE}999999/`, { title: 'Nada' })).statusCode, 404);
    const gone = await call('DELETE', `${BASE}999999/`);
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.json().error, 'Slide não encontrado.');

    assert.equal((await call('DELETE', `${BASE}${s.id}/`)).statusCode, 204);
    assert.equal((await call('DELETE', `${BASE}${s.id}/`)).statusCode, 404);
  });

  test('400s name the field in pt-BR', async () => {
    const cases: Array<[Record<string, unknown>, string, string | null]> = [
      [{ title: '   ' }, 'title', 'Informe o título.'],
      [{ title: undefined }, 'title', 'Este campo é obrigatório.'],
      [{ cta_label: 'Ver', cta_url: 'javascript:alert(1)' }, 'cta_url', null],
      [{ cta_label: 'Ver', cta_url: '//malicioso.example/x' }, 'cta_url', null],
      [{ cta_label: 'Ver', cta_url: 'ads' }, 'cta_url', null],
      [{ cta_label: 'Ver' }, 'cta_url', 'Informe o link do botão.'],
      [{ cta_url: '/ads' }, 'cta_label', 'Informe o texto do botão.'],
      [
        { starts_at: '2030-01-02T10:00:00Z', ends_at: '2030-01-02T10:00:00Z' },
        'ends_at',
        'O fim deve ser depois do início.',
      ],
      [{ starts_at: '2030-01-02T10:00:00Z', ends_at: '2030-01-01T10:00:00Z' }, 'ends_at', null],
      [{ starts_at: 'amanhã' }, 'starts_at', 'Informe uma data e hora válidas.'],
      [{ position: -1 }, 'position', null],
      [{ title: 'x'.repeat(121) }, 'title', 'Deve ter no máximo 120 caracteres.'],
      [{ foo: 'bar' }, 'foo', 'Campo não permitido.'],
    ];
    for (const [body, field, message] of cases) {
      const payload = { title: 'Slide válido', ...body };
      if (body.title === undefined && 'title' in body) delete (payload as Record<string, unknown>).title;
      const r = await call('POST', BASE, payload);
      assert.equal(r.statusCode, 400, `${JSON.stringify(body)}: ${r.body}`);
      const fields = r.json().fields as Record<string, string[]>;
      assert.ok(fields[field]?.length, `${JSON.stringify(body)} names ${field}: ${r.body}`);
      if (message) assert.ok(fields[field].includes(message), `${fields[field]} has ${message}`);
      assert.equal(r.json().code, 'validation_error');
    }
    // Accepted links: a path of the site and an http(s) address.
    await create({ cta_label: 'Ver', cta_url: '/tribes' });
    await create({ cta_label: 'Ver', cta_url: 'https://exemplo.com.br/promo' });

    // An update checks the window against the stored end.
    const s = await create({ starts_at: '2030-01-01T10:00:00Z', ends_at: '2030-02-01T10:00:00Z' });
    const bad = await call('PATCH', `${BASE}${s.id}/`, { starts_at: '2030-03-01T10:00:00Z' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().fields, { ends_at: ['O fim deve ser depois do início.'] });
    assert.equal((await call('PATCH', `${BASE}${s.id}/`, { starts_at: null })).statusCode, 200);
    assert.equal((await call('PATCH', `${BASE}abc/`, { title: 'x' })).statusCode, 400);
  });

  test('reorder rewrites every position in the order given; a partial or repeated list is refused', async () => {
    const before = (await call('GET', BASE)).json() as Array<{ id: number }>;
    const ids = before.map((s) => s.id).reverse();
    const r = await call('POST', `${BASE}reorder/`, { ids });
    assert.equal(r.statusCode, 200, r.body);
    const after = r.json() as Array<{ id: number; position: number }>;
    assert.deepEqual(
      after.map((s) => s.id),
      ids,
    );
    assert.deepEqual(
      after.map((s) => s.position),
      ids.map((_, i) => (i + 1) * 10),
    );
    assert.deepEqual(
      ((await call('GET', BASE)).json() as Array<{ id: number }>).map((s) => s.id),
      ids,
    );
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999999]]) {
      const refused = await call('POST', `${BASE}reorder/`, { ids: bad });
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json().fields, { ids: ['Envie todos os slides, cada um uma única vez.'] });
    }
    assert.equal((await call('POST', `${BASE}reorder/`, { ids: [] })).statusCode, 400);
  });

  test('images: a real PNG becomes a WebP fitted to the hero without metadata; alt text is required; a fake is refused', async () => {
    const s = await create({ title: 'Com imagem' });
    const noAlt = await upload(s.id, { kind: 'desktop' }, await png());
    assert.equal(noAlt.statusCode, 400, noAlt.body);
    assert.deepEqual(Object.keys(noAlt.json().fields), ['image_alt']);
    assert.deepEqual(heroFiles(), [], 'a refused upload leaves no file');

    const fake = await upload(s.id, { kind: 'desktop', image_alt: 'Foto' }, Buffer.from('isto não é uma imagem png'));
    assert.equal(fake.statusCode, 400);
    assert.equal(fake.json().fields.image[0], 'Envie uma imagem JPEG, PNG, WebP ou AVIF válida.');
    const none = await upload(s.id, { kind: 'desktop', image_alt: 'Foto' });
    assert.equal(none.statusCode, 400);
    assert.deepEqual(none.json().fields, { image: ['Envie uma imagem.'] });
    const badKind = await upload(s.id, { kind: 'tablet', image_alt: 'Foto' }, await png());
    assert.equal(badKind.statusCode, 400);
    assert.ok(badKind.json().fields.kind);
    assert.equal((await upload(999999, { kind: 'desktop', image_alt: 'Foto' }, await png())).statusCode, 404);
    const json = await call('POST', `${BASE}${s.id}/images/`, { kind: 'desktop' });
    assert.equal(json.statusCode, 415);
    assert.deepEqual(heroFiles(), []);

    const ok = await upload(s.id, { kind: 'desktop', image_alt: 'Vitrine com casacos' }, await png(2400, 1200));
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.headers['cache-control'], 'no-store');
    const slide = ok.json();
    assert.equal(slide.image_alt, 'Vitrine com casacos');
    assert.match(slide.image_url, /^\/media\/hero\/[0-9a-f-]{36}-desktop\.webp$/);
    const file = path.join(t.config.mediaDir, slide.image_url.slice('/media/'.length));
    const meta = await sharp(file).metadata();
    assert.equal(meta.format, 'webp');
    // The home's 16:9, at most 1600x900: 2400x1200 (2:1) is cut around the centre to 2133x1200, then
    // made 1600x900.
    assert.deepEqual([meta.width, meta.height], [1600, 900]);
    assert.equal(meta.exif, undefined, 'no EXIF');
    assert.equal(meta.icc, undefined);
    const served = await t.app.inject({ url: slide.image_url });
    assert.equal(served.statusCode, 200);

    // The phone picture: alt text from the slide is enough now; 16:9 as well, 800x450 at most.
    const phone = await upload(s.id, { kind: 'phone' }, await png(1000, 2000));
    assert.equal(phone.statusCode, 200, phone.body);
    assert.match(phone.json().image_mobile_url, /^\/media\/hero\/[0-9a-f-]{36}-phone\.webp$/);
    const phoneMeta = await sharp(path.join(t.config.mediaDir, phone.json().image_mobile_url.slice(7))).metadata();
    assert.deepEqual([phoneMeta.width, phoneMeta.height], [800, 450]);
    assert.equal(heroFiles().length, 2);
    assert.ok(!heroFiles().some((f) => f.endsWith('.staged')), 'published after the commit');

    // With a picture, the alt text cannot be emptied.
    const blank = await call('PATCH', `${BASE}${s.id}/`, { image_alt: ' ' });
    assert.equal(blank.statusCode, 400);
    assert.ok(blank.json().fields.image_alt);

    // Replacing a picture removes the old file.
    const replaced = await upload(s.id, { kind: 'desktop' }, await png(800, 300));
    assert.equal(replaced.statusCode, 200);
    assert.ok(!existsSync(file), 'the replaced file is gone');
    // Smaller than the box: cut to 16:9 (533x300), never enlarged.
    const small = await sharp(path.join(t.config.mediaDir, replaced.json().image_url.slice(7))).metadata();
    assert.deepEqual([small.width, small.height], [533, 300]);
    assert.equal(heroFiles().length, 2);

    // The public list carries both pictures.
    const pub = (await t.app.inject({ url: '/api/v1/core/hero-slides/' })).json() as Array<Record<string, string>>;
    const shown = pub.find((p) => p.title === 'Com imagem')!;
    assert.equal(shown.image_url, replaced.json().image_url);
    assert.equal(shown.image_mobile_url, phone.json().image_mobile_url);

    // Taking the phone picture off removes its file.
    const off = await call('DELETE', `${BASE}${s.id}/images/phone/`);
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json().image_mobile_url, '');
    assert.equal(heroFiles().length, 1);
    assert.equal((await call('DELETE', `${BASE}${s.id}/images/tablet/`)).statusCode, 400);

    // Deleting the slide removes its files; until then the media janitor keeps them.
    await upload(s.id, { kind: 'phone' }, await png(300, 300));
    await sweepMediaFiles(t.database, mediaStorage(t.config), { minAgeMs: 0 });
    assert.equal(heroFiles().length, 2);
    assert.equal((await call('DELETE', `${BASE}${s.id}/`)).statusCode, 204);
    assert.deepEqual(heroFiles(), []);
  });

  test('the public list shows active slides inside their window, and changes show at once to staff', async () => {
    const hour = 3600 * 1000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const cases = {
      'Janela atual': { starts_at: at(-hour), ends_at: at(hour) },
      'Só início passado': { starts_at: at(-hour) },
      'Só fim futuro': { ends_at: at(hour) },
      'Janela futura': { starts_at: at(hour), ends_at: at(2 * hour) },
      'Janela passada': { starts_at: at(-2 * hour), ends_at: at(-hour) },
      'Inativo na janela': { starts_at: at(-hour), ends_at: at(hour), is_active: false },
    };
    const ids: Record<string, number> = {};
    for (const [title, body] of Object.entries(cases)) ids[title] = (await create({ title, ...body })).id;
    const shown = await publicTitles();
    for (const title of ['Janela atual', 'Só início passado', 'Só fim futuro']) assert.ok(shown.includes(title), title);
    for (const title of ['Janela futura', 'Janela passada', 'Inativo na janela'])
      assert.ok(!shown.includes(title), title);
    const status = Object.fromEntries(
      ((await call('GET', BASE)).json() as Array<{ title: string; status: string }>).map((s) => [s.title, s.status]),
    );
    assert.equal(status['Janela atual'], 'active');
    assert.equal(status['Janela futura'], 'scheduled');
    assert.equal(status['Janela passada'], 'expired');
    assert.equal(status['Inativo na janela'], 'inactive');
    // In position order.
    await call('POST', `${BASE}reorder/`, {
      ids: ((await call('GET', BASE)).json() as Array<{ id: number; title: string }>)
        .map((s) => s.id)
        .sort((a, b) => (a === ids['Só fim futuro'] ? -1 : b === ids['Só fim futuro'] ? 1 : 0)),
    });
    assert.equal((await publicTitles())[0], 'Só fim futuro');
    for (const id of Object.values(ids)) await call('DELETE', `${BASE}${id}/`);
  });
});
