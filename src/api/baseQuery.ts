import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { tokensReceived } from '../session/authSlice';
import { bearer, createSessionRenewal, readSessionTokens } from '../session/renewal';
import { TIMEOUT_MESSAGE } from '../lib/apiErrors';
import { API_BASE } from '../lib/env';

export const REQUEST_TIMEOUT_MS = 30_000;
export const REFRESH_PATH = '/users/token/refresh/';

/** Endpoints sent without the bearer header: the states lists (spec section 7) and the renewal itself. */
const ANONYMOUS_ENDPOINTS = new Set(['listStates', 'listStatesWithAds', 'refreshSession']);
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

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);
const methodOf = (args: string | FetchArgs) =>
  (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();

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
      const { token } = readSessionTokens(getState);
      if (token && !ANONYMOUS_ENDPOINTS.has(endpoint) && !headers.has('authorization')) {
        headers.set('authorization', bearer(token));
      }
      return headers;
    },
  });

  // The session's 401 flow (session/renewal.ts); the image upload with progress shares it.
  const renewal = createSessionRenewal(async (api, refresh) => {
    const res = await raw(
      { url: REFRESH_PATH, method: 'POST', body: { refresh } },
      { ...api, endpoint: 'refreshSession', type: 'mutation' },
      {},
    );
    const pair = res.data as { access?: unknown; refresh?: unknown } | undefined;
    if (res.error || typeof pair?.access !== 'string' || !pair.access) return null;
    return { access: pair.access, refresh: typeof pair.refresh === 'string' && pair.refresh ? pair.refresh : null };
  });

  const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
    const request = {
      perform: async () => raw(args, api, extra),
      unauthorized: (res: Awaited<ReturnType<typeof raw>>) => res.error?.status === 401 && !AUTH_CALL.test(urlOf(args)),
    };
    const result = SESSION_ROTATING_ENDPOINTS.has(api.endpoint)
      ? await renewal.sendAlone(api, request, (res) => {
          const pair = res.data as { access?: unknown; refresh?: unknown } | undefined;
          if (!res.error && typeof pair?.access === 'string' && typeof pair.refresh === 'string') {
            api.dispatch(tokensReceived({ token: pair.access, refreshToken: pair.refresh }));
          }
        })
      : await renewal.send(api, request);
    if (result.error) {
      const error: FetchBaseQueryError =
        result.error.status === 'TIMEOUT_ERROR' ? { status: 'TIMEOUT_ERROR', error: TIMEOUT_MESSAGE } : result.error;
      const where = `${methodOf(args)} ${urlOf(args)}`;
      // A request the app itself cancelled (the cache reset of a sign-out, an unsubscribed read)
      // did not fail: it is returned as is and not logged.
      if (api.signal.aborted) return { ...result, error };
      if (LOG_BODY_ENDPOINTS.has(api.endpoint) && 'data' in error) {
        console.error(`Falha na requisição ${where} (${error.status}); resposta do servidor:`, error.data);
      } else {
        console.error(`Falha na requisição ${where} (${error.status})`);
      }
      return { ...result, error };
    }
    return result;
  };
  return Object.assign(baseQuery, { renewal });
}

export const baseQuery = createBaseQuery();
