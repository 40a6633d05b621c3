import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { API_BASE } from '../lib/env';
import { baseQuery } from './baseQuery';
import {
  adminGeneratedApi,
  type GetAdminDashboardApiResponse,
  type GetAdminDetailedReportApiResponse,
  type GetAdminMonthlyReportApiResponse,
  type GetAdminPreferencesApiResponse,
  type ListAdminSalesApiArg,
  type ListAdminSalesApiResponse,
  type ListAdminSaleEventsApiResponse,
  type GetAdminSettingsApiResponse,
  type UpdateAdminSettingsApiArg,
  type ListAdminHeroSlidesApiResponse,
  type CreateAdminHeroSlideApiArg,
  type UploadAdminHeroSlideImageApiArg,
  type ListAdminReportsApiArg,
  type ListAdminReportsApiResponse,
  type ListAdminUsersApiArg,
  type ListAdminUsersApiResponse,
  type ListAdminAdsApiArg,
  type ListAdminAdsApiResponse,
  type ListAdminReviewsApiArg,
  type ListAdminReviewsApiResponse,
  type ListAdminModerationLogApiArg,
  type ListAdminModerationLogApiResponse,
  type ResolveAdminReportApiArg,
} from './generated/admin.gen';
import { bearer } from '../session/renewal';
import { SETTINGS_TAG } from './core';

const ADMIN_SETTINGS_TAG = 'AdminSettings' as const;

/**
 * The admin area's reads. Sales figures move all day: a table or report is fetched again when the
 * page comes back into view (30 s of reuse keeps back-and-forth navigation instant).
 */
const HERO_TAGS = ['AdminHeroSlides', 'HeroSlides'] as const;
/** The moderation desk: a decision changes the queue, the members, the ads, the log and the dashboard. */
const MODERATION_TAG = 'AdminModeration' as const;
const MODERATION = { providesTags: [MODERATION_TAG] };
const MODERATED = { invalidatesTags: [MODERATION_TAG] };
export const PUBLIC_HERO_SLIDES_PATH = '/api/v1/core/hero-slides/';

/**
 * After a change to the carousel: the public list is fetched once past the browser's HTTP cache
 * (it is served with max-age=60), so the home opened next shows the change, not a minute-old copy.
 */
async function refreshPublicSlides(_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) {
  try {
    await queryFulfilled;
    await fetch(`${API_BASE}${PUBLIC_HERO_SLIDES_PATH}`, { cache: 'reload' });
  } catch {
    // The change failed (the page says so) or the refresh did: the minute of cache runs out anyway.
  }
}

export const adminApi = adminGeneratedApi
  .enhanceEndpoints({ addTagTypes: [SETTINGS_TAG, ADMIN_SETTINGS_TAG, MODERATION_TAG, ...HERO_TAGS] })
  .enhanceEndpoints({
    endpoints: {
      getAdminDashboard: { keepUnusedDataFor: 30, providesTags: [MODERATION_TAG] },
      listAdminReports: MODERATION,
      getAdminReport: MODERATION,
      listAdminUsers: MODERATION,
      listAdminAds: MODERATION,
      listAdminModerationLog: MODERATION,
      resolveAdminReport: MODERATED,
      banAdminUser: MODERATED,
      unbanAdminUser: MODERATED,
      updateAdminUserStaff: MODERATED,
      removeAdminAd: MODERATED,
      restoreAdminAd: MODERATED,
      listAdminReviews: MODERATION,
      removeAdminReview: MODERATED,
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
      // The staff member's own choices: saving changes the cache at once (the table follows without
      // waiting) and refetches nothing else (not the sales, as the generated 'admin' tag would).
      getAdminPreferences: { providesTags: [] },
      updateAdminPreferences: {
        invalidatesTags: [],
        async onQueryStarted({ body }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            adminApi.util.updateQueryData('getAdminPreferences', undefined, (prefs) => {
              prefs.sales_columns = body.sales_columns;
            }),
          );
          try {
            await queryFulfilled;
          } catch {
            patch.undo();
          }
        },
      },
      // The carousel: its own tags (the generated 'admin' tag would refetch the sales too), and every
      // change refreshes the home's public list as well.
      listAdminHeroSlides: { providesTags: ['AdminHeroSlides'] },
      createAdminHeroSlide: { invalidatesTags: [...HERO_TAGS], onQueryStarted: refreshPublicSlides },
      updateAdminHeroSlide: { invalidatesTags: [...HERO_TAGS], onQueryStarted: refreshPublicSlides },
      deleteAdminHeroSlide: { invalidatesTags: [...HERO_TAGS], onQueryStarted: refreshPublicSlides },
      deleteAdminHeroSlideImage: { invalidatesTags: [...HERO_TAGS], onQueryStarted: refreshPublicSlides },
      // Multipart: the generated request (URL, method) with the fields and the file as form-data.
      uploadAdminHeroSlideImage: (definition) => {
        const generated = definition.query!;
        definition.query = (arg: UploadAdminHeroSlideImageApiArg) => {
          const request = generated(arg) as FetchArgs;
          return { ...request, body: heroImageForm(arg.heroSlideImageUploadBody) };
        };
        definition.invalidatesTags = [...HERO_TAGS];
        definition.onQueryStarted = refreshPublicSlides;
      },
      // The rows move at once; back where they were if the server refuses.
      reorderAdminHeroSlides: {
        invalidatesTags: [...HERO_TAGS],
        async onQueryStarted({ heroSlideReorderBody: { ids } }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            adminApi.util.updateQueryData('listAdminHeroSlides', undefined, (slides) => {
              const byId = new Map(slides.map((s) => [s.id, s]));
              const next = ids.map((id) => byId.get(id)).filter((s): s is HeroSlideAdmin => !!s);
              if (next.length === slides.length) slides.splice(0, slides.length, ...next);
            }),
          );
          try {
            await queryFulfilled;
            await fetch(`${API_BASE}${PUBLIC_HERO_SLIDES_PATH}`, { cache: 'reload' });
          } catch {
            patch.undo();
          }
        },
      },
    },
  });

