import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { paths } from '../app/paths';
import { sessionStarted, tokenRefreshed, tokensReceived } from './authSlice';
import { readStoredSession } from './authStorage';
import { endSession } from './endSession';

/** Window event raised when the session ends without the user asking (spec section 4). */
export const AUTH_LOGOUT_EVENT = 'auth:logout';

/** `Bearer <token>`; a stored value that already carries the prefix (any case) is sent as it is. */
export function bearer(token: string): string {
  return /^bearer\s/i.test(token) ? token : `Bearer ${token}`;
}

/** The tokens and user id of the session in the store (any state shape with an `auth` slice). */
export function readSessionTokens(getState: () => unknown): {
  token: string | null;
  refreshToken: string | null;
  userId: number | null;
} {
  const auth = (
    getState() as {
      auth?: { token?: string | null; refreshToken?: string | null; user?: { id?: number } | null };
    }
  ).auth;
  return { token: auth?.token ?? null, refreshToken: auth?.refreshToken ?? null, userId: auth?.user?.id ?? null };
}

function onLoginPage() {
  return typeof window !== 'undefined' && window.location.pathname.replace(/\/+$/, '') === paths.login();
}

/**
 * Spends the refresh token for a new pair: the server rotates refresh tokens on every use, so the
 * answer's `refresh` replaces the one sent (a server that does not rotate answers `access` only).
 * Null when refused.
 */
export type RefreshAccess = (
  api: BaseQueryApi,
  refreshToken: string,
) => Promise<{ access: string; refresh: string | null } | null>;

/** One request as the renewal sees it: sent with a token, and whether the answer was a 401 to renew. */
export interface SessionRequest<R> {
  perform(token: string | null): Promise<R>;
  unauthorized(result: R): boolean;
}

/**
 * The 401 flow shared by every way the SPA calls the API (the base query, the image upload with
 * progress): one renewal at a time behind a mutex, each request retried at most once, requests
 * that start during a renewal wait for the new token. A renewal the server refuses ends the
 * session (endSession) and raises `auth:logout` once.
 */
export function createSessionRenewal(refreshAccess: RefreshAccess) {
  const mutex = createLock();

  function sessionLost(api: BaseQueryApi) {
    api.dispatch(endSession());
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(AUTH_LOGOUT_EVENT));
  }

  /**
   * Adopts the session another tab stored for the same user when it differs from this tab's (the
   * stored user too: it may be newer). True when taken over.
   */
  function takeOverNewerSession(
    api: BaseQueryApi,
    userId: number | null | undefined,
    refreshToken: string | null,
    token: string | null,
  ): boolean {
    const stored = readStoredSession();
    if (!stored || userId == null || stored.user.id !== userId) return false;
    if (stored.refreshToken === refreshToken || stored.token === token) return false;
    api.dispatch(sessionStarted({ token: stored.token, refreshToken: stored.refreshToken, user: stored.user }));
    return true;
  }

  /** With the mutex held: true when a fresh access token is in the store and the request may be repeated. */
  async function renewLocked(api: BaseQueryApi, sentWith: string | null): Promise<boolean> {
    const { token, refreshToken, userId } = readSessionTokens(api.getState);
    // Someone renewed (or ended) the session while this request was out: no second renewal.
    if (token !== sentWith) return token !== null;
    // Another tab of this browser holds a newer session of the same user (it changed the password,
    // which ended this tab's): take it over rather than spend a revoked refresh token and sign out.
    if (takeOverNewerSession(api, userId, refreshToken, token)) return true;
    if (!refreshToken) {
      sessionLost(api);
      return false;
    }
    const renewed = await refreshAccess(api, refreshToken);
    if (!renewed) {
      // The other tab's new pair may have landed while this refresh was out.
      if (takeOverNewerSession(api, userId, refreshToken, token)) return true;
      sessionLost(api);
      return false;
    }
    // The spent refresh token is useless now: keep (and persist) its successor.
    api.dispatch(
      renewed.refresh
        ? tokensReceived({ token: renewed.access, refreshToken: renewed.refresh })
        : tokenRefreshed(renewed.access),
    );
    return true;
  }

  /** The request, renewed and retried once on a 401; `locked` = the caller holds the mutex. */
  async function attempt<R>(api: BaseQueryApi, request: SessionRequest<R>, locked: boolean): Promise<R> {
    const sentWith = readSessionTokens(api.getState).token;
    let result = await request.perform(sentWith);
    if (request.unauthorized(result) && !onLoginPage()) {
      const renewed = locked
        ? await renewLocked(api, sentWith)
        : await mutex.runExclusive(() => renewLocked(api, sentWith));
      // Retried once: a 401 on the repeated request is returned as it is (no loop).
      if (renewed) result = await request.perform(readSessionTokens(api.getState).token);
    }
    return result;
  }

  return {
    /** Sends the request (after any renewal in progress), renewing the session once on a 401. */
    async send<R>(api: BaseQueryApi, request: SessionRequest<R>): Promise<R> {
      // A renewal in progress: wait for the new token instead of sending one known to be dead.
      await mutex.waitForUnlock();
      return attempt(api, request, false);
    },
    /**
     * Sends the request alone: no other request goes out or renews until it and `then` are done
     * (a password change, whose answer carries the new token pair `then` stores).
     */
    sendAlone<R>(api: BaseQueryApi, request: SessionRequest<R>, then: (result: R) => void): Promise<R> {
      return mutex.runExclusive(async () => {
        const result = await attempt(api, request, true);
        then(result);
        return result;
      });
    },
  };
}

export type SessionRenewal = ReturnType<typeof createSessionRenewal>;

/**
 * A first-come first-served lock: `runExclusive` runs its work after all the work queued before
 * it; `waitForUnlock` resolves once the work queued so far is done. A failure is its caller's and
 * does not block the queue.
 */
export function createLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    runExclusive<T>(work: () => Promise<T>): Promise<T> {
      const run = tail.then(work);
      tail = run.catch(() => undefined);
      return run;
    },
    waitForUnlock(): Promise<unknown> {
      return tail;
    },
  };
}
