import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { API_BASE } from '../lib/env';
import { uploadWithProgress } from './adImageUpload';
import {
  tribesGeneratedApi,
  type CreateTribeApiArg,
  type GetTribeApiResponse,
  type GetTribeInvitationApiResponse,
  type ListTribeAdsApiResponse,
  type ListTribeInvitationsApiResponse,
  type ListTribeMembersApiResponse,
  type ListTribeModerationLogApiResponse,
  type ListTribeSubmissionsApiResponse,
  type ListTribesApiArg,
  type ListTribesApiResponse,
} from './generated/tribes.gen';

export type TribeSummary = ListTribesApiResponse['results'][number];
export type Tribe = GetTribeApiResponse;
export type TribeWrite = CreateTribeApiArg['tribeCreateBody'];
export type TribeMember = ListTribeMembersApiResponse['results'][number];
export type TribeInvitation = ListTribeInvitationsApiResponse['results'][number];
export type TribeInvitationPreview = GetTribeInvitationApiResponse;
export type TribeSubmission = ListTribeSubmissionsApiResponse['results'][number];
export type TribeFeedAd = ListTribeAdsApiResponse['results'][number];
export type ModerationLogEntry = ListTribeModerationLogApiResponse['results'][number];
export type ListTribesParams = ListTribesApiArg;
export type TribeImageKind = 'avatar' | 'cover';
export type TribeImage = TribeSummary['avatar'];

/** Every query about one tribe (page, members, invitations, feed, queue, log) carries its slug's tag. */
const tribeTag = (slug: string) => ({ type: 'Tribe' as const, id: slug });
const LIST = 'TribeList' as const;
const ofTribe = (_r: unknown, _e: unknown, arg: { slug: string }) => [tribeTag(arg.slug)];
const ofTribeAndLists = (_r: unknown, _e: unknown, arg: { slug: string }) => [tribeTag(arg.slug), LIST];

/**
 * Tribes endpoints as features use them: per-tribe cache tags (the generated slice invalidates
 * every tribe query on any change), the ad lists refreshed when the tribe feed changes
 * (/ads?tribe=), and optimistic join, leave and pin that revert when the server refuses.
 */
export const tribesApi = tribesGeneratedApi
  .enhanceEndpoints({ addTagTypes: ['Tribe', LIST, 'AdList'] })
  .enhanceEndpoints({
    endpoints: {
      listTribes: { providesTags: [LIST] },
      getTribe: { providesTags: ofTribe },
      getTribeInvitation: { providesTags: [] },
      createTribe: { invalidatesTags: [LIST] },
      updateTribe: { invalidatesTags: ofTribeAndLists },
      // Not the tribe's own tag: its page is still mounted and would refetch a 404 before leaving.
      deleteTribe: { invalidatesTags: [LIST] },
      acceptTribeInvitation: { invalidatesTags: (r) => (r ? [tribeTag(r.slug), LIST] : [LIST]) },
      joinTribe: {
        invalidatesTags: ofTribeAndLists,
        async onQueryStarted({ slug }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            tribesApi.util.updateQueryData('getTribe', { slug }, (t) => {
              // Open tribes take me at once; the others leave me waiting for a moderator.
              const active = t.join_policy === 'open';
              t.my_membership = { role: 'member', status: active ? 'active' : 'pending', joined_at: null };
              if (active) {
                t.member_count += 1;
                t.can_view_content = true;
              }
            }),
          );
          try {
            const { data } = await queryFulfilled;
            dispatch(
              tribesApi.util.updateQueryData('getTribe', { slug }, (t) => {
                t.my_membership = data.membership;
                t.member_count = data.member_count;
              }),
            );
          } catch {
            patch.undo();
          }
        },
      },
      leaveTribe: {
        invalidatesTags: ofTribeAndLists,
        async onQueryStarted({ slug }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            tribesApi.util.updateQueryData('getTribe', { slug }, (t) => {
              if (t.my_membership?.status === 'active') t.member_count = Math.max(0, t.member_count - 1);
              t.my_membership = null;
            }),
          );
          await queryFulfilled.catch(() => patch.undo());
        },
      },
      listTribeMembers: { providesTags: ofTribe },
      approveTribeMember: { invalidatesTags: ofTribe },
      rejectTribeMember: { invalidatesTags: ofTribe },
      banTribeMember: { invalidatesTags: ofTribe },
      unbanTribeMember: { invalidatesTags: ofTribe },
      promoteTribeMember: { invalidatesTags: ofTribe },
      demoteTribeMember: { invalidatesTags: ofTribe },
      removeTribeMember: { invalidatesTags: ofTribe },
      listTribeInvitations: { providesTags: ofTribe },
      createTribeInvitation: { invalidatesTags: ofTribe },
      revokeTribeInvitation: { invalidatesTags: ofTribe },
      listTribeAds: { providesTags: ofTribe },
      listTribeSubmissions: { providesTags: ofTribe },
      listTribeModerationLog: { providesTags: ofTribe },
      submitTribeAd: { invalidatesTags: (_r, _e, arg) => [tribeTag(arg.slug), 'AdList'] },
      approveTribeAd: { invalidatesTags: (_r, _e, arg) => [tribeTag(arg.slug), 'AdList'] },
      rejectTribeAd: { invalidatesTags: ofTribe },
      removeTribeAd: { invalidatesTags: (_r, _e, arg) => [tribeTag(arg.slug), 'AdList'] },
      pinTribeAd: { invalidatesTags: [], onQueryStarted: pinOptimistically(true) },
      unpinTribeAd: { invalidatesTags: [], onQueryStarted: pinOptimistically(false) },
    },
  });

