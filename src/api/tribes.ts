// TEMPORARY scaffold while the tribes contract is being written on i14-tribes-server: these
// endpoints and types are replaced by generated/tribes.gen.ts (enhanced here) as soon as it lands.
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { API_BASE } from '../lib/env';
import type { AdSummary } from './ads';
import { uploadWithProgress } from './adImageUpload';
import { emptyApi } from './emptyApi';

export type TribeRole = 'owner' | 'moderator' | 'member';
export type MemberStatus = 'active' | 'pending' | 'banned';
export type TribeImageKind = 'avatar' | 'cover';

export interface TribeSummary {
  id: number;
  slug: string;
  name: string;
  description: string;
  state_code: string;
  city: string | null;
  category: { id: number; name: string; slug: string } | null;
  visibility: 'public' | 'private';
  join_policy: 'open' | 'request' | 'invite';
  ad_policy: 'open' | 'approval';
  member_count: number;
  avatar_url: string | null;
  cover_url: string | null;
  my_role: TribeRole | null;
  my_status: MemberStatus | null;
}
export type Tribe = TribeSummary & { rules: string | null };
export interface TribeWrite {
  name: string;
  description?: string;
  rules?: string;
  state_code: string;
  city?: string | null;
  category_id?: number | null;
  visibility: 'public' | 'private';
  join_policy: 'open' | 'request' | 'invite';
  ad_policy: 'open' | 'approval';
}
export interface TribeMember {
  user: { id: number; username: string; first_name: string; avatar: string | null };
  role: TribeRole;
  status: MemberStatus;
  join_answer: string | null;
  joined_at: string | null;
}
export interface TribeInvitation {
  id: number;
  token: string;
  max_uses: number | null;
  uses: number;
  expires_at: string;
  revoked_at: string | null;
  is_valid: boolean;
}
export interface TribeSubmission {
  id: number;
  ad: AdSummary;
  status: 'pending' | 'approved' | 'rejected' | 'removed';
  submitted_by: { username: string };
  created_at: string;
}
export interface ModerationLogEntry {
  id: number;
  actor: { username: string };
  action: string;
  target_label: string | null;
  reason: string | null;
  created_at: string;
}
export type TribeFeedAd = AdSummary & { pinned: boolean };
export type MemberAction = 'approve' | 'reject' | 'remove' | 'ban' | 'promote' | 'demote';
export interface ListTribesParams {
  search?: string;
  state?: string;
  category?: string;
  mine?: boolean;
  page?: number;
  pageSize?: number;
}
interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

const base = '/api/v1/tribes';
const s = (slug: string) => `${base}/${encodeURIComponent(slug)}`;

