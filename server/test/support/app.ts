import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../src/config';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seedBase } from '../../src/demo/seed';
import type { App } from '../../src/lib/types';

/**
 * Which engine this run uses: `TEST_DB=postgres` (with TEST_DATABASE_URL) or PGlite (default).
 * test/run.mjs runs the whole server suite once per engine.
 */
export const TEST_ENGINE = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  url: string | null;
  /** Drops the database (PostgreSQL) or discards it (PGlite). */
  destroy(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a new database on the test PostgreSQL server. */
export async function createTestDatabase({ seed = true } = {}): Promise<TestDatabase> {
  if (TEST_ENGINE === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres precisa de TEST_DATABASE_URL');
    const name = `tribo_test_${randomBytes(6).toString('hex')}`;
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 5 });
    await migrate(database);
    if (seed) await seedBase(database);
    return {
      database,
      url: url.toString(),
      async destroy() {
        await database.close().catch(() => undefined);
        const a = new Client({ connectionString: adminUrl });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const database = await openDatabase({ dataDir: null });
  await migrate(database);
  if (seed) await seedBase(database);
  return { database, url: null, destroy: () => database.close().catch(() => undefined) };
}

export interface TestApp {
  app: App;
  config: Config;
  database: Database;
  /** The test database's connection string (PostgreSQL), null on PGlite. */
  url: string | null;
  tmpDir: string;
  close(): Promise<void>;
}

/** The real app over a fresh database, for app.inject(). */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  env: NodeJS.ProcessEnv = {},
  options: Pick<BuildAppOptions, 'googleKeys' | 'stripeApi'> = {},
): Promise<TestApp> {
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'tribo-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: tmpDir, ...env },
    { jwtSecret: randomBytes(32).toString('hex'), ...overrides },
  );
  const testDb = await createTestDatabase();
  const app = await buildApp({ config, database: testDb.database, logger: false, ...options });
  await app.ready();
  return {
    app,
    config,
    database: testDb.database,
    url: testDb.url,
    tmpDir,
    async close() {
      // The app closes the database through its onClose hook; destroy drops what is left.
      await app.close();
      await testDb.destroy();
      rmSync(tmpDir, { recursive: true, force: true });
    },
  };
}

let userSeq = 0;

export interface TestUser {
  id: number;
  username: string;
  email: string;
  /** Authorization header value with a fresh access token. */
  bearer: string;
  headers: { authorization: string };
}

/**
 * Inserts a user directly (no password: sign-in is the accounts module's business) and signs an
 * access token for them. For tests of modules that need a signed-in user.
 */
export async function createUser(
  app: App,
  overrides: {
    username?: string;
    email?: string;
    isStaff?: boolean;
    isSuperuser?: boolean;
    isActive?: boolean;
    firstName?: string;
  } = {},
): Promise<TestUser> {
  userSeq += 1;
  const suffix = `${process.pid}_${userSeq}_${randomBytes(3).toString('hex')}`;
  const username = overrides.username ?? `user_${suffix}`;
  const email = overrides.email ?? `${username}@exemplo.com.br`;
  const [row] = await app.db.query<{ id: string | number }>(
    `insert into users (username, email, first_name, is_staff, is_superuser, is_active)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      username,
      email,
      overrides.firstName ?? 'Teste',
      overrides.isStaff ?? false,
      overrides.isSuperuser ?? false,
      overrides.isActive ?? true,
    ],
  );
  const id = Number(row.id);
  const { token } = await app.auth.signer.sign(id, 'access');
  const bearer = `Bearer ${token}`;
  return { id, username, email, bearer, headers: { authorization: bearer } };
}
