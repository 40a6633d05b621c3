import type { Storage } from './storage/types';

/**
 * Crash-safe media files. An upload is staged (Storage.stage), the rows that name its key commit,
 * and only then is it published (Storage.publish). A crash before the commit leaves objects that
 * nothing names; a crash between the commit and the publish leaves staged objects that a row
 * names (on the disk). The janitor (sweepMedia, a job) removes the first kind once past its grace
 * period and publishes the second, so no file outlives the rows that need it. A row's files are
 * removed by its module after the delete commits.
 */

/** Media keys (e.g. "ads/<uuid>-800.webp") that rows of one folder reference. */
export type MediaReferences = (folder: string) => Promise<Set<string>>;

export interface SweepResult {
  removed: number;
  published: number;
}

/**
 * The janitor: in each media folder, objects older than `minAgeMs` that no row references are
 * removed, and staged objects a row references are published. Young objects are left alone (an
 * upload may be between its write and its commit).
 */
export async function sweepMedia(
  storage: Storage,
  folders: readonly string[],
  references: MediaReferences,
  { minAgeMs = 60 * 60 * 1000, now = Date.now() } = {},
): Promise<SweepResult> {
  const result: SweepResult = { removed: 0, published: 0 };
  for (const folder of folders) {
    // The folder's references are read after its listing: an upload that commits between the two
    // is found referenced, never removed.
    const objects = [];
    for await (const object of storage.list(`${folder}/`)) objects.push(object);
    if (!objects.length) continue;
    const referenced = await references(folder);
    for (const object of objects) {
      const isReferenced = referenced.has(object.key);
      if (object.staged && isReferenced) {
        await storage.publish([object.key]);
        result.published += 1;
        continue;
      }
      if (isReferenced || now - object.modifiedAt < minAgeMs) continue;
      await storage.remove([object.key]);
      result.removed += 1;
    }
  }
  return result;
}
