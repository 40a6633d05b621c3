import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';
import { makeStore, type AppStore } from './store';

dayjs.locale('pt-br');

export interface AppProps {
  store?: AppStore;
  router?: ReturnType<typeof createBrowserRouter>;
}

/** redux Provider + the data router. antd's ConfigProvider wraps the pages that use antd (AntdProvider). */
export default function App({ store: givenStore, router: givenRouter }: AppProps) {
  const [store] = useState(() => givenStore ?? makeStore());
  const [router] = useState(() => givenRouter ?? createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
