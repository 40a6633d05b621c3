import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { GoogleTokenError, verifyGoogleIdToken, type GoogleKeys } from './google';
import { termsAccepted } from './terms';
import { toUser } from './users.mappers';
import { MESSAGES } from './users.messages';
import { createUsersRepository, uniqueViolationField, type NewUser, type UserRow } from './users.repository';
import type { AuthResponse, TokenPair } from './users.schemas';

// Sign-in (or sign-up) with a Google ID token; google.ts verifies the token itself.

export interface GoogleLoginDeps {
  orm: Db;
  config: Config;
  googleKeys?: GoogleKeys | null;
  /** The users service's session start and welcome, in the caller's transaction. */
  issueTokens(db: Db, userId: number, version: number): Promise<TokenPair>;
  welcome(db: Db, row: UserRow): Promise<unknown>;
}

/** ASCII-only, URL-safe username from an e-mail's local part ("José.Silva+x" -> "jose.silva"). */
export function usernameBaseFromEmail(email: string): string {
  const local = email.split('@')[0].split('+')[0];
  let base = local
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.-]/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 30);
  if (base.length < 3) base = `usuario${base ? `.${base}` : ''}`.slice(0, 30);
  return base;
}

async function uniqueUsername(db: Db, base: string): Promise<string> {
  const r = createUsersRepository(db);
  if (!(await r.usernameTaken(base))) return base;
  for (let n = 2; n < 1000; n++) {
    const suffix = String(n);
    const candidate = `${base.slice(0, 30 - suffix.length)}${suffix}`;
    if (!(await r.usernameTaken(candidate))) return candidate;
  }
  return `${base.slice(0, 21)}${Date.now().toString(36).slice(-9)}`;
}

export async function googleLogin(deps: GoogleLoginDeps, token: string, origin: string): Promise<AuthResponse> {
  const { orm, config } = deps;
  if (!config.googleClientId) throw new AppError(503, 'google_not_configured', MESSAGES.googleNotConfigured);
  let identity;
  try {
    identity = await verifyGoogleIdToken(token, config.googleClientId, deps.googleKeys);
  } catch (err) {
    if (err instanceof GoogleTokenError) {
      throw err.reason === 'email_not_verified'
        ? new AppError(400, 'google_email_not_verified', MESSAGES.googleEmailNotVerified)
        : new AppError(400, 'google_token_invalid', MESSAGES.googleInvalid);
    }
    throw err;
  }
  const email = identity.email.toLowerCase();
  const run = () =>
    orm.transaction(async (tx) => {
      const r = createUsersRepository(tx);
      let row = (await r.findByGoogleSub(identity.sub)) ?? (await r.findByEmail(email));
      if (row) {
        if (row.suspendedAt) throw new AppError(403, 'account_suspended', MESSAGES.accountSuspended);
        if (!row.isActive) throw new AppError(403, 'account_disabled', MESSAGES.accountDisabled);
        if (row.googleSub && row.googleSub !== identity.sub) {
          throw new AppError(409, 'google_account_mismatch', MESSAGES.googleOtherAccount);
        }
        const values: Partial<NewUser> = { googleSub: identity.sub, emailVerified: true, lastLogin: new Date() };
        if (!row.googleSub && !row.emailVerified) {
          // Nobody had proved owning this address: a password set by whoever registered it
          // (possibly not the mailbox owner) stops working, and so do their sessions.
          values.passwordHash = null;
          await r.endAllSessions(row.id);
        }
        row = await r.update(row.id, values);
      } else {
        const username = await uniqueUsername(tx, usernameBaseFromEmail(email));
        row = await r.insert({
          username,
          email,
          passwordHash: null,
          firstName: identity.givenName,
          lastName: identity.familyName,
          emailVerified: true,
          googleSub: identity.sub,
          lastLogin: new Date(),
          // The Google button sits under the notice that continuing accepts the terms.
          ...termsAccepted(),
        });
        await deps.welcome(tx, row);
      }
      const tokens = await deps.issueTokens(tx, row.id, row.tokenVersion);
      return { ...tokens, user: toUser(row, origin) };
    });
  try {
    return await run();
  } catch (err) {
    // Two first sign-ins of the same person at once: the second finds the account on retry.
    if (uniqueViolationField(err)) return run();
    throw err;
  }
}
