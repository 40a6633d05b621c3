import 'antd/dist/reset.css';
import './global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import App from './app/App';
import { hydrateInitialData } from './app/initialData';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { readStoredSession } from './session/authStorage';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

const store = makeStore();
// The first data the server put in the HTML (/, /ads, /ads/{slug}): no API round trip for it.
hydrateInitialData(store);

/**
 * The server rendered this page's first screen for a visitor (server/src/plugins/spaPage.ts):
 * React takes that markup over instead of drawing it again. The page's lazy route is loaded
 * first (its chunk is preloaded by the HTML), so the first render is the page the server drew.
 * A signed-in member's page differs (their header, their votes): it is drawn by the browser,
 * which replaces the visitor's markup when it commits.
 */
async function start(root: HTMLElement) {
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
    startTransition(() => {
      hydrateRoot(root, <App store={store} router={createBrowserRouter(routes)} />);
    });
    return;
  }
  createRoot(root).render(<App store={store} />);
}

void start(container);
