/**
 * `npm run media:migrate`: copies the media of the local disk (MEDIA_DIR) into the bucket the
 * same variables name (S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE, MEDIA_PUBLIC_URL,
 * the AWS keys), so the server can then switch to it: rows keep the same "/media/<key>" paths.
 *
 * Idempotent and resumable: an object already in the bucket with the same size is skipped, so a
 * run stopped halfway (or run again while the old server still takes uploads) copies only what is
 * missing. Staged files (an upload whose rows had not committed) are not copied: the janitor of
 * the disk removes or publishes them. A progress bar on the terminal, then the final count; the
 * exit code is 1 when a file could not be copied.
 */
import { SingleBar, Presets } from 'cli-progress';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { createLocalStorage } from '../src/lib/storage/local';
import { createS3Storage } from '../src/lib/storage/s3';
import { contentTypeOf, type Storage, type StoredObject } from '../src/lib/storage/types';

export interface MigrateResult {
  /** Final files found on the disk. */
  total: number;
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  failed: Array<{ key: string; error: string }>;
}

/** Files copied at once: enough to hide the bucket's latency, few enough for a small machine. */
const CONCURRENCY = 8;

/** Every final file under the disk's folders (staged and temporary files left out). */
async function localObjects(mediaDir: string, source: Storage): Promise<StoredObject[]> {
  let folders: string[];
  try {
    folders = (await readdir(mediaDir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return []; // nothing was ever uploaded
  }
  const found: StoredObject[] = [];
  for (const folder of folders.sort())
    for await (const o of source.list(`${folder}/`)) if (!o.staged && !/\.tmp$/.test(o.key)) found.push(o);
  return found;
}

export async function migrateMedia(
  mediaDir: string,
  target: Storage,
  progress: { start(total: number): void; tick(): void; stop(): void } = { start() {}, tick() {}, stop() {} },
): Promise<MigrateResult> {
  const source = createLocalStorage(mediaDir);
  const objects = await localObjects(mediaDir, source);
  const result: MigrateResult = { total: objects.length, copied: 0, skipped: 0, failed: [] };
  progress.start(objects.length);
  let next = 0;
  const worker = async () => {
    while (next < objects.length) {
      const o = objects[next++];
      try {
        const there = await target.head(o.key);
        if (there && there.size === o.size) result.skipped += 1;
        else {
          const body = await source.stream(o.key);
          if (!body) throw new Error('o arquivo sumiu do disco durante a cópia');
          await target.put(o.key, body, contentTypeOf(o.key), o.size);
          result.copied += 1;
        }
      } catch (err) {
        result.failed.push({ key: o.key, error: (err as Error).message });
      }
      progress.tick();
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    progress.stop();
  }
  return result;
}

async function main(): Promise<number> {
  let config;
  try {
    // The signing secret is not needed here: none is read or created under DATA_DIR.
    config = loadConfig(process.env, { jwtSecret: 'media-migrate'.padEnd(32, '-') });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  if (!config.s3) {
    console.error(
      'Defina S3_BUCKET e MEDIA_PUBLIC_URL (e S3_ENDPOINT fora da AWS): o bucket para onde copiar MEDIA_DIR.',
    );
    return 1;
  }
  const target = createS3Storage(config.s3);
  if (!(await target.check())) {
    console.error(`O bucket "${config.s3.bucket}" não responde: confira S3_BUCKET, S3_ENDPOINT e as credenciais.`);
    return 1;
  }
  console.log(`Copiando ${path.relative(process.cwd(), config.mediaDir) || '.'} para s3://${config.s3.bucket}`);
  const bar = new SingleBar(
    { format: ' {bar} {percentage}% | {value}/{total} arquivos | {eta_formatted} restantes', hideCursor: true },
    Presets.shades_classic,
  );
  const result = await migrateMedia(config.mediaDir, target, {
    start: (total) => bar.start(total, 0),
    tick: () => bar.increment(),
    stop: () => bar.stop(),
  });
  for (const f of result.failed) console.error(`falhou: ${f.key}: ${f.error}`);
  console.log(
    `${result.total} arquivos: ${result.copied} copiados, ${result.skipped} já estavam no bucket, ` +
      `${result.failed.length} falharam.`,
  );
  if (result.failed.length) console.log('Rode de novo para copiar o que falta: o que já está no bucket é pulado.');
  else console.log(`Pronto: defina S3_BUCKET e MEDIA_PUBLIC_URL no servidor e reinicie-o.`);
  return result.failed.length ? 1 : 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
