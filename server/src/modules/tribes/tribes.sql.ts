import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

// SQL fragments the tribes repositories share: a user as the API shows them, a count.

/** A member as the API shows them: no e-mail. Expects the users table as `alias`. */
export const userRef = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'username', ${alias}.username,
    'first_name', ${alias}.first_name,
    'avatar', case when ${alias}.avatar is null then null else '/media/' || ${alias}.avatar || '-128.webp' end) end`);

export const countOf = async (db: Db, query: SQL) => Number((await rows<{ n: number }>(db, query))[0]?.n ?? 0);
