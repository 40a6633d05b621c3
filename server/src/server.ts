import { startBanner } from './lib/banner';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedBase } from './demo/seed';
import { mediaStorage } from './lib/storage/create';
import { isNewEmbeddedDatabase, isUnseeded, seedInChildProcess, type ChildSeedResult } from './demo/seedProcess';
import { seedAdmin } from './demo/users.seed';
import { spaBuilt } from './lib/spaBuild';
import path from 'node:path';

/** Fastify's "Server listening at" line, in Portuguese like every other log line. */
const listenTextResolver = (address: string) => `servidor ouvindo em ${address}`;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }

  const pgdataDir = path.join(config.dataDir, 'pgdata');
  const embedded = !config.databaseUrl;
  const open = () =>
    openDatabase({
      url: config.databaseUrl,
      dataDir: pgdataDir,
      poolSize: config.dbPoolSize,
    }).catch((err: Error) => {
      console.error(`Não foi possível abrir o banco de dados: ${err.message}`);
      process.exit(1);
    });
  // A first start's demo catalogue is written by a child process (demo/seedProcess.ts: the server
  // keeps none of the memory that drawing the pictures takes); seedBase then finds it there, or
  // finishes what a failed child left. On a new embedded database the child also creates it and
  // applies the migrations before the server opens it.
  let seededByChild: ChildSeedResult | Error | undefined;
  if (config.seedDemo && embedded && isNewEmbeddedDatabase(pgdataDir)) {
    seededByChild = await seedInChildProcess().catch((err: Error) => err);
  }
  let database = await open();

  const applied = await migrate(database);
  if (config.seedDemo && !seededByChild && (await isUnseeded(database))) {
    if (embedded) await database.close(); // PGlite's data directory: one process at a time
    seededByChild = await seedInChildProcess().catch((err: Error) => err);
    if (embedded) database = await open();
  }
  const seeded = config.seedDemo ? await seedBase(database, { demoAds: { storage: mediaStorage(config) } }) : undefined;
  // Started beside npm start's build of the SPA (lib/spaBuild.ts): serve it once it is built.
  const spaBuildStarted = Number(process.env.SPA_BUILD_STARTED);
  if (config.serveSpa && spaBuildStarted) await spaBuilt(config.distDir, spaBuildStarted);
  const app = await buildApp({ config, database });
  if (applied.length) app.log.info({ applied }, 'migrações aplicadas');
  if (seededByChild instanceof Error)
    app.log.warn({ err: seededByChild }, 'dados iniciais gravados pelo próprio servidor');
  else if (seededByChild) {
    const { migrations, ...seededThere } = seededByChild;
    if (migrations.length)
      app.log.info({ applied: migrations, child_pid: seededThere.child_pid }, 'migrações aplicadas');
    app.log.info(seededThere, 'dados iniciais carregados');
  }
  if (seeded && (seeded.categories || seeded.settings || seeded.ads || seeded.tribes))
    app.log.info(seeded, 'dados iniciais carregados');
  // First start: the staff superuser (its generated password is printed this one time).
  const admin = await seedAdmin(database, config);

  // SIGTERM (a deploy, a scale-down): drain (plugins/lifecycle.ts) and exit 0. A second bound,
  // past the grace, ends a process whose close hangs.
  const shutdown = async (signal: string) => {
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'encerrando');
    const timer = setTimeout(() => process.exit(1), config.shutdownGraceMs + 10_000).unref();
    const { inTime } = await app.lifecycle.drain(config.shutdownGraceMs);
    if (!inTime) app.log.warn('requisições em curso interrompidas ao fim do prazo de encerramento');
    clearTimeout(timer);
    process.exit(0);
  };
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    void shutdown(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // Started by `npm start`'s launcher (server/scripts/start.mjs): stop when it is gone.
  if (process.channel) {
    process.channel.unref();
    process.on('disconnect', () => stop('disconnect'));
  }

  try {
    await app.listen({ port: config.port, host: config.host, listenTextResolver });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (config.host === '::' && (code === 'EAFNOSUPPORT' || code === 'EADDRNOTAVAIL')) {
      await app.listen({ port: config.port, host: '0.0.0.0', listenTextResolver });
    } else if (code === 'EADDRINUSE') {
      console.error(`A porta ${config.port} já está em uso. Defina outra com PORT=...`);
      process.exit(1);
    } else {
      throw err;
    }
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `\n${startBanner({
      url: `http://localhost:${port}`,
      data: config.databaseUrl
        ? `PostgreSQL (DATABASE_URL); arquivos em ${config.s3 ? `s3://${config.s3.bucket}` : config.mediaDir}`
        : config.dataDir,
      admin: admin.created && admin.email ? { email: admin.email, password: admin.generatedPassword } : undefined,
    })}\n`,
  );
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
