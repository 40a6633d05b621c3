import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** Google's signing keys (JWKS), fetched and cached by jose. */
const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** Google writes either form in `iss`. */
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export class GoogleTokenError extends Error {
  constructor(public readonly reason: 'invalid' | 'email_not_verified') {
    super(reason);
  }
}

export type GoogleKeys = JWTVerifyGetKey;

let remoteKeys: GoogleKeys | null = null;

/**
 * Verifies a Google ID token: RS256 signature against Google's keys, `aud` = our client id,
 * `iss`, `exp`, and a verified e-mail. `keys` replaces Google's key set (tests use a local one).
 */
export async function verifyGoogleIdToken(
  token: string,
  clientId: string,
  keys?: GoogleKeys | null,
): Promise<GoogleIdentity> {
  const getKey = keys ?? (remoteKeys ??= createRemoteJWKSet(new URL(GOOGLE_CERTS_URL)));
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, getKey, {
      algorithms: ['RS256'],
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 30,
    }));
  } catch {
    throw new GoogleTokenError('invalid');
  }
  const email = typeof payload.email === 'string' ? payload.email.trim() : '';
  if (typeof payload.sub !== 'string' || !payload.sub || !email) throw new GoogleTokenError('invalid');
  // Google sends a boolean; older tokens carried the string "true".
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  if (!verified) throw new GoogleTokenError('email_not_verified');
  return {
    sub: payload.sub,
    email,
    emailVerified: verified,
    givenName: typeof payload.given_name === 'string' ? payload.given_name.slice(0, 150) : '',
    familyName: typeof payload.family_name === 'string' ? payload.family_name.slice(0, 150) : '',
  };
}
