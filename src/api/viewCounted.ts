/**
 * The ad whose page the server sent with the ad in its HTML: that request already counted the
 * visit (as the visitor's address, server/src/plugins/spaPage.ts). A signed-in member's app asks
 * for the ad again (their votes, favourites, own ad): that first request says the view is counted
 * (`NO_VIEW_HEADER`), so one visit is one view.
 */
export const NO_VIEW_HEADER = 'x-tribo-no-view';

let counted: string | null = null;

export function viewCountedByPage(slug: string) {
  counted = slug;
}

/** Whether this request (getAd's URL) is the page's own, already counted (true once). */
export function takeCountedView(url: string): boolean {
  if (counted === null || !url.endsWith(`/ads/ads/${counted}/`)) return false;
  counted = null;
  return true;
}
