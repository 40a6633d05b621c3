import { createReadStream } from 'node:fs';
import { access, constants, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { MEDIA_PATH_PREFIX, type Storage, type StoredObject } from './types';

/** The disk's name of a staged object: `<key>.staged` beside its final name. */
export const STAGED_SUFFIX = '.staged';

/**
 * Media on the local disk under `dir` (MEDIA_DIR), served by the process at /media/ (plugins/media.ts).
 * A staged file is renamed into place by publish: a file is never seen half-written under its name.
 */
export function createLocalStorage(dir: string): Storage {
  const fileOf = (key: string) => {
    const file = path.resolve(dir, key);
    if (!file.startsWith(path.resolve(dir) + path.sep)) throw new Error(`chave de mídia inválida: ${key}`);
    return file;
  };
  const ensureDir = (file: string) => mkdir(path.dirname(file), { recursive: true });
  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await ensureDir(file);
      // Written beside, then renamed: a reader never sees a half-written file under its name.
      const temp = `${file}.${process.pid}.tmp`;
      if (Buffer.isBuffer(body)) await writeFile(temp, body);
      else await pipeline(body, createWriteStream(temp));
      await rename(temp, file);
    },
    async stage(key, body) {
      const file = fileOf(key);
      await ensureDir(file);
      await writeFile(file + STAGED_SUFFIX, body, { flag: 'wx' });
    },
    async publish(keys) {
      await Promise.all(
        [...keys].map((k) => {
          const file = fileOf(k);
          return rename(file + STAGED_SUFFIX, file).catch(() => undefined);
        }),
      );
    },
    async remove(keys) {
      await Promise.all(
        [...keys].flatMap((k) => {
          const file = fileOf(k);
          return [rm(file, { force: true }).catch(() => undefined), rm(file + STAGED_SUFFIX, { force: true })];
        }),
      );
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async stream(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? (createReadStream(file) as Readable) : null;
    },
    async head(key) {
      const info = await stat(fileOf(key)).catch(() => null);
      return info?.isFile() ? { size: info.size, modifiedAt: info.mtimeMs } : null;
    },
    async *list(prefix) {
      const folder = prefix.replace(/\/+$/, '');
      let names: string[];
      try {
        names = await readdir(fileOf(folder));
      } catch {
        return; // nothing stored there yet
      }
      for (const name of names) {
        const info = await stat(path.join(dir, folder, name)).catch(() => null);
        if (!info?.isFile()) continue;
        const staged = name.endsWith(STAGED_SUFFIX);
        const finalName = staged ? name.slice(0, -STAGED_SUFFIX.length) : name;
        yield {
          key: `${folder}/${finalName}`,
          size: info.size,
          modifiedAt: info.mtimeMs,
          staged,
        } satisfies StoredObject;
      }
    },
    publicUrl: (key) => MEDIA_PATH_PREFIX + key,
    check: () =>
      access(dir, constants.R_OK | constants.W_OK).then(
        () => true,
        () => false,
      ),
  };
}