/** The form-data of an image upload: kind, the alt text when given, the file. */
export function heroImageForm(body: UploadAdminHeroSlideImageApiArg['heroSlideImageUploadBody']): FormData {
  const form = new FormData();
  form.append('kind', body.kind);
  if (body.image_alt) form.append('image_alt', body.image_alt);
  if (body.image) {
    const named = (body.image as Blob & { name?: string }).name;
    form.append('image', body.image, named || `${body.kind}.png`);
  }
  return form;
}

export const {
  useGetAdminDashboardQuery,
  useListAdminSalesQuery,
  useListAdminSaleEventsQuery,
  useGetAdminDetailedReportQuery,
  useGetAdminMonthlyReportQuery,
  useGetAdminSettingsQuery,
  useUpdateAdminSettingsMutation,
  useGetAdminPreferencesQuery,
  useUpdateAdminPreferencesMutation,
  useListAdminHeroSlidesQuery,
  useCreateAdminHeroSlideMutation,
  useUpdateAdminHeroSlideMutation,
  useDeleteAdminHeroSlideMutation,
  useReorderAdminHeroSlidesMutation,
  useUploadAdminHeroSlideImageMutation,
  useDeleteAdminHeroSlideImageMutation,
  useListAdminReportsQuery,
  useResolveAdminReportMutation,
  useListAdminUsersQuery,
  useBanAdminUserMutation,
  useUnbanAdminUserMutation,
  useUpdateAdminUserStaffMutation,
  useListAdminAdsQuery,
  useRemoveAdminAdMutation,
  useListAdminReviewsQuery,
  useRemoveAdminReviewMutation,
  useRestoreAdminAdMutation,
  useListAdminModerationLogQuery,
} = adminApi;

export type ReportCasesArgs = ListAdminReportsApiArg;
export type ReportCase = ListAdminReportsApiResponse['results'][number];
export type ResolveAction = ResolveAdminReportApiArg['resolveReportBody']['action'];
export type AdminUsersArgs = ListAdminUsersApiArg;
export type AdminUser = ListAdminUsersApiResponse['results'][number];
export type AdminAdsArgs = ListAdminAdsApiArg;
export type AdminAd = ListAdminAdsApiResponse['results'][number];
export type AdminReview = ListAdminReviewsApiResponse['results'][number];
export type AdminReviewsArgs = ListAdminReviewsApiArg;
export type ModerationLogArgs = ListAdminModerationLogApiArg;
export type ModerationLogEntry = ListAdminModerationLogApiResponse['results'][number];

export type Dashboard = GetAdminDashboardApiResponse;
export type SalesPage = ListAdminSalesApiResponse;
export type SalesArgs = ListAdminSalesApiArg;
export type Sale = SalesPage['results'][number];
export type SaleEvent = ListAdminSaleEventsApiResponse[number];
export type DetailedReport = GetAdminDetailedReportApiResponse;
export type MonthlyReport = GetAdminMonthlyReportApiResponse;
export type AdminPreferences = GetAdminPreferencesApiResponse;
export type AdminSettings = GetAdminSettingsApiResponse;
export type AdminSettingsUpdate = UpdateAdminSettingsApiArg['settingsUpdate'];
export type HeroSlideAdmin = ListAdminHeroSlidesApiResponse[number];
export type HeroSlideStatus = HeroSlideAdmin['status'];
export type HeroSlideWrite = CreateAdminHeroSlideApiArg['heroSlideCreateBody'];
export type HeroImageKind = UploadAdminHeroSlideImageApiArg['heroSlideImageUploadBody']['kind'];

/** Asks for a page of sales ahead of its render (the sales desk's filters, sort and pager). */
export const usePrefetchSales = () => adminApi.usePrefetch('listAdminSales');

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
