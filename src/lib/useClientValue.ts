import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * A value only the browser knows (its clock and time zone, its media queries). A page the server
 * rendered (server/src/plugins/spaPage.ts) and its hydration both show `serverValue`, so React's
 * hydration finds the same markup; the browser's value follows right after. A page the browser
 * renders by itself (navigation, a member's first visit) shows the browser's value at once.
 * `read` must return a primitive (or the same object) for the same state.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, read, () => serverValue);
}
