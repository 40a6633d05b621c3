import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept in step as the window resizes (a phone turned, a window
 * narrowed). A server render and its hydration see `serverValue`, the browser's answer follows right
 * after (as useClientValue). Without window.matchMedia (old browsers, tests) the answer is "no".
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => !!window.matchMedia?.(query).matches,
    () => serverValue,
  );
}
