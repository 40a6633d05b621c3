import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '../../src/lib/types';
import { createUser, type TestUser } from '../support/app';
import { STRONG_PASSWORD } from '../support/accounts';
import { hashPassword } from '../../src/modules/users/passwords';
import { createAd } from '../modules/ads/ads.support';

/** One operation of openapi/openapi.json, the contract the tests below are generated from. */
export interface Operation {
  operationId: string;
  method: string;
  /** OpenAPI path, e.g. /api/v1/ads/ads/{slug}/ */
  path: string;
  parameters: Array<{ name: string; in: string; required?: boolean; schema: Schema }>;
  /** Content type -> schema of the body, when the operation takes one. */
  body: Record<string, Schema>;
  secured: boolean;
}

export type Schema = Record<string, unknown>;

const spec = JSON.parse(readFileSync(path.resolve(__dirname, '../../../openapi/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, Schema> };
};

/** Resolves $ref (components/schemas) recursively, so generators see plain schemas. */
export function deref(schema: unknown, depth = 0): Schema {
  if (!schema || typeof schema !== 'object' || depth > 20) return (schema ?? {}) as Schema;
  const s = schema as Schema;
  if (typeof s.$ref === 'string') return deref(spec.components?.schemas?.[s.$ref.split('/').pop()!], depth + 1);
  const out: Schema = {};
  for (const [k, v] of Object.entries(s)) {
    if (k === 'properties' && v && typeof v === 'object') {
      out[k] = Object.fromEntries(Object.entries(v).map(([pk, pv]) => [pk, deref(pv, depth + 1)]));
    } else if ((k === 'items' || k === 'additionalProperties') && v && typeof v === 'object') {
      out[k] = deref(v, depth + 1);
    } else if (['anyOf', 'oneOf', 'allOf'].includes(k) && Array.isArray(v)) {
      out[k] = v.map((x) => deref(x, depth + 1));
    } else out[k] = v;
  }
  return out;
}

export function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [p, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = ((op.requestBody as Schema | undefined)?.content ?? {}) as Record<string, { schema: unknown }>;
      out.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path: p,
        parameters: ((op.parameters as Operation['parameters'] | undefined) ?? []).map((x) => ({
          ...x,
          schema: deref(x.schema),
        })),
        body: Object.fromEntries(Object.entries(content).map(([t, v]) => [t, deref(v.schema)])),
        secured: Array.isArray(op.security) && op.security.length > 0,
      });
    }
  }
  return out;
}

/** Lone surrogates (which no URL can carry) become U+FFFD, as a browser would send them. */
export const wellFormed = (s: string) => Buffer.from(s).toString('utf8');

/** Fills {name} placeholders of an OpenAPI path. */
export function fillPath(p: string, params: Record<string, unknown>): string {
  return p.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(String(params[name] ?? ''))));
}

/** What one authorization or fuzz case works on: three people and the owner's things. */
export interface Fixture {
  owner: TestUser;
  other: TestUser;
  /** is_staff only. */
  staff: TestUser;
  /** is_superuser (the staff's powers and more: granting staff). */
  superuser: TestUser;
  ad: { id: number; slug: string };
  imageId: number;
  notificationId: number;
}

/** Users get a password (so password-guarded operations can be called) without the slow register flow. */
let passwordHash: string | null = null;

export async function makeFixture(app: App): Promise<Fixture> {
  passwordHash ??= await hashPassword(STRONG_PASSWORD);
  const owner = await createUser(app);
  const other = await createUser(app);
  const staff = await createUser(app, { isStaff: true });
  const superuser = await createUser(app, { isStaff: true, isSuperuser: true });
  await app.db.query('update users set password_hash = $1 where id = any($2::bigint[])', [
    passwordHash,
    [owner.id, other.id, staff.id, superuser.id],
  ]);
  const ad = await createAd(app, owner);
  const [image] = await app.db.query<{ id: string | number }>(
    `insert into ad_images (ad_id, position, alt) values ($1, 0, 'foto') returning id`,
    [ad.id],
  );
  const [notification] = await app.db.query<{ id: string | number }>(
    `insert into notifications (user_id, type, title, message) values ($1, 'GENERAL_ANNOUNCEMENT', 'Oi', 'Bem-vindo') returning id`,
    [owner.id],
  );
  return { owner, other, staff, superuser, ad, imageId: Number(image.id), notificationId: Number(notification.id) };
}

/** The error shape every 4xx must answer. */
export function isErrorShape(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const b = body as Record<string, unknown>;
  if (typeof b.error !== 'string' || typeof b.code !== 'string') return false;
  if (Object.keys(b).some((k) => !['error', 'code', 'fields'].includes(k))) return false;
  if (b.fields !== undefined) {
    if (!b.fields || typeof b.fields !== 'object') return false;
    for (const v of Object.values(b.fields)) {
      if (!Array.isArray(v) || v.some((m) => typeof m !== 'string')) return false;
    }
  }
  return true;
}
