import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { useGetSettingsQuery } from '../api/core';
import { jsonResponse, mockFetch, pathOf } from '../../test/support/renderWithProviders';
import { makeStore } from './store';

function Settings() {
  const { data } = useGetSettingsQuery();
  return <p>{data ? `site ${data.site_name}` : 'carregando'}</p>;
}

describe('RTK Query defaults (spec section 7: the data fetcher)', () => {
  afterEach(() => jest.useRealTimers());

  it('a component mounting within 10 s of an identical request gets the cached answer; later it refetches', async () => {
    const calls = mockFetch(() => jsonResponse({ site_name: 'Tribo' }));
    const store = makeStore();
    // Only the clock is faked: RTK Query reads it when deciding whether a cached answer is fresh.
    jest.useFakeTimers({
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'nextTick',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'performance',
        'hrtime',
      ],
    });
    const start = Date.now();
    const mount = () =>
      render(
        <Provider store={store}>
          <Settings />
        </Provider>,
      );
    const settings = () => calls.filter((c) => pathOf(c) === '/api/v1/core/settings/').length;

    const first = mount();
    expect(await screen.findByText('site Tribo')).toBeInTheDocument();
    first.unmount();
    expect(settings()).toBe(1);

    jest.setSystemTime(start + 9_000);
    const second = mount();
    expect(screen.getByText('site Tribo')).toBeInTheDocument();
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(settings()).toBe(1);
    second.unmount();

    jest.setSystemTime(start + 11_000);
    mount();
    await waitFor(() => expect(settings()).toBe(2));
  });

  it('does not refetch when the window regains focus', async () => {
    const calls = mockFetch(() => jsonResponse({ site_name: 'Tribo' }));
    const store = makeStore();
    render(
      <Provider store={store}>
        <Settings />
      </Provider>,
    );
    expect(await screen.findByText('site Tribo')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(calls).toHaveLength(1);
  });
});
