import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/errors';

const MINUTE = 60 * 1000;

export interface MemberRateLimit {
  /** Names the counter: routes that give the same name share it. */
  name: string;
  max: number;
  timeWindow: number;
  /** The pt-BR sentence before "Tente novamente em N minutos." */
  message: string;
  /** Whether this request counts (a message added to an existing conversation does not start one). */
  counts?: (req: FastifyRequest) => Promise<boolean>;
}

/**
 * A per-member limit (a preHandler after the sign-in check), counted in the database like every
 * other limit (plugins/rateLimitStore.ts), so every process shares it. Over it: 429 in the error
 * shape with a `retry-after` header. `RATE_LIMITS=false` lifts it.
 */
export function memberRateLimit(
  app: FastifyInstance,
  enabled: boolean,
  { name, max, timeWindow, message, counts }: MemberRateLimit,
): preHandlerAsyncHookHandler {
  if (!enabled) return async () => undefined;
  const limiter = app.createRateLimit({ max, timeWindow, keyGenerator: (req) => `${name}:${req.user?.id ?? ''}` });
  return async (req, reply) => {
    if (counts && !(await counts(req))) return;
    const result = await limiter(req);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      const minutes = Math.max(1, Math.ceil(result.ttl / MINUTE));
      throw new AppError(
        429,
        'rate_limited',
        `${message} Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
      );
    }
  };
}
