import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { Mutex } from 'async-mutex';
import { loggedOut, sessionStarted, tokenRefreshed, tokensReceived } from '../session/authSlice';
import { clearStoredSession, readStoredSession } from '../session/authStorage';
import { TIMEOUT_MESSAGE } from '../lib/apiErrors';
import { API_BASE } from '../lib/env';

export const REQUEST_TIMEOUT_MS = 30_000;
/** Window event raised when the session ends without the user asking (spec section 4). */
export const AUTH_LOGOUT_EVENT = 'auth:logout';
export const REFRESH_PATH = '/users/token/refresh/';

/** Endpoints sent without the bearer header: the states list (spec section 7) and the renewal itself. */
const ANONYMOUS_ENDPOINTS = new Set(['listStates', 'refreshSession']);
/** The token/login calls: their 401 means wrong credentials or a dead token, never "renew and retry". */
const AUTH_CALL = /(\/token\/(refresh\/|revoke\/)?|\/auth\/callback\/google\/|\/users\/register\/)$/;
/**
 * Calls that end every session on the server and answer with a new token pair for this device
 * (a password change). They run alone, and the new pair is stored before any other request goes
 * out or renews: a request that meets a 401 meanwhile retries with the new token instead of
 * spending the revoked refresh token and signing the user out.
 */
const SESSION_ROTATING_ENDPOINTS = new Set(['updatePassword']);
/** Endpoints whose failed response body is logged too (spec section 8: ad creation). */
const LOG_BODY_ENDPOINTS = new Set(['createAd']);

/** `Bearer <token>`; a stored value that already carries the prefix is sent as it is. */
export function bearer(token: string): string {
  return token.startsWith('Bearer ') ? token : `Bearer ${token}`;
}

function readAuth(getState: () => unknown): {
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

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);
const methodOf = (args: string | FetchArgs) =>
  (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();

function onLoginPage() {
  return typeof window !== 'undefined' && window.location.pathname.replace(/\/+$/, '') === '/login';
}

export interface BaseQueryOptions {
  /** Already normalized (lib/env normalizeApiBase); '' = same origin. */
  baseUrl?: string;
  timeout?: number;
}

/**
 * The one base query (spec sections 4 and 7): fetch with a 30 s AbortController time-out, JSON by
 * default, no explicit Content-Type for FormData, the bearer header from the stored token, and the
 * 401 flow: one renewal at a time behind a mutex, every request retried at most once.
 */
export function createBaseQuery({ baseUrl = API_BASE, timeout = REQUEST_TIMEOUT_MS }: BaseQueryOptions = {}) {
  const raw = fetchBaseQuery({
    baseUrl,
    timeout,
    // Read at call time so tests (and polyfills) can replace the global fetch.
    fetchFn: (...args) => fetch(...args),
    prepareHeaders(headers, { getState, endpoint, arg }) {
      const body = typeof arg === 'object' && arg ? (arg as FetchArgs).body : undefined;
      // The browser sets multipart/form-data with its boundary; an explicit value would break it.
      if (typeof FormData !== 'undefined' && body instanceof FormData) headers.delete('content-type');
      const { token } = readAuth(getState);
      if (token && !ANONYMOUS_ENDPOINTS.has(endpoint) && !headers.has('authorization')) {
        headers.set('authorization', bearer(token));
      }
      return headers;
    },
  });

  const mutex = new Mutex();

  function endSession(api: BaseQueryApi) {
    clearStoredSession();
    api.dispatch(loggedOut());
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
    const { token, refreshToken, userId } = readAuth(api.getState);
    // Someone renewed (or ended) the session while this request was out: no second renewal.
    if (token !== sentWith) return token !== null;
    // Another tab of this browser holds a newer session of the same user (it changed the password,
    // which ended this tab's): take it over rather than spend a revoked refresh token and sign out.
    if (takeOverNewerSession(api, userId, refreshToken, token)) return true;
    if (!refreshToken) {
      endSession(api);
      return false;
    }
    const res = await raw(
      { url: REFRESH_PATH, method: 'POST', body: { refresh: refreshToken } },
      { ...api, endpoint: 'refreshSession', type: 'mutation' },
      {},
    );
    const access = (res.data as { access?: unknown } | undefined)?.access;
    if (res.error || typeof access !== 'string' || !access) {
      // The other tab's new pair may have landed while this refresh was out.
      if (takeOverNewerSession(api, userId, refreshToken, token)) return true;
      endSession(api);
      return false;
    }
    api.dispatch(tokenRefreshed(access));
    return true;
  }

  /** The request, renewed and retried once on a 401; `locked` = the caller holds the mutex. */
  async function send(args: string | FetchArgs, api: BaseQueryApi, extra: Parameters<typeof raw>[2], locked: boolean) {
    const sentWith = readAuth(api.getState).token;
    let result = await raw(args, api, extra);
    if (result.error?.status === 401 && !AUTH_CALL.test(urlOf(args)) && !onLoginPage()) {
      const renewed = locked
        ? await renewLocked(api, sentWith)
        : await mutex.runExclusive(() => renewLocked(api, sentWith));
      // Retried once: a 401 on the repeated request is returned as it is (no loop).
      if (renewed) result = await raw(args, api, extra);
    }
    return result;
  }

  const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
    let result: Awaited<ReturnType<typeof raw>>;
    if (SESSION_ROTATING_ENDPOINTS.has(api.endpoint)) {
      result = await mutex.runExclusive(async () => {
        const res = await send(args, api, extra, true);
        const pair = res.data as { access?: unknown; refresh?: unknown } | undefined;
        if (!res.error && typeof pair?.access === 'string' && typeof pair.refresh === 'string') {
          api.dispatch(tokensReceived({ token: pair.access, refreshToken: pair.refresh }));
        }
        return res;
      });
    } else {
      // A renewal in progress: wait for the new token instead of sending one known to be dead.
      await mutex.waitForUnlock();
      result = await send(args, api, extra, false);
    }
    if (result.error) {
      const error: FetchBaseQueryError =
        result.error.status === 'TIMEOUT_ERROR' ? { status: 'TIMEOUT_ERROR', error: TIMEOUT_MESSAGE } : result.error;
      const where = `${methodOf(args)} ${urlOf(args)}`;
      if (LOG_BODY_ENDPOINTS.has(api.endpoint) && 'data' in error) {
        console.error(`Falha na requisição ${where} (${error.status}); resposta do servidor:`, error.data);
      } else {
        console.error(`Falha na requisição ${where} (${error.status})`);
      }
      return { ...result, error };
    }
    return result;
  };
  return baseQuery;
}

export const baseQuery = createBaseQuery();
