import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  type PersistConfig,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import { emptyApi } from '../api/emptyApi';
import { authSlice, PERSISTED_AUTH_FIELDS, type AuthState } from '../session/authSlice';
import { authPersistStorage } from '../session/authStorage';
import { createSessionListener } from '../session/sessionListener';
import { uiSlice } from '../features/shell/uiSlice';
import { statesSlice } from '../api/states';
import { devToolsOptions } from './devtools';

/**
 * The session is persisted by redux-persist into exactly three localStorage keys
 * (tribo:token, tribo:refreshToken, tribo:user): a custom storage engine with serialization off
 * maps the fields to the keys; the slice itself restores them on REHYDRATE.
 */
// `deserialize` is read by getStoredState but missing from the v6 typings.
const authPersistConfig: PersistConfig<AuthState> & { deserialize: false } = {
  key: 'auth',
  storage: authPersistStorage,
  whitelist: [...PERSISTED_AUTH_FIELDS],
  serialize: false,
  deserialize: false,
  stateReconciler: false,
};
const persistedAuthReducer = persistReducer(authPersistConfig, authSlice.reducer);

/**
 * Slices injected with the chunk that uses them (`rootReducer.inject`, from routes.tsx): the
 * notification paging comes with the bell and the history, so a visitor's first download does
 * not carry it. Each lazy slice adds itself here by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The one store. Slices hold only what the RTK Query cache cannot (auth, notification paging,
 * the states cache, UI); feature slices are added here as they arrive.
 */
export const rootReducer = combineSlices(
  emptyApi,
  { [authSlice.reducerPath]: persistedAuthReducer },
  statesSlice,
  uiSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
/** What tests and the server may preload; the auth slice without redux-persist's bookkeeping. */
export type PreloadedState = Partial<Omit<RootState, 'auth'>> & { auth?: AuthState };

export interface MakeStoreOptions {
  /**
   * Restore and keep the session in localStorage (on in the app). Off, the auth state stays as
   * preloaded (tests that drive `loading` themselves).
   */
  persist?: boolean;
}

export function makeStore(preloadedState?: PreloadedState, { persist = true }: MakeStoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry callbacks; everything else must stay serializable.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(createSessionListener())
        .concat(emptyApi.middleware),
    // Written with the build's constants themselves, so a production build without REDUX_DEVTOOLS
    // leaves the sanitizer out of the entry.
    devTools: process.env.NODE_ENV !== 'production' || process.env.REDUX_DEVTOOLS === 'true' ? devToolsOptions : false,
  });
  setupListeners(store.dispatch);
  const persistor = persist ? persistStore(store) : null;
  return Object.assign(store, { persistor });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
