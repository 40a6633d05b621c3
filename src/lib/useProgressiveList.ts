import { useEffect, useState } from 'react';

/**
 * A long list shown a screenful at a time: the first `step` items at once, then `step` more in
 * each following task until all are shown. Each render stays a short task, so neither the page's
 * first paint nor the next key press or click waits for 50–200 rows of a dense table (a row of an
 * antd table costs about 2 ms to render and lay out on the 2-core machine). A new list starts
 * again from its first screenful; the same list keeps what it shows.
 */
export function useProgressiveList<T>(items: readonly T[], step: number): readonly T[] {
  const [state, setState] = useState({ items, shown: step });
  let current = state;
  if (state.items !== items) {
    current = { items, shown: step };
    setState(current);
  }
  const done = current.shown >= items.length;
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setState((s) => (s.items === items ? { items, shown: s.shown + step } : s)));
    return () => clearTimeout(timer);
  }, [items, step, done, current.shown]);
  return done ? items : items.slice(0, current.shown);
}
