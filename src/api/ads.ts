import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import {
  adsGeneratedApi,
  type CreateAdApiArg,
  type GetAdApiResponse,
  type ListAdsApiArg,
  type ListAdsApiResponse,
  type ListCategoriesApiResponse,
  type UpdateAdApiArg,
  type UploadAdImageFileApiArg,
} from './generated/ads.gen';

export const LIST = { type: 'AdList', id: 'LIST' } as const;

/** URL and method of POST /api/v1/ads/ad-images/{id}/upload_file/, as the generated code declares them. */
export let adImageFileRequest: (arg: UploadAdImageFileApiArg) => FetchArgs;
export const adTag = (slug: string) => ({ type: 'Ad' as const, id: slug });

/**
 * Ads endpoints as features use them: cache tags per ad and per list, optimistic votes and
 * favourites. Creating and editing are in adWrites.ts.
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
    // Not the ad's own tag: its page is still mounted and would refetch a 404 before leaving.
    deleteAd: { invalidatesTags: [LIST] },
    renewAd: { invalidatesTags: (_r, _e, arg) => [LIST, adTag(arg.slug)] },
    // Sent by adImageUpload.ts with XMLHttpRequest (upload progress); its request comes from here.
    uploadAdImageFile: (definition) => {
      definition.invalidatesTags = [];
      const generated = definition.query!;
      adImageFileRequest = (arg) => generated(arg) as FetchArgs;
    },
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

/**
 * A photo's file was sent (adImageUpload.ts: XMLHttpRequest for the progress, so no mutation and no
 * invalidatesTags). The form sends the files after updateAd/createAd, whose invalidation has by then
 * read the ad again with the new photos still without files; without this, that read would stay
 * cached (refetchOnMountOrArgChange: 10) and the ad's page show the photos as they were before the save.
 * The upload's answer is the ad as it now is: its cached page shows it at once, and the page and the
 * lists (their main photo) are read again, after any read still in flight (delayed invalidation).
 */
export function adImageUploaded(dispatch: BaseQueryApi['dispatch'], ad: AdDetail) {
  dispatch(adsApi.util.updateQueryData('getAd', { slug: ad.slug }, () => ad));
  dispatch(adsApi.util.invalidateTags([LIST, adTag(ad.slug)]));
}

export const {
  useListCategoriesQuery,
  useListAdsQuery,
  useListMyAdsQuery,
  useListFavoriteAdsQuery,
  useGetAdQuery,
  useDeleteAdMutation,
  useRenewAdMutation,
  useVoteAdMutation,
  useFavoriteAdMutation,
  useUnfavoriteAdMutation,
} = adsApi;

export type Category = ListCategoriesApiResponse[number];
export type AdPage = ListAdsApiResponse;
export type AdSummary = ListAdsApiResponse['results'][number];
export type AdDetail = GetAdApiResponse;
export type AdImage = AdDetail['images'][number];
export type AdListParams = ListAdsApiArg;
export type AdOrdering = NonNullable<ListAdsApiArg['ordering']>;
export type AdCreateBody = CreateAdApiArg['adCreateBody'];
export type AdUpdateBody = UpdateAdApiArg['adUpdateBody'];
