import { API_BASE } from '../lib/env';
import { adRequestBody } from '../lib/formData';
import {
  adsGeneratedApi,
  type GetAdApiResponse,
  type ListAdsApiArg,
  type ListAdsApiResponse,
  type ListCategoriesApiResponse,
} from './generated/ads.gen';

const LIST = { type: 'AdList', id: 'LIST' } as const;
const adTag = (slug: string) => ({ type: 'Ad' as const, id: slug });

/**
 * Ads endpoints as features use them: cache tags per ad and per list, create/update sent as JSON
 * or form-data by the one helper (spec section 5), optimistic votes and favourites.
 */
export const adsApi = adsGeneratedApi.enhanceEndpoints({ addTagTypes: ['Ad', 'AdList'] }).enhanceEndpoints({
  endpoints: {
    listCategories: { keepUnusedDataFor: 3600 },
    listAds: {
      providesTags: (r) => [LIST, ...(r?.results.map((a) => adTag(a.slug)) ?? [])],
    },
    // The profile tabs: any ad change (create, edit, pause, renew, delete, favourite) refetches them.
    listMyAds: { providesTags: (r) => [LIST, ...(r?.results.map((a) => adTag(a.slug)) ?? [])] },
    listFavoriteAds: { providesTags: (r) => [LIST, ...(r?.results.map((a) => adTag(a.slug)) ?? [])] },
    getAd: { providesTags: (_r, _e, arg) => [adTag(arg.slug)] },
    createAd: {
      query: (arg) => ({
        url: '/api/v1/ads/ads/',
        method: 'POST',
        body: adRequestBody(arg.adCreateBody as Record<string, unknown>),
      }),
      invalidatesTags: [LIST],
    },
    updateAd: {
      query: (arg) => ({
        url: `/api/v1/ads/ads/${encodeURIComponent(arg.slug)}/`,
        method: 'PUT',
        body: adRequestBody(arg.adUpdateBody as Record<string, unknown>),
      }),
      invalidatesTags: (_r, _e, arg) => [LIST, adTag(arg.slug)],
    },
    // Not the ad's own tag: its page is still mounted and would refetch a 404 before leaving.
    deleteAd: { invalidatesTags: [LIST] },
    renewAd: { invalidatesTags: (_r, _e, arg) => [LIST, adTag(arg.slug)] },
    uploadAdImageFile: { invalidatesTags: [] },
    voteAd: {
      invalidatesTags: [],
      async onQueryStarted({ slug, voteBody }, { dispatch, queryFulfilled }) {
        // The same vote again removes it; the other replaces it (server rule, mirrored here).
        const patch = dispatch(
          adsApi.util.updateQueryData('getAd', { slug }, (ad) => {
            const current = ad.user_vote === 'up' ? 1 : ad.user_vote === 'down' ? -1 : 0;
            const wanted = voteBody.vote_type === 'up' ? 1 : -1;
            const next = current === wanted ? 0 : wanted;
            ad.vote_score += next - current;
            ad.user_vote = next === 0 ? null : next > 0 ? 'up' : 'down';
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            adsApi.util.updateQueryData('getAd', { slug }, (ad) => {
              ad.vote_score = data.vote_score;
              ad.user_vote = data.user_vote;
            }),
          );
        } catch {
          patch.undo();
        }
      },
    },
    favoriteAd: {
      invalidatesTags: [LIST],
      async onQueryStarted({ slug }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          adsApi.util.updateQueryData('getAd', { slug }, (ad) => {
            ad.is_favorited = true;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    },
    unfavoriteAd: {
      invalidatesTags: [LIST],
      async onQueryStarted({ slug }, { dispatch, getState, queryFulfilled }) {
        const patches = [
          dispatch(
            adsApi.util.updateQueryData('getAd', { slug }, (ad) => {
              ad.is_favorited = false;
            }),
          ),
          // The card leaves "Meus Favoritos" at once; the refetch (LIST) then fills the page.
          ...adsApi.util.selectCachedArgsForQuery(getState(), 'listFavoriteAds').map((args) =>
            dispatch(
              adsApi.util.updateQueryData('listFavoriteAds', args, (page) => {
                const before = page.results.length;
                page.results = page.results.filter((a) => a.slug !== slug);
                page.count -= before - page.results.length;
              }),
            ),
          ),
        ];
        await queryFulfilled.catch(() => patches.forEach((p) => p.undo()));
      },
    },
  },
});

export const {
  useListCategoriesQuery,
  useListAdsQuery,
  useListMyAdsQuery,
  useListFavoriteAdsQuery,
  useGetAdQuery,
  useCreateAdMutation,
  useUpdateAdMutation,
  useDeleteAdMutation,
  useRenewAdMutation,
  useVoteAdMutation,
  useFavoriteAdMutation,
  useUnfavoriteAdMutation,
} = adsApi;

export type Category = ListCategoriesApiResponse[number];
export type AdSummary = ListAdsApiResponse['results'][number];
export type AdDetail = GetAdApiResponse;
export type AdImage = AdDetail['images'][number];
export type AdListParams = ListAdsApiArg;
export type AdOrdering = NonNullable<ListAdsApiArg['ordering']>;

/**
 * Sends one image file to an image record created from the metadata, reporting upload progress
 * (fetch cannot). Resolves with the updated ad; rejects with the server's pt-BR message.
 */
export function uploadAdImageFile(
  imageId: number,
  file: Blob,
  token: string | null,
  onProgress?: (percent: number) => void,
): Promise<AdDetail> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/api/v1/ads/ad-images/${imageId}/upload_file/`);
    if (token) xhr.setRequestHeader('Authorization', token.startsWith('Bearer ') ? token : `Bearer ${token}`);
    xhr.timeout = 120_000;
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
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(body as AdDetail);
      } else {
        const msg = (body as { error?: string } | null)?.error ?? 'Não foi possível enviar a imagem.';
        reject(new Error(msg));
      }
    };
    xhr.onerror = () => reject(new Error('Falha de conexão ao enviar a imagem.'));
    xhr.ontimeout = () => reject(new Error('Tempo de envio da imagem esgotado.'));
    const fd = new FormData();
    fd.append('image_file', file, (file as Blob & { name?: string }).name ?? 'imagem.webp');
    xhr.send(fd);
  });
}
