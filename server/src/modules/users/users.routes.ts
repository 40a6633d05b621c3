import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, errorResponses, validationError } from '../../lib/errors';
import { createMailer } from '../../lib/mailer';
import type { App, ModuleOptions } from '../../lib/types';
import { bearerSecurity } from '../../plugins/auth';
import { multipartBody, readUpload } from '../../plugins/multipart';
import { rateLimitMessage } from '../../plugins/security';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '../../lib/avatar';
import type { GoogleKeys } from './google';
import { warmUpPasswords } from './passwords';
import {
  AccessToken,
  AccountExport,
  AuthResponse,
  ChangePasswordBody,
  DeleteMeBody,
  Detail,
  GoogleBody,
  LoginBody,
  PasswordResetBody,
  PasswordChanged,
  PasswordResetConfirmBody,
  PublicProfile,
  RefreshBody,
  RegisterBody,
  TokenPair,
  UpdateMeBody,
  UpdateMeMultipartBody,
  User,
  UsernameParams,
} from './users.schemas';
import { createUsersService } from './users.service';

export interface UsersModuleOptions extends ModuleOptions {
  /** Replaces Google's public keys (tests sign ID tokens with a local RSA key). */
  googleKeys?: GoogleKeys | null;
}

const TAG = 'users';
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export async function usersRoutes(app: App, options: UsersModuleOptions) {
  const { config } = options;
  const service = createUsersService({
    database: app.db,
    config,
    signer: app.auth.signer,
    mailer: createMailer(config, app.log),
    log: app.log,
    googleKeys: options.googleKeys,
  });
  void warmUpPasswords();

  /**
   * The address media URLs are built on: the one the client used when it is a known one (so
   * localhost and 127.0.0.1 both work), else SITE_URL — a forged Host header is never echoed.
   */
  const knownOrigins = new Set([new URL(config.siteUrl).origin, ...config.corsOrigins]);
  const siteOrigin = new URL(config.siteUrl).origin;
  const originOf = (request: FastifyRequest): string => {
    const used = `${request.protocol}://${request.host}`;
    return knownOrigins.has(used) || LOCAL_ORIGIN.test(used) ? used : siteOrigin;
  };

  /**
   * A second limit keyed by something in the body (the account's e-mail), on top of the route's
   * per-IP limit. @fastify/rate-limit runs one limiter per request, so this one answers itself.
   */
  const perIp = (max: number, timeWindow: number) => (config.rateLimits ? { max, timeWindow } : false);

  function limitPerKey(
    name: string,
    max: number,
    timeWindow: number,
    key: (req: FastifyRequest) => string | null,
  ): preHandlerAsyncHookHandler {
    if (!config.rateLimits) return async () => undefined;
    const limiter = app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (req) => `${name}:${key(req) ?? ''}`,
    });
    return async (req, reply) => {
      if (!key(req)) return;
      const result = await limiter(req);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError(429, 'rate_limited', rateLimitMessage(result.ttl));
      }
    };
  }
  const bodyEmail = (req: FastifyRequest) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
  };

  app.post(
    '/api/v1/users/register/',
    {
      config: { rateLimit: perIp(5, HOUR) },
      schema: {
        operationId: 'registerUser',
        tags: [TAG],
        summary: 'Cria uma conta e já entra nela',
        body: RegisterBody,
        response: { 201: AuthResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.register(request.body, originOf(request))),
  );

  app.post(
    '/api/v1/token/',
    {
      config: { rateLimit: perIp(10, 15 * MINUTE) },
      // Guessing one member's password from one address stops at 10 tries; the per-e-mail
      // ceiling only stops guessing spread over many addresses, so a stranger cannot lock the
      // member out of their own sign-in by failing it on purpose.
      preHandler: [
        limitPerKey('login', 10, 15 * MINUTE, (req) => {
          const email = bodyEmail(req);
          return email ? `${email}|${req.ip}` : null;
        }),
        limitPerKey('login-email', 100, HOUR, bodyEmail),
      ],
      schema: {
        operationId: 'createToken',
        tags: [TAG],
        summary: 'Entra com e-mail e senha',
        body: LoginBody,
        response: { 200: TokenPair, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => service.login(request.body),
  );

  app.post(
    '/users/token/refresh/',
    {
      // Every tab of every member behind one address renews every 15 minutes: generous per IP.
      config: { rateLimit: perIp(300, 15 * MINUTE) },
      schema: {
        operationId: 'refreshToken',
        tags: [TAG],
        summary: 'Troca o token de renovação por um novo par (o enviado deixa de valer)',
        body: RefreshBody,
        response: { 200: AccessToken, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => service.refresh(request.body.refresh),
  );

  app.post(
    '/api/v1/token/revoke/',
    {
      schema: {
        operationId: 'revokeToken',
        tags: [TAG],
        summary: 'Revoga um token de renovação (sair)',
        body: RefreshBody,
        response: { 204: { type: 'null', description: 'Token revogado.' }, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await service.revoke(request.body.refresh);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/users/me/',
    {
      onRequest: app.auth.required,
      schema: {
        operationId: 'getMe',
        tags: [TAG],
        summary: 'A conta de quem está conectado',
        security: bearerSecurity,
        response: { 200: User, ...errorResponses(401) },
      },
    },
    async (request) => service.getMe(request.user!.id, originOf(request)),
  );

  app.put(
    '/api/v1/users/me/',
    {
      // Authenticate before reading an upload.
      onRequest: app.auth.required,
      // Text fields become the body (validated by the multipart schema); the photo waits aside.
      preValidation: multipartBody({
        limits: { fileSize: AVATAR_MAX_BYTES, files: 1 },
        repeated: 'last',
        tooLarge: () => validationError({ avatar: [AVATAR_MESSAGES.size] }),
      }),
      schema: {
        operationId: 'updateMe',
        tags: [TAG],
        summary: 'Atualiza o perfil (JSON, ou multipart com a foto em avatar)',
        security: bearerSecurity,
        body: {
          content: {
            'application/json': { schema: UpdateMeBody },
            'multipart/form-data': { schema: UpdateMeMultipartBody },
          },
        },
        response: { 200: User, ...errorResponses(400, 401, 413) },
      },
    },
    async (request) => {
      const upload = request.uploads?.find((f) => f.field === 'avatar' && f.size);
      const avatar = upload ? await readUpload(upload) : null;
      const me = await service.updateMe(request.user!.id, request.body as UpdateMeBody, avatar, originOf(request));
      // An ad page shows its owner's name, photo and city: visitors' cached copies go.
      await app.publicCache.announce();
      return me;
    },
  );

  app.delete(
    '/api/v1/users/me/',
    {
      config: { rateLimit: perIp(10, 15 * MINUTE) },
      onRequest: app.auth.required,
      schema: {
        operationId: 'deleteMe',
        tags: [TAG],
        summary: 'Exclui a conta e seus dados pessoais (LGPD)',
        security: bearerSecurity,
        body: DeleteMeBody,
        response: { 204: { type: 'null', description: 'Conta excluída.' }, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await service.deleteMe(request.user!.id, request.body ?? {});
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/users/me/export/',
    {
      onRequest: app.auth.required,
      schema: {
        operationId: 'exportMe',
        tags: [TAG],
        summary: 'Baixa em JSON tudo o que a Tribo guarda sobre a conta (LGPD)',
        security: bearerSecurity,
        response: { 200: AccountExport, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const data = await service.exportMe(request.user!.id, originOf(request));
      reply.header('content-disposition', `attachment; filename="tribo-meus-dados-${request.user!.username}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    '/api/v1/users/me/password/',
    {
      config: { rateLimit: perIp(10, 15 * MINUTE) },
      onRequest: app.auth.required,
      schema: {
        operationId: 'updatePassword',
        tags: [TAG],
        summary: 'Troca a senha (encerra as outras sessões)',
        security: bearerSecurity,
        body: ChangePasswordBody,
        response: { 200: PasswordChanged, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const tokens = await service.changePassword(request.user!.id, request.body);
      return { detail: 'Senha alterada com sucesso. Entre novamente nos outros dispositivos.', ...tokens };
    },
  );

  app.post(
    '/auth/callback/google/',
    {
      config: { rateLimit: perIp(20, 15 * MINUTE) },
      schema: {
        operationId: 'loginWithGoogle',
        tags: [TAG],
        summary: 'Entra (ou cria a conta) com um ID token do Google',
        body: GoogleBody,
        response: { 200: AuthResponse, ...errorResponses(400, 403, 409, 429, 503) },
      },
    },
    async (request) => service.googleLogin(request.body.token, originOf(request)),
  );

  app.post(
    '/api/v1/users/password-reset/',
    {
      config: { rateLimit: perIp(5, HOUR) },
      preHandler: limitPerKey('password-reset', 3, HOUR, bodyEmail),
      schema: {
        operationId: 'resetPassword',
        tags: [TAG],
        summary: 'Envia por e-mail um link para redefinir a senha',
        body: PasswordResetBody,
        response: { 200: Detail, ...errorResponses(400, 429) },
      },
    },
    async (request) => service.requestPasswordReset(request.body.email),
  );

  app.post(
    '/api/v1/users/password-reset/confirm/',
    {
      config: { rateLimit: perIp(20, 15 * MINUTE) },
      schema: {
        operationId: 'confirmPasswordReset',
        tags: [TAG],
        summary: 'Define a nova senha com o link recebido por e-mail',
        body: PasswordResetConfirmBody,
        response: { 200: Detail, ...errorResponses(400, 429) },
      },
    },
    async (request) => service.confirmPasswordReset(request.body),
  );

  app.get(
    '/api/v1/users/profiles/:username/',
    {
      schema: {
        operationId: 'getProfile',
        tags: [TAG],
        summary: 'Perfil público de um membro',
        params: UsernameParams,
        response: { 200: PublicProfile, ...errorResponses(404) },
      },
    },
    async (request) => service.getProfile(request.params.username, originOf(request)),
  );
}
