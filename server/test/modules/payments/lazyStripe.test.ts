import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { buildTestApp } from '../../support/app';

const stripeLoaded = () =>
  Object.keys(require.cache).some((p) => p.includes(`${path.sep}node_modules${path.sep}stripe${path.sep}`));

test('an app on the local test provider never loads stripe-node', async () => {
  const t = await buildTestApp();
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/config/' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().provider, 'local');
    assert.equal(stripeLoaded(), false);
  } finally {
    await t.close();
  }
});
