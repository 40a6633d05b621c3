import {
  reportsGeneratedApi,
  type CreateAdReportApiResponse,
  type CreateProfileReportApiArg,
} from './generated/reports.gen';

/**
 * Members' reports of an ad, a profile or a conversation. A report changes nothing the member's pages show (the
 * staff decide later), so it refetches nothing.
 */
export const reportsApi = reportsGeneratedApi.enhanceEndpoints({
  endpoints: {
    createAdReport: { invalidatesTags: [] },
    createProfileReport: { invalidatesTags: [] },
    createConversationReport: { invalidatesTags: [] },
  },
});

export const { useCreateAdReportMutation, useCreateProfileReportMutation, useCreateConversationReportMutation } =
  reportsApi;

export type Report = CreateAdReportApiResponse;
export type ReportBody = CreateProfileReportApiArg['reportBody'];
