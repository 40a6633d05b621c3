import { waitFor } from '@testing-library/react';
import { makeStore } from '../app/store';
import { authState, jsonResponse, mockFetch } from '../../test/support/renderWithProviders';
import { refreshAfterNotification, staleTagsOf } from './notifications';
import { tribesApi } from './tribes';

describe('a live notification refreshes what it is about', () => {
  it('names the tribe, the ad and the payments it makes stale', () => {
    expect(staleTagsOf({ type: 'GENERAL_ANNOUNCEMENT', link: '/tribes/ciclistas-sp' })).toEqual([
      { type: 'Tribe', id: 'ciclistas-sp' },
      'TribeList',
    ]);
    expect(staleTagsOf({ type: 'GENERAL_ANNOUNCEMENT', link: '/tribes/edit/ciclistas-sp?tab=requests' })).toEqual([
      { type: 'Tribe', id: 'ciclistas-sp' },
      'TribeList',
    ]);
    expect(staleTagsOf({ type: 'AD_HIGHLIGHTED', link: '/ads/bicicleta-aro-29' })).toEqual([
      { type: 'Ad', id: 'bicicleta-aro-29' },
      { type: 'AdList', id: 'LIST' },
      { type: 'Payment', id: 'MINE' },
    ]);
    expect(staleTagsOf({ type: 'PAYMENT_FAILED', link: '/ads/payment/bicicleta-aro-29?plan=2' })).toEqual([
      { type: 'Ad', id: 'bicicleta-aro-29' },
      { type: 'AdList', id: 'LIST' },
      { type: 'Payment', id: 'MINE' },
    ]);
    expect(staleTagsOf({ type: 'GENERAL_ANNOUNCEMENT', link: null })).toEqual([]);
    expect(staleTagsOf({ type: 'GENERAL_ANNOUNCEMENT', link: '/ads/create' })).toEqual([]);
  });

  it('an approval refetches the tribe on screen: "Aguardando aprovação" gives way to membership', async () => {
    let status = 'pending';
    const calls = mockFetch(() => jsonResponse({ slug: 'ciclistas-sp', name: 'Ciclistas SP', my_status: status }));
    const store = makeStore({ auth: authState() }, { persist: false });
    const sub = store.dispatch(tribesApi.endpoints.getTribe.initiate({ slug: 'ciclistas-sp' }));
    await sub.unwrap();
    expect(calls).toHaveLength(1);
    status = 'active';
    store.dispatch(refreshAfterNotification({ type: 'GENERAL_ANNOUNCEMENT', link: '/tribes/ciclistas-sp' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    const cached = () => Object.values(store.getState().api.queries).map((q) => q?.data);
    await waitFor(() => expect(cached()).toContainEqual(expect.objectContaining({ my_status: 'active' })));
    // Another tribe's notification leaves this one alone.
    store.dispatch(refreshAfterNotification({ type: 'GENERAL_ANNOUNCEMENT', link: '/tribes/outra' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(2);
    sub.unsubscribe();
  });
});
