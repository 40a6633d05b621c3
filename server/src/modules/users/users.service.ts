import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { addFieldError, AppError, validationError, type FieldErrors } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { InvalidTokenError, type Signer } from '../../lib/tokens';
import { tokenInvalid } from '../../plugins/auth';
import { notify } from '../notifications/notifications.producer';
import { createTribesService } from '../tribes/tribes.service';
import { publishFiles } from '../../lib/media';
import { avatarFiles, removeAvatar, storeAvatar } from './avatar';
import type { GoogleKeys } from './google';
import { checkPasswordPolicy, hashPassword, verifyPassword } from './passwords';
import { googleLogin } from './users.google';
import { termsAccepted } from './terms';
import { deleteMe, exportMe } from './users.lgpd';
import { mediaUrl, toUser } from './users.mappers';
import { normalizePhone, PHONE_INVALID } from '../../lib/phone';
import { MESSAGES } from './users.messages';
import {
  createUsersRepository,
  uniqueViolationField,
  type NewUser,
  type RefreshTokenState,
  type UserRow,
} from './users.repository';
import { createResetLinks } from './users.reset';
import type {
  AccessToken,
  AuthResponse,
  ChangePasswordBody,
  DeleteMeBody,
  LoginBody,
  PasswordResetConfirmBody,
  PublicProfile,
  RegisterBody,
  TokenPair,
  UpdateMeBody,
  User,
} from './users.schemas';

// Slightly over the ~350-line rule: sign-in, the session (with refresh-token rotation) and profile
// edits; the session part (issueTokens, refresh, revoke) is the next to move to users.session.ts.

const USERNAME_RE = /^[A-Za-z0-9_.-]{3,30}$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Two tabs that refresh with the same token at once both carry on (the later one gets the successor). */
export const REUSE_GRACE_MS = 30_000;

export interface UsersServiceDeps {
  database: Database;
  config: Config;
  signer: Signer;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Replaces Google's key set (tests sign tokens with a local key). */
  googleKeys?: GoogleKeys | null;
}

