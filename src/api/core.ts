import { coreGeneratedApi } from './generated/core.gen';

/** Core endpoints (states, settings, health) as features use them. */
export const coreApi = coreGeneratedApi.enhanceEndpoints({
  endpoints: {
    getSettings: { keepUnusedDataFor: 3600 },
  },
});

export const { useGetSettingsQuery } = coreApi;
export type { GetSettingsApiResponse as Settings } from './generated/core.gen';