/** The pin badge moves at once on every cached page of the tribe's feed; undone on failure. */
function pinOptimistically(pinned: boolean) {
  return async (
    { slug, adSlug }: { slug: string; adSlug: string },
    {
      dispatch,
      getState,
      queryFulfilled,
    }: {
      dispatch: (action: unknown) => unknown;
      getState: () => unknown;
      queryFulfilled: Promise<unknown>;
    },
  ) => {
    const state = getState() as Parameters<typeof tribesApi.util.selectCachedArgsForQuery>[0];
    const patches = tribesApi.util
      .selectCachedArgsForQuery(state, 'listTribeAds')
      .filter((args) => args.slug === slug)
      .map(
        (args) =>
          dispatch(
            tribesApi.util.updateQueryData('listTribeAds', args, (page) => {
              for (const ad of page.results) if (ad.slug === adSlug) ad.pinned = pinned;
            }),
          ) as { undo: () => void },
      );
    await queryFulfilled.catch(() => patches.forEach((p) => p.undo()));
  };
}

export const {
  useListTribesQuery,
  useGetTribeQuery,
  useCreateTribeMutation,
  useUpdateTribeMutation,
  useDeleteTribeMutation,
  useJoinTribeMutation,
  useLeaveTribeMutation,
  useListTribeMembersQuery,
  useApproveTribeMemberMutation,
  useRejectTribeMemberMutation,
  useBanTribeMemberMutation,
  usePromoteTribeMemberMutation,
  useDemoteTribeMemberMutation,
  useRemoveTribeMemberMutation,
  useListTribeInvitationsQuery,
  useCreateTribeInvitationMutation,
  useRevokeTribeInvitationMutation,
  useGetTribeInvitationQuery,
  useAcceptTribeInvitationMutation,
  useListTribeAdsQuery,
  useSubmitTribeAdMutation,
  useListTribeSubmissionsQuery,
  useApproveTribeAdMutation,
  useRejectTribeAdMutation,
  usePinTribeAdMutation,
  useUnpinTribeAdMutation,
  useRemoveTribeAdMutation,
  useListTribeModerationLogQuery,
} = tribesApi;

/** The picture to show for a tribe's avatar or cover: the small variant when there is one. */
export const tribeImageUrl = (image: TribeImage, variant = '320') => image?.variants?.[variant] ?? image?.url ?? null;

/**
 * The tribe's avatar or cover: PATCH /api/v1/tribes/{slug}/ as form-data with that one file,
 * reporting upload progress (the ad photos' helper: bearer and renewal from the session).
 */
export function uploadTribeImage(slug: string, kind: TribeImageKind, file: Blob, onProgress?: (pct: number) => void) {
  const upload = uploadWithProgress(
    {
      url: `${API_BASE}/api/v1/tribes/${encodeURIComponent(slug)}/`,
      method: 'PATCH',
      field: kind,
      file,
      endpoint: 'updateTribe',
    },
    onProgress,
  );
  return async (dispatch: BaseQueryApi['dispatch'], getState: () => unknown) => {
    const tribe = (await upload(dispatch, getState)) as Tribe;
    // The page shows the new picture without a refetch.
    dispatch(tribesApi.util.upsertQueryData('getTribe', { slug }, tribe));
    dispatch(tribesApi.util.invalidateTags([LIST]));
    return tribe;
  };
}