export function createUsersService(deps: UsersServiceDeps) {
  const { database, config, signer, mailer, log } = deps;
  const orm = database.orm;
  const repo = createUsersRepository(orm);
  const reset = createResetLinks({ config, mailer, log });

  /** The welcome notification, in the transaction that creates the account. */
  function welcome(tx: Db, row: UserRow) {
    return notify(tx, {
      userId: row.id,
      type: 'GENERAL_ANNOUNCEMENT',
      title: MESSAGES.welcomeTitle,
      message: `Olá, ${row.firstName || row.username}! Sua conta foi criada. Complete seu perfil e publique seu primeiro anúncio grátis.`,
      link: '/profile',
    });
  }

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

  async function checkUsername(fields: FieldErrors, username: string, exceptId?: number) {
    if (!USERNAME_RE.test(username)) addFieldError(fields, 'username', MESSAGES.usernameFormat);
    else if (await repo.usernameTaken(username, exceptId)) addFieldError(fields, 'username', MESSAGES.usernameTaken);
  }

  function checkNewPassword(
    fields: FieldErrors,
    field: string,
    password: string,
    confirm: string,
    confirmField: string,
    context: Parameters<typeof checkPasswordPolicy>[1],
  ) {
    for (const problem of checkPasswordPolicy(password, context)) addFieldError(fields, field, problem);
    if (password !== confirm) addFieldError(fields, confirmField, MESSAGES.passwordMismatch);
  }

  const lgpd = { orm, repo, config, log };
  const google = { orm, config, googleKeys: deps.googleKeys, issueTokens, welcome };

  return {
    toUser,

    googleLogin: (token: string, origin: string) => googleLogin(google, token, origin),
    deleteMe: (userId: number, body: DeleteMeBody) => deleteMe(lgpd, userId, body),
    exportMe: (userId: number, origin: string) => exportMe(lgpd, userId, origin),

    async register(body: RegisterBody, origin: string): Promise<AuthResponse> {
      const fields: FieldErrors = {};
      const username = body.username.trim();
      const email = body.email.trim().toLowerCase();
      const firstName = (body.first_name ?? '').trim();
      const lastName = (body.last_name ?? '').trim();
      await checkUsername(fields, username);
      if (await repo.emailTaken(email)) addFieldError(fields, 'email', MESSAGES.emailTaken);
      checkNewPassword(fields, 'password', body.password, body.password_confirm, 'password_confirm', {
        username,
        email,
        first_name: firstName,
        last_name: lastName,
      });
      const invite = body.invite_token?.trim() || null;
      if (invite && !(await createTribesService(orm).invitationValid(invite)))
        addFieldError(fields, 'invite_token', MESSAGES.inviteInvalid);
      if (Object.keys(fields).length) throw validationError(fields);

      const passwordHash = await hashPassword(body.password);
      try {
        return await orm.transaction(async (tx) => {
          const r = createUsersRepository(tx);
          // The product's form does not submit without the terms checkbox: the account records
          // the version it accepted and when (LGPD).
          const row = await r.insert({ username, email, passwordHash, firstName, lastName, ...termsAccepted() });
          if (invite) await createTribesService(tx).redeemInvitation(invite, row.id, row.username);
          await welcome(tx, row);
          const tokens = await issueTokens(tx, row.id, row.tokenVersion);
          return { ...tokens, user: toUser(row, origin) };
        });
      } catch (err) {
        const field = uniqueViolationField(err);
        if (field)
          throw validationError({ [field]: [field === 'email' ? MESSAGES.emailTaken : MESSAGES.usernameTaken] });
        throw err;
      }
    },

    /** Same message and the same work (one argon2 verification) whether the e-mail exists or not. */
    async login(body: LoginBody): Promise<TokenPair> {
      const row = await repo.findByEmail(body.email.trim().toLowerCase());
      const ok = await verifyPassword(row?.passwordHash ?? null, body.password);
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

    /** Logout: this session (the token's whole family) ends. An already expired one needs nothing. */
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

    async getMe(userId: number, origin: string): Promise<User> {
      const row = await repo.findById(userId);
      if (!row) throw tokenInvalid();
      return toUser(row, origin);
    },

    /** Only the member's own editable fields; privileges, e-mail and ids never change here. */
    async updateMe(userId: number, body: UpdateMeBody, avatarFile: Buffer | null, origin: string): Promise<User> {
      const current = await repo.findById(userId);
      if (!current) throw tokenInvalid();
      const fields: FieldErrors = {};
      const values: Partial<NewUser> = {};
      if (body.username !== undefined) {
        const username = body.username.trim();
        if (username !== current.username) {
          await checkUsername(fields, username, userId);
          values.username = username;
        }
      }
      const text = { first_name: 'firstName', last_name: 'lastName', bio: 'bio', city: 'city' } as const;
      for (const [key, column] of Object.entries(text) as Array<
        [keyof typeof text, (typeof text)[keyof typeof text]]
      >) {
        const v = body[key];
        if (v !== undefined) values[column] = v.trim();
      }
      for (const key of ['phone', 'whatsapp'] as const) {
        if (body[key] === undefined) continue;
        const number = normalizePhone(body[key]);
        if (number === null) addFieldError(fields, key, PHONE_INVALID);
        else values[key] = number;
      }
      if (body.show_email !== undefined) values.showEmail = body.show_email;
      if (body.show_phone !== undefined) values.showPhone = body.show_phone;
      if (body.show_whatsapp !== undefined) values.showWhatsapp = body.show_whatsapp;
      if (body.state_code !== undefined) {
        const code = (body.state_code ?? '').trim().toUpperCase();
        if (!code) values.stateCode = null;
        else {
          const found = await database.query('select 1 from states where code = $1', [code]);
          if (found.length) values.stateCode = code;
          else addFieldError(fields, 'state_code', MESSAGES.stateInvalid);
        }
      }
      if (Object.keys(fields).length) throw validationError(fields);

      let newAvatar: string | null = null;
      if (avatarFile) {
        newAvatar = await storeAvatar(avatarFile, config.mediaDir);
        values.avatar = newAvatar;
      } else if (body.avatar === null) {
        values.avatar = null;
      }

      let row: UserRow;
      try {
        row = Object.keys(values).length ? await repo.update(userId, values) : current;
      } catch (err) {
        await removeAvatar(config.mediaDir, newAvatar);
        const field = uniqueViolationField(err);
        if (field === 'username') throw validationError({ username: [MESSAGES.usernameTaken] });
        throw err;
      }
      await publishFiles(avatarFiles(config.mediaDir, newAvatar));
      if ('avatar' in values && current.avatar && current.avatar !== row.avatar) {
        await removeAvatar(config.mediaDir, current.avatar).catch((err) =>
          log.warn({ err }, 'não foi possível remover a foto antiga'),
        );
      }
      return toUser(row, origin);
    },

    /**
     * Ends every session, this one included (its access token stops working at once), and opens a
     * new one for the device that made the change: the caller keeps the returned tokens.
     */
    async changePassword(userId: number, body: ChangePasswordBody): Promise<TokenPair> {
      const row = await repo.findById(userId);
      if (!row) throw tokenInvalid();
      const fields: FieldErrors = {};
      if (row.passwordHash && !(await verifyPassword(row.passwordHash, body.current_password))) {
        addFieldError(fields, 'current_password', MESSAGES.wrongPassword);
      } else if (row.passwordHash && body.new_password === body.current_password) {
        addFieldError(fields, 'new_password', MESSAGES.samePassword);
      }
      checkNewPassword(fields, 'new_password', body.new_password, body.new_password_confirm, 'new_password_confirm', {
        username: row.username,
        email: row.email,
        first_name: row.firstName,
        last_name: row.lastName,
      });
      if (Object.keys(fields).length) throw validationError(fields);
      const hash = await hashPassword(body.new_password);
      return orm.transaction(async (tx) => {
        const r = createUsersRepository(tx);
        await r.setPassword(userId, hash);
        const version = await r.endAllSessions(userId);
        return issueTokens(tx, userId, version);
      });
    },

    /**
     * Always the same answer. The e-mail is sent after the response is decided, so the time taken
     * does not tell whether the account exists either.
     */
    async requestPasswordReset(email: string): Promise<{ detail: string }> {
      const row = await repo.findByEmail(email.trim().toLowerCase());
      if (row && row.isActive) {
        void reset.sendResetMail(row).catch((err) => log.error({ err }, 'falha ao enviar o e-mail de redefinição'));
      }
      return { detail: MESSAGES.resetSent };
    },

    async confirmPasswordReset(body: PasswordResetConfirmBody): Promise<{ detail: string }> {
      const invalid = () => new AppError(400, 'invalid_reset_link', MESSAGES.resetInvalid);
      const id = reset.parseUid(body.uid);
      const row = id ? await repo.findById(id) : null;
      if (!row || !row.isActive || !reset.valid(row, body.token)) throw invalid();
      const fields: FieldErrors = {};
      checkNewPassword(fields, 'new_password', body.new_password, body.new_password_confirm, 'new_password_confirm', {
        username: row.username,
        email: row.email,
        first_name: row.firstName,
        last_name: row.lastName,
      });
      if (Object.keys(fields).length) throw validationError(fields);
      const hash = await hashPassword(body.new_password);
      await orm.transaction(async (tx) => {
        const r = createUsersRepository(tx);
        // Re-read under the transaction: a link used concurrently must not succeed twice.
        const fresh = await r.findById(row.id);
        if (!fresh || !reset.valid(fresh, body.token)) throw invalid();
        await r.setPassword(row.id, hash);
        await r.endAllSessions(row.id);
      });
      return { detail: MESSAGES.resetDone };
    },

    async getProfile(username: string, origin: string): Promise<PublicProfile> {
      const row = await repo.findByUsername(username);
      if (!row || !row.isActive) throw new AppError(404, 'not_found', MESSAGES.profileNotFound);
      const profile: PublicProfile = {
        username: row.username,
        first_name: row.firstName,
        avatar: mediaUrl(origin, row.avatar, 'large'),
        avatar_thumbnail: mediaUrl(origin, row.avatar, 'small'),
        bio: row.bio,
        state_code: row.stateCode,
        city: row.city,
        date_joined: new Date(row.dateJoined).toISOString(),
        active_ads_count: await repo.countActiveAds(row.id),
      };
      if (row.showEmail) profile.email = row.email;
      if (row.showPhone && row.phone) profile.phone = row.phone;
      if (row.showWhatsapp && row.whatsapp) profile.whatsapp = row.whatsapp;
      return profile;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
