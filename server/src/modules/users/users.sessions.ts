import type { Database, Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { InvalidTokenError, type Signer } from '../../lib/tokens';
import { tokenInvalid } from '../../plugins/auth';
import { verifyPassword } from './passwords';
import { MESSAGES } from './users.messages';
import { createUsersRepository, type RefreshTokenState } from './users.repository';
import type { AccessToken, LoginBody, TokenPair } from './users.schemas';

// Sessions: sign in, the token pair, refresh with rotation (and replay detection), sign out.

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Two tabs that refresh with the same token at once both carry on (the later one gets the successor). */
export const REUSE_GRACE_MS = 30_000;

export function createSessions({ orm, signer }: { orm: Database['orm']; signer: Signer }) {
  const repo = createUsersRepository(orm);

  /**
   * A new session: both tokens carry the user's session generation as read when the request was
   * checked. A password change or reset that commits meanwhile (after a sign-in checked the old
   * password, before its refresh token was stored) moves the generation on, so neither token of
   * that sign-in ever works: the refresh token is refused like the access token.
   */
  async function issueTokens(db: Db, userId: number, version: number): Promise<TokenPair> {
    const access = await signer.sign(userId, 'access', { version });
    const refresh = await signer.sign(userId, 'refresh', { version });
    await createUsersRepository(db).insertRefreshToken(refresh.jti, userId, refresh.expiresAt);
    return { access: access.token, refresh: refresh.token };
  }

  /** The claims of a refresh token that verifies, or a 401. */
  async function readRefreshToken(token: string): Promise<{ userId: number; jti: string; claimed: number }> {
    try {
      const claims = await signer.verify(token, 'refresh');
      const userId = Number(claims.sub);
      if (!UUID_RE.test(claims.jti) || !Number.isSafeInteger(userId)) throw tokenInvalid();
      return { userId, jti: claims.jti, claimed: claims.ver ?? 0 };
    } catch (err) {
      if (err instanceof InvalidTokenError) throw tokenInvalid();
      throw err;
    }
  }

  /** Not revoked, not past its end, of an active user whose session generation it carries. */
  function usable(row: RefreshTokenState, claimed: number): boolean {
    return !row.revokedAt && row.expiresAt.getTime() > Date.now() && row.userActive && row.tokenVersion === claimed;
  }

  /** An access token and a refresh token with the given jti (new when absent) ending at `end`. */
  async function issueRefreshed(userId: number, version: number, jti: string | undefined, end: Date) {
    const ttlSeconds = Math.max(1, Math.floor((end.getTime() - Date.now()) / 1000));
    const access = await signer.sign(userId, 'access', { version });
    const refresh = await signer.sign(userId, 'refresh', { version, jti, ttlSeconds });
    return { access: access.token, refresh: refresh.token, jti: refresh.jti };
  }

  return {
    issueTokens,

    /** Same message and the same work (one argon2 verification) whether the e-mail exists or not. */
    async login(body: LoginBody): Promise<TokenPair> {
      const row = await repo.findByEmail(body.email.trim().toLowerCase());
      const ok = await verifyPassword(row?.passwordHash ?? null, body.password);
      // The right password of a suspended account learns why it cannot enter; a wrong one learns nothing.
      if (row && ok && row.suspendedAt) throw new AppError(403, 'account_suspended', MESSAGES.accountSuspended);
      if (!row || !ok || !row.isActive) throw new AppError(401, 'invalid_credentials', MESSAGES.invalidCredentials);
      const tokens = await orm.transaction(async (tx) => {
        await createUsersRepository(tx).touchLastLogin(row.id);
        return issueTokens(tx, row.id, row.tokenVersion);
      });
      return tokens;
    },

    /**
     * Rotation: the token is spent and its successor (same family, same absolute end) comes back
     * with the access token. A spent token presented again within REUSE_GRACE_MS (two tabs that
     * refreshed at once) gets that same successor; later, it is a replay, and the whole family
     * is revoked.
     */
    async refresh(token: string): Promise<AccessToken> {
      const { userId, jti, claimed } = await readRefreshToken(token);
      const outcome = await orm.transaction(async (tx) => {
        const r = createUsersRepository(tx);
        const row = await r.lockRefreshToken(jti, userId);
        if (!row || !usable(row, claimed)) return null;
        if (row.rotatedAt) {
          const successor = row.replacedBy ? await r.findRefreshToken(row.replacedBy) : null;
          const raced = Date.now() - row.rotatedAt.getTime() <= REUSE_GRACE_MS;
          if (raced && successor && !successor.rotatedAt && usable(successor, claimed)) {
            return issueRefreshed(userId, row.tokenVersion, successor.jti, successor.expiresAt);
          }
          await r.revokeRefreshFamily(row.familyId);
          return 'replayed' as const;
        }
        const next = await issueRefreshed(userId, row.tokenVersion, undefined, row.expiresAt);
        await r.insertRefreshToken(next.jti, userId, row.expiresAt, row.familyId);
        await r.markRefreshTokenRotated(jti, next.jti);
        return next;
      });
      // A replay's revocation has committed above; the caller only learns the token is no good.
      if (!outcome || outcome === 'replayed') throw tokenInvalid();
      return { access: outcome.access, refresh: outcome.refresh };
    },

    /** Logout revokes this session (the token's whole family); an expired token needs nothing. */
    async revoke(token: string): Promise<void> {
      try {
        const claims = await signer.verify(token, 'refresh');
        if (!UUID_RE.test(claims.jti)) return;
        const row = await repo.findRefreshToken(claims.jti);
        if (row) await repo.revokeRefreshFamily(row.familyId);
      } catch (err) {
        if (err instanceof InvalidTokenError) {
          if (err.reason === 'expired') return;
          throw tokenInvalid();
        }
        throw err;
      }
    },
  };
}
