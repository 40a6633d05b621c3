import {
  reviewsGeneratedApi,
  type CreateProfileReviewApiArg,
  type ListProfileReviewsApiResponse,
  type ListReviewableAdsApiResponse,
} from './generated/reviews.gen';

/**
 * Reviews of advertisers. A profile's list and the ads a member may review are cached per
 * username ('reviews' tag, id = username); a new review refreshes both and the profile's rating
 * ('users'); a reply refreshes the list; a report changes nothing the member sees.
 */
export const reviewsApi = reviewsGeneratedApi.enhanceEndpoints({ addTagTypes: ['users'] }).enhanceEndpoints({
  endpoints: {
    listProfileReviews: { providesTags: (_r, _e, arg) => [{ type: 'reviews', id: arg.username }] },
    listReviewableAds: { providesTags: (_r, _e, arg) => [{ type: 'reviews', id: arg.username }] },
    createProfileReview: { invalidatesTags: (_r, _e, arg) => [{ type: 'reviews', id: arg.username }, 'users'] },
    createReviewReply: { invalidatesTags: (_r, _e, arg) => [{ type: 'reviews', id: arg.username }] },
    createReviewReport: { invalidatesTags: [] },
  },
});

export const {
  useListProfileReviewsQuery,
  useListReviewableAdsQuery,
  useCreateProfileReviewMutation,
  useCreateReviewReplyMutation,
  useCreateReviewReportMutation,
} = reviewsApi;

export type ReviewPage = ListProfileReviewsApiResponse;
export type Review = ReviewPage['results'][number];
export type ReviewSummary = ReviewPage['summary'];
export type ReviewableAd = ListReviewableAdsApiResponse['results'][number];
export type ReviewBody = CreateProfileReviewApiArg['reviewBody'];
