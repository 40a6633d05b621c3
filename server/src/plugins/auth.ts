import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError, forbidden } from '../lib/errors';
import { createNotifiedCache, type NotifiedCache } from '../lib/notifiedCache';
import { createSigner, InvalidTokenError, type Signer } from '../lib/tokens';

export interface AuthUser {
  id: number;
  username: string;
  isStaff: boolean;
  isSuperuser: boolean;
  /** The session generation (users.token_version) the request's access token belongs to. */
  sessionVersion: number;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AuthTools {
  signer: Signer;
  /**
   * A valid access token of an active user, else 401. Sets request.user. Routes run it onRequest,
   * before validation: a visitor gets 401, never a 400 that describes the route's input.
   */
  required: Guard;
  /** Sets request.user when a token is sent (an invalid one is still 401), else null. */
  optional: Guard;
  /** Signed in and is_staff or is_superuser, else 401/403 (onRequest too). */
  staff: Guard;
  /**
   * Whether the session behind an authenticated request is still current (account there and
   * active, generation unchanged). Long-lived responses (the notifications stream) ask again.
   */
  sessionCurrent(user: AuthUser): Promise<boolean>;
  /** The per-process cache of session rows, by user id (tests: ready(), invalidate()). */
  sessions: NotifiedCache<number, SessionRow | null>;
}

/** What a request's authentication reads of its user: privileges, is_active and the generation. */
export interface SessionRow {
  id: string | number;
  username: string;
  is_staff: boolean;
  is_superuser: boolean;
  is_active: boolean;
  token_version: number;
}

/** The NOTIFY channel of migration 0068's trigger: the payload is the changed user's id. */
export const SESSION_CHANNEL = 'session_changed';
/** Session rows kept per process at most (the oldest go first). */
const MAX_SESSIONS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthTools;
  }
  interface FastifyRequest {
    /** The signed-in user (after auth.required / auth.optional), or null. */
    user: AuthUser | null;
  }
}

/** OpenAPI security requirement for routes behind auth.required / auth.staff. */
export const bearerSecurity = [{ bearerAuth: [] as string[] }];

export const tokenInvalid = () =>
  new AppError(401, 'token_not_valid', 'Sua sessão expirou ou é inválida. Entre novamente.');

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw tokenInvalid();
  return match[1];
}

export function registerAuth(app: FastifyInstance, config: Config) {
  const signer = createSigner(config.jwtSecret);
  /**
   * The row every authenticated request needs, kept config.sessionCacheMs (2 s) per process so a
   * member's requests do not each hold a pool connection twice. Safe as reading it every time:
   * migration 0068's trigger announces every change of these columns and every deletion at commit,
   * and each pooled connection hears it (`pooled`), so the process that wrote has dropped the entry
   * when its write resolves, and the other processes a moment later through their listener. Nothing
   * is kept while that listener is not up, and a read that started before a change is never stored
   * (notifiedCache's generation).
   */
  const sessions = createNotifiedCache<number, SessionRow | null>(app.db, {
    channel: SESSION_CHANNEL,
    ttlMs: config.sessionCacheMs,
    maxEntries: MAX_SESSIONS,
    keyOf: (payload) => (/^\d+$/.test(payload) ? Number(payload) : null),
    pooled: true,
    listenFirst: true,
    name: 'sessões',
    log: app.log,
  });
  // Listening before the first request: the pooled connections hear the channel from then on.
  if (config.sessionCacheMs > 0) app.addHook('onReady', () => sessions.ready());
  app.addHook('onClose', async () => sessions.close());
  const readSession = async (userId: number) =>
    (
      await app.db.query<SessionRow>(
        'select id, username, is_staff, is_superuser, is_active, token_version from users where id = $1',
        [userId],
      )
    )[0] ?? null;

  async function authenticate(request: FastifyRequest, required: boolean) {
    const token = bearerToken(request);
    if (!token) {
      if (required) throw new AppError(401, 'not_authenticated', 'Você precisa entrar para continuar.');
      request.user = null;
      return;
    }
    let userId: number;
    let version: number;
    try {
      const claims = await signer.verify(token, 'access');
      userId = Number(claims.sub);
      version = claims.ver ?? 0;
    } catch (err) {
      if (err instanceof InvalidTokenError) throw tokenInvalid();
      throw err;
    }
    if (!Number.isSafeInteger(userId)) throw tokenInvalid();
    // Privileges and is_active must be current, and the session generation comes with them: one
    // primary-key lookup, or the process's copy of it (dropped by every change, see above).
    const row = await sessions.get(userId, () => readSession(userId));
    // A deleted or deactivated account, or a token from before a password change or reset (the
    // generation moved on), is refused at once instead of living out its 15 minutes.
    if (!row || !row.is_active || Number(row.token_version) !== version) throw tokenInvalid();
    request.user = {
      id: Number(row.id),
      username: String(row.username),
      isStaff: Boolean(row.is_staff),
      isSuperuser: Boolean(row.is_superuser),
      sessionVersion: version,
    };
  }

  app.decorateRequest('user', null);
  app.decorate<AuthTools>('auth', {
    signer,
    required: (request) => authenticate(request, true),
    optional: (request) => authenticate(request, false),
    staff: async (request) => {
      await authenticate(request, true);
      if (!request.user?.isStaff && !request.user?.isSuperuser) throw forbidden('Acesso restrito à equipe da Tribo.');
    },
    sessionCurrent: async (user) => {
      const [row] = await app.db.query<{ ok: boolean }>(
        'select is_active and token_version = $2 as ok from users where id = $1',
        [user.id, user.sessionVersion],
      );
      return Boolean(row?.ok);
    },
    sessions,
  });
}
