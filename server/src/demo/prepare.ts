import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { mediaStorage } from '../lib/storage/create';
import { isUnseeded } from './seedProcess';
import { seedBase } from './seed';

/**
 * `npm start`'s first start where the server runs in the launcher's own process (no glibc, or its
 * malloc settings already in the environment), in a process of its own while the SPA builds
 * (server/scripts/start.mjs; elsewhere the server's process itself starts beside the build): the
 * migrations and the demo data (60 ads with drawn pictures, the tribes, a year of sales), so the
 * server that starts after the build finds them done. Nothing here is required: on any failure the
 * server migrates and seeds as it does on every start.
 */
async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pgdata'),
    poolSize: 2,
  });
  try {
    await migrate(database);
    if (config.seedDemo && (await isUnseeded(database))) {
      await seedBase(database, { demoAds: { storage: mediaStorage(config) } });
      console.log(`Dados de demonstração gravados em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: Error) => {
  console.error(`Preparação do banco adiada para o servidor: ${err.message}`);
  process.exitCode = 1;
});
