import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * Reading a failed call: the pt-BR texts for the failures that have no server message, and the
 * server's one error shape. Pure helpers on the error values RTK Query returns (no import of api/,
 * so lib/formErrors and any feature can use them).
 */
export const TIMEOUT_MESSAGE = 'Tempo de requisição esgotado';
export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
export const GENERIC_ERROR_MESSAGE = 'Algo deu errado. Tente novamente em instantes.';

/** `{error, code, fields?}`: the server's one error shape. */
export interface ApiErrorBody {
  error: string;
  code?: string;
  fields?: Record<string, string[]>;
}

function isApiErrorBody(data: unknown): data is ApiErrorBody {
  return !!data && typeof data === 'object' && typeof (data as ApiErrorBody).error === 'string';
}

/** The pt-BR message to show for a failed call (server message, time-out, network, or generic). */
export function apiErrorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (!error || typeof error !== 'object') return fallback;
  const e = error as Partial<FetchBaseQueryError> & Partial<SerializedError> & { data?: unknown };
  if (e.status === 'TIMEOUT_ERROR') return TIMEOUT_MESSAGE;
  if (e.status === 'FETCH_ERROR') return NETWORK_ERROR_MESSAGE;
  if (e.status === 'CUSTOM_ERROR' && typeof e.error === 'string') return e.error;
  if (isApiErrorBody(e.data)) return e.data.error;
  const message = (e.data as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string' && message) return message;
  if (e.status === undefined && typeof e.message === 'string' && e.message) return e.message;
  return fallback;
}

/** The server's per-field messages, when the failure was a validation error. */
export function apiFieldErrors(error: unknown): Record<string, string[]> {
  const data = (error as { data?: unknown } | null)?.data;
  return isApiErrorBody(data) && data.fields ? data.fields : {};
}

/** The server's error code (`invalid_page`, `ad_not_found`...), when the failure carried one. */
export function apiErrorCode(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | null)?.data;
  return isApiErrorBody(data) ? data.code : undefined;
}
