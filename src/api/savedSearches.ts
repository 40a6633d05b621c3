import {
  savedSearchesGeneratedApi,
  type CreateSavedSearchApiArg,
  type ListSavedSearchesApiResponse,
} from './generated/savedSearches.gen';

const LIST = { type: 'SavedSearch', id: 'LIST' } as const;

/** A saved search as the API gives it. */
export type SavedSearch = ListSavedSearchesApiResponse[number];
export type SavedSearchQuery = SavedSearch['query'];
export type SavedSearchAlert = SavedSearch['alert'];
export type SavedSearchCreateBody = CreateSavedSearchApiArg['savedSearchCreateBody'];

/** Buscas salvas: the member's list, refetched after every change. */
export const savedSearchesApi = savedSearchesGeneratedApi
  .enhanceEndpoints({ addTagTypes: ['SavedSearch'] })
  .enhanceEndpoints({
    endpoints: {
      listSavedSearches: { providesTags: [LIST] },
      createSavedSearch: { invalidatesTags: [LIST] },
      updateSavedSearch: { invalidatesTags: [LIST] },
      deleteSavedSearch: { invalidatesTags: [LIST] },
    },
  });

export const {
  useListSavedSearchesQuery,
  useCreateSavedSearchMutation,
  useUpdateSavedSearchMutation,
  useDeleteSavedSearchMutation,
} = savedSearchesApi;
