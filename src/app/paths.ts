import { ROUTES, routePath } from '../../shared/routes';

/** Href builders: every page's address (shared/routes.ts) with its parameters and query. */
export const paths = {
  home: () => ROUTES.home,
  login: () => ROUTES.login,
  register: () => ROUTES.register,
  forgotPassword: () => ROUTES.forgotPassword,
  resetPasswordConfirm: (uid: string, token: string) => routePath(ROUTES.resetPasswordConfirm, { uid, token }),
  profile: (tab?: 'ads' | 'tribes' | 'favorites' | 'payments' | 'searches') =>
    tab ? `${ROUTES.profile}?tab=${tab}` : ROUTES.profile,
  profileNotifications: () => `${ROUTES.profile}#notifications`,
  publicProfile: (username: string) => routePath(ROUTES.publicProfile, { username }),
  profileEdit: () => ROUTES.profileEdit,
  tribes: () => ROUTES.tribes,
  tribeCreate: () => ROUTES.tribeCreate,
  tribeEdit: (slug: string) => routePath(ROUTES.tribeEdit, { slug }),
  tribe: (slug: string) => routePath(ROUTES.tribe, { slug }),
  ads: () => ROUTES.ads,
  adsSearch: (params: { search?: string; state_code?: string; state?: string }) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, v);
    const s = q.toString();
    return s ? `${ROUTES.ads}?${s}` : ROUTES.ads;
  },
  adsCategory: (slug: string) => `${ROUTES.ads}?category=${encodeURIComponent(slug)}`,
  adsSimple: () => ROUTES.adsSimple,
  adCreate: () => ROUTES.adCreate,
  adEdit: (slug: string) => routePath(ROUTES.adEdit, { slug }),
  ad: (slug: string) => routePath(ROUTES.ad, { slug }),
  planSelect: (adSlug: string) => routePath(ROUTES.planSelect, { adSlug }),
  adPayment: (adSlug: string, plan?: string) =>
    `${routePath(ROUTES.adPayment, { adSlug })}${plan ? `?plan=${encodeURIComponent(plan)}` : ''}`,
  messages: () => ROUTES.messages,
  conversation: (id: number) => routePath(ROUTES.conversation, { id: String(id) }),
  faq: () => ROUTES.faq,
  terms: () => ROUTES.terms,
  privacy: () => ROUTES.privacy,
  helpCenter: () => ROUTES.helpCenter,
  contact: () => ROUTES.contact,
  aboutUs: () => ROUTES.aboutUs,
  categories: () => ROUTES.categories,
  testImageProcessing: () => ROUTES.testImageProcessing,
  admin: () => ROUTES.admin,
  adminHeroCarousel: () => ROUTES.adminHeroCarousel,
  adminCarouselSettings: () => ROUTES.adminCarouselSettings,
  adminSettings: () => ROUTES.adminSettings,
  adminSales: () => ROUTES.adminSales,
  adminSalesDetailed: () => ROUTES.adminSalesDetailed,
  adminSalesMonthly: () => ROUTES.adminSalesMonthly,
  adminReports: () => ROUTES.adminReports,
  adminUsers: () => ROUTES.adminUsers,
  adminAds: () => ROUTES.adminAds,
  adminModerationLog: () => ROUTES.adminModerationLog,
};
