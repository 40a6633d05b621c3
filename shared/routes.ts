/**
 * The SPA's page addresses, one pattern per page. The client's route table (src/app/routes.tsx),
 * its href builders (src/app/paths.ts) and the addresses the server answers with the SPA instead of
 * a 404 (server/src/plugins/spaPage.ts) all read them from here.
 */
export const ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPasswordConfirm: '/reset-password-confirm/:uid/:token',
  profile: '/profile',
  profileEdit: '/profile/edit',
  publicProfile: '/profile/:username',
  tribes: '/tribes',
  tribeCreate: '/tribes/create',
  tribeEdit: '/tribes/edit/:slug',
  tribe: '/tribes/:slug',
  ads: '/ads',
  adsSimple: '/ads/simple',
  adCreate: '/ads/create',
  adEdit: '/ads/edit/:slug',
  adPayment: '/ads/payment/:adSlug',
  ad: '/ads/:slug',
  planSelect: '/plans/select/:adSlug',
  messages: '/messages',
  conversation: '/messages/:id',
  faq: '/faq',
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
  helpCenter: '/help-center',
  contact: '/contact',
  aboutUs: '/about-us',
  categories: '/categories',
  testImageProcessing: '/test-image-processing',
  admin: '/admin',
  adminHeroCarousel: '/admin/hero-carousel',
  adminCarouselSettings: '/admin/carousel-settings',
  adminSettings: '/admin/settings',
  adminSales: '/admin/sales',
  adminSalesDetailed: '/admin/sales/detailed-report',
  adminSalesMonthly: '/admin/sales/monthly-report',
  adminReports: '/admin/reports',
  adminUsers: '/admin/users',
  adminAds: '/admin/ads',
  adminModerationLog: '/admin/moderation-log',
} as const;

export type RoutePattern = (typeof ROUTES)[keyof typeof ROUTES];

/** Every page's pattern ('/ads/:slug'): an address matching none of them is the not-found page. */
export const ROUTE_PATTERNS: readonly RoutePattern[] = Object.values(ROUTES);

/** The names of a pattern's parameters: 'uid' | 'token' for '/reset-password-confirm/:uid/:token'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern with its parameters filled in, each one URL-encoded: routePath(ROUTES.ad, { slug }). */
export function routePath<P extends RoutePattern>(pattern: P, params: Record<ParamNames<P>, string>): string {
  const values: Record<string, string> = params;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]));
}
