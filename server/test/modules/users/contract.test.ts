import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildOpenApiDocument } from '../../../scripts/openapi';

type Op = {
  operationId?: string;
  tags?: string[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

/** The calls the SPA makes and the ones the accounts issue added, paths exactly as the SPA writes them. */
const ENDPOINTS: Array<[string, string, boolean]> = [
  ['post', '/api/v1/users/register/', true],
  ['post', '/api/v1/token/', true],
  ['post', '/users/token/refresh/', true],
  ['post', '/api/v1/token/revoke/', true],
  ['get', '/api/v1/users/me/', false],
  ['put', '/api/v1/users/me/', true],
  ['delete', '/api/v1/users/me/', true],
  ['get', '/api/v1/users/me/export/', false],
  ['post', '/auth/callback/google/', true],
  ['post', '/api/v1/users/password-reset/', true],
  ['post', '/api/v1/users/password-reset/confirm/', true],
  ['get', '/api/v1/users/profiles/{username}/', false],
];

test('every accounts endpoint is in the contract with request and response schemas', async () => {
  const doc = (await buildOpenApiDocument()) as { paths: Record<string, Record<string, Op>> };
  for (const [method, path, hasBody] of ENDPOINTS) {
    const op = doc.paths[path]?.[method];
    assert.ok(op, `${method.toUpperCase()} ${path} ausente`);
    assert.deepEqual(op.tags, ['users']);
    if (hasBody) assert.ok(op.requestBody?.content?.['application/json'], `${path} sem corpo JSON`);
    const ok = Object.entries(op.responses ?? {}).find(([code]) => code.startsWith('2'));
    assert.ok(ok, `${path} sem resposta 2xx`);
    if (ok[0] !== '204') assert.ok(ok[1].content?.['application/json'], `${path} sem esquema de resposta`);
  }
  const put = doc.paths['/api/v1/users/me/'].put;
  assert.ok(put.requestBody?.content?.['multipart/form-data'], 'PUT me aceita multipart');
});
