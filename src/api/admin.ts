import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { API_BASE } from '../lib/env';
import { baseQuery } from './baseQuery';
import {
  adminGeneratedApi,
  type GetAdminDashboardApiResponse,
  type GetAdminDetailedReportApiResponse,
  type GetAdminMonthlyReportApiResponse,
  type ListAdminSalesApiArg,
  type ListAdminSalesApiResponse,
  type ListAdminSaleEventsApiResponse,
  type GetAdminSettingsApiResponse,
  type UpdateAdminSettingsApiArg,
} from './generated/admin.gen';
import { bearer } from '../session/renewal';
import { SETTINGS_TAG } from './core';

const ADMIN_SETTINGS_TAG = 'AdminSettings' as const;

/**
 * The admin area's reads. Sales figures move all day: a table or report is fetched again when the
 * page comes back into view (30 s of reuse keeps back-and-forth navigation instant).
 */
export const adminApi = adminGeneratedApi
  .enhanceEndpoints({ addTagTypes: [SETTINGS_TAG, ADMIN_SETTINGS_TAG] })
  .enhanceEndpoints({
    endpoints: {
      getAdminDashboard: { keepUnusedDataFor: 30 },
      listAdminSales: { keepUnusedDataFor: 30 },
      getAdminDetailedReport: { keepUnusedDataFor: 30 },
      getAdminMonthlyReport: { keepUnusedDataFor: 30 },
      getAdminSettings: { providesTags: [ADMIN_SETTINGS_TAG] },
      // Saving refreshes the public settings (footer, announcement banner, home carousel) and only
      // them — not every admin table, as the generated 'admin' tag would; the staff's copy is
      // replaced by the answer, which is the new settings.
      updateAdminSettings: {
        invalidatesTags: (result) => (result ? [SETTINGS_TAG] : []),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(adminApi.util.upsertQueryData('getAdminSettings', undefined, data));
          } catch {
            // The page shows the error; the cache keeps what the server has.
          }
        },
      },
    },
  });

export const {
  useGetAdminDashboardQuery,
  useListAdminSalesQuery,
  useListAdminSaleEventsQuery,
  useGetAdminDetailedReportQuery,
  useGetAdminMonthlyReportQuery,
  useGetAdminSettingsQuery,
  useUpdateAdminSettingsMutation,
} = adminApi;

export type Dashboard = GetAdminDashboardApiResponse;
export type SalesPage = ListAdminSalesApiResponse;
export type SalesArgs = ListAdminSalesApiArg;
export type Sale = SalesPage['results'][number];
export type SaleEvent = ListAdminSaleEventsApiResponse[number];
export type DetailedReport = GetAdminDetailedReportApiResponse;
export type MonthlyReport = GetAdminMonthlyReportApiResponse;
export type AdminSettings = GetAdminSettingsApiResponse;
export type AdminSettingsUpdate = UpdateAdminSettingsApiArg['settingsUpdate'];

export const EXPORT_FAILED_MESSAGE = 'Não foi possível gerar o arquivo. Tente novamente.';

export interface ExportProgress {
  /** bytes received so far */
  bytes: number;
  /** rows the file carries (X-Total-Count), when the server says */
  totalRows: number | null;
  /** rows received so far (CSV: line breaks; XLSX: estimated from bytes) */
  rows: number;
}

/**
 * Downloads one of the admin exports (streamed by the server) with the session's token, through the
 * same 401 renewal as every call, reading the stream to report progress. Resolves with the file.
 */
export function downloadAdminFile(
  path: string,
  params: Record<string, string | number | undefined>,
  onProgress?: (p: ExportProgress) => void,
) {
  return async (dispatch: BaseQueryApi['dispatch'], getState: () => unknown): Promise<{ blob: Blob; name: string }> => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') query.set(k, String(v));
    const url = `${API_BASE}${path}?${query}`;
    const api: BaseQueryApi = {
      dispatch,
      getState,
      signal: new AbortController().signal,
      abort: () => undefined,
      extra: undefined,
      endpoint: 'downloadAdminFile',
      type: 'query',
    };
    const res = await baseQuery.renewal.send(api, {
      perform: (token) => fetch(url, { headers: token ? { Authorization: bearer(token) } : {} }),
      unauthorized: (r) => r.status === 401,
    });
    if (!res.ok || !res.body) {
      const body = (await res.json().catch(() => null)) as { error?: string } | null;
      throw new Error(body?.error ?? EXPORT_FAILED_MESSAGE);
    }
    const totalRows = Number(res.headers.get('x-total-count') ?? NaN);
    const csv = (res.headers.get('content-type') ?? '').includes('text/csv');
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'exportacao';
    const reader = res.body.getReader();
    const chunks: BlobPart[] = [];
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      if (csv) for (const b of value) if (b === 10) lines++;
      onProgress?.({
        bytes,
        totalRows: Number.isFinite(totalRows) ? totalRows : null,
        rows: csv ? Math.max(0, lines - 1) : 0,
      });
    }
    return { blob: new Blob(chunks, { type: res.headers.get('content-type') ?? undefined }), name };
  };
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile({ blob, name }: { blob: Blob; name: string }) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
