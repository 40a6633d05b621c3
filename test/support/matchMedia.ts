/** A MediaQueryList for jsdom, which has no window.matchMedia: `matches` is fixed, no events fire. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/**
 * window.matchMedia as a screen `width` px wide answers it: `(min-width: N px)` and
 * `(max-width: N px)` (antd's breakpoints) by that width, anything else "no". Restore it after.
 */
export const matchMediaAtWidth =
  (width: number): typeof window.matchMedia =>
  (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return mediaQueryList(
      query,
      (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !!(min || max),
    );
  };
