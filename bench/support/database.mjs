// Shared by the PostgreSQL benches (notifications, tribes, search, admin, load): a throwaway database
// on the bench's server, created at the start and dropped at the end unless BENCH_KEEP is set.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const BENCH_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';

/**
 * Creates `<prefix>_<8 hex>` through a client on `adminUrl` (a database of the same server, the
 * maintenance one by default). The client stays open until drop(): the bench's own pools are on the
 * new database, which cannot be dropped from inside. `url` is `adminUrl` with the new database's name.
 * drop() drops it with force (a server process of the bench may still hold a connection), or with
 * BENCH_KEEP set leaves it and prints its URL; either way it ends the client.
 */
export async function throwawayDatabase(prefix = 'tribo_bench', { adminUrl = BENCH_ADMIN_URL } = {}) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } catch (err) {
    // The caller never gets the client, so it could not end it.
    await admin.end();
    throw err;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      try {
        if (process.env.BENCH_KEEP) console.log(`banco mantido: ${url}`);
        else await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
