import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { replayEarlyTaps } from '../lib/earlyTaps';
import { hydrateInitialData } from './initialData';
import { routes } from './routes';
import { makeStore, type AppStore } from './store';
import { ThemeProvider } from './ThemeProvider';

export interface AppProps {
  store?: AppStore;
  router?: ReturnType<typeof createBrowserRouter>;
}

/**
 * redux Provider + ThemeProvider + the data router. antd's ConfigProvider (pt-BR, light theme) wraps
 * the pages that use antd (AntdProvider, its own chunk), so the first visit does not download antd.
 * No PersistGate: the session is read from localStorage right after the store is made, and the
 * route guards wait for `auth.loading`, so public pages paint without waiting.
 */
/**
 * `<html data-app="ready">` once the first render has committed: from then on the page answers input.
 * A page the server rendered looks ready before that (its buttons do nothing until hydration:
 * the taps made meanwhile are given back to their buttons now, lib/earlyTaps.ts);
 * the end-to-end tests wait for this mark after each page load.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    replayEarlyTaps();
  }, []);
  return null;
}

export default function App({ store: givenStore, router: givenRouter }: AppProps) {
  const [store] = useState(() => {
    if (givenStore) return givenStore;
    const made = makeStore();
    // The first data the server put in the HTML (the public pages): no API round trip for it.
    hydrateInitialData(made);
    return made;
  });
  const [router] = useState(() => givenRouter ?? createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
      <ReadyMark />
    </Provider>
  );
}
