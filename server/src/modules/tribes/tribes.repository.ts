import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitationRedemptions, invitations } from './tribes.tables';

/** Tribes' SQL. Takes the database or a transaction, so a caller can group writes. */
export function createTribesRepository(db: Db) {
  return {
    async findValidInvitation(token: string): Promise<{ token: string } | null> {
      const [row] = await db
        .select({ token: invitations.token })
        .from(invitations)
        .where(and(eq(invitations.token, token), gt(invitations.expiresAt, sql`now()`)));
      return row ?? null;
    },

    async recordRedemption(token: string, userId: number): Promise<void> {
      await db.insert(invitationRedemptions).values({ token, userId });
    },
  };
}
export type TribesRepository = ReturnType<typeof createTribesRepository>;
