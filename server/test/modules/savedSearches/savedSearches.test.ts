import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { createAd } from '../ads/ads.support';
import { JOBS, runJob } from '../../../src/plugins/jobs';
import type { MailMessage } from '../../../src/lib/mailer';
import { sendSavedSearchDigests } from '../../../src/modules/savedSearches/savedSearches.jobs';

const BASE = '/api/v1/ads/saved-searches/';
const MATCH_JOB = JOBS.find((j) => j.name === 'savedSearches.match')!;

type Saved = { id: number; name: string; query: Record<string, unknown>; alert: string; new_count: number };

describe('buscas salvas', () => {
  let t: TestApp;
  let bikesId: number;

  before(async () => {
    t = await buildTestApp();
    const [c] = await t.app.db.query<{ id: number }>(`select id from categories where slug = 'bicicletas-e-esportes'`);
    bikesId = Number(c.id);
  });
  after(async () => t.close());

  const save = (user: TestUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: BASE, headers: user.headers, payload: body });
  const saved = async (user: TestUser, body: Record<string, unknown>): Promise<Saved> => {
    const r = await save(user, body);
    assert.equal(r.statusCode, 201, r.body);
    return r.json() as Saved;
  };
  const list = async (user: TestUser) => (await t.app.inject({ url: BASE, headers: user.headers })).json() as Saved[];
  const bike = (user: TestUser, o: Record<string, unknown> = {}) =>
    createAd(t.app, user, {
      title: 'Bicicleta aro 29 com 21 marchas',
      description: 'Quadro de alumínio, freio a disco, pouco usada.',
      category_id: bikesId,
      price_cents: 120000,
      price_type: 'fixed',
      state_code: 'SP',
      city: 'Campinas',
      ...o,
    });
  const match = () => runJob(t.database, MATCH_JOB);
  const alertsOf = async (user: TestUser) => {
    const rows = await t.app.db.query<{ title: string; link: string }>(
      `select title, link from notifications where user_id = $1 and type = 'SAVED_SEARCH_MATCH' order by id`,
      [user.id],
    );
    return rows;
  };

  test('só o dono vê e muda a busca; regras de nome, de busca vazia e o limite de 50', async () => {
    const a = await createUser(t.app);
    const other = await createUser(t.app);
    const s = await saved(a, {
      name: 'Bicicleta em SP',
      query: { search: ' bicicleta ', state: 'sp' },
      alert: 'instant',
    });
    assert.deepEqual(s.query, { search: 'bicicleta', state_code: 'SP' });
    assert.equal(s.alert, 'instant');
    assert.equal(s.new_count, 0);
    assert.equal((await list(other)).length, 0);
    for (const [method, url] of [
      ['PATCH', `${BASE}${s.id}/`],
      ['DELETE', `${BASE}${s.id}/`],
    ] as const) {
      const r = await t.app.inject({
        method,
        url,
        headers: other.headers,
        payload: method === 'PATCH' ? { name: 'x' } : undefined,
      });
      assert.equal(r.statusCode, 404, r.body);
      assert.equal(r.json().error, 'Busca salva não encontrada.');
    }
    assert.equal((await t.app.inject({ url: BASE })).statusCode, 401);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}${s.id}/`,
      headers: a.headers,
      payload: { name: 'Bike', alert: 'daily' },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json().name, 'Bike');
    assert.equal(renamed.json().alert, 'daily');

    const empty = await save(a, { name: 'Nada', query: { search: '   ', ordering: 'price' } });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json().fields, { query: ['Faça uma busca ou escolha um filtro para salvar.'] });
    const blank = await save(a, { name: '   ', query: { search: 'mesa' } });
    assert.equal(blank.statusCode, 400);
    assert.deepEqual(blank.json().fields?.name, ['Dê um nome à busca (até 80 caracteres).']);
    const badCategory = await save(a, { name: 'X', query: { category: 'nao-existe' } });
    assert.equal(badCategory.statusCode, 400);

    for (let i = 2; i <= 50; i += 1) await saved(a, { name: `Busca ${i}`, query: { search: `item${i}` } });
    const over = await save(a, { name: 'A 51ª', query: { search: 'mais' } });
    assert.equal(over.statusCode, 400);
    assert.equal(over.json().code, 'saved_search_limit');
    assert.equal(over.json().error, 'Você já tem 50 buscas salvas, o máximo. Exclua uma para salvar outra.');
    assert.equal((await list(a)).length, 50);

    const del = await t.app.inject({ method: 'DELETE', url: `${BASE}${s.id}/`, headers: a.headers });
    assert.equal(del.statusCode, 204);
    assert.equal((await list(a)).length, 49);
  });

  test('um anúncio novo alerta as buscas que ele atende (acentos, erro de digitação, preço, estado), uma vez só', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const plain = await saved(a, {
      name: 'bicicleta SP',
      query: { search: 'bicicleta', state_code: 'SP' },
      alert: 'instant',
    });
    const accents = await saved(a, { name: 'alumínio', query: { search: 'ALUMINIO' }, alert: 'instant' });
    const twoWords = await saved(a, { name: 'duas palavras', query: { search: 'bicicleta marchas' }, alert: 'none' });
    const otherWords = await saved(a, { name: 'outra', query: { search: 'bicicleta infantil' }, alert: 'none' });
    const typo = await saved(a, { name: 'bicileta', query: { search: 'bicileta' }, alert: 'instant' });
    const inRange = await saved(a, {
      name: 'até 1.500',
      query: { category: 'bicicletas-e-esportes', min_price: 1000, max_price: 1500 },
      alert: 'instant',
    });
    const cheap = await saved(a, { name: 'barata', query: { search: 'bicicleta', max_price: 500 }, alert: 'instant' });
    const rio = await saved(a, { name: 'no Rio', query: { search: 'bicicleta', state_code: 'RJ' }, alert: 'instant' });
    const services = await saved(a, {
      name: 'serviços',
      query: { search: 'bicicleta', is_service: true },
      alert: 'instant',
    });
    const quiet = await saved(a, { name: 'sem alerta', query: { search: 'bicicleta' }, alert: 'none' });

    const ad = await bike(b);
    // Matching is the job's work: the publishing request matched nothing.
    assert.equal((await alertsOf(a)).length, 0);
    await match();
    const alerts = await alertsOf(a);
    assert.deepEqual(alerts.map((n) => n.title).sort(), [
      'Novo anúncio para sua busca “alumínio”',
      'Novo anúncio para sua busca “até 1.500”',
      'Novo anúncio para sua busca “bicicleta SP”',
      'Novo anúncio para sua busca “bicileta”',
    ]);
    assert.ok(alerts.every((n) => n.link === `/ads/${ad.slug}`));
    const counts = new Map((await list(a)).map((s) => [s.id, s.new_count]));
    for (const s of [plain, accents, twoWords, typo, inRange, quiet]) assert.equal(counts.get(s.id), 1, s.name);
    for (const s of [cheap, rio, services, otherWords]) assert.equal(counts.get(s.id), 0, s.name);

    // Paused and resumed: queued again, but never alerted twice for the same search and ad.
    for (const status of ['paused', 'active']) {
      const r = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/ads/ads/${ad.slug}/`,
        headers: b.headers,
        payload: { status },
      });
      assert.equal(r.statusCode, 200, r.body);
    }
    await match();
    assert.equal((await alertsOf(a)).length, 4);

    // Opening the search resets its new ads.
    const seen = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}${plain.id}/`,
      headers: a.headers,
      payload: { seen: true },
    });
    assert.equal(seen.statusCode, 200, seen.body);
    assert.equal(seen.json().new_count, 0);
  });

  test('nunca para o dono do anúncio, nem para um anúncio escondido antes do job', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const s = await saved(a, { name: 'mesa', query: { search: 'mesa de jantar' }, alert: 'instant' });
    await bike(a, { title: 'Mesa de jantar de madeira maciça', category_id: 3 });
    await match();
    assert.equal((await alertsOf(a)).length, 0);

    const hidden = await bike(b, { title: 'Mesa de jantar com seis cadeiras' });
    const r = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/ads/ads/${hidden.slug}/`,
      headers: b.headers,
      payload: { status: 'paused' },
    });
    assert.equal(r.statusCode, 200, r.body);
    await match();
    assert.equal((await alertsOf(a)).length, 0);
    assert.equal((await list(a)).find((x) => x.id === s.id)?.new_count, 0);
    const [{ n }] = await t.app.db.query<{ n: number }>(`select count(*)::int as n from saved_search_queue`);
    assert.equal(n, 0);
  });

  test('resumo diário às 8h de Brasília, uma vez por dia, com cancelamento em um clique', async () => {
    const a = await createUser(t.app, { firstName: 'Ana' });
    const b = await createUser(t.app);
    const s = await saved(a, { name: 'Patins', query: { search: 'patins', state_code: 'MG' }, alert: 'daily' });
    await bike(b, { title: 'Patins inline tamanho 38', state_code: 'MG', city: 'Belo Horizonte', price_cents: 25000 });
    await bike(b, {
      title: 'Patins quad retrô',
      state_code: 'MG',
      city: 'Uberlândia',
      price_cents: null,
      price_type: 'negotiable',
    });
    await match();
    assert.equal((await alertsOf(a)).length, 0, 'a daily search is not notified live');

    const outbox: MailMessage[] = [];
    const mail = {
      mailer: { send: async (m: MailMessage) => void outbox.push(m) },
      siteUrl: 'https://tribo.exemplo',
      secret: t.config.jwtSecret,
    };
    const digest = (iso: string) => sendSavedSearchDigests(t.database.orm, mail, new Date(iso));
    // 7h59 in Brasília (10h59 UTC): not yet.
    assert.equal(await digest('2026-11-28T10:59:00Z'), 0);
    await digest('2026-11-28T11:00:00Z');
    const mine = outbox.filter((m) => m.to === a.email);
    assert.equal(mine.length, 1);
    const [m] = mine;
    assert.equal(m.subject, '2 anúncios novos para sua busca “Patins”');
    assert.match(m.text, /Olá, Ana!/);
    assert.match(m.text, /Patins inline tamanho 38 — R\$ 250,00 — Belo Horizonte - MG/);
    assert.match(m.text, /Patins quad retrô — Preço a combinar — Uberlândia - MG/);
    assert.match(m.text, /Veja todos: https:\/\/tribo\.exemplo\/ads\?search=patins&state_code=MG/);
    assert.match(m.html ?? '', /Cancelar o resumo diário/);
    assert.equal(m.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(m.headers?.['List-Unsubscribe'] ?? '')?.[1];
    assert.ok(link?.startsWith(`https://tribo.exemplo${BASE}${s.id}/unsubscribe/?token=`), link);

    // Once a day.
    await bike(b, { title: 'Patins infantil ajustável', state_code: 'MG', city: 'Contagem' });
    await match();
    await digest('2026-11-28T20:00:00Z');
    assert.equal(outbox.filter((x) => x.to === a.email).length, 1);

    // One click, no sign-in: a forged token changes nothing, the signed one turns the alert off.
    const path = link!.replace('https://tribo.exemplo', '');
    const forged = await t.app.inject({ method: 'POST', url: path.replace(/token=.*/, 'token=abc') });
    assert.equal(forged.statusCode, 404);
    const other = await t.app.inject({ method: 'POST', url: path.replace(`/${s.id}/`, `/${s.id + 1}/`) });
    assert.equal(other.statusCode, 404);
    const page = await t.app.inject({ method: 'GET', url: path });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Você não receberá mais e-mails da busca “Patins”/);
    const post = await t.app.inject({ method: 'POST', url: path });
    assert.equal(post.statusCode, 200);
    assert.equal((await list(a)).find((x) => x.id === s.id)?.alert, 'none');
    // The next day the search sends nothing.
    await digest('2026-11-29T11:00:00Z');
    assert.equal(outbox.filter((x) => x.to === a.email).length, 1);
  });
});
