import { coreGeneratedApi, type ListHeroSlidesApiResponse } from './generated/core.gen';

/** Core endpoints (states, settings, hero slides, contact) as features use them. */
export const coreApi = coreGeneratedApi.enhanceEndpoints({ addTagTypes: ['HeroSlides'] }).enhanceEndpoints({
  endpoints: {
    getSettings: { keepUnusedDataFor: 3600 },
    // The admin's carousel page invalidates HeroSlides after every change (api/admin.ts).
    listHeroSlides: { keepUnusedDataFor: 600, providesTags: ['HeroSlides'] },
    // A contact message changes no cached data.
    createContactMessage: { invalidatesTags: [] },
  },
});

export const { useGetSettingsQuery, useListHeroSlidesQuery, useCreateContactMessageMutation } = coreApi;
export type { GetSettingsApiResponse as Settings } from './generated/core.gen';
export type { CreateContactMessageApiArg } from './generated/core.gen';
export type HeroSlide = ListHeroSlidesApiResponse[number];
