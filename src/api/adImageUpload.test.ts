import { File as PlatformFile } from 'node:buffer';
import { waitFor } from '@testing-library/react';
import { makeStore } from '../app/store';
import { AUTH_LOGOUT_EVENT } from '../session/renewal';
import { authState, jsonResponse, mockFetch, pathOf } from '../../test/support/renderWithProviders';
import { uploadAdImageFile, UPLOAD_FAILED_MESSAGE } from './adImageUpload';
import { adsApi } from './ads';
import { createBaseQuery, REFRESH_PATH } from './baseQuery';

const BASE = 'https://api.test';
const AD = { slug: 'bicicleta', images: [{ id: 5 }] };

/** A stand-in XMLHttpRequest: each send is answered by `answer` (status, body) after a progress event. */
class FakeXhr {
  static sent: { url: string; authorization: string | null; file: FormDataEntryValue | null }[] = [];
  static answer: (n: number) => { status: number; body: unknown };
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(form: FormData) {
    FakeXhr.sent.push({
      url: this.url,
      authorization: this.headers.authorization ?? null,
      file: form.get('image_file'),
    });
    const { status, body } = FakeXhr.answer(FakeXhr.sent.length);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }, 0);
  }
}

let logoutEvents = 0;
const countLogout = () => {
  logoutEvents += 1;
};

