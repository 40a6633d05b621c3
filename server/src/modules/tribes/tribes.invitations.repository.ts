import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { userRef } from './tribes.sql';

// Tribes' SQL, invitations: invitations (with their tribe, uses and revocation) and their redemptions.

export interface InvitationRow {
  token: string;
  tribe_id: number | string | null;
  created_by: unknown;
  created_by_id: number | string | null;
  created_at: unknown;
  expires_at: unknown;
  max_uses: number | null;
  uses: number;
  revoked_at: unknown;
  is_valid: boolean;
}

const invitationColumns = sql`
  i.token, i.tribe_id, i.created_by as created_by_id, ${userRef('cu')} as created_by, i.created_at, i.expires_at,
  i.max_uses, i.uses, i.revoked_at,
  (i.revoked_at is null and i.expires_at > now() and (i.max_uses is null or i.uses < i.max_uses)) as is_valid`;

export function createTribeInvitationsRepository(db: Db) {
  return {
    async insertInvitation(i: {
      token: string;
      tribeId: number;
      createdBy: number;
      expiresAt: Date;
      maxUses: number | null;
    }): Promise<void> {
      await db.execute(
        sql`insert into invitations (token, tribe_id, created_by, expires_at, max_uses)
            values (${i.token}, ${i.tribeId}, ${i.createdBy}, ${i.expiresAt}, ${i.maxUses})`,
      );
    },

    async invitations(tribeId: number): Promise<InvitationRow[]> {
      return rows<InvitationRow>(
        db,
        sql`select ${invitationColumns} from invitations i left join users cu on cu.id = i.created_by
            where i.tribe_id = ${tribeId} order by i.created_at desc limit 200`,
      );
    },

    async findInvitation(token: string, forUpdate = false): Promise<InvitationRow | null> {
      const [r] = await rows<InvitationRow>(
        db,
        sql`select ${invitationColumns} from invitations i left join users cu on cu.id = i.created_by
            where i.token = ${token} ${forUpdate ? sql`for update of i` : sql``}`,
      );
      return r ?? null;
    },

    /** An invitation that may still be used (registration checks one before creating the account). */
    async findValidInvitation(token: string): Promise<{ token: string } | null> {
      const [r] = await rows<{ token: string }>(
        db,
        sql`select token from invitations where token = ${token} and revoked_at is null and expires_at > now()
            and (max_uses is null or uses < max_uses)`,
      );
      return r ?? null;
    },

    async revokeInvitation(token: string): Promise<void> {
      await db.execute(sql`update invitations set revoked_at = coalesce(revoked_at, now()) where token = ${token}`);
    },

    async useInvitation(token: string): Promise<void> {
      await db.execute(sql`update invitations set uses = uses + 1 where token = ${token}`);
    },

    async recordRedemption(token: string, userId: number, applied: boolean): Promise<void> {
      await db.execute(
        sql`insert into invitation_redemptions (token, user_id, applied_at)
            values (${token}, ${userId}, ${applied ? sql`now()` : sql`null`})
            on conflict (token, user_id) do update set applied_at = coalesce(invitation_redemptions.applied_at, excluded.applied_at)`,
      );
    },
  };
}
