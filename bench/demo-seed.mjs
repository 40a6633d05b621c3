// node --import tsx bench/demo-seed.mjs — how long the first start spends on the demo catalogue:
// seedDemoAds (60 ads with their generated pictures) on a fresh in-memory PGlite, timed alone, and
// the size of the media it wrote. The CPU time (all threads) is the figure to compare on a busy
// machine; on an idle two-core one the wall time is about the larger of drawing and encoding. Figures, not a pass/fail test (the seed test checks the content).
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const { openDatabase } = await import('../server/src/db/client.ts');
const { migrate } = await import('../server/src/db/migrate.ts');
const { seedBase } = await import('../server/src/demo/seed.ts');
const { seedDemoAds } = await import('../server/src/demo/ads.seed.ts');
const { createLocalStorage } = await import('../server/src/lib/storage/local.ts');

const database = await openDatabase({ dataDir: null });
await migrate(database);
await seedBase(database);
const media = mkdtempSync(path.join(os.tmpdir(), 'tribo-demo-seed-'));
const t0 = process.hrtime.bigint();
const cpu0 = process.cpuUsage();
const ads = await seedDemoAds(database, createLocalStorage(media));
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
const cpu = process.cpuUsage(cpu0);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const [{ images }] = await database.query('select count(*)::int as images from ad_images');
const dir = path.join(media, 'ads');
const files = readdirSync(dir);
const bytes = files.reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0);
console.log(
  `seedDemoAds: ${ads} anúncios, ${images} imagens, ${files.length} arquivos (${(bytes / 1e6).toFixed(1)} MB) em ${seconds.toFixed(2)} s (CPU ${cpuSeconds.toFixed(2)} s; carga ${os.loadavg()[0].toFixed(1)})`,
);
await database.close();
if (process.env.BENCH_KEEP) console.log(`mídia em ${media}`);
else rmSync(media, { recursive: true, force: true });
