import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client';
import { LOCKS } from './locks';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/**
 * Applies the committed SQL files in name order, each in its own transaction, once.
 * The advisory lock keeps two starting processes on one PostgreSQL from migrating together.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  await database.withLock(LOCKS.migrations, async (session) => {
    await session.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await session.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(path.join(dir, file), 'utf8');
      await session.exec('begin');
      try {
        await session.exec(sql);
        await session.query('insert into schema_migrations (name) values ($1)', [file]);
        await session.exec('commit');
      } catch (err) {
        await session.exec('rollback').catch(() => undefined);
        throw new Error(`Falha ao aplicar a migração ${file}: ${(err as Error).message}`);
      }
      applied.push(file);
    }
  });
  return applied;
}
