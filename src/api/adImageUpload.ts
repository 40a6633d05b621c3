import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { SessionRenewal } from '../session/renewal';
import { bearer } from '../session/renewal';
import { API_BASE } from '../lib/env';
import { adImageFileRequest, adImageUploaded, type AdDetail } from './ads';
import { baseQuery } from './baseQuery';

export const UPLOAD_TIMEOUT_MS = 120_000;
export const UPLOAD_FAILED_MESSAGE = 'Não foi possível enviar a imagem.';
export const UPLOAD_NETWORK_MESSAGE = 'Falha de conexão ao enviar a imagem.';
export const UPLOAD_TIMEOUT_MESSAGE = 'Tempo de envio da imagem esgotado.';

interface XhrResult {
  status: number;
  body: unknown;
}

/** One XMLHttpRequest (fetch cannot report upload progress): resolves with any HTTP answer. */
function sendWithProgress(
  { url, method = 'POST' }: { url: string; method?: string },
  token: string | null,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    if (token) xhr.setRequestHeader('Authorization', bearer(token));
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error(UPLOAD_NETWORK_MESSAGE));
    xhr.ontimeout = () => reject(new Error(UPLOAD_TIMEOUT_MESSAGE));
    xhr.send(form);
  });
}

export interface UploadOptions {
  /** The session's 401 flow; the app's base query's by default (the same lock as every call). */
  renewal?: SessionRenewal;
  baseUrl?: string;
}

export interface FileUpload {
  /** Absolute address (API base included). */
  url: string;
  method?: string;
  /** The multipart field the file goes in. */
  field: string;
  file: Blob;
  /** Names the call for the session layer (like an RTK Query endpoint). */
  endpoint: string;
}

/**
 * One file in a multipart body, reporting upload progress. A thunk: the bearer comes from the
 * session and a 401 renews it behind the same lock as the base query, then the file goes again.
 * Resolves with the answer's JSON body; rejects with a pt-BR message.
 */
export function uploadWithProgress(
  { url, method = 'POST', field, file, endpoint }: FileUpload,
  onProgress?: (percent: number) => void,
  { renewal = baseQuery.renewal }: Pick<UploadOptions, 'renewal'> = {},
) {
  return async (dispatch: BaseQueryApi['dispatch'], getState: () => unknown): Promise<unknown> => {
    const api: BaseQueryApi = {
      dispatch,
      getState,
      signal: new AbortController().signal,
      abort: () => undefined,
      extra: undefined,
      endpoint,
      type: 'mutation',
    };
    const result = await renewal.send(api, {
      perform(token) {
        // A new form each time: a retried upload sends the file again.
        const form = new FormData();
        form.append(field, file, (file as Blob & { name?: string }).name ?? 'imagem.webp');
        return sendWithProgress({ url, method }, token, form, onProgress);
      },
      unauthorized: (res) => res.status === 401,
    });
    if (result.status >= 200 && result.status < 300) {
      onProgress?.(100);
      return result.body;
    }
    throw new Error((result.body as { error?: string } | null)?.error ?? UPLOAD_FAILED_MESSAGE);
  };
}

/**
 * One ad photo into the image record created from the ad's metadata; resolves with the updated ad,
 * which the ad's cached page and lists then follow (adImageUploaded).
 */
export function uploadAdImageFile(
  imageId: number,
  file: Blob,
  onProgress?: (percent: number) => void,
  { renewal = baseQuery.renewal, baseUrl = API_BASE }: UploadOptions = {},
) {
  const request = adImageFileRequest({ id: imageId });
  const upload = uploadWithProgress(
    { ...request, url: `${baseUrl}${request.url}`, field: 'image_file', file, endpoint: 'uploadAdImageFile' },
    onProgress,
    { renewal },
  );
  return async (dispatch: BaseQueryApi['dispatch'], getState: () => unknown) => {
    const ad = (await upload(dispatch, getState)) as AdDetail;
    adImageUploaded(dispatch, ad);
    return ad;
  };
}
