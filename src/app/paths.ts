/** Href builders: the only place that knows the shape of each route. */
export const paths = {
  home: () => '/',
  login: () => '/login',
  register: () => '/register',
  forgotPassword: () => '/forgot-password',
  resetPasswordConfirm: (uid: string, token: string) =>
    `/reset-password-confirm/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
  profile: (tab?: 'ads' | 'tribes' | 'favorites' | 'payments') => (tab ? `/profile?tab=${tab}` : '/profile'),
  profileNotifications: () => '/profile#notifications',
  publicProfile: (username: string) => `/profile/${encodeURIComponent(username)}`,
  profileEdit: () => '/profile/edit',
  tribes: () => '/tribes',
  tribeCreate: () => '/tribes/create',
  tribeEdit: (slug: string) => `/tribes/edit/${encodeURIComponent(slug)}`,
  tribe: (slug: string) => `/tribes/${encodeURIComponent(slug)}`,
  ads: () => '/ads',
  adsSearch: (params: { search?: string; state_code?: string; state?: string }) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, v);
    const s = q.toString();
    return s ? `/ads?${s}` : '/ads';
  },
  adsSimple: () => '/ads/simple',
  adCreate: () => '/ads/create',
  adEdit: (slug: string) => `/ads/edit/${encodeURIComponent(slug)}`,
  ad: (slug: string) => `/ads/${encodeURIComponent(slug)}`,
  planSelect: (adSlug: string) => `/plans/select/${encodeURIComponent(adSlug)}`,
  adPayment: (adSlug: string, plan?: string) =>
    `/ads/payment/${encodeURIComponent(adSlug)}${plan ? `?plan=${encodeURIComponent(plan)}` : ''}`,
  faq: () => '/faq',
  terms: () => '/terms-of-service',
  privacy: () => '/privacy-policy',
  helpCenter: () => '/help-center',
  contact: () => '/contact',
  aboutUs: () => '/about-us',
  categories: () => '/categories',
  testImageProcessing: () => '/test-image-processing',
  admin: () => '/admin',
  adminHeroCarousel: () => '/admin/hero-carousel',
  adminCarouselSettings: () => '/admin/carousel-settings',
  adminSales: () => '/admin/sales',
  adminSalesDetailed: () => '/admin/sales/detailed-report',
  adminSalesMonthly: () => '/admin/sales/monthly-report',
};
