import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { createAd } from './ads.support';

type Page = {
  count: number;
  next: string | null;
  previous: string | null;
  results: Array<Record<string, unknown>>;
  corrected_search?: string;
};

describe('ads: listing, filters, ordering, pagination and search', () => {
  let t: TestApp;
  let ana: TestUser;
  let bruno: TestUser;
  const slugs: Record<string, string> = {};

  const list = async (query: string, headers: Record<string, string> = {}) => {
    const r = await t.app.inject({ url: `/api/v1/ads/ads/${query}`, headers });
    assert.equal(r.statusCode, 200, r.body);
    return r.json() as Page;
  };
  const titles = (p: Page) => p.results.map((r) => r.title);

  before(async () => {
    t = await buildTestApp();
    ana = await createUser(t.app, { username: 'ana_diarista' });
    bruno = await createUser(t.app, { username: 'bruno' });
    const make = async (key: string, user: TestUser, o: Record<string, unknown>) => {
      slugs[key] = (await createAd(t.app, user, o)).slug;
    };
    await make('diarista', ana, {
      title: 'Diarista em São Paulo',
      description: 'Faxina completa, passadoria e organização de armários.',
      category_id: 1,
      price_cents: 18000,
      city: 'São Paulo',
      state_code: 'SP',
    });
    await make('eletricista', bruno, {
      title: 'Eletricista residencial',
      description: 'Troca de disjuntores, tomadas e chuveiros com garantia.',
      category_id: 3,
      price_cents: 12000,
      city: 'Rio de Janeiro',
      state_code: 'RJ',
    });
    await make('quadro', bruno, {
      title: 'Instalação de quadro de luz',
      description: 'Serviço feito por eletricista com anos de experiência em obras.',
      category_id: 3,
      price_cents: null,
      price_type: 'negotiable',
      city: 'Belo Horizonte',
      state_code: 'MG',
    });
    await make('bike', ana, {
      title: 'Bicicleta aro 29 usada',
      description: 'Bicicleta em ótimo estado, revisada, com capacete de brinde.',
      category_id: 17,
      is_service: false,
      price_cents: 95000,
      city: 'Curitiba',
      state_code: 'PR',
    });
  });
  after(async () => t.close());

  test('default list: {count,next,previous,results}, newest first, only active unexpired', async () => {
    await t.database
      .query(`insert into ads (slug, owner_id, category_id, title, description, state_code, city, expires_at)
      values ('velho-expirado', ${ana.id}, 1, 'Anúncio vencido', 'Este anúncio já passou da validade.', 'SP', 'Santos', now() - interval '1 day')`);
    const p = await list('');
    assert.equal(p.count, 4);
    assert.equal(p.next, null);
    assert.equal(p.previous, null);
    assert.deepEqual(titles(p), [
      'Bicicleta aro 29 usada',
      'Instalação de quadro de luz',
      'Eletricista residencial',
      'Diarista em São Paulo',
    ]);
    assert.equal(p.results[0].is_favorited, false);
    assert.equal(p.results[0].user_vote, null);
  });

  test('filters: state_code and its alias state, category id or slug, price range, is_service, owner', async () => {
    assert.deepEqual(titles(await list('?state_code=RJ')), ['Eletricista residencial']);
    assert.deepEqual(titles(await list('?state=mg')), ['Instalação de quadro de luz']);
    assert.equal((await list('?category=eletricista')).count, 2);
    assert.equal((await list('?category=3')).count, 2);
    assert.deepEqual(titles(await list('?min_price=150&max_price=200')), ['Diarista em São Paulo']);
    assert.deepEqual(titles(await list('?is_service=false')), ['Bicicleta aro 29 usada']);
    assert.equal((await list('?owner=ANA_diarista')).count, 2);
    assert.equal((await list('?owner=ninguem')).count, 0);
  });

  test('ordering: price, -price (a combinar last), -votes, created_at', async () => {
    assert.deepEqual(titles(await list('?ordering=price')), [
      'Eletricista residencial',
      'Diarista em São Paulo',
      'Bicicleta aro 29 usada',
      'Instalação de quadro de luz',
    ]);
    assert.deepEqual(titles(await list('?ordering=-price')).slice(0, 3), [
      'Bicicleta aro 29 usada',
      'Diarista em São Paulo',
      'Eletricista residencial',
    ]);
    assert.equal(titles(await list('?ordering=created_at'))[0], 'Diarista em São Paulo');
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/ads/ads/${slugs.quadro}/vote/`,
      headers: ana.headers,
      payload: { vote_type: 'up' },
    });
    assert.equal(titles(await list('?ordering=-votes'))[0], 'Instalação de quadro de luz');
    const bad = await t.app.inject({ url: '/api/v1/ads/ads/?ordering=nome' });
    assert.equal(bad.statusCode, 400);
  });

  test('highlighted ads come first whatever the order', async () => {
    await t.database.query(`update ads set highlighted_until = now() + interval '1 day' where slug = $1`, [
      slugs.diarista,
    ]);
    await t.database.query(`update ads set highlighted_until = now() - interval '1 day' where slug = $1`, [
      slugs.eletricista,
    ]);
    const p = await list('');
    assert.equal(p.results[0].title, 'Diarista em São Paulo');
    assert.equal(p.results[0].is_highlighted, true);
    assert.equal(p.results[1].title, 'Bicicleta aro 29 usada');
    assert.equal((await list('?ordering=-price')).results[0].title, 'Diarista em São Paulo');
    // paging continues after the highlighted ones without repeating or skipping any ad
    const p1 = await list('?page_size=3');
    const p2 = await list('?page_size=3&page=2');
    assert.deepEqual(
      [...titles(p1), ...titles(p2)],
      ['Diarista em São Paulo', 'Bicicleta aro 29 usada', 'Instalação de quadro de luz', 'Eletricista residencial'],
    );
    assert.equal(p1.count, 4);
    // and the same with a text search
    const s1 = await list('?search=eletricista&page_size=1');
    await t.database.query(`update ads set highlighted_until = now() + interval '1 day' where slug = $1`, [
      slugs.quadro,
    ]);
    const s2 = await list('?search=eletricista&page_size=1');
    assert.equal(s1.results[0].title, 'Eletricista residencial');
    assert.equal(s2.results[0].title, 'Instalação de quadro de luz');
    assert.equal(s2.count, 2);
    await t.database.query(`update ads set highlighted_until = null`);
  });

  test('Premium highlights come before Destaque ones, in listings and text searches; an ended one does not', async () => {
    const set = (slug: string, plan: string, days = 7) =>
      t.database.query(`update ads set plan = $2, highlighted_until = now() + $3 * interval '1 day' where slug = $1`, [
        slug,
        plan,
        days,
      ]);
    await set(slugs.diarista, 'destaque-7');
    await set(slugs.eletricista, 'premium-30');
    await set(slugs.quadro, 'destaque-30');
    assert.deepEqual(titles(await list('')), [
      'Eletricista residencial',
      'Instalação de quadro de luz',
      'Diarista em São Paulo',
      'Bicicleta aro 29 usada',
    ]);
    assert.deepEqual(titles(await list('?ordering=price')), [
      'Eletricista residencial',
      'Diarista em São Paulo',
      'Instalação de quadro de luz',
      'Bicicleta aro 29 usada',
    ]);
    const p1 = await list('?page_size=1');
    const p2 = await list('?page_size=1&page=2');
    assert.deepEqual([...titles(p1), ...titles(p2)], ['Eletricista residencial', 'Instalação de quadro de luz']);
    // A text search: by relevance the title match would come first; Premium goes above it.
    await set(slugs.eletricista, 'destaque-7');
    await set(slugs.quadro, 'premium-30');
    assert.deepEqual(titles(await list('?search=eletricista')), [
      'Instalação de quadro de luz',
      'Eletricista residencial',
    ]);
    // Its highlight over, a Premium ad is listed as any other.
    await set(slugs.quadro, 'premium-30', -1);
    assert.deepEqual(titles(await list('?search=eletricista')), [
      'Eletricista residencial',
      'Instalação de quadro de luz',
    ]);
    assert.deepEqual(titles(await list('')), [
      'Eletricista residencial',
      'Diarista em São Paulo',
      'Bicicleta aro 29 usada',
      'Instalação de quadro de luz',
    ]);
    await t.database.query(`update ads set highlighted_until = null, plan = 'free'`);
  });

  test('pagination edges: page_size, next/previous, last page, beyond the last page, max 100', async () => {
    const p1 = await list('?page_size=3&ordering=created_at');
    assert.equal(p1.count, 4);
    assert.equal(p1.results.length, 3);
    assert.ok(p1.next && new URL(p1.next).searchParams.get('page') === '2');
    assert.equal(new URL(p1.next).searchParams.get('ordering'), 'created_at');
    assert.equal(p1.previous, null);
    const p2 = await list('?page_size=3&ordering=created_at&page=2');
    assert.equal(p2.results.length, 1);
    assert.equal(p2.next, null);
    assert.ok(p2.previous);
    const beyond = await t.app.inject({ url: '/api/v1/ads/ads/?page_size=3&page=3' });
    assert.equal(beyond.statusCode, 404);
    assert.equal(beyond.json().code, 'invalid_page');
    // An offset past the 32-bit range (the listing's SQL does arithmetic on it) is still a 404.
    const far = await t.app.inject({ url: '/api/v1/ads/ads/?page_size=8&page=999999982' });
    assert.equal(far.statusCode, 404);
    assert.equal(far.json().code, 'invalid_page');
    assert.equal((await t.app.inject({ url: '/api/v1/ads/ads/?page=0' })).statusCode, 400);
    assert.equal((await list('?page_size=1000')).results.length, 4);
    const empty = await list('?search=zzzzzzzz');
    assert.deepEqual(empty, { count: 0, next: null, previous: null, results: [] });
  });

  test('search: accents and case do not matter', async () => {
    for (const q of ['eletricista', 'Eletricista', 'ELETRICISTA', 'elétricista']) {
      const p = await list(`?search=${encodeURIComponent(q)}`);
      assert.deepEqual(titles(p).sort(), ['Eletricista residencial', 'Instalação de quadro de luz'], q);
    }
  });

  test('search: title weighs more than description (relevance)', async () => {
    const p = await list('?search=eletricista');
    assert.equal(p.results[0].title, 'Eletricista residencial');
  });

  test('search: "diarista em sao paulo" finds "Diarista em São Paulo"; category names count', async () => {
    assert.deepEqual(titles(await list('?search=diarista%20em%20sao%20paulo')), ['Diarista em São Paulo']);
    assert.deepEqual(titles(await list('?search=diarista&state_code=SP')), ['Diarista em São Paulo']);
    assert.equal((await list('?search=diarista&state_code=RJ')).count, 0);
    // the state's code is part of the place
    assert.deepEqual(titles(await list('?search=diarista%20sp')), ['Diarista em São Paulo']);
    assert.deepEqual(titles(await list('?search=eletricista%20RJ')), ['Eletricista residencial']);
    // "Bicicletas e Esportes" is the category, not in the title
    assert.deepEqual(titles(await list('?search=esportes')), ['Bicicleta aro 29 usada']);
  });

  test('search: prefix on the last word while typing', async () => {
    assert.deepEqual(titles(await list('?search=bicic')), ['Bicicleta aro 29 usada']);
    assert.deepEqual(titles(await list('?search=diarista%20s')), ['Diarista em São Paulo']);
  });

  test('search: typos fall back to trigram similarity', async () => {
    const p = await list('?search=eletrisista');
    assert.ok(titles(p).includes('Eletricista residencial'), JSON.stringify(titles(p)));
    // the answer says which text it searched, so the page can tell the user
    assert.equal(p.corrected_search, 'eletricista');
    assert.deepEqual(titles(await list('?search=bicicelta')), ['Bicicleta aro 29 usada']);
    const two = await list('?search=Bicicelta%20usada');
    assert.deepEqual(titles(two), ['Bicicleta aro 29 usada']);
    assert.equal(two.corrected_search, 'bicicleta usada');
    assert.equal((await list('?search=eletricista')).corrected_search, undefined);
    // every other typed word stays in the corrected search: it is never broader than the typed one
    const rj = await list('?search=eletrisista%20rj');
    assert.deepEqual(titles(rj), ['Eletricista residencial']);
    assert.equal(rj.corrected_search, 'eletricista rj');
    const sp = await list('?search=eletrisista%20sp');
    assert.deepEqual(sp, { count: 0, next: null, previous: null, results: [] });
    assert.equal((await list('?search=zzzzzzzz')).corrected_search, undefined);
  });

  test('search follows every change of an ad: edit, pause, expiry, renewal, votes, removal', async () => {
    const ad = await createAd(t.app, bruno, {
      title: 'Afinador de pianos antigos',
      description: 'Pequenos reparos em pianos de armário e de cauda, com garantia.',
      category_id: 3,
      state_code: 'BA',
      city: 'Salvador',
    });
    const put = async (payload: Record<string, unknown>) => {
      const r = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/ads/ads/${ad.slug}/`,
        headers: bruno.headers,
        payload,
      });
      assert.equal(r.statusCode, 200, r.body);
    };
    const found = async (query: string) => titles(await list(query));
    assert.deepEqual(await found('?search=afinador'), ['Afinador de pianos antigos']);

    await put({ title: 'Restaurador de pianos antigos' });
    assert.deepEqual(await found('?search=afinador&state_code=BA'), []);
    assert.deepEqual(await found('?search=restaurador'), ['Restaurador de pianos antigos']);

    // a scalar change (no new text) reaches the search copy too
    await put({ state_code: 'SE' });
    assert.deepEqual(await found('?search=restaurador&state_code=BA'), []);
    assert.deepEqual(await found('?search=restaurador&state_code=SE'), ['Restaurador de pianos antigos']);

    await put({ status: 'paused' });
    assert.deepEqual(await found('?search=restaurador'), []);
    await put({ status: 'active' });
    assert.deepEqual(await found('?search=restaurador'), ['Restaurador de pianos antigos']);

    // past its expiry date it leaves the results at once, before the expiry job runs
    await t.database.query(`update ads set expires_at = now() - interval '1 minute' where id = $1`, [ad.id]);
    assert.deepEqual(await found('?search=restaurador'), []);
    await t.database.query(`update ads set status = 'expired' where id = $1`, [ad.id]);
    const renewed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ads/ads/${ad.slug}/renew/`,
      headers: bruno.headers,
    });
    assert.equal(renewed.statusCode, 200, renewed.body);
    assert.deepEqual(await found('?search=restaurador'), ['Restaurador de pianos antigos']);

    // votes order a search by -votes
    const voted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ads/ads/${ad.slug}/vote/`,
      headers: ana.headers,
      payload: { vote_type: 'up' },
    });
    assert.equal(voted.statusCode, 200, voted.body);
    const byVotes = await list('?search=pianos%20antigos&ordering=-votes');
    assert.equal(byVotes.results[0].vote_score, 1);

    // renaming a category refreshes its ads' documents and the typo vocabulary
    const [{ name }] = await t.database.query<{ name: string }>('select name from categories where id = 3');
    await t.database.query(`update categories set name = 'Eletricistas e Técnicos' where id = 3`);
    try {
      assert.ok(titles(await list('?search=tecnicos')).includes('Restaurador de pianos antigos'));
      assert.equal((await list('?search=tecnicoss')).corrected_search, 'tecnicos');
    } finally {
      await t.database.query('update categories set name = $1 where id = 3', [name]);
    }
    assert.deepEqual(await found('?search=tecnicos'), []);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/ads/ads/${ad.slug}/`,
      headers: bruno.headers,
    });
    assert.equal(removed.statusCode, 204, removed.body);
    assert.deepEqual(await found('?search=restaurador'), []);
  });

  test('mine lists every status for the owner; favourites list and flags', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/ads/ads/${slugs.bike}/`,
      headers: ana.headers,
      payload: { status: 'paused' },
    });
    const mine = await t.app.inject({ url: '/api/v1/ads/ads/mine/', headers: ana.headers });
    assert.equal(mine.statusCode, 200);
    assert.deepEqual(
      mine
        .json()
        .results.map((r: { slug: string }) => r.slug)
        .sort(),
      ['velho-expirado', slugs.bike, slugs.diarista].sort(),
    );
    assert.equal((await t.app.inject({ url: '/api/v1/ads/ads/mine/' })).statusCode, 401);

    const fav = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ads/ads/${slugs.eletricista}/favorite/`,
      headers: ana.headers,
    });
    assert.equal(fav.statusCode, 200);
    assert.deepEqual(fav.json(), { is_favorited: true });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ads/ads/${slugs.eletricista}/favorite/`,
      headers: ana.headers,
    });
    assert.equal(again.statusCode, 200);
    const favs = await t.app.inject({ url: '/api/v1/ads/favorites/', headers: ana.headers });
    assert.equal(favs.json().count, 1);
    assert.equal(favs.json().results[0].is_favorited, true);
    const listed = await list('?state_code=RJ', ana.headers);
    assert.equal(listed.results[0].is_favorited, true);
    const detail = await t.app.inject({ url: `/api/v1/ads/ads/${slugs.eletricista}/`, headers: ana.headers });
    assert.equal(detail.json().is_favorited, true);
    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/ads/ads/${slugs.eletricista}/favorite/`,
      headers: ana.headers,
    });
    assert.deepEqual(off.json(), { is_favorited: false });
    assert.equal((await t.app.inject({ url: '/api/v1/ads/favorites/', headers: ana.headers })).json().count, 0);
    assert.equal(
      (await t.app.inject({ method: 'POST', url: `/api/v1/ads/ads/${slugs.eletricista}/favorite/` })).statusCode,
      401,
    );
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/v1/ads/ads/nada-000000/favorite/', headers: ana.headers }))
        .statusCode,
      404,
    );
  });

  test('states-with-ads answers from active ads', async () => {
    const r = await t.app.inject({ url: '/api/v1/core/states-with-ads/' });
    assert.equal(r.statusCode, 200);
    assert.ok(r.json().states.includes('RJ'));
  });
});
