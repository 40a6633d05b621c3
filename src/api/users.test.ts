import { waitFor } from '@testing-library/react';
import { makeStore } from '../app/store';
import { authState, jsonResponse, mockFetch, testUser } from '../../test/support/renderWithProviders';
import { updateMeFormData, usersApi } from './users';

describe('users API enhancements', () => {
  it('a photo goes as multipart: scalars as text, booleans as "true"/"false", null and undefined left out', () => {
    const avatar = new Blob(['x'], { type: 'image/png' });
    const form = updateMeFormData(
      { first_name: 'Ana', show_email: true, show_phone: false, state_code: null, city: undefined },
      avatar,
    );
    expect([...form.keys()].sort()).toEqual(['avatar', 'first_name', 'show_email', 'show_phone']);
    expect(form.get('show_email')).toBe('true');
    expect(form.get('show_phone')).toBe('false');
    expect(form.get('avatar')).toBeInstanceOf(Blob);
  });

  it('updateMe (JSON) updates the stored user', async () => {
    const calls = mockFetch(() => jsonResponse({ ...testUser, first_name: 'Mariana' }));
    const store = makeStore({ auth: authState() }, { persist: false });
    await store.dispatch(usersApi.endpoints.updateMe.initiate({ updateMeBody: { first_name: 'Mariana' } })).unwrap();
    await waitFor(() => expect(store.getState().auth.user?.first_name).toBe('Mariana'));
    expect(calls[0].method).toBe('PUT');
    expect(calls[0].headers.get('content-type')).toBe('application/json');
  });

  it('updateMeWithAvatar (multipart) updates the stored user', async () => {
    const calls = mockFetch(() => jsonResponse({ ...testUser, first_name: 'Mariana' }));
    const store = makeStore({ auth: authState() }, { persist: false });
    const arg = { fields: { first_name: 'Mariana' }, avatar: new Blob(['x'], { type: 'image/png' }) };
    await store.dispatch(usersApi.endpoints.updateMeWithAvatar.initiate(arg)).unwrap();
    await waitFor(() => expect(store.getState().auth.user?.first_name).toBe('Mariana'));
    expect(calls[0].method).toBe('PUT');
    expect(calls[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });
});
