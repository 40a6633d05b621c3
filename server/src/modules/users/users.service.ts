import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { addFieldError, AppError, validationError, type FieldErrors } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { Signer } from '../../lib/tokens';
import { tokenInvalid } from '../../plugins/auth';
import { notify } from '../notifications/notifications.producer';
import { createTribesService } from '../tribes/tribes.service';
import { mediaStorage } from '../../lib/storage/create';
import { avatarFiles, removeAvatar, storeAvatar } from '../../lib/avatar';
import type { GoogleKeys } from './google';
import { checkPasswordPolicy, hashPassword, verifyPassword } from './passwords';
import { googleLogin } from './users.google';
import { termsAccepted } from './terms';
import { deleteMe, exportMe } from './users.lgpd';
import { mediaUrl, toUser } from './users.mappers';
import { normalizePhone, PHONE_INVALID } from '../../lib/phone';
import { ratingOf } from '../../lib/rating';
import { MESSAGES } from './users.messages';
import { createUsersRepository, uniqueViolationField, type NewUser, type UserRow } from './users.repository';
import { createResetLinks } from './users.reset';
import { createSessions } from './users.sessions';
import type {
  AuthResponse,
  ChangePasswordBody,
  DeleteMeBody,
  PasswordResetConfirmBody,
  PublicProfile,
  RegisterBody,
  TokenPair,
  UpdateMeBody,
  User,
} from './users.schemas';

// The staff's changes to an account (suspension, staff role), for modules/reports.
export { findAccount, reactivateAccount, setStaffRole, suspendAccount } from './users.moderation';

// Accounts: registration, profile edits, password change and reset, public profiles; the sessions
// (sign in, refresh, sign out) are in users.sessions.ts, Google sign-in and LGPD in their own files.

const USERNAME_RE = /^[A-Za-z0-9_.-]{3,30}$/;

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
  const sessions = createSessions({ orm, signer });
  const { issueTokens } = sessions;

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

    login: sessions.login,
    refresh: sessions.refresh,
    revoke: sessions.revoke,

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
      if (body.message_emails !== undefined) values.messageEmails = body.message_emails;
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
        newAvatar = await storeAvatar(avatarFile, mediaStorage(config));
        values.avatar = newAvatar;
      } else if (body.avatar === null) {
        values.avatar = null;
      }

      let row: UserRow;
      try {
        row = Object.keys(values).length ? await repo.update(userId, values) : current;
      } catch (err) {
        await removeAvatar(mediaStorage(config), newAvatar);
        const field = uniqueViolationField(err);
        if (field === 'username') throw validationError({ username: [MESSAGES.usernameTaken] });
        throw err;
      }
      await mediaStorage(config).publish(avatarFiles(newAvatar));
      if ('avatar' in values && current.avatar && current.avatar !== row.avatar) {
        await removeAvatar(mediaStorage(config), current.avatar).catch((err) =>
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
        rating: ratingOf(row.ratingSum, row.ratingCount),
      };
      if (row.showEmail) profile.email = row.email;
      if (row.showPhone && row.phone) profile.phone = row.phone;
      if (row.showWhatsapp && row.whatsapp) profile.whatsapp = row.whatsapp;
      return profile;
    },
  };
}
