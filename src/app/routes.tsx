import type { RouteObject } from 'react-router-dom';
import ErrorScreen from '../components/ErrorScreen';
import AppLayout from '../features/shell/AppLayout';

/**
 * THE route table (spec section 2). Every page is its own chunk, loaded on demand; a chunk that
 * fails to load (120 s time-out, see webpack.config.js) lands in ErrorScreen with a reload button.
 */
type PageModule = { default: React.ComponentType };
/** A page that uses antd: loaded together with the AntdProvider chunk, which wraps it. */
const page = (load: () => Promise<PageModule>) => async () => {
  const [{ default: Page }, { default: AntdProvider }] = await Promise.all([
    load(),
    import(/* webpackChunkName: "antd-provider" */ './AntdProvider'),
  ]);
  return {
    Component: () => (
      <AntdProvider>
        <Page />
      </AntdProvider>
    ),
  };
};
/** A page in plain React + CSS (home, static pages): no antd on the way. */
const plainPage = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const soon = page(() => import(/* webpackChunkName: "under-construction" */ '../features/shell/UnderConstructionPage'));
const todo = (path: string, title: string): RouteObject => ({ path, lazy: soon, handle: { title } });

export const routes: RouteObject[] = [
  {
    path: '/',
    // The shell is on every page, so it ships with the entry; the pages are the chunks.
    element: <AppLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, lazy: plainPage(() => import(/* webpackChunkName: "home" */ '../features/home/HomePage')) },
          todo('login', 'Entrar'),
          todo('register', 'Criar conta'),
          todo('forgot-password', 'Esqueci minha senha'),
          todo('reset-password-confirm/:uid/:token', 'Redefinir senha'),
          todo('profile', 'Meu perfil'),
          todo('profile/edit', 'Editar perfil'),
          todo('profile/:username', 'Perfil'),
          todo('tribes', 'Tribos'),
          todo('tribes/create', 'Criar tribo'),
          todo('tribes/edit/:slug', 'Editar tribo'),
          todo('tribes/:slug', 'Tribo'),
          todo('ads', 'Anúncios'),
          todo('ads/simple', 'Anúncios'),
          todo('ads/create', 'Anunciar Grátis'),
          todo('ads/edit/:slug', 'Editar anúncio'),
          todo('ads/payment/:adSlug', 'Pagamento'),
          todo('ads/:slug', 'Anúncio'),
          todo('plans/select/:adSlug', 'Escolha um plano'),
          { path: 'faq', lazy: plainPage(() => import(/* webpackChunkName: "faq" */ '../features/static/FaqPage')) },
          {
            path: 'terms-of-service',
            lazy: plainPage(() => import(/* webpackChunkName: "terms" */ '../features/static/TermsPage')),
          },
          {
            path: 'privacy-policy',
            lazy: plainPage(() => import(/* webpackChunkName: "privacy" */ '../features/static/PrivacyPage')),
          },
          {
            path: 'help-center',
            lazy: plainPage(() => import(/* webpackChunkName: "help-center" */ '../features/static/HelpCenterPage')),
          },
          {
            path: 'contact',
            lazy: page(() => import(/* webpackChunkName: "contact" */ '../features/static/ContactPage')),
          },
          {
            path: 'about-us',
            lazy: plainPage(() => import(/* webpackChunkName: "about" */ '../features/static/AboutPage')),
          },
          {
            path: 'categories',
            lazy: plainPage(() => import(/* webpackChunkName: "categories" */ '../features/static/CategoriesPage')),
          },
          todo('test-image-processing', 'Teste de processamento de imagens'),
          todo('admin', 'Administração'),
          todo('admin/hero-carousel', 'Carrossel da página inicial'),
          todo('admin/carousel-settings', 'Configurações do carrossel'),
          todo('admin/sales', 'Vendas'),
          todo('admin/sales/detailed-report', 'Relatório detalhado de vendas'),
          todo('admin/sales/monthly-report', 'Relatório mensal de vendas'),
          { path: '*', lazy: page(() => import(/* webpackChunkName: "not-found" */ '../features/shell/NotFoundPage')) },
        ],
      },
    ],
  },
];
