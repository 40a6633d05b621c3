import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { emptyApi } from '../api/emptyApi';
import { authSlice } from '../features/auth/authSlice';
import { notificationsSlice } from '../features/notifications/notificationsSlice';
import { uiSlice } from '../features/shell/uiSlice';
import { statesSlice } from '../features/states/statesSlice';
import { env } from '../lib/env';

/**
 * The one store. Slices hold only what the RTK Query cache cannot (auth, notification paging,
 * the states cache, UI); feature slices are added here as they arrive.
 */
export const rootReducer = combineSlices(emptyApi, authSlice, notificationsSlice, statesSlice, uiSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(emptyApi.middleware),
    devTools: !env.isProduction || env.reduxDevtools,
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
