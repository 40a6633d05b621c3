import { coreGeneratedApi, type ListHeroSlidesApiResponse } from './generated/core.gen';

/** The public settings' cache tag (also invalidated by api/admin.ts when staff save them). */
export const SETTINGS_TAG = 'Settings' as const;

/** Core endpoints (states, settings, hero slides, contact) as features use them. */
export const coreApi = coreGeneratedApi
  .enhanceEndpoints({ addTagTypes: [SETTINGS_TAG, 'HeroSlides'] })
  .enhanceEndpoints({
    endpoints: {
      // Staff saving the settings (api/admin.ts) invalidates this tag: footer, banner and carousel update at once.
      getSettings: { keepUnusedDataFor: 3600, providesTags: [SETTINGS_TAG] },
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
