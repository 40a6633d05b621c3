import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { addFieldError, AppError, validationError, type FieldErrors } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { InvalidTokenError, type Signer } from '../../lib/tokens';
import { tokenInvalid } from '../../plugins/auth';
import { removeFiles, variantFiles } from '../ads/ads.images';
import { notify } from '../notifications/notifications.producer';
import { createTribesService } from '../tribes/tribes.service';
import { AVATAR_SIZES, avatarFileName, removeAvatar, storeAvatar } from './avatar';
import { GoogleTokenError, verifyGoogleIdToken, type GoogleKeys } from './google';
import { checkPasswordPolicy, hashPassword, verifyPassword } from './passwords';
import { createUsersRepository, type NewUser, type UserRow } from './users.repository';
import type {
  AccountExport,
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

const USERNAME_RE = /^[A-Za-z0-9_.-]{3,30}$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A password-reset link lives one hour. */
export const RESET_TTL_SECONDS = 60 * 60;

export const MESSAGES = {
  usernameFormat: 'O nome de usuário deve ter de 3 a 30 caracteres e usar só letras, números, _ . ou -.',
  usernameTaken: 'Este nome de usuário já está em uso.',
  emailTaken: 'Já existe uma conta com este e-mail.',
  passwordMismatch: 'As senhas não coincidem.',
  inviteInvalid: 'Convite inválido ou expirado.',
  invalidCredentials: 'E-mail ou senha incorretos.',
  resetSent:
    'Se existir uma conta com este e-mail, enviamos um link para redefinir a senha. Confira sua caixa de entrada.',
  resetDone: 'Senha redefinida com sucesso. Entre com a nova senha.',
  resetInvalid: 'O link de redefinição de senha é inválido ou expirou. Solicite um novo.',
  passwordChanged: 'Senha alterada com sucesso.',
  wrongPassword: 'Senha incorreta.',
  stateInvalid: 'Estado inválido. Use a sigla de uma UF, ex.: SP.',
  googleNotConfigured: 'O login com Google não está configurado neste servidor.',
  googleInvalid: 'Não foi possível confirmar o login com o Google. Tente novamente.',
  googleEmailNotVerified: 'O e-mail da sua conta Google não foi verificado.',
  googleOtherAccount: 'Este e-mail já está vinculado a outra conta Google.',
  accountDisabled: 'Esta conta está desativada.',
  deleteConfirmation: 'Digite EXCLUIR para confirmar a exclusão da conta.',
  welcomeTitle: 'Bem-vindo à Tribo!',
  profileNotFound: 'Perfil não encontrado.',
} as const;

export interface UsersServiceDeps {
  database: Database;
  config: Config;
  signer: Signer;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Replaces Google's key set (tests sign tokens with a local key). */
  googleKeys?: GoogleKeys | null;
}

/** Unique-violation of one of the users table's case-insensitive indexes, as a field name. */
function uniqueViolationField(err: unknown): 'username' | 'email' | null {
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

function base64url(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64url');
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

export function createUsersService(deps: UsersServiceDeps) {
  const { database, config, signer, mailer, log } = deps;
  const orm = database.orm;
  const repo = createUsersRepository(orm);
  const resetKey = createHmac('sha256', config.jwtSecret).update('tribo:password-reset:v1').digest();

  function mediaUrl(origin: string, key: string | null, size: keyof typeof AVATAR_SIZES): string | null {
    return key ? `${origin}/media/${avatarFileName(key, size)}` : null;
  }

  function toUser(row: UserRow, origin: string): User {
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      avatar: mediaUrl(origin, row.avatar, 'large'),
      avatar_thumbnail: mediaUrl(origin, row.avatar, 'small'),
      bio: row.bio,
      phone: row.phone,
      whatsapp: row.whatsapp,
      show_email: row.showEmail,
      show_phone: row.showPhone,
      show_whatsapp: row.showWhatsapp,
      state_code: row.stateCode,
      city: row.city,
      is_staff: row.isStaff,
      is_superuser: row.isSuperuser,
      email_verified: row.emailVerified,
      has_password: Boolean(row.passwordHash),
      date_joined: new Date(row.dateJoined).toISOString(),
    };
  }

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

  function resetSignature(row: UserRow, issuedAt: number): string {
    // The hash and the change time are in the signature: a new password voids every earlier link.
    const material = [
      row.id,
      row.email.toLowerCase(),
      row.passwordHash ?? '',
      new Date(row.passwordChangedAt).getTime(),
      issuedAt,
    ].join('|');
    return createHmac('sha256', resetKey).update(material).digest('base64url');
  }

  function makeResetToken(row: UserRow, now = Date.now()): string {
    const issuedAt = Math.floor(now / 1000);
    return `${issuedAt.toString(36)}-${resetSignature(row, issuedAt)}`;
  }

  function resetTokenValid(row: UserRow, token: string): boolean {
    const match = /^([0-9a-z]{1,10})-([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return false;
    const issuedAt = parseInt(match[1], 36);
    const now = Math.floor(Date.now() / 1000);
    if (!Number.isFinite(issuedAt) || now - issuedAt > RESET_TTL_SECONDS || issuedAt > now + 60) return false;
    const expected = Buffer.from(resetSignature(row, issuedAt));
    const given = Buffer.from(match[2]);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  function parseUid(uid: string): number | null {
    try {
      const text = Buffer.from(uid, 'base64url').toString('utf8');
      return /^[1-9]\d{0,17}$/.test(text) ? Number(text) : null;
    } catch {
      return null;
    }
  }

  async function sendResetMail(row: UserRow) {
    const link = `${config.siteUrl}/reset-password-confirm/${base64url(String(row.id))}/${makeResetToken(row)}`;
    const name = row.firstName || row.username;
    await mailer.send({
      to: row.email,
      subject: 'Redefinição de senha — Tribo',
      text: [
        `Olá, ${name}!`,
        '',
        'Recebemos um pedido para redefinir a senha da sua conta na Tribo.',
        'Para escolher uma nova senha, abra o link abaixo (ele vale por 1 hora e só pode ser usado uma vez):',
        '',
        link,
        '',
        'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
        '',
        'Equipe Tribo',
      ].join('\n'),
    });
    if (!config.smtpUrl) log.info({ link }, 'link de redefinição de senha (SMTP_URL não definido)');
  }

  return {
    toUser,

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
          const row = await r.insert({ username, email, passwordHash, firstName, lastName });
          if (invite) await createTribesService(tx).redeemInvitation(invite, row.id);
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

    async refresh(token: string): Promise<{ access: string }> {
      let userId: number;
      let jti: string;
      let claimed: number;
      try {
        const claims = await signer.verify(token, 'refresh');
        userId = Number(claims.sub);
        jti = claims.jti;
        claimed = claims.ver ?? 0;
      } catch (err) {
        if (err instanceof InvalidTokenError) throw tokenInvalid();
        throw err;
      }
      if (!UUID_RE.test(jti) || !Number.isSafeInteger(userId)) throw tokenInvalid();
      const version = await repo.refreshTokenGeneration(jti, userId);
      if (version === null || version !== claimed) throw tokenInvalid();
      return { access: (await signer.sign(userId, 'access', { version })).token };
    },

    /** Logout: the token stops working. An already expired one needs nothing. */
    async revoke(token: string): Promise<void> {
      try {
        const claims = await signer.verify(token, 'refresh');
        if (UUID_RE.test(claims.jti)) await repo.revokeRefreshToken(claims.jti);
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
      if (body.phone !== undefined) values.phone = body.phone.trim();
      if (body.whatsapp !== undefined) values.whatsapp = body.whatsapp.trim();
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
        void sendResetMail(row).catch((err) => log.error({ err }, 'falha ao enviar o e-mail de redefinição'));
      }
      return { detail: MESSAGES.resetSent };
    },

    async confirmPasswordReset(body: PasswordResetConfirmBody): Promise<{ detail: string }> {
      const invalid = () => new AppError(400, 'invalid_reset_link', MESSAGES.resetInvalid);
      const id = parseUid(body.uid);
      const row = id ? await repo.findById(id) : null;
      if (!row || !row.isActive || !resetTokenValid(row, body.token)) throw invalid();
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
        if (!fresh || !resetTokenValid(fresh, body.token)) throw invalid();
        await r.setPassword(row.id, hash);
        await r.endAllSessions(row.id);
      });
      return { detail: MESSAGES.resetDone };
    },

    async googleLogin(token: string, origin: string): Promise<AuthResponse> {
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
            });
            await welcome(tx, row);
          }
          const tokens = await issueTokens(tx, row.id, row.tokenVersion);
          return { ...tokens, user: toUser(row, origin) };
        });
      try {
        return await run();
      } catch (err) {
        // Two first sign-ins of the same person at once: the second finds the account on retry.
        if (uniqueViolationField(err)) return run();
        throw err;
      }
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

    /** LGPD: removes the account and, through the foreign keys, everything tied to it. */
    async deleteMe(userId: number, body: DeleteMeBody): Promise<void> {
      const row = await repo.findById(userId);
      if (!row) throw tokenInvalid();
      if (row.passwordHash) {
        if (!body.password || !(await verifyPassword(row.passwordHash, body.password))) {
          throw validationError({ password: [MESSAGES.wrongPassword] });
        }
      } else if ((body.confirmation ?? '').trim().toUpperCase() !== 'EXCLUIR') {
        throw validationError({ confirmation: [MESSAGES.deleteConfirmation] });
      }
      const adFiles = await orm.transaction(async (tx) => {
        const r = createUsersRepository(tx);
        const variants = await r.adImageVariants(userId);
        await r.deleteUser(userId);
        return variants.flatMap((v) => variantFiles(v, config.mediaDir));
      });
      // Files go after the commit: a failed deletion keeps the account whole.
      await Promise.all([removeAvatar(config.mediaDir, row.avatar), removeFiles(adFiles)]).catch((err) =>
        log.warn({ err }, 'não foi possível remover arquivos da conta excluída'),
      );
    },

    /** LGPD: everything the service holds about the member, secrets (hashes, token ids) left out. */
    async exportMe(userId: number, origin: string): Promise<AccountExport> {
      const row = await repo.findById(userId);
      if (!row) throw tokenInvalid();
      const related = await repo.exportRelated(userId);
      // Secrets never leave; search-index columns are machinery, not data about the member.
      const secret = /password|secret|_hash$|^jti$|^search_(vector|text)$/;
      const data: AccountExport['data'] = {};
      for (const [table, list] of Object.entries(related)) {
        data[table] = list.map((item) => Object.fromEntries(Object.entries(item).filter(([k]) => !secret.test(k))));
      }
      return {
        generated_at: new Date().toISOString(),
        user: {
          ...toUser(row, origin),
          is_active: row.isActive,
          google_linked: Boolean(row.googleSub),
          last_login: row.lastLogin ? new Date(row.lastLogin).toISOString() : null,
          password_changed_at: new Date(row.passwordChangedAt).toISOString(),
        },
        data,
      };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
