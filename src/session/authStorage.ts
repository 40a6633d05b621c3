import type { AuthUser } from './authSlice';

/** Spec sections 3 and 9: the session lives in exactly these three localStorage keys. */
export const STORAGE_KEYS = {
  token: 'tribo:token',
  refreshToken: 'tribo:refreshToken',
  user: 'tribo:user',
} as const;

export interface StoredSession {
  token: string;
  refreshToken: string;
  user: AuthUser;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Storage disabled (privacy mode, sandboxed frame): the session just is not kept.
    return null;
  }
}

/** The stored session when all three keys are there and readable, else null. */
export function readStoredSession(): StoredSession | null {
  const ls = storage();
  if (!ls) return null;
  const token = ls.getItem(STORAGE_KEYS.token);
  const refreshToken = ls.getItem(STORAGE_KEYS.refreshToken);
  const rawUser = ls.getItem(STORAGE_KEYS.user);
  if (!token || !refreshToken || !rawUser) return null;
  try {
    const user = JSON.parse(rawUser) as AuthUser;
    return user && typeof user === 'object' ? { token, refreshToken, user } : null;
  } catch {
    return null;
  }
}

/**
 * The refresh token of the session this tab last stored or restored. The keys are shared by every
 * tab of the browser, so a tab only removes them while they hold its own session (or nothing) —
 * never a session another tab stored since: another member who signed in there, or the same
 * member's new pair after a password change made in that tab.
 */
let ownRefreshToken: string | null = null;

export function writeStoredSession(session: StoredSession) {
  ownRefreshToken = session.refreshToken;
  const ls = storage();
  if (!ls) return;
  ls.setItem(STORAGE_KEYS.token, session.token);
  ls.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  ls.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
}

/** Removes the three keys at once (logout, failed renewal) unless they hold another tab's session. */
export function clearStoredSession() {
  const ls = storage();
  if (!ls) return;
  const stored = ls.getItem(STORAGE_KEYS.refreshToken);
  if (stored !== null && stored !== ownRefreshToken) return;
  for (const key of Object.values(STORAGE_KEYS)) ls.removeItem(key);
  ownRefreshToken = null;
}

interface PersistedAuth {
  token?: string | null;
  refreshToken?: string | null;
  user?: AuthUser | null;
}

/**
 * redux-persist storage engine (used with serialize/deserialize off) that maps the persisted auth
 * fields onto the three keys instead of one `persist:auth` blob. A session is written only when it
 * is complete; anything less removes all three, so a half session is never restored.
 */
export const authPersistStorage = {
  async getItem(): Promise<PersistedAuth | null> {
    const session = readStoredSession();
    ownRefreshToken = session?.refreshToken ?? null;
    return session;
  },
  async setItem(_key: string, value: PersistedAuth) {
    if (value?.token && value.refreshToken && value.user) {
      writeStoredSession({ token: value.token, refreshToken: value.refreshToken, user: value.user });
    } else {
      clearStoredSession();
    }
  },
  async removeItem() {
    clearStoredSession();
  },
};
