import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { SessionRenewal } from '../session/renewal';
import { bearer } from '../session/renewal';
import { API_BASE } from '../lib/env';
import { adImageFileRequest, type AdDetail } from './ads';
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

/**
 * Sends one image file to an image record created from the metadata, reporting upload progress.
 * A thunk: the bearer comes from the session and a 401 renews it behind the same lock as the base
 * query, then the file goes again. Resolves with the updated ad; rejects with a pt-BR message.
 */
export function uploadAdImageFile(
  imageId: number,
  file: Blob,
  onProgress?: (percent: number) => void,
  { renewal = baseQuery.renewal, baseUrl = API_BASE }: UploadOptions = {},
) {
  return async (dispatch: BaseQueryApi['dispatch'], getState: () => unknown): Promise<AdDetail> => {
    const api: BaseQueryApi = {
      dispatch,
      getState,
      signal: new AbortController().signal,
      abort: () => undefined,
      extra: undefined,
      endpoint: 'uploadAdImageFile',
      type: 'mutation',
    };
    const request = adImageFileRequest({ id: imageId });
    const result = await renewal.send(api, {
      perform(token) {
        // A new form each time: a retried upload sends the file again.
        const form = new FormData();
        form.append('image_file', file, (file as Blob & { name?: string }).name ?? 'imagem.webp');
        return sendWithProgress({ ...request, url: `${baseUrl}${request.url}` }, token, form, onProgress);
      },
      unauthorized: (res) => res.status === 401,
    });
    if (result.status >= 200 && result.status < 300) {
      onProgress?.(100);
      return result.body as AdDetail;
    }
    throw new Error((result.body as { error?: string } | null)?.error ?? UPLOAD_FAILED_MESSAGE);
  };
}
