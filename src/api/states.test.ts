import { authState, jsonResponse } from '../../test/support/renderWithProviders';
import { makeStore } from '../app/store';
import { DEFAULT_STATES, resolveSelectedState, STATES_CACHE_MS, WHOLE_COUNTRY } from '../lib/states';
import {
  loadStates,
  loadStatesWithAds,
  selectHeaderState,
  selectMenuState,
  selectStateList,
  selectStatesWithAds,
  stateSelected,
} from './states';

/** Replaces fetch (the base query sends a Request): `impl` answers by URL; the mock records each Request. */
function mockFetch(impl: (url: string, req: Request) => Promise<Response>) {
  const fn = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    return impl(req.url, req);
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

describe('states slice', () => {
  afterEach(() => jest.useRealTimers());

  it('starts with the default list and SP selected', () => {
    const store = makeStore();
    expect(selectStateList(store.getState())).toEqual(['SP', 'RJ', 'MG', 'RS', 'PR', 'SC', 'BA', 'DF']);
    expect(selectMenuState(store.getState())).toBe('SP');
    expect(selectHeaderState(store.getState())).toBe('SP');
  });

  it('loads the plain list without an Authorization header', async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ states: ['AC', 'RJ', 'SP'] }));
    // Signed in: the bearer still stays off.
    const store = makeStore({ auth: authState() }, { persist: false });
    await store.dispatch(loadStates());
    expect(selectStateList(store.getState())).toEqual(['AC', 'RJ', 'SP']);
    const req = fetchMock.mock.calls[0][0] as Request;
    expect(req.url).toMatch(/\/api\/v1\/core\/states\/$/);
    expect(req.headers.has('authorization')).toBe(false);
  });

  it.each([
    ['a non-OK answer', () => jsonResponse({ error: 'x', code: 'internal_error' }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an empty list', () => jsonResponse({ states: [] })],
    ['an invalid list', () => jsonResponse({ states: [1, 2] })],
    ['another shape', () => jsonResponse(['SP'])],
  ])('falls back to SP, RJ, MG, RS, PR, SC, BA, DF on %s', async (_label, answer) => {
    mockFetch(async () => answer());
    const store = makeStore();
    await store.dispatch(loadStates());
    expect(selectStateList(store.getState())).toEqual([...DEFAULT_STATES]);
  });

  it.each([
    ['a non-OK answer', () => jsonResponse({}, 503)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an invalid format', () => jsonResponse({ states: 'SP,RJ' })],
  ])('states-with-ads falls back to only SP on %s', async (_label, answer) => {
    mockFetch(async () => answer());
    const store = makeStore();
    await store.dispatch(loadStatesWithAds());
    expect(selectStatesWithAds(store.getState())).toEqual(['SP']);
  });

  it('states-with-ads reads the states with ads from its own endpoint', async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ states: ['MG', 'RJ'] }));
    // Signed in: the bearer still stays off.
    const store = makeStore({ auth: authState() }, { persist: false });
    await store.dispatch(loadStatesWithAds());
    const req = fetchMock.mock.calls[0][0] as Request;
    expect(req.url).toMatch(/\/api\/v1\/core\/states-with-ads\/$/);
    expect(req.headers.has('authorization')).toBe(false);
    expect(selectStatesWithAds(store.getState())).toEqual(['MG', 'RJ']);
    // SP is not in the list: the header selects the first one.
    expect(selectHeaderState(store.getState())).toBe('MG');
  });

  it('caches each list for one hour (3,600,000 ms)', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T12:00:00Z') });
    const fetchMock = mockFetch(async () => jsonResponse({ states: ['SP', 'RJ'] }));
    const store = makeStore();
    await store.dispatch(loadStates());
    await store.dispatch(loadStatesWithAds());
    expect(fetchMock).toHaveBeenCalledTimes(2);

    jest.setSystemTime(Date.now() + STATES_CACHE_MS - 1);
    await store.dispatch(loadStates());
    await store.dispatch(loadStatesWithAds());
    expect(fetchMock).toHaveBeenCalledTimes(2);

    jest.setSystemTime(Date.now() + 1);
    await store.dispatch(loadStates());
    await store.dispatch(loadStatesWithAds());
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('does not cache a failure: the next load asks again', async () => {
    const fetchMock = mockFetch(async () => jsonResponse({}, 500));
    const store = makeStore();
    await store.dispatch(loadStates());
    await store.dispatch(loadStates());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the chosen state when the list has it, else selects the first', async () => {
    mockFetch(async () => jsonResponse({ states: ['BA', 'PE', 'RJ'] }));
    const store = makeStore();
    await store.dispatch(loadStates());
    expect(selectMenuState(store.getState())).toBe('BA');
    store.dispatch(stateSelected('RJ'));
    expect(selectMenuState(store.getState())).toBe('RJ');
    expect(resolveSelectedState('SP', ['SP', 'RJ'])).toBe('SP');
    expect(resolveSelectedState('AM', ['SP', 'RJ'])).toBe('SP');
  });

  it('"Todo o Brasil" (no state) is a choice every list keeps', async () => {
    mockFetch(async () => jsonResponse({ states: ['BA', 'PE', 'RJ'] }));
    const store = makeStore();
    await store.dispatch(loadStates());
    store.dispatch(stateSelected(WHOLE_COUNTRY));
    expect(selectMenuState(store.getState())).toBe('');
    expect(selectHeaderState(store.getState())).toBe('');
    store.dispatch(stateSelected('xx'));
    expect(selectMenuState(store.getState())).toBe('');
  });
});
