import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

/** Media files ("ads/<name>") that tribes' avatars and covers reference, for the media janitor. */
export async function tribeImageReferences(orm: Db): Promise<Set<string>> {
  const found = await rows<{ name: string }>(
    orm,
    sql`select substr(v.value, length('/media/') + 1) as name
        from tribes t,
             lateral (select t.avatar -> 'variants' as variants union all select t.cover -> 'variants') i,
             jsonb_each_text(i.variants) v
        where i.variants is not null and jsonb_typeof(i.variants) = 'object' and v.value like '/media/%'`,
  );
  return new Set(found.map((r) => r.name));
}
