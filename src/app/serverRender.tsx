import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { emptyApi } from '../api/emptyApi';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { hydrateInitialData, type InitialData } from './initialData';
import { routes } from './routes';
import { makeStore } from './store';
import { ThemeProvider } from './ThemeProvider';

/**
 * The first screen of a public page as HTML, rendered on the server (for bench:lighthouse's LCP
 * goal): the same route table, store and components as the browser's App, as a visitor, from the
 * data the server puts in the page (`initial`). The browser hydrates it (src/index.tsx), so the
 * page's largest picture paints before any JavaScript has run. Built by webpack.config.js into
 * dist/server/render.js and called by server/src/plugins/spaPage.ts; null when the address does not
 * render a page (a redirect). An error in any component rejects (the server then sends the page
 * without markup and logs it) rather than sending a half-rendered page that would fail to hydrate.
 */
const handler = createStaticHandler(routes);

export async function render(url: string, initial: InitialData | null): Promise<string | null> {
  const location = new URL(url, 'http://localhost');
  const context = await handler.query(new Request(location));
  if (context instanceof Response) return null;
  const store = makeStore(undefined, { persist: false });
  hydrateInitialData(store, initial, location);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <Provider store={store}>
      <ThemeProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ThemeProvider>
    </Provider>,
    // One piece of HTML, in order: no boundary moved out and revealed by an inline script (the
    // site's CSP refuses inline scripts), however large the page.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // RTK Query keeps each unused answer a minute with a timer: cleared, so nothing holds this
  // request's store once the page is sent.
  store.dispatch(emptyApi.util.resetApiState());
  if (errors.length > 0) throw errors[0];
  return html;
}
