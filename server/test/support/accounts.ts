import { randomBytes } from 'node:crypto';
import type { App } from '../../src/lib/types';

let ipSeq = 0;

/**
 * A fresh client address for app.inject: the accounts routes are rate-limited per IP, so tests
 * that sign in or register many times give each call its own address unless they test the limit.
 */
export function uniqueIp(): string {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

/** A password that passes the policy (long, random, unrelated to the account). */
export const STRONG_PASSWORD = 'Cavalo-Bateria-Grampo-42';

export interface RegisteredUser {
  id: number;
  username: string;
  email: string;
  password: string;
  access: string;
  refresh: string;
  headers: { authorization: string };
  user: Record<string, unknown>;
}

/** Registers through POST /api/v1/users/register/ (the real flow) and returns the session. */
export async function registerUser(
  app: App,
  overrides: Partial<{
    username: string;
    email: string;
    password: string;
    first_name: string;
    last_name: string;
    invite_token: string;
  }> = {},
): Promise<RegisteredUser> {
  const tag = randomBytes(4).toString('hex');
  const username = overrides.username ?? `membro_${tag}`;
  const email = overrides.email ?? `${username.toLowerCase()}@exemplo.com.br`;
  const password = overrides.password ?? STRONG_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/register/',
    remoteAddress: uniqueIp(),
    payload: {
      username,
      email,
      password,
      password_confirm: password,
      first_name: overrides.first_name ?? 'Maria',
      last_name: overrides.last_name ?? 'Souza',
      ...(overrides.invite_token ? { invite_token: overrides.invite_token } : {}),
    },
  });
  if (res.statusCode !== 201) throw new Error(`registro falhou (${res.statusCode}): ${res.body}`);
  const body = res.json();
  return {
    id: body.user.id,
    username: body.user.username,
    email: body.user.email,
    password,
    access: body.access,
    refresh: body.refresh,
    headers: { authorization: `Bearer ${body.access}` },
    user: body.user,
  };
}

/** Signs in through POST /api/v1/token/ and returns { access, refresh, headers }. */
export async function signIn(
  app: App,
  credentials: { email: string; password: string },
): Promise<{ access: string; refresh: string; headers: { authorization: string } }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/token/',
    remoteAddress: uniqueIp(),
    payload: { email: credentials.email, password: credentials.password },
  });
  if (res.statusCode !== 200) throw new Error(`login falhou (${res.statusCode}): ${res.body}`);
  const { access, refresh } = res.json();
  return { access, refresh, headers: { authorization: `Bearer ${access}` } };
}