export const tribesApi = emptyApi.enhanceEndpoints({ addTagTypes: ['Tribe', 'TribeList'] }).injectEndpoints({
  endpoints: (build) => ({
    listTribes: build.query<Page<TribeSummary>, ListTribesParams>({
      query: (a) => ({
        url: `${base}/`,
        params: {
          search: a.search,
          state: a.state,
          category: a.category,
          mine: a.mine,
          page: a.page,
          page_size: a.pageSize,
        },
      }),
      providesTags: ['TribeList'],
    }),
    getTribe: build.query<Tribe, { slug: string }>({
      query: (a) => ({ url: `${s(a.slug)}/` }),
      providesTags: (_r, _e, a) => [{ type: 'Tribe', id: a.slug }],
    }),
    createTribe: build.mutation<Tribe, { createTribeBody: TribeWrite }>({
      query: (a) => ({ url: `${base}/`, method: 'POST', body: a.createTribeBody }),
      invalidatesTags: ['TribeList'],
    }),
    updateTribe: build.mutation<Tribe, { slug: string; updateTribeBody: TribeWrite }>({
      query: (a) => ({ url: `${s(a.slug)}/`, method: 'PATCH', body: a.updateTribeBody }),
      invalidatesTags: (_r, _e, a) => ['TribeList', { type: 'Tribe', id: a.slug }],
    }),
    deleteTribe: build.mutation<void, { slug: string }>({
      query: (a) => ({ url: `${s(a.slug)}/`, method: 'DELETE' }),
      invalidatesTags: ['TribeList'],
    }),
    joinTribe: build.mutation<{ status: MemberStatus }, { slug: string; joinTribeBody: { answer?: string } }>({
      query: (a) => ({ url: `${s(a.slug)}/join/`, method: 'POST', body: a.joinTribeBody }),
      invalidatesTags: (_r, _e, a) => ['TribeList', { type: 'Tribe', id: a.slug }],
      async onQueryStarted({ slug }, { dispatch, queryFulfilled }) {
        await optimistic(dispatch, slug, queryFulfilled, (t) => {
          // Open tribes take me at once; "request" ones leave me waiting.
          if (t.join_policy === 'open') {
            t.my_status = 'active';
            t.my_role = 'member';
            t.member_count += 1;
          } else t.my_status = 'pending';
        });
      },
    }),
    leaveTribe: build.mutation<void, { slug: string }>({
      query: (a) => ({ url: `${s(a.slug)}/leave/`, method: 'POST' }),
      invalidatesTags: (_r, _e, a) => ['TribeList', { type: 'Tribe', id: a.slug }],
      async onQueryStarted({ slug }, { dispatch, queryFulfilled }) {
        await optimistic(dispatch, slug, queryFulfilled, (t) => {
          if (t.my_status === 'active') t.member_count = Math.max(0, t.member_count - 1);
          t.my_status = null;
          t.my_role = null;
        });
      },
    }),
    listTribeMembers: build.query<Page<TribeMember>, { slug: string; status?: MemberStatus }>({
      query: (a) => ({ url: `${s(a.slug)}/members/`, params: { status: a.status } }),
      providesTags: (_r, _e, a) => [{ type: 'Tribe', id: a.slug }],
    }),
    moderateTribeMember: build.mutation<void, { slug: string; userId: number; action: MemberAction }>({
      query: (a) => ({ url: `${s(a.slug)}/members/${a.userId}/${a.action}/`, method: 'POST' }),
      invalidatesTags: (_r, _e, a) => [{ type: 'Tribe', id: a.slug }],
    }),
    listTribeInvitations: build.query<Page<TribeInvitation>, { slug: string }>({
      query: (a) => ({ url: `${s(a.slug)}/invitations/` }),
      providesTags: (_r, _e, a) => [{ type: 'Tribe', id: a.slug }],
    }),
    createTribeInvitation: build.mutation<
      TribeInvitation,
      { slug: string; createTribeInvitationBody: { max_uses: number | null; expires_in_days: number } }
    >({
      query: (a) => ({ url: `${s(a.slug)}/invitations/`, method: 'POST', body: a.createTribeInvitationBody }),
      invalidatesTags: (_r, _e, a) => [{ type: 'Tribe', id: a.slug }],
    }),
    revokeTribeInvitation: build.mutation<void, { slug: string; invitationId: number }>({
      query: (a) => ({ url: `${s(a.slug)}/invitations/${a.invitationId}/`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, a) => [{ type: 'Tribe', id: a.slug }],
    }),
    getInvitationPreview: build.query<{ tribe: TribeSummary; invited_by: string | null }, { token: string }>({
      query: (a) => ({ url: `${base}/invitations/${encodeURIComponent(a.token)}/` }),
    }),
    acceptInvitation: build.mutation<{ tribe: TribeSummary }, { token: string }>({
      query: (a) => ({ url: `${base}/invitations/${encodeURIComponent(a.token)}/accept/`, method: 'POST' }),
      invalidatesTags: ['TribeList', 'Tribe'],
    }),
    listTribeAds: build.query<Page<TribeFeedAd>, { slug: string; page?: number; pageSize?: number }>({
      query: (a) => ({ url: `${s(a.slug)}/ads/`, params: { page: a.page, page_size: a.pageSize } }),
      providesTags: (_r, _e, a) => [{ type: 'Tribe', id: a.slug }],
    }),
    submitTribeAd: build.mutation<TribeSubmission, { slug: string; submitTribeAdBody: { ad_slug: string } }>({
      query: (a) => ({ url: `${s(a.slug)}/ads/`, method: 'POST', body: a.submitTribeAdBody }),
      invalidatesTags: (_r, _e, a) => [{ type: 'Tribe', id: a.slug }],
    }),
    listTribeSubmissions: build.query<Page<TribeSubmission>, { slug: string; status?: string }>({
      query: (a) => ({ url: `${s(a.slug)}/submissions/`, params: { status: a.status } }),
      providesTags: (_r, _e, a) => [{ type: 'Tribe', id: a.slug }],
    }),
    reviewTribeAd: build.mutation<
      void,
      { slug: string; adSlug: string; decision: 'approve' | 'reject'; reason?: string }
    >({
      query: (a) => ({
        url: `${s(a.slug)}/ads/${encodeURIComponent(a.adSlug)}/${a.decision}/`,
        method: 'POST',
        body: { reason: a.reason },
      }),
      invalidatesTags: (_r, _e, a) => [{ type: 'Tribe', id: a.slug }],
    }),
    pinTribeAd: build.mutation<void, { slug: string; adSlug: string; pinned: boolean }>({
      query: (a) => ({
        url: `${s(a.slug)}/ads/${encodeURIComponent(a.adSlug)}/${a.pinned ? 'pin' : 'unpin'}/`,
        method: 'POST',
      }),
      // The badge moves at once in every cached page of the feed; the order follows on the next fetch.
      async onQueryStarted({ slug, adSlug, pinned }, { dispatch, getState, queryFulfilled }) {
        const patches = tribesApi.util
          .selectCachedArgsForQuery(getState(), 'listTribeAds')
          .filter((args) => args.slug === slug)
          .map((args) =>
            dispatch(
              tribesApi.util.updateQueryData('listTribeAds', args, (page) => {
                for (const ad of page.results) if (ad.slug === adSlug) ad.pinned = pinned;
              }),
            ),
          );
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((p) => p.undo());
        }
      },
    }),
    listTribeModerationLog: build.query<Page<ModerationLogEntry>, { slug: string }>({
      query: (a) => ({ url: `${s(a.slug)}/log/` }),
      providesTags: (_r, _e, a) => [{ type: 'Tribe', id: a.slug }],
    }),
  }),
});

