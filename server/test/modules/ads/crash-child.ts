/**
 * A server process for the crash test: opens the given database (PGlite directory or PostgreSQL
 * URL), creates a member and publishes an ad with two photos. TRIBO_FAILPOINT kills it on the way.
 */
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../../src/config';
import { buildApp } from '../../../src/app';
import { openDatabase } from '../../../src/db/client';
import { migrate } from '../../../src/db/migrate';
import { seedBase } from '../../../src/demo/seed';
import { createUser } from '../../support/app';
import { jpeg, multipart, validAd } from './ads.support';

async function main() {
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: process.env.CRASH_DATA_DIR },
    { jwtSecret: randomBytes(32).toString('hex') },
  );
  const database = process.env.CRASH_DATABASE_URL
    ? await openDatabase({ url: process.env.CRASH_DATABASE_URL, poolSize: 2 })
    : await openDatabase({ dataDir: process.env.CRASH_PGDATA });
  if (!process.env.CRASH_DATABASE_URL) {
    await migrate(database);
    await seedBase(database);
  }
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const user = await createUser(app);
  const ad = validAd();
  const { payload, headers } = await multipart([
    ...Object.entries(ad).map(([k, v]) => [k, String(v)] as [string, string]),
    ['image', { buffer: await jpeg(80, 60), filename: 'a.jpg' }],
    ['image_files', { buffer: await jpeg(90, 70, '#cc3366'), filename: 'b.jpg' }],
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/ads/ads/',
    headers: { ...headers, ...user.headers },
    payload,
  });
  process.stdout.write(`status ${res.statusCode}\n`);
  await app.close();
}

void main();
