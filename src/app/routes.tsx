import { lazy, Suspense } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import ErrorScreen from '../components/ErrorScreen';
import AccessGuard, { type AccessHandle } from '../session/AccessGuard';
import AppLayout from '../features/shell/AppLayout';
import FirstPageLoading from '../features/shell/FirstPageLoading';
import AppRoot from './AppRoot';
import { ROUTES, type RoutePattern } from '../../shared/routes';
import { paths } from './paths';
import { rootReducer } from './store';

/**
 * THE route table (spec section 2), its paths from shared/routes.ts. Every page is its own chunk, loaded on demand; a chunk that
 * fails to load (120 s time-out, see webpack.config.js) lands in ErrorScreen with a reload button.
 */
type PageModule = { default: React.ComponentType };
type ProviderModule = { default: React.ComponentType<{ children: React.ReactNode }> };
/** A page inside the antd provider it needs, the two chunks loaded together. */
const inside = (loadProvider: () => Promise<ProviderModule>) => (load: () => Promise<PageModule>) => async () => {
  const [{ default: Page }, { default: Provider }] = await Promise.all([load(), loadProvider()]);
  return {
    Component: () => (
      <Provider>
        <Page />
      </Provider>
    ),
  };
};
/** A page that uses antd: loaded together with the AntdProvider chunk, which wraps it. */
const page = inside(() => import(/* webpackChunkName: "antd-provider" */ './AntdProvider'));
/**
 * A page in plain React + CSS (home, /ads, the ad page, a public profile, static pages, and the
 * public form pages: sign-in, registration, password reset, contact, on components/form): no antd
 * on the way (a plain page's forms in antd are chunks of their own, loaded when they open).
 */
const plainPage = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/** The notification paging slice joins the store with the chunks that use it (bell, history). */
const withNotificationsSlice = async () => {
  const { notificationsSlice } = await import(
    /* webpackChunkName: "notification-bell" */ '../features/notifications/notificationsSlice'
  );
  rootReducer.inject(notificationsSlice);
};

/**
 * The header's bell: only for signed-in users, so its own chunk; plain React (no antd, no
 * AntdProvider), as every page shows it, the plain ones too.
 */
const NotificationBell = lazy(async () => {
  const [bell] = await Promise.all([
    import(/* webpackChunkName: "notification-bell" */ '../features/notifications/NotificationBell'),
    withNotificationsSlice(),
  ]);
  return bell;
});

/** The header's "Mensagens" icon: its own small chunk (plain React), for signed-in users only. */
const MessagesHeaderLink = lazy(
  () => import(/* webpackChunkName: "messages-link" */ '../features/messages/MessagesHeaderLink'),
);

/**
 * The Access column of the spec's route table lives on each route's `handle` (AccessGuard reads
 * the matched route's). The spec asks only a login for /admin; the admin routes also need `staff`
 * (the server refuses non-staff anyway: the page says why instead of failing).
 */
const LOGIN = { access: 'login' } satisfies AccessHandle;
const VISITOR = { access: 'visitor' } satisfies AccessHandle;
const STAFF_LOGIN = 'Entre com uma conta da equipe para acessar a administração';
const STAFF = { access: 'staff', loginMessage: STAFF_LOGIN } satisfies AccessHandle;
const MESSAGES = { title: 'Mensagens', ...LOGIN, loginMessage: 'Entre para ver suas mensagens' };

/**
 * A page's path under its parent route, from its pattern in shared/routes.ts (the one list the href
 * builders and the server read too): child('/tribes/:slug') is 'tribes/:slug',
 * child('/admin/sales', '/admin') is 'sales'.
 */
const child = (pattern: RoutePattern, parent: RoutePattern = ROUTES.home) =>
  pattern.slice(parent === ROUTES.home ? 1 : parent.length + 1);

