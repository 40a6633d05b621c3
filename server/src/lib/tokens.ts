import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** Token lifetimes: access 15 minutes, refresh 14 days absolute. */
export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 14 * 24 * 60 * 60;

const ALG = 'HS256';
const ISSUER = 'tribo-api';
const AUDIENCE = 'tribo-spa';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  /** user id */
  sub: string;
  typ: TokenType;
  jti: string;
  exp: number;
  iat: number;
  /**
   * The user's session generation (users.token_version) when the token was issued. Absent in
   * tokens issued before the claim existed, which count as generation 0.
   */
  ver?: number;
}

export interface Signer {
  sign(
    userId: number,
    typ: TokenType,
    opts?: { ttlSeconds?: number; jti?: string; version?: number },
  ): Promise<{ token: string; jti: string; expiresAt: Date }>;
  /** Verifies signature (allow-listed algorithm), iss, aud, exp and typ; throws InvalidTokenError. */
  verify(token: string, typ: TokenType): Promise<TokenClaims>;
}

export class InvalidTokenError extends Error {
  constructor(public readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'Token expirado.' : 'Token inválido.');
  }
}

/** Access tokens already verified, kept until they expire (at most this many; the oldest go first). */
const VERIFIED_MAX = 10_000;

export function createSigner(secret: string): Signer {
  const key = new TextEncoder().encode(secret);
  // A member's access token comes with every request for 15 minutes: its signature and claims are
  // checked once (an HMAC and a JSON parse, a twentieth of a signed-in request's cost in bench:load)
  // and the verified claims reused until exp. Whether the session is still current (account active,
  // generation unchanged) is not cached: plugins/auth.ts reads the user row on every request.
  const verified = new Map<string, TokenClaims>();
  return {
    async sign(userId, typ, opts = {}) {
      const jti = opts.jti ?? randomUUID();
      const ttl = opts.ttlSeconds ?? (typ === 'access' ? ACCESS_TTL_SECONDS : REFRESH_TTL_SECONDS);
      const now = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ typ, ver: opts.version ?? 0 })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttl)
        .setJti(jti)
        .sign(key);
      return { token, jti, expiresAt: new Date((now + ttl) * 1000) };
    },
    async verify(token, typ) {
      const known = verified.get(token);
      if (known) {
        if (known.typ === typ && known.exp > Date.now() / 1000) return known;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALG], issuer: ISSUER, audience: AUDIENCE });
        if (
          payload.typ !== typ ||
          !payload.sub ||
          !payload.jti ||
          typeof payload.exp !== 'number' ||
          (payload.ver !== undefined && !(Number.isSafeInteger(payload.ver) && Number(payload.ver) >= 0))
        ) {
          throw new InvalidTokenError('invalid');
        }
        const claims = payload as unknown as TokenClaims;
        if (typ === 'access') {
          if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
          verified.set(token, claims);
        }
        return claims;
      } catch (err) {
        if (err instanceof InvalidTokenError) throw err;
        if (err instanceof joseErrors.JWTExpired) throw new InvalidTokenError('expired');
        throw new InvalidTokenError('invalid');
      }
    },
  };
}