/** Applies `change` to the cached tribe at once; undone if the server refuses. */
async function optimistic(
  dispatch: (action: unknown) => unknown,
  slug: string,
  queryFulfilled: Promise<unknown>,
  change: (t: Tribe) => void,
) {
  const patch = dispatch(tribesApi.util.updateQueryData('getTribe', { slug }, change)) as { undo: () => void };
  try {
    await queryFulfilled;
  } catch {
    patch.undo();
  }
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
  useModerateTribeMemberMutation,
  useListTribeInvitationsQuery,
  useCreateTribeInvitationMutation,
  useRevokeTribeInvitationMutation,
  useGetInvitationPreviewQuery,
  useAcceptInvitationMutation,
  useListTribeAdsQuery,
  useSubmitTribeAdMutation,
  useListTribeSubmissionsQuery,
  useReviewTribeAdMutation,
  usePinTribeAdMutation,
  useListTribeModerationLogQuery,
} = tribesApi;

/** The tribe's avatar or cover, with upload progress (the ad photos' helper). */
export function uploadTribeImage(slug: string, kind: TribeImageKind, file: Blob, onProgress?: (pct: number) => void) {
  return (dispatch: BaseQueryApi['dispatch'], getState: () => unknown) =>
    uploadWithProgress(
      { url: `${API_BASE}${s(slug)}/${kind}/`, method: 'POST', field: 'image', file, endpoint: 'uploadTribeImage' },
      onProgress,
    )(dispatch, getState);
}
