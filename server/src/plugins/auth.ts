import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError, forbidden } from '../lib/errors';
import { createSigner, InvalidTokenError, type Signer } from '../lib/tokens';

export interface AuthUser {
  id: number;
  username: string;
  isStaff: boolean;
  isSuperuser: boolean;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AuthTools {
  signer: Signer;
  /** preHandler: a valid access token of an active user, else 401. Sets request.user. */
  required: Guard;
  /** preHandler: sets request.user when a token is sent (an invalid one is still 401), else null. */
  optional: Guard;
  /** preHandler: signed in and is_staff or is_superuser, else 401/403. */
  staff: Guard;
}

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

  async function authenticate(request: FastifyRequest, required: boolean) {
    const token = bearerToken(request);
    if (!token) {
      if (required) throw new AppError(401, 'not_authenticated', 'Você precisa entrar para continuar.');
      request.user = null;
      return;
    }
    let userId: number;
    try {
      userId = Number((await signer.verify(token, 'access')).sub);
    } catch (err) {
      if (err instanceof InvalidTokenError) throw tokenInvalid();
      throw err;
    }
    const [row] = await app.db.query<{
      id: string | number;
      username: string;
      is_staff: boolean;
      is_superuser: boolean;
      is_active: boolean;
    }>('select id, username, is_staff, is_superuser, is_active from users where id = $1', [userId]);
    if (!row || !row.is_active) throw tokenInvalid();
    request.user = {
      id: Number(row.id),
      username: String(row.username),
      isStaff: Boolean(row.is_staff),
      isSuperuser: Boolean(row.is_superuser),
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
  });
}
