import { screen, within } from '@testing-library/react';
import { App } from 'antd';
import { jsonResponse, mockFetch, pathOf, renderWithProviders, testUser } from '../../test/support/renderWithProviders';
import { adsApi } from '../api/ads';
import { coreApi } from '../api/core';
import { reviewsApi } from '../api/reviews';
import { usersApi } from '../api/users';
import AdDetailPage from '../features/ads/AdDetailPage';
import { HOME_ADS_ARG } from '../features/home/homeAds';
import PublicProfilePage from '../features/profile/PublicProfilePage';
import { clearStoredSession, writeStoredSession } from '../session/authStorage';
import { hydrateInitialData, INITIAL_DATA_ID, takeInitialData } from './initialData';
import { makeStore } from './store';

const ad = {
  id: 7,
  slug: 'pintor-abc123',
  title: 'Pintor residencial </script> em Campinas',
  description: 'Pintura interna e externa com acabamento caprichado.',
  price_cents: 250000,
  price_type: 'fixed',
  is_service: true,
  state_code: 'SP',
  city: 'Campinas',
  neighbourhood: 'Cambuí',
  category: { id: 5, name: 'Pintor', slug: 'pintor' },
  status: 'active',
  plan: 'free',
  is_highlighted: false,
  highlighted_until: null,
  image: null,
  images: [],
  views: 3,
  vote_score: 2,
  owner_username: 'joao',
  owner: { id: 2, username: 'joao', first_name: 'João', avatar: null, state_code: 'SP', city: 'Campinas' },
  contact_whatsapp: '19988887777',
  show_whatsapp: true,
  contact_phone: '',
  show_phone: false,
  is_owner: false,
  is_favorited: false,
  user_vote: null,
  created_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + 86400_000).toISOString(),
  published_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  tribes: [],
};

/** The element the server writes (server/src/plugins/spaPage.ts), "<" escaped the same way. */
function serverData(value: unknown) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = INITIAL_DATA_ID;
  el.textContent = JSON.stringify(value).replace(/</g, '\\u003c');
  document.head.appendChild(el);
}

beforeEach(() => {
  clearStoredSession();
  window.history.replaceState(null, '', '/ads/pintor-abc123');
});
afterEach(() => document.getElementById(INITIAL_DATA_ID)?.remove());