export const routes: RouteObject[] = [
  {
    path: ROUTES.home,
    // The shell is on every page, so it ships with the entry; the pages are the chunks.
    element: (
      <AppRoot>
        <AppLayout
          bell={
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          }
          messages={
            <Suspense fallback={null}>
              <MessagesHeaderLink />
            </Suspense>
          }
        />
      </AppRoot>
    ),
    errorElement: <ErrorScreen />,
    children: [
      {
        element: <AccessGuard />,
        errorElement: <ErrorScreen />,
        // While the first page chunk of a visit loads, the shell shows with this in the page area:
        // one fallback for every lazy page below (React Router renders the deepest one it finds).
        HydrateFallback: FirstPageLoading,
        children: [
          { index: true, lazy: plainPage(() => import(/* webpackChunkName: "home" */ '../features/home/HomePage')) },
          {
            path: child(ROUTES.login),
            lazy: plainPage(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginPage')),
            handle: VISITOR,
          },
          {
            path: child(ROUTES.register),
            lazy: plainPage(() => import(/* webpackChunkName: "register" */ '../features/auth/RegisterPage')),
            handle: VISITOR,
          },
          {
            path: child(ROUTES.forgotPassword),
            lazy: plainPage(
              () => import(/* webpackChunkName: "forgot-password" */ '../features/auth/ForgotPasswordPage'),
            ),
          },
          {
            path: child(ROUTES.resetPasswordConfirm),
            lazy: plainPage(
              () => import(/* webpackChunkName: "reset-password" */ '../features/auth/ResetPasswordConfirmPage'),
            ),
          },
          {
            path: child(ROUTES.profile),
            // The notification history is the notifications feature's: composed here, one chunk.
            lazy: plainPage(async () => {
              const [{ default: ProfilePage }, { default: NotificationsHistory }] = await Promise.all([
                import(/* webpackChunkName: "profile" */ '../features/profile/ProfilePage'),
                import(/* webpackChunkName: "profile" */ '../features/notifications/NotificationsHistory'),
                withNotificationsSlice(),
              ]);
              return { default: () => <ProfilePage notifications={<NotificationsHistory />} /> };
            }),
            handle: { title: 'Meu perfil', ...LOGIN, loginMessage: 'Entre para ver seu perfil' },
          },
          {
            path: child(ROUTES.profileEdit),
            lazy: plainPage(() => import(/* webpackChunkName: "profile-edit" */ '../features/profile/ProfileEditPage')),
            handle: { title: 'Editar perfil', ...LOGIN, loginMessage: 'Entre para editar seu perfil' },
          },
          {
            path: child(ROUTES.publicProfile),
            lazy: plainPage(
              () => import(/* webpackChunkName: "public-profile" */ '../features/profile/PublicProfilePage'),
            ),
            handle: { title: 'Perfil' },
          },
          {
            path: child(ROUTES.tribes),
            lazy: plainPage(() => import(/* webpackChunkName: "tribes" */ '../features/tribes/TribesPage')),
            handle: { title: 'Tribos', ...LOGIN, loginMessage: 'Você precisa estar logado para acessar as tribos.' },
          },
          {
            path: child(ROUTES.tribeCreate),
            lazy: page(() => import(/* webpackChunkName: "tribe-form" */ '../features/tribes/TribeFormPage')),
            handle: { title: 'Criar tribo', ...LOGIN, loginMessage: 'Entre para criar uma tribo' },
          },
          {
            path: child(ROUTES.tribeEdit),
            lazy: page(() => import(/* webpackChunkName: "tribe-form" */ '../features/tribes/TribeFormPage')),
            handle: { title: 'Gerenciar tribo', ...LOGIN, loginMessage: 'Entre para gerenciar sua tribo' },
          },
          {
            path: child(ROUTES.tribe),
            lazy: plainPage(() => import(/* webpackChunkName: "tribe" */ '../features/tribes/TribePage')),
            handle: { title: 'Tribo', ...LOGIN, loginMessage: 'Você precisa estar logado para acessar as tribos.' },
          },
          {
            path: child(ROUTES.ads),
            // Plain React + CSS like the home: the page people land on from a search (bench:lighthouse's mobile goals).
            lazy: plainPage(() => import(/* webpackChunkName: "ads" */ '../features/ads/AdsPage')),
            handle: { title: 'Anúncios' },
          },
          {
            // The spec's /ads/simple (its content not shown): /ads is already the light list (plain
            // React, first page in the HTML), so the old address leads there with its query.
            path: child(ROUTES.adsSimple),
            lazy: async () => ({
              loader: ({ request }: { request: Request }) => redirect(paths.ads() + new URL(request.url).search),
            }),
          },
          {
            path: child(ROUTES.adCreate),
            lazy: plainPage(() => import(/* webpackChunkName: "ad-form" */ '../features/ads/AdFormPage')),
            handle: { title: 'Anunciar Grátis', ...LOGIN, loginMessage: 'Entre para anunciar' },
          },
          {
            path: child(ROUTES.adEdit),
            lazy: plainPage(() => import(/* webpackChunkName: "ad-form" */ '../features/ads/AdFormPage')),
            handle: { title: 'Editar anúncio', ...LOGIN, loginMessage: 'Entre para editar seu anúncio' },
          },
          {
            path: child(ROUTES.adPayment),
            lazy: page(() => import(/* webpackChunkName: "payment" */ '../features/payments/PaymentPage')),
            handle: { title: 'Pagamento', ...LOGIN, loginMessage: 'Entre para destacar seu anúncio' },
          },
          {
            path: child(ROUTES.ad),
            // Plain React + CSS too: the page a shared WhatsApp link opens (bench:lighthouse's mobile goals).
            lazy: plainPage(() => import(/* webpackChunkName: "ad" */ '../features/ads/AdDetailPage')),
            handle: { title: 'Anúncio' },
          },
          {
            path: child(ROUTES.planSelect),
            lazy: page(() => import(/* webpackChunkName: "plan-select" */ '../features/payments/PlanSelectPage')),
            handle: { title: 'Escolha um plano', ...LOGIN, loginMessage: 'Entre para destacar seu anúncio' },
          },
          {
            // The inbox beside the open conversation (on a phone, one or the other).
            path: child(ROUTES.messages),
            lazy: plainPage(() => import(/* webpackChunkName: "messages" */ '../features/messages/MessagesPage')),
            handle: MESSAGES,
            children: [
              {
                index: true,
                lazy: plainPage(() => import(/* webpackChunkName: "messages" */ '../features/messages/NoConversation')),
                handle: MESSAGES,
              },
              {
                path: child(ROUTES.conversation, ROUTES.messages),
                lazy: plainPage(
                  () => import(/* webpackChunkName: "messages" */ '../features/messages/ConversationPage'),
                ),
                handle: MESSAGES,
              },
            ],
          },
          {
            path: child(ROUTES.faq),
            lazy: plainPage(() => import(/* webpackChunkName: "faq" */ '../features/static/FaqPage')),
          },
          {
            path: child(ROUTES.terms),
            lazy: plainPage(() => import(/* webpackChunkName: "terms" */ '../features/static/TermsPage')),
          },
          {
            path: child(ROUTES.privacy),
            lazy: plainPage(() => import(/* webpackChunkName: "privacy" */ '../features/static/PrivacyPage')),
          },
          {
            path: child(ROUTES.helpCenter),
            lazy: plainPage(() => import(/* webpackChunkName: "help-center" */ '../features/static/HelpCenterPage')),
          },
          {
            path: child(ROUTES.contact),
            lazy: plainPage(() => import(/* webpackChunkName: "contact" */ '../features/static/ContactPage')),
          },
          {
            path: child(ROUTES.aboutUs),
            lazy: plainPage(() => import(/* webpackChunkName: "about" */ '../features/static/AboutPage')),
          },
          {
            path: child(ROUTES.categories),
            lazy: plainPage(() => import(/* webpackChunkName: "categories" */ '../features/static/CategoriesPage')),
          },
          {
            path: child(ROUTES.testImageProcessing),
            lazy: page(
              () => import(/* webpackChunkName: "test-image-processing" */ '../features/ads/TestImageProcessingPage'),
            ),
            handle: {
              title: 'Teste de processamento de imagens',
              ...LOGIN,
              loginMessage: 'Entre para testar o envio de imagens',
            },
          },
          {
            // The admin area: one layout (side menu / drawer) around every admin page. Staff only:
            // a member sees "Sem permissão", a visitor goes to /login (the server checks again).
            path: child(ROUTES.admin),
            // The frame, the dashboard and the sales reports are plain; the other admin pages bring antd's provider.
            lazy: plainPage(() => import(/* webpackChunkName: "admin" */ '../features/admin/AdminLayout')),
            handle: { title: 'Administração', ...STAFF },
            children: [
              {
                index: true,
                lazy: plainPage(
                  () => import(/* webpackChunkName: "admin-dashboard" */ '../features/admin/AdminDashboardPage'),
                ),
                handle: { title: 'Administração', ...STAFF },
              },
              {
                path: child(ROUTES.adminSales, ROUTES.admin),
                lazy: plainPage(() => import(/* webpackChunkName: "admin-sales" */ '../features/admin/SalesPage')),
                handle: { title: 'Vendas', ...STAFF },
              },
              {
                path: child(ROUTES.adminSalesDetailed, ROUTES.admin),
                lazy: plainPage(
                  () => import(/* webpackChunkName: "admin-reports" */ '../features/admin/DetailedReportPage'),
                ),
                handle: { title: 'Relatório detalhado de vendas', ...STAFF },
              },
              {
                path: child(ROUTES.adminSalesMonthly, ROUTES.admin),
                lazy: plainPage(
                  () => import(/* webpackChunkName: "admin-reports" */ '../features/admin/MonthlyReportPage'),
                ),
                handle: { title: 'Relatório mensal de vendas', ...STAFF },
              },
              {
                path: child(ROUTES.adminHeroCarousel, ROUTES.admin),
                lazy: page(
                  () => import(/* webpackChunkName: "admin-hero-carousel" */ '../features/admin/HeroCarouselPage'),
                ),
                handle: { title: 'Carrossel da página inicial', ...STAFF },
              },
              {
                path: child(ROUTES.adminCarouselSettings, ROUTES.admin),
                lazy: page(
                  () => import(/* webpackChunkName: "admin-settings" */ '../features/admin/CarouselSettingsPage'),
                ),
                handle: { title: 'Configurações do carrossel', ...STAFF },
              },
              {
                path: child(ROUTES.adminSettings, ROUTES.admin),
                lazy: page(() => import(/* webpackChunkName: "admin-settings" */ '../features/admin/SiteSettingsPage')),
                handle: { title: 'Configurações do site', ...STAFF },
              },
              {
                path: child(ROUTES.adminReports, ROUTES.admin),
                lazy: page(() => import(/* webpackChunkName: "admin-moderation" */ '../features/admin/ReportsPage')),
                handle: { title: 'Denúncias', ...STAFF },
              },
              {
                path: child(ROUTES.adminUsers, ROUTES.admin),
                lazy: page(() => import(/* webpackChunkName: "admin-moderation" */ '../features/admin/UsersPage')),
                handle: { title: 'Usuários', ...STAFF },
              },
              {
                path: child(ROUTES.adminAds, ROUTES.admin),
                lazy: page(() => import(/* webpackChunkName: "admin-moderation" */ '../features/admin/AdsAdminPage')),
                handle: { title: 'Anúncios', ...STAFF },
              },
              {
                path: child(ROUTES.adminModerationLog, ROUTES.admin),
                lazy: page(
                  () => import(/* webpackChunkName: "admin-moderation" */ '../features/admin/ModerationLogPage'),
                ),
                handle: { title: 'Registro de moderação', ...STAFF },
              },
            ],
          },
          {
            path: '*',
            lazy: plainPage(() => import(/* webpackChunkName: "not-found" */ '../features/shell/NotFoundPage')),
          },
        ],
      },
    ],
  },
];
