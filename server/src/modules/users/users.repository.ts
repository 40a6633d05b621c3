import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { users } from '../../db/schema';
import { refreshTokens } from './users.tables';

/** Unique-violation of one of the users table's case-insensitive indexes, as a field name. */
export function uniqueViolationField(err: unknown): 'username' | 'email' | null {
  for (let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') {
      const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
      if (where.includes('username')) return 'username';
      if (where.includes('email')) return 'email';
    }
    e = e.cause as typeof e;
  }
  return null;
}

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Whether the ads table exists yet (it arrives with the ads feature's migrations). */
const adsTableKnown = new WeakMap<object, boolean>();

/** Accounts' SQL. Takes the database or a transaction, so a service can group writes. */
interface RefreshTokenRow {
  jti: string;
  family_id: string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  rotated_at: Date | string | null;
  replaced_by: string | null;
  token_version: number | string;
  is_active: boolean;
}

export interface RefreshTokenState {
  jti: string;
  familyId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  rotatedAt: Date | null;
  replacedBy: string | null;
  tokenVersion: number;
  userActive: boolean;
}

const dateOrNull = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

function toRefreshTokenState(r: RefreshTokenRow): RefreshTokenState {
  return {
    jti: r.jti,
    familyId: r.family_id,
    expiresAt: new Date(r.expires_at),
    revokedAt: dateOrNull(r.revoked_at),
    rotatedAt: dateOrNull(r.rotated_at),
    replacedBy: r.replaced_by,
    tokenVersion: Number(r.token_version),
    userActive: Boolean(r.is_active),
  };
}

export function createUsersRepository(db: Db) {
  return {
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row ?? null;
    },

    async findByUsername(username: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row ?? null;
    },

    async findByGoogleSub(sub: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
      return row ?? null;
    },

    async usernameTaken(username: string, exceptId?: number): Promise<boolean> {
      const found = await rows<{ id: number }>(
        db,
        sql`select id from users where lower(username) = lower(${username}) ${
          exceptId ? sql`and id <> ${exceptId}` : sql``
        } limit 1`,
      );
      return found.length > 0;
    },

    async emailTaken(email: string): Promise<boolean> {
      const found = await rows<{ id: number }>(
        db,
        sql`select id from users where lower(email) = lower(${email}) limit 1`,
      );
      return found.length > 0;
    },

    async insert(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row;
    },

    async update(id: number, values: Partial<NewUser>): Promise<UserRow> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },

    /** New password: changes the hash (invalidating reset links) and the change time. */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, passwordChangedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    async touchLastLogin(id: number): Promise<void> {
      await db
        .update(users)
        .set({ lastLogin: sql`now()` })
        .where(eq(users.id, id));
    },

    /** A new token; a sign-in starts a family (its own jti), a rotation continues one. */
    async insertRefreshToken(jti: string, userId: number, expiresAt: Date, familyId: string = jti): Promise<void> {
      await db.insert(refreshTokens).values({ jti, userId, expiresAt, familyId });
    },

    /**
     * A refresh token row and its user's state, locked until the transaction ends, so two
     * refreshes of one token run one after the other (the second sees the first's rotation).
     */
    async lockRefreshToken(jti: string, userId: number): Promise<RefreshTokenState | null> {
      const found = await rows<RefreshTokenRow>(
        db,
        sql`select rt.jti, rt.family_id, rt.expires_at, rt.revoked_at, rt.rotated_at, rt.replaced_by,
                   u.token_version, u.is_active
            from refresh_tokens rt join users u on u.id = rt.user_id
            where rt.jti = ${jti} and rt.user_id = ${userId}
            for update of rt`,
      );
      return found.length ? toRefreshTokenState(found[0]) : null;
    },

    async findRefreshToken(jti: string): Promise<RefreshTokenState | null> {
      const found = await rows<RefreshTokenRow>(
        db,
        sql`select rt.jti, rt.family_id, rt.expires_at, rt.revoked_at, rt.rotated_at, rt.replaced_by,
                   u.token_version, u.is_active
            from refresh_tokens rt join users u on u.id = rt.user_id
            where rt.jti = ${jti}`,
      );
      return found.length ? toRefreshTokenState(found[0]) : null;
    },

    async markRefreshTokenRotated(jti: string, successor: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ rotatedAt: sql`now()`, replacedBy: successor })
        .where(eq(refreshTokens.jti, jti));
    },

    async revokeRefreshFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllRefreshTokens(userId: number): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /**
     * Ends every session of the user: refresh tokens are revoked and the session generation moves
     * on, so access tokens issued before stop working at once. Returns the new generation (tokens
     * issued afterwards in the same transaction carry it).
     */
    async endAllSessions(userId: number): Promise<number> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      const [row] = await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId))
        .returning({ tokenVersion: users.tokenVersion });
      return row.tokenVersion;
    },

    /** Every stored avatar key ("avatars/<uuid>"), for the media janitor. */
    async avatarKeys(): Promise<string[]> {
      const found = await rows<{ avatar: string }>(db, sql`select avatar from users where avatar is not null`);
      return found.map((r) => r.avatar);
    },

    async deleteExpiredRefreshTokens(): Promise<void> {
      await db.execute(sql`delete from refresh_tokens where expires_at < now() - interval '1 day'`);
    },

    /** Active, unexpired ads of the member; 0 while the ads table does not exist yet. */
    async countActiveAds(userId: number): Promise<number> {
      // Once the table exists it stays; until then, ask each time (a cheap catalogue lookup).
      if (!adsTableKnown.get(db)) {
        const [r] = await rows<{ ok: boolean }>(db, sql`select to_regclass('public.ads') is not null as ok`);
        if (!r?.ok) return 0;
        adsTableKnown.set(db, true);
      }
      const [r] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ads
            where owner_id = ${userId} and status = 'active' and not hidden and (expires_at is null or expires_at > now())`,
      );
      return Number(r?.n ?? 0);
    },

    /** Stored variants of the images of the member's ads (their files outlive the rows otherwise). */
    async adImageVariants(userId: number): Promise<Array<Record<string, string> | null>> {
      const [r] = await rows<{ ok: boolean }>(db, sql`select to_regclass('public.ad_images') is not null as ok`);
      if (!r?.ok) return [];
      const found = await rows<{ variants: Record<string, string> | null }>(
        db,
        sql`select i.variants from ad_images i join ads a on a.id = i.ad_id where a.owner_id = ${userId}`,
      );
      return found.map((f) => f.variants);
    },

    async deleteUser(id: number): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    /**
     * Every row of every table that points at the user through a foreign key, found from the
     * catalogue so that tables added later by other features are exported too.
     */
    async exportRelated(userId: number): Promise<Record<string, Record<string, unknown>[]>> {
      const refs = await rows<{ table_name: string; column_name: string }>(
        db,
        sql`select c.conrelid::regclass::text as table_name, a.attname as column_name
            from pg_constraint c
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
            where c.contype = 'f' and c.confrelid = 'public.users'::regclass and array_length(c.conkey, 1) = 1
            order by 1, 2`,
      );
      const out: Record<string, Record<string, unknown>[]> = {};
      for (const { table_name, column_name } of refs) {
        if (!/^[a-z_][a-z0-9_]*$/.test(table_name) || !/^[a-z_][a-z0-9_]*$/.test(column_name)) continue;
        const found = await rows<{ row: Record<string, unknown> }>(
          db,
          sql`select to_jsonb(t) as row from ${sql.identifier(table_name)} t where ${sql.identifier(column_name)} = ${userId}`,
        );
        if (found.length) (out[table_name] ??= []).push(...found.map((f) => f.row));
      }
      return out;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
