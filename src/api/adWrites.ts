import type { FetchArgs } from '@reduxjs/toolkit/query';
import { adRequestBody } from '../lib/formData';
import { adsApi, adTag, LIST } from './ads';

/** A generated request with another body. */
const withBody = (request: string | FetchArgs, body: unknown): FetchArgs =>
  typeof request === 'string' ? { url: request, body } : { ...request, body };

/**
 * Creating and editing an ad: the generated request (URL, method) with the body the one helper
 * builds, JSON or form-data when files go with the fields (spec section 5). A module of its own,
 * imported by the pages that write ads, so the form-data helper is not on every page's first load.
 */
export const adWritesApi = adsApi.enhanceEndpoints({
  endpoints: {
    createAd: (definition) => {
      const generated = definition.query!;
      definition.query = (arg) => withBody(generated(arg), adRequestBody(arg.adCreateBody as Record<string, unknown>));
      definition.invalidatesTags = [LIST];
    },
    updateAd: (definition) => {
      const generated = definition.query!;
      definition.query = (arg) => withBody(generated(arg), adRequestBody(arg.adUpdateBody as Record<string, unknown>));
      definition.invalidatesTags = (_r, _e, arg) => [LIST, adTag(arg.slug)];
    },
  },
});

export const { useCreateAdMutation, useUpdateAdMutation } = adWritesApi;
