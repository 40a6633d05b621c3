import { act, renderHook } from '@testing-library/react';
import { useProgressiveList } from './useProgressiveList';

const list = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);
/** Runs the scheduled tasks, and those their renders schedule, until none is left. */
function finish() {
  while (jest.getTimerCount() > 0) act(() => void jest.runOnlyPendingTimers());
}

describe('useProgressiveList', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the first screenful at once and the rest a step per task', () => {
    const items = list(50);
    const { result } = renderHook(() => useProgressiveList(items, 15));
    expect(result.current).toEqual(list(15));
    act(() => void jest.advanceTimersToNextTimer());
    expect(result.current).toEqual(list(30));
    finish();
    expect(result.current).toBe(items);
  });

  it('a short list is shown whole at once, with no task scheduled', () => {
    const items = list(10);
    const { result } = renderHook(() => useProgressiveList(items, 15));
    expect(result.current).toBe(items);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('a new list starts again from its first screenful; the old one stops growing', () => {
    const first = list(50);
    const second = list(40, 100);
    const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, 15), {
      initialProps: { items: first },
    });
    finish();
    expect(result.current).toBe(first);
    rerender({ items: second });
    expect(result.current).toEqual(list(15, 100));
    finish();
    expect(result.current).toBe(second);
  });

  it('the same list re-rendered keeps what it shows', () => {
    const items = list(50);
    const { result, rerender } = renderHook(({ n }) => (void n, useProgressiveList(items, 15)), {
      initialProps: { n: 1 },
    });
    act(() => void jest.advanceTimersToNextTimer());
    rerender({ n: 2 });
    expect(result.current).toHaveLength(30);
  });
});
