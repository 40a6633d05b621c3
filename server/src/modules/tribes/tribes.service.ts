import type { Db } from '../../db/client';
import { createTribesRepository } from './tribes.repository';

/**
 * Invitations as other modules use them. Registration (users) checks a token before it creates the
 * account, then redeems it inside its own transaction: pass that transaction as `db` so both commit
 * or vanish together. The redemption is applied (the member joins the tribe) by the tribes feature.
 */
export function createTribesService(db: Db) {
  const repo = createTribesRepository(db);
  return {
    /** An existing, unexpired invitation. */
    async invitationValid(token: string): Promise<boolean> {
      return Boolean(await repo.findValidInvitation(token));
    },

    async redeemInvitation(token: string, userId: number): Promise<void> {
      await repo.recordRedemption(token, userId);
    },
  };
}
export type TribesService = ReturnType<typeof createTribesService>;
