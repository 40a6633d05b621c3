import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Crash-safe media files. An upload is written under a staged name (`<final>.staged`), the rows
 * that name its final path commit, and only then is it moved into place (publishFiles). A crash
 * before the commit leaves staged files that nothing names; a crash between the commit and the
 * move leaves staged files that a row names. The janitor (sweepMedia, a job) removes the first
 * kind and finishes the move for the second, so no file outlives the rows that need it.
 */
export const STAGED_SUFFIX = '.staged';

export const stagedPath = (file: string) => file + STAGED_SUFFIX;

/** Moves staged files to their final names; a file already moved (or gone) is left to the janitor. */
export async function publishFiles(files: Iterable<string>): Promise<void> {
  await Promise.all([...files].map((f) => rename(stagedPath(f), f).catch(() => undefined)));
}

/** Removes files, staged or final; a missing file is not an error. */
export async function discardFiles(files: Iterable<string>): Promise<void> {
  await Promise.all(
    [...files].flatMap((f) => [rm(f, { force: true }).catch(() => undefined), rm(stagedPath(f), { force: true })]),
  );
}

/** Media paths (relative to MEDIA_DIR, e.g. "ads/<uuid>-800.webp") that rows reference. */
export type MediaReferences = (subdir: string) => Promise<Set<string>>;

export interface SweepResult {
  removed: number;
  published: number;
}

/**
 * The janitor: in each media subfolder, files older than `minAgeMs` that no row references are
 * removed, and staged files whose final name a row references are moved into place. Young files
 * are left alone (an upload may be between its write and its commit).
 */
export async function sweepMedia(
  mediaDir: string,
  subdirs: readonly string[],
  references: MediaReferences,
  { minAgeMs = 60 * 60 * 1000, now = Date.now() } = {},
): Promise<SweepResult> {
  const result: SweepResult = { removed: 0, published: 0 };
  for (const subdir of subdirs) {
    const dir = path.join(mediaDir, subdir);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      continue; // nothing uploaded there yet
    }
    const referenced = await references(subdir);
    for (const name of names) {
      const file = path.join(dir, name);
      const finalName = name.endsWith(STAGED_SUFFIX) ? name.slice(0, -STAGED_SUFFIX.length) : name;
      const isReferenced = referenced.has(`${subdir}/${finalName}`);
      if (name !== finalName && isReferenced) {
        await rename(file, path.join(dir, finalName)).catch(() => undefined);
        result.published += 1;
        continue;
      }
      if (isReferenced) continue;
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || now - info.mtimeMs < minAgeMs) continue;
      await rm(file, { force: true });
      result.removed += 1;
    }
  }
  return result;
}
