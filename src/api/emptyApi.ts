import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one createApi. Generated slices (./generated/*.gen.ts) inject their endpoints here;
 * hand-written files (./<tag>.ts) enhance them with cache tags and are what features import.
 */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery,
  // Spec section 7: no refetch on window focus; identical requests share the cache for 10 s.
  refetchOnFocus: false,
  refetchOnReconnect: true,
  keepUnusedDataFor: 60,
  refetchOnMountOrArgChange: 10,
  endpoints: () => ({}),
});
