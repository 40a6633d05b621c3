import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';

describe('admin: each staff member keeps their own sales columns', () => {
  let t: TestApp;
  let ana: TestUser;
  let bia: TestUser;
  let member: TestUser;
  before(async () => {
    t = await buildTestApp();
    ana = await createUser(t.app, { isStaff: true });
    bia = await createUser(t.app, { isStaff: true });
    member = await createUser(t.app);
  });
  after(() => t.close());

  const get = (u: TestUser) => t.app.inject({ url: '/api/v1/admin/preferences/', headers: u.headers });
  const put = (u: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/admin/preferences/', headers: u.headers, payload });

  test('nothing chosen yet reads as null; a choice is kept for that member only', async () => {
    assert.deepEqual((await get(ana)).json(), { sales_columns: null });
    const saved = await put(ana, { sales_columns: ['id', 'created_at', 'amount'] });
    assert.equal(saved.statusCode, 200);
    assert.deepEqual(saved.json(), { sales_columns: ['id', 'created_at', 'amount'] });
    assert.deepEqual((await get(ana)).json(), { sales_columns: ['id', 'created_at', 'amount'] });
    assert.deepEqual((await get(bia)).json(), { sales_columns: null });
    // Changed again, then back to the defaults.
    await put(ana, { sales_columns: ['status', 'amount'] });
    assert.deepEqual((await get(ana)).json(), { sales_columns: ['status', 'amount'] });
    await put(ana, { sales_columns: null });
    assert.deepEqual((await get(ana)).json(), { sales_columns: null });
  });

  test('an unknown or repeated column is a 400 in the one error shape, and nothing is written', async () => {
    for (const sales_columns of [['preco'], ['id', 'id'], [1]]) {
      const res = await put(bia, { sales_columns });
      assert.equal(res.statusCode, 400, JSON.stringify(sales_columns));
      const body = res.json();
      assert.equal(typeof body.error, 'string');
      assert.equal(typeof body.code, 'string');
    }
    assert.deepEqual((await get(bia)).json(), { sales_columns: null });
  });

  test('a member who is not staff gets 403, a visitor 401', async () => {
    assert.equal((await get(member)).statusCode, 403);
    assert.equal((await put(member, { sales_columns: ['id'] })).statusCode, 403);
    assert.equal((await t.app.inject({ url: '/api/v1/admin/preferences/' })).statusCode, 401);
  });
});
