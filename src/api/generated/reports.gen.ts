/* eslint-disable */
// GENERATED FILE — do not edit. Source: openapi/openapi.json (npm run api:spec).
// Regenerate with: npm run api:spec && npm run api:gen

import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ['reports'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      createAdReport: build.mutation<CreateAdReportApiResponse, CreateAdReportApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/ads/ads/${queryArg.slug}/report/`,
          method: 'POST',
          body: queryArg.reportBody,
        }),
        invalidatesTags: ['reports'],
      }),
      createProfileReport: build.mutation<CreateProfileReportApiResponse, CreateProfileReportApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/users/profiles/${queryArg.username}/report/`,
          method: 'POST',
          body: queryArg.reportBody,
        }),
        invalidatesTags: ['reports'],
      }),
      createConversationReport: build.mutation<CreateConversationReportApiResponse, CreateConversationReportApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/messages/conversations/${queryArg.id}/report/`,
          method: 'POST',
          body: queryArg.reportBody,
        }),
        invalidatesTags: ['reports'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as reportsGeneratedApi };
export type CreateAdReportApiResponse =
  | /** status 200 Default Response */ {
      id: number;
      reason: 'fraud' | 'prohibited' | 'offensive' | 'duplicate' | 'misleading' | 'other';
      details: string;
      status: 'open' | 'resolved';
      created_at: string;
    }
  | /** status 201 Default Response */ {
      id: number;
      reason: 'fraud' | 'prohibited' | 'offensive' | 'duplicate' | 'misleading' | 'other';
      details: string;
      status: 'open' | 'resolved';
      created_at: string;
    };
export type CreateAdReportApiArg = {
  slug: string;
  reportBody: {
    reason: 'fraud' | 'prohibited' | 'offensive' | 'duplicate' | 'misleading' | 'other';
    /** Obrigatório quando o motivo é "other"; até 1000 caracteres. */
    details?: string;
  };
};
export type CreateProfileReportApiResponse =
  | /** status 200 Default Response */ {
      id: number;
      reason: 'fraud' | 'prohibited' | 'offensive' | 'duplicate' | 'misleading' | 'other';
      details: string;
      status: 'open' | 'resolved';
      created_at: string;
    }
  | /** status 201 Default Response */ {
      id: number;
      reason: 'fraud' | 'prohibited' | 'offensive' | 'duplicate' | 'misleading' | 'other';
      details: string;
      status: 'open' | 'resolved';
      created_at: string;
    };
export type CreateProfileReportApiArg = {
  username: string;
  reportBody: {
    reason: 'fraud' | 'prohibited' | 'offensive' | 'duplicate' | 'misleading' | 'other';
    /** Obrigatório quando o motivo é "other"; até 1000 caracteres. */
    details?: string;
  };
};
export type CreateConversationReportApiResponse =
  | /** status 200 Default Response */ {
      id: number;
      reason: 'fraud' | 'prohibited' | 'offensive' | 'duplicate' | 'misleading' | 'other';
      details: string;
      status: 'open' | 'resolved';
      created_at: string;
    }
  | /** status 201 Default Response */ {
      id: number;
      reason: 'fraud' | 'prohibited' | 'offensive' | 'duplicate' | 'misleading' | 'other';
      details: string;
      status: 'open' | 'resolved';
      created_at: string;
    };
export type CreateConversationReportApiArg = {
  id: number;
  reportBody: {
    reason: 'fraud' | 'prohibited' | 'offensive' | 'duplicate' | 'misleading' | 'other';
    /** Obrigatório quando o motivo é "other"; até 1000 caracteres. */
    details?: string;
  };
};
export const { useCreateAdReportMutation, useCreateProfileReportMutation, useCreateConversationReportMutation } =
  injectedRtkApi;
