import 'antd/dist/reset.css';
import './global.css';
import { startTransition } from 'react';
import { stopKeepingTaps } from './lib/earlyTaps';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

/**
 * Lets the browser paint and answer input between the start's steps. Evaluating all of the app's
 * modules, making the store and matching the route in one go is one task of 250–330 ms on a
 * phone-speed CPU (Lighthouse's 4x), most of a page's Total Blocking Time; in steps, each is a
 * short task. The modules come with this chunk (webpackMode "eager"): the imports below cost no
 * request, they only decide when each module is evaluated.
 */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  // Redux Toolkit and RTK Query, with the one createApi; the endpoints and slices next.
  await import(/* webpackMode: "eager", webpackExports: ["emptyApi"] */ './api/emptyApi');
  await yieldToMain();
  const [{ makeStore }, { hydrateInitialData }, { readStoredSession }] = await Promise.all([
    import(/* webpackMode: "eager", webpackExports: ["makeStore"] */ './app/store'),
    import(/* webpackMode: "eager", webpackExports: ["hydrateInitialData"] */ './app/initialData'),
    import(/* webpackMode: "eager", webpackExports: ["readStoredSession"] */ './session/authStorage'),
  ]);
  await yieldToMain();
  const store = makeStore();
  // The first data the server put in the HTML (/, /ads, /ads/{slug}, /profile/{username}): no API
  // round trip for it.
  hydrateInitialData(store);
  await yieldToMain();
  const [{ default: App }, { routes }, { createBrowserRouter, matchRoutes }] = await Promise.all([
    import(/* webpackMode: "eager", webpackExports: ["default"] */ './app/App'),
    import(/* webpackMode: "eager", webpackExports: ["routes"] */ './app/routes'),
    import(/* webpackMode: "eager", webpackExports: ["createBrowserRouter", "matchRoutes"] */ 'react-router-dom'),
  ]);
  await yieldToMain();

  /**
   * The server rendered this page's first screen for a visitor (server/src/plugins/spaPage.ts):
   * React takes that markup over instead of drawing it again. The page's lazy route is loaded
   * first (its chunk is preloaded by the HTML), so the first render is the page the server drew.
   * A signed-in member's page differs (their header, their votes): it is drawn by the browser,
   * which replaces the visitor's markup when it commits.
   */
  if (root.hasChildNodes() && !readStoredSession()) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread until the whole page is done: a tap or a scroll is answered meanwhile.
    stopKeepingTaps();
    startTransition(() => {
      hydrateRoot(root, <App store={store} router={createBrowserRouter(routes)} />);
    });
    return;
  }
  stopKeepingTaps();
  createRoot(root).render(<App store={store} />);
}

void start(container);
