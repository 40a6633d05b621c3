import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_BASE } from '../lib/env';

export const REQUEST_TIMEOUT_MS = 30_000;
export const TIMEOUT_MESSAGE = 'Tempo de requisição esgotado';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders(headers, { arg }) {
    const body = typeof arg === 'object' && arg ? (arg as FetchArgs).body : undefined;
    if (typeof FormData !== 'undefined' && body instanceof FormData) headers.delete('content-type');
    return headers;
  },
});

/**
 * Base query of the one API: fetch with a 30 s time-out and JSON by default.
 * The client-core issue adds the bearer header and the mutex-guarded token renewal here.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.error && result.error.status === 'TIMEOUT_ERROR') {
    return { error: { status: 'TIMEOUT_ERROR', error: TIMEOUT_MESSAGE } };
  }
  return result;
};