describe('initial data in the HTML', () => {
  it('is read once, only for the address it was made for', () => {
    serverData({ path: '/ads/pintor-abc123', endpoint: 'getAd', data: ad });
    expect(takeInitialData()?.data).toEqual(ad);
    expect(document.getElementById(INITIAL_DATA_ID)).toBeNull();
    expect(takeInitialData()).toBeNull();
    serverData({ path: '/ads/outro', endpoint: 'getAd', data: ad });
    expect(takeInitialData()).toBeNull();
  });

  it('fills the cache: the ad page renders at once, without asking the API for the ad', async () => {
    serverData({ path: '/ads/pintor-abc123', endpoint: 'getAd', data: ad });
    const calls = mockFetch(() => jsonResponse({ error: 'não deveria ser chamado', code: 'x' }, 500));
    const store = makeStore();
    hydrateInitialData(store);
    expect(adsApi.endpoints.getAd.select({ slug: 'pintor-abc123' })(store.getState() as never).data?.title).toBe(
      ad.title,
    );
    renderWithProviders(
      <App>
        <AdDetailPage />
      </App>,
      { store, route: '/ads/pintor-abc123', path: '/ads/:slug' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: ad.title })).toBeInTheDocument();
    expect(calls.some((r) => pathOf(r) === '/api/v1/ads/ads/pintor-abc123/')).toBe(false);
  });

  it('/ads: the first page goes under the arguments the page asks for', () => {
    window.history.replaceState(null, '', '/ads?search=pintor&state=sp');
    const page = { count: 1, next: null, previous: null, results: [{ ...ad, image: null }] };
    serverData({ path: '/ads?search=pintor&state=sp', endpoint: 'listAds', data: page });
    const store = makeStore();
    hydrateInitialData(store);
    const arg = { search: 'pintor', stateCode: 'SP', page: 1, pageSize: 20 };
    expect(adsApi.endpoints.listAds.select(arg)(store.getState() as never).data).toEqual(page);
  });

  it('/: the hero slides go into the cache, for members too (they are the same for everyone)', () => {
    window.history.replaceState(null, '', '/');
    writeStoredSession({ token: 'a', refreshToken: 'r', user: testUser });
    const slides = [
      {
        id: 1,
        title: 'Profissionais de confiança perto de você',
        subtitle: 'Diaristas, pedreiros e eletricistas avaliados pela comunidade.',
        image_url: '/media/hero/a.webp',
        image_mobile_url: '/media/hero/a-celular.webp',
        image_alt: 'Uma diarista sorrindo',
        cta_label: 'Ver serviços',
        cta_url: '/ads?is_service=true',
        position: 1,
      },
    ];
    serverData({ path: '/', endpoint: 'listHeroSlides', data: slides });
    const store = makeStore(undefined, { persist: false });
    hydrateInitialData(store);
    expect(coreApi.endpoints.listHeroSlides.select(undefined)(store.getState() as never).data).toEqual(slides);
  });

  it('a signed-in member asks the API (their votes and favourites are not in the visitor data)', () => {
    writeStoredSession({ token: 'a', refreshToken: 'r', user: testUser });
    serverData({ path: '/ads/pintor-abc123', endpoint: 'getAd', data: ad });
    const store = makeStore(undefined, { persist: false });
    hydrateInitialData(store);
    expect(adsApi.endpoints.getAd.select({ slug: 'pintor-abc123' })(store.getState() as never).data).toBeUndefined();
  });

  it("the first screen's other answers: settings and categories for everyone, the home's ads for visitors", () => {
    window.history.replaceState(null, '', '/');
    const settings = { maintenance_banner: { enabled: true, message: 'Manutenção às 23h' } };
    const categories = [{ id: 5, name: 'Pintor', slug: 'pintor' }];
    const homeAds = { count: 1, next: null, previous: null, results: [{ ...ad, image: null }] };
    const value = {
      path: '/',
      endpoint: 'listHeroSlides',
      data: [],
      extra: [
        { endpoint: 'getSettings', data: settings },
        { endpoint: 'listCategories', data: categories },
        { endpoint: 'homeAds', data: homeAds },
      ],
    };
    const homeAdsOf = (store: ReturnType<typeof makeStore>) =>
      adsApi.endpoints.listAds.select(HOME_ADS_ARG)(store.getState() as never).data;

    serverData(value);
    const visitor = makeStore(undefined, { persist: false });
    hydrateInitialData(visitor);
    expect(coreApi.endpoints.getSettings.select(undefined)(visitor.getState() as never).data).toEqual(settings);
    expect(adsApi.endpoints.listCategories.select(undefined)(visitor.getState() as never).data).toEqual(categories);
    expect(homeAdsOf(visitor)).toEqual(homeAds);

    writeStoredSession({ token: 'a', refreshToken: 'r', user: testUser });
    serverData(value);
    const member = makeStore(undefined, { persist: false });
    hydrateInitialData(member);
    expect(coreApi.endpoints.getSettings.select(undefined)(member.getState() as never).data).toEqual(settings);
    expect(adsApi.endpoints.listCategories.select(undefined)(member.getState() as never).data).toEqual(categories);
    expect(homeAdsOf(member)).toBeUndefined();
  });

  describe('/profile/{username}', () => {
    const profile = {
      username: 'Joao.Pintor',
      first_name: 'João',
      avatar: null,
      avatar_thumbnail: null,
      bio: 'Pintor em Campinas.',
      state_code: 'SP',
      city: 'Campinas',
      date_joined: '2024-01-15T12:00:00Z',
      active_ads_count: 1,
      rating: { average: 5, count: 1 },
    };
    const profileAds = { count: 1, next: null, previous: null, results: [{ ...ad, image: null }] };
    const profileReviews = {
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: 3,
          rating: 5,
          text: 'Caprichoso e pontual.',
          reviewer: { username: 'rita', first_name: 'Rita' },
          ad: { slug: ad.slug, title: ad.title },
          reply: null,
          replied_at: null,
          created_at: new Date().toISOString(),
          can_reply: false,
          is_mine: false,
        },
      ],
      summary: { average: 5, count: 1, histogram: [0, 0, 0, 0, 1] },
    };
    const value = {
      path: '/profile/Joao.Pintor',
      endpoint: 'getProfile',
      data: profile,
      extra: [
        { endpoint: 'profileAds', data: profileAds },
        { endpoint: 'profileReviews', data: profileReviews },
      ],
    };
    // The requests PublicProfilePage and ProfileReviews make (publicProfileArgs.ts).
    const adsArg = { owner: 'Joao.Pintor', ordering: '-created_at' as const, page: 1, pageSize: 12 };
    const reviewsArg = { username: 'Joao.Pintor', page: 1, pageSize: 10 };
    beforeEach(() => window.history.replaceState(null, '', '/profile/Joao.Pintor'));

    it('a visitor: the profile, its first ads and reviews render at once, without asking the API', async () => {
      serverData(value);
      const calls = mockFetch(() => jsonResponse({ error: 'não deveria ser chamado', code: 'x' }, 500));
      const store = makeStore(undefined, { persist: false });
      hydrateInitialData(store);
      const state = () => store.getState() as never;
      expect(usersApi.endpoints.getProfile.select({ username: 'Joao.Pintor' })(state()).data).toEqual(profile);
      expect(adsApi.endpoints.listAds.select(adsArg)(state()).data).toEqual(profileAds);
      expect(reviewsApi.endpoints.listProfileReviews.select(reviewsArg)(state()).data).toEqual(profileReviews);
      renderWithProviders(<PublicProfilePage />, {
        store,
        route: '/profile/Joao.Pintor',
        path: '/profile/:username',
      });
      expect(screen.getByRole('heading', { level: 1, name: 'João' })).toBeInTheDocument();
      const ads = screen.getByRole('region', { name: 'Anúncios de João' });
      expect(within(ads).getByRole('link', { name: /Pintor residencial/ })).toHaveAttribute('href', `/ads/${ad.slug}`);
      expect(screen.getByText('Caprichoso e pontual.')).toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 0));
      expect(calls.map(pathOf)).toEqual([]);
    });

    it('a signed-in member: the profile (the same for everyone) only; ads and reviews are asked again', () => {
      writeStoredSession({ token: 'a', refreshToken: 'r', user: testUser });
      serverData(value);
      const store = makeStore(undefined, { persist: false });
      hydrateInitialData(store);
      const state = () => store.getState() as never;
      expect(usersApi.endpoints.getProfile.select({ username: 'Joao.Pintor' })(state()).data).toEqual(profile);
      expect(adsApi.endpoints.listAds.select(adsArg)(state()).data).toBeUndefined();
      expect(reviewsApi.endpoints.listProfileReviews.select(reviewsArg)(state()).data).toBeUndefined();
    });
  });
});
