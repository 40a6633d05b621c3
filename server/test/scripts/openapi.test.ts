import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildOpenApiDocument } from '../../scripts/openapi';

type Op = { operationId?: string; tags?: string[]; responses?: Record<string, unknown> };

test('every API route is in the contract with a verb+noun operationId, a tag and responses', async () => {
  const doc = (await buildOpenApiDocument()) as { paths: Record<string, Record<string, Op>> };
  const ids = new Set<string>();
  const paths = Object.entries(doc.paths);
  assert.ok(paths.length >= 5);
  for (const [p, item] of paths) {
    for (const [method, op] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${p}`;
      assert.match(
        op.operationId ?? '',
        /^(get|list|create|update|delete|post|put|patch|mark|vote|add|remove|upload|refresh|revoke|register|login|reset|confirm|export|stream|broadcast|renew|favorite|unfavorite|join|leave|send|search|verify|check|select|pay|approve|reject|ban|unban|promote|demote|submit|pin|unpin|accept|reorder|count|start|block|unblock|resolve|restore|unsubscribe)[A-Z]\w*$/,
        where,
      );
      assert.ok(!ids.has(op.operationId!), `operationId repetido: ${op.operationId}`);
      ids.add(op.operationId!);
      assert.ok(op.tags && op.tags.length >= 1, `${where} sem tag`);
      assert.ok(op.responses && Object.keys(op.responses).some((c) => c.startsWith('2')), `${where} sem resposta 2xx`);
    }
  }
});