beforeEach(() => {
  FakeXhr.sent = [];
  logoutEvents = 0;
  window.history.replaceState(null, '', '/ads/create');
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  window.addEventListener(AUTH_LOGOUT_EVENT, countLogout);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => window.removeEventListener(AUTH_LOGOUT_EVENT, countLogout));

// The platform FormData of this test environment takes the platform's File, not jsdom's.
const file = () => new PlatformFile(['webp'], 'foto.webp', { type: 'image/webp' }) as unknown as File;
const fileName = (entry: FormDataEntryValue | null) => (entry as File | null)?.name;

describe('uploadAdImageFile', () => {
  it('sends the file with the bearer to the generated URL and reports progress', async () => {
    const store = makeStore({ auth: authState() }, { persist: false });
    FakeXhr.answer = () => ({ status: 200, body: AD });
    const progress: number[] = [];
    const { renewal } = createBaseQuery({ baseUrl: BASE });
    const ad = await store.dispatch(uploadAdImageFile(5, file(), (p) => progress.push(p), { renewal, baseUrl: BASE }));
    expect(ad).toEqual(AD);
    expect(FakeXhr.sent).toEqual([
      { url: `${BASE}/api/v1/ads/ad-images/5/upload_file/`, authorization: 'Bearer access-1', file: expect.anything() },
    ]);
    expect(progress).toEqual([50, 100]);
  });

  it('meets a 401, renews the token behind the base query lock and sends the file again', async () => {
    const store = makeStore({ auth: authState() }, { persist: false });
    const calls = mockFetch((req) =>
      pathOf(req) === REFRESH_PATH ? jsonResponse({ access: 'access-2' }) : jsonResponse({}, 404),
    );
    FakeXhr.answer = (n) =>
      n === 1 ? { status: 401, body: { error: 'Sua sessão expirou.' } } : { status: 201, body: AD };
    const { renewal } = createBaseQuery({ baseUrl: BASE });
    const ad = await store.dispatch(uploadAdImageFile(5, file(), undefined, { renewal, baseUrl: BASE }));
    expect(ad).toEqual(AD);
    expect(calls.map(pathOf)).toEqual([REFRESH_PATH]);
    expect(await calls[0].json()).toEqual({ refresh: 'refresh-1' });
    expect(FakeXhr.sent.map((s) => s.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(FakeXhr.sent.map((s) => fileName(s.file))).toEqual(['foto.webp', 'foto.webp']);
    expect(store.getState().auth.token).toBe('access-2');
    expect(logoutEvents).toBe(0);
  });

  it('an upload and a base query call that meet a 401 together share one renewal', async () => {
    const store = makeStore({ auth: authState() }, { persist: false });
    const calls = mockFetch((req) => {
      if (pathOf(req) === REFRESH_PATH) return jsonResponse({ access: 'access-2' });
      return req.headers.get('authorization') === 'Bearer access-2'
        ? jsonResponse({ id: 7 })
        : jsonResponse({ error: 'Sua sessão expirou.' }, 401);
    });
    FakeXhr.answer = (n) => (n === 1 ? { status: 401, body: {} } : { status: 200, body: AD });
    const baseQuery = createBaseQuery({ baseUrl: BASE });
    const api = {
      getState: store.getState,
      dispatch: store.dispatch,
      signal: new AbortController().signal,
      abort: () => undefined,
      extra: undefined,
      endpoint: 'getMe',
      type: 'query' as const,
    };
    const [me, ad] = await Promise.all([
      baseQuery('/api/v1/users/me/', api, {}),
      store.dispatch(uploadAdImageFile(5, file(), undefined, { renewal: baseQuery.renewal, baseUrl: BASE })),
    ]);
    expect(me).toMatchObject({ data: { id: 7 } });
    expect(ad).toEqual(AD);
    expect(calls.filter((c) => pathOf(c) === REFRESH_PATH)).toHaveLength(1);
  });

  it('a refused renewal ends the session once and rejects with the pt-BR message', async () => {
    const store = makeStore({ auth: authState() }, { persist: false });
    mockFetch(() => jsonResponse({ error: 'Token inválido.' }, 401));
    FakeXhr.answer = () => ({ status: 401, body: {} });
    const { renewal } = createBaseQuery({ baseUrl: BASE });
    await expect(store.dispatch(uploadAdImageFile(5, file(), undefined, { renewal, baseUrl: BASE }))).rejects.toThrow(
      UPLOAD_FAILED_MESSAGE,
    );
    expect(FakeXhr.sent).toHaveLength(1);
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(logoutEvents).toBe(1);
  });

  it("the ad's cached page takes the upload's answer at once, then the page and the lists are read again", async () => {
    const store = makeStore({ auth: authState() }, { persist: false });
    const pendingPhoto = { slug: 'bicicleta', images: [{ id: 5, url: null as string | null, pending: true }] };
    const readyPhoto = { slug: 'bicicleta', images: [{ id: 5, url: '/media/5-800.webp', pending: false }] };
    let stored = pendingPhoto;
    const calls = mockFetch((req) =>
      pathOf(req) === '/api/v1/ads/ads/bicicleta/'
        ? jsonResponse(stored)
        : jsonResponse({ count: 0, next: null, previous: null, results: [] }),
    );
    // What the form's save leaves: the ad's page read again (updateAd's tags) before the file went.
    const page = store.dispatch(adsApi.endpoints.getAd.initiate({ slug: 'bicicleta' }));
    const mine = store.dispatch(adsApi.endpoints.listMyAds.initiate({}));
    await Promise.all([page, mine]);
    const cached = () => adsApi.endpoints.getAd.select({ slug: 'bicicleta' })(store.getState() as never).data;
    expect(cached()).toEqual(pendingPhoto);
    FakeXhr.answer = () => {
      stored = readyPhoto;
      return { status: 200, body: readyPhoto };
    };
    const { renewal } = createBaseQuery({ baseUrl: BASE });
    await store.dispatch(uploadAdImageFile(5, file(), undefined, { renewal, baseUrl: BASE }));
    expect(cached()).toEqual(readyPhoto);
    await waitFor(() =>
      expect(calls.map(pathOf).sort()).toEqual([
        '/api/v1/ads/ads/bicicleta/',
        '/api/v1/ads/ads/bicicleta/',
        '/api/v1/ads/ads/mine/',
        '/api/v1/ads/ads/mine/',
      ]),
    );
    expect(cached()).toEqual(readyPhoto);
    page.unsubscribe();
    mine.unsubscribe();
  });

  it("rejects with the server's message", async () => {
    const store = makeStore({ auth: authState() }, { persist: false });
    FakeXhr.answer = () => ({ status: 400, body: { error: 'Imagem inválida.' } });
    const { renewal } = createBaseQuery({ baseUrl: BASE });
    await expect(store.dispatch(uploadAdImageFile(5, file(), undefined, { renewal, baseUrl: BASE }))).rejects.toThrow(
      'Imagem inválida.',
    );
  });
});
