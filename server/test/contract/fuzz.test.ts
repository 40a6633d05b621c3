import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../support/app';
import { uniqueIp } from '../support/accounts';
import { fillPath, isErrorShape, makeFixture, operations, type Fixture, type Operation, type Schema } from './support';

/**
 * Property-based fuzzing generated from openapi/openapi.json: for every operation, parameters and
 * bodies that follow the schema, mixed with hostile ones (NUL bytes, numbers past any column,
 * wrong types, long and exotic unicode text, wrong content types, broken JSON), as a visitor and
 * as a member. Whatever arrives, the server answers below 500, and every 4xx in the one error
 * shape. FUZZ_RUNS raises the number of cases per operation (CI default below), FUZZ_SEED picks the
 * cases (fixed by default, `random` for a new draw each run).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
// A fixed seed keeps CI repeatable; FUZZ_SEED=random explores (the failure prints its seed).
const SEED = process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? 20261124);

const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%00',
    '\ud800',
    '\u202e\u0645\u0631\u062d\u0628\u0627',
    '🏳️‍🌈👨‍👩‍👧‍👦',
    'Ação São João ñ ü',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '   ',
    '',
    'null',
    'NaN',
    'Infinity',
    '-1',
    '1e308',
    '9223372036854775808',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 300, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

const hostileNumber = fc.constantFrom(
  2147483648,
  -2147483649,
  9223372036854775808,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  0.5,
  -0,
  -1,
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { a: { b: { c: 1 } } }, ['\u0000']),
);

function typesOf(schema: Schema): string[] {
  return Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [String(schema.type)] : [];
}

/** Values that follow the schema (as far as a generator reasonably can). */
function valid(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf']) {
    const list = schema[key];
    if (Array.isArray(list) && list.length) return fc.oneof(...list.map((s) => valid(s as Schema, depth + 1)));
  }
  const type = typesOf(schema)[0];
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'binary') return fc.constant('arquivo');
      if (typeof schema.pattern === 'string') {
        try {
          return fc.stringMatching(new RegExp(schema.pattern as string)).filter((s) => s.length <= 200);
        } catch {
          // a pattern JavaScript cannot read: fall through to plain text
        }
      }
      const minLength = Number(schema.minLength ?? 0);
      const maxLength = Math.min(Number(schema.maxLength ?? 60), minLength + 80);
      return fc.string({ unit: 'grapheme', minLength, maxLength });
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
      return type === 'integer'
        ? fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) })
        : fc.double({ min: Math.max(min, -1e9), max: Math.min(max, 1e9), noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items ?? {}) as Schema;
      return fc.array(valid(items, depth + 1), {
        minLength: Number(schema.minItems ?? 0),
        maxLength: Math.min(Number(schema.maxItems ?? 4), 6),
      });
    }
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, s] of Object.entries(props)) model[k] = valid(s, depth + 1);
      return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/** Mostly valid, sometimes hostile: one bad field among good ones finds the most. */
function maybeHostile(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (typesOf(schema)[0] === 'object' && depth < 4) {
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [k, s] of Object.entries(props)) model[k] = maybeHostile(s, depth + 1);
    return fc.oneof(
      { weight: 3, arbitrary: fc.record(model, { requiredKeys: [] }) },
      { weight: 1, arbitrary: fc.dictionary(hostileString, hostileValue, { maxKeys: 4 }) },
    );
  }
  return fc.oneof({ weight: 3, arbitrary: valid(schema, depth) }, { weight: 1, arbitrary: hostileValue });
}

/** Bodies that are not JSON of the expected shape at all. */
const rawBodies = fc.constantFrom(
  '',
  '{',
  '[]',
  'null',
  '"texto"',
  '{"a":1e999}',
  '{"__proto__":{"is_staff":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
  '{"a":"\\u0000"}',
  'nome=Maria&email=maria%40exemplo.com',
);

const contentTypes = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----tribo',
      'application/xml',
      'application/json; charset=latin1',
      '',
    ),
  },
);

interface Case {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  raw: string | null;
  contentType: string;
  signedIn: boolean;
}

function caseArbitrary(op: Operation, known: (name: string) => unknown): fc.Arbitrary<Case> {
  const params: Record<string, fc.Arbitrary<unknown>> = {};
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of op.parameters) {
    if (p.in === 'path') {
      params[p.name] = fc.oneof({ weight: 2, arbitrary: fc.constant(known(p.name)) }, maybeHostile(p.schema));
    } else if (p.in === 'query') query[p.name] = maybeHostile(p.schema);
  }
  const jsonSchema = op.body['application/json'] ?? Object.values(op.body)[0];
  const hasBody = Object.keys(op.body).length > 0;
  return fc.record({
    params: fc.record(params),
    query: fc.record(query, { requiredKeys: [] }),
    body: hasBody ? maybeHostile(jsonSchema) : fc.oneof(fc.constant(undefined), hostileValue),
    raw: fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: rawBodies }),
    contentType: contentTypes,
    signedIn: fc.boolean(),
  });
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    if (Array.isArray(v))
      for (const item of v) search.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
    else search.append(k, v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

describe('fuzzing every operation of openapi.json (no 5xx, the error shape on every 4xx)', () => {
  let t: TestApp;
  before(async () => {
    // Google sign-in configured against a local key set, so its real checks are fuzzed too.
    const pair = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };
    t = await buildTestApp(
      { googleClientId: '1234567890-tribo.apps.googleusercontent.com' },
      {},
      { googleKeys: createLocalJWKSet({ keys: [jwk] }) },
    );
  });
  after(() => t.close());

  for (const op of operations()) {
    test(`${op.operationId} (${op.method} ${op.path})`, async () => {
      const f: Fixture = await makeFixture(t.app);
      const known = (name: string): unknown =>
        ({ slug: f.ad.slug, username: f.owner.username, id: name === 'id' ? f.notificationId : undefined })[name] ??
        f.imageId;
      // A member's open stream never ends, so the stream is fuzzed as a visitor only.
      const streams = op.operationId === 'streamNotifications';
      await fc.assert(
        fc.asyncProperty(caseArbitrary(op, known), async (c) => {
          const headers: Record<string, string> = {};
          if (c.signedIn && !streams) Object.assign(headers, f.owner.headers);
          const sendsBody = !['GET', 'HEAD', 'DELETE'].includes(op.method) || c.raw !== null;
          let payload: string | undefined;
          if (sendsBody && (c.raw !== null || c.body !== undefined)) {
            payload = c.raw ?? JSON.stringify(c.body);
            if (c.contentType) headers['content-type'] = c.contentType;
          }
          const url = fillPath(op.path, c.params) + queryString(c.query);
          const res = await t.app.inject({
            method: op.method as InjectOptions['method'],
            url,
            headers,
            remoteAddress: uniqueIp(),
            ...(payload !== undefined ? { payload } : {}),
          });
          const where = `${op.method} ${url.slice(0, 200)} [${headers['content-type'] ?? '-'}] ${String(payload).slice(0, 200)}`;
          assert.ok(res.statusCode < 500, `${res.statusCode} for ${where}: ${res.body.slice(0, 300)}`);
          if (res.statusCode >= 400) {
            let body: unknown;
            try {
              body = res.json();
            } catch {
              body = res.body;
            }
            assert.ok(isErrorShape(body), `error shape for ${where}: ${res.body.slice(0, 300)}`);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  }
});
