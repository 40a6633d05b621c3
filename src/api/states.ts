import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_SELECTED_STATE,
  DEFAULT_STATES,
  DEFAULT_STATES_WITH_ADS,
  isStateCode,
  parseStates,
  resolveSelectedState,
  STATES_CACHE_MS,
  WHOLE_COUNTRY,
} from '../lib/states';
import { coreApi } from './core';

/**
 * The states cache (spec sections 8 and 9): the plain list and the states with ads, each loaded
 * through its generated endpoint, kept one hour, with the spec's fallbacks; and the chosen state.
 * A slice rather than the RTK Query cache: a failure must leave a fallback list in place and not
 * be cached, and the chosen state is shared by the header and the mobile menu.
 */
export interface StatesState {
  /** Plain list (GET /api/v1/core/states/), used by the mobile menu. */
  list: string[];
  listFetchedAt: number | null;
  /** States with at least one ad (GET /api/v1/core/states-with-ads/), used by the header search. */
  withAds: string[];
  withAdsFetchedAt: number | null;
  /**
   * The state the visitor chose (default SP; WHOLE_COUNTRY for "Todo o Brasil"), kept in memory
   * for the visit; each list resolves it with `resolveSelectedState`.
   */
  selected: string;
}

const initialState: StatesState = {
  list: [...DEFAULT_STATES],
  listFetchedAt: null,
  withAds: [...DEFAULT_STATES_WITH_ADS],
  withAdsFetchedAt: null,
  selected: DEFAULT_SELECTED_STATE,
};

/** Public reference data: sent without the bearer header (baseQuery's ANONYMOUS_ENDPOINTS). */
const ONCE = { subscribe: false, forceRefetch: true } as const;

const isFresh = (fetchedAt: number | null, now: number) => fetchedAt !== null && now - fetchedAt < STATES_CACHE_MS;

/**
 * Plain list, kept one hour (the thunk's own cache: the RTK Query entry is not kept). A non-OK answer, a network failure or an empty/invalid list gives DEFAULT_STATES.
 * Only a real answer is cached, so a failure is retried on the next load.
 */
export const loadStates = createAsyncThunk<
  { states: string[]; fetchedAt: number | null },
  void,
  { state: { states: StatesState } }
>(
  'states/listLoaded',
  async (_, { dispatch }) => {
    try {
      const states = parseStates(await dispatch(coreApi.endpoints.listStates.initiate(undefined, ONCE)).unwrap());
      if (states && states.length > 0) return { states, fetchedAt: Date.now() };
    } catch {
      // fall through to the default list
    }
    return { states: [...DEFAULT_STATES], fetchedAt: null };
  },
  { condition: (_, { getState }) => !isFresh(getState().states.listFetchedAt, Date.now()) },
);

/**
 * States with ads. A failure or an invalid format gives only SP. An empty list is a valid answer
 * (no ads yet) but leaves the search selector with nothing to choose, so it also falls back to SP.
 */
export const loadStatesWithAds = createAsyncThunk<
  { states: string[]; fetchedAt: number | null },
  void,
  { state: { states: StatesState } }
>(
  'states/withAdsLoaded',
  async (_, { dispatch }) => {
    try {
      const states = parseStates(
        await dispatch(coreApi.endpoints.listStatesWithAds.initiate(undefined, ONCE)).unwrap(),
      );
      if (states) return { states: states.length ? states : [...DEFAULT_STATES_WITH_ADS], fetchedAt: Date.now() };
    } catch {
      // fall through to SP
    }
    return { states: [...DEFAULT_STATES_WITH_ADS], fetchedAt: null };
  },
  { condition: (_, { getState }) => !isFresh(getState().states.withAdsFetchedAt, Date.now()) },
);

export const statesSlice = createSlice({
  name: 'states',
  initialState,
  reducers: {
    stateSelected(state, action: PayloadAction<string>) {
      if (action.payload === WHOLE_COUNTRY || isStateCode(action.payload)) state.selected = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadStates.fulfilled, (state, { payload }) => {
        state.list = payload.states;
        state.listFetchedAt = payload.fetchedAt;
      })
      .addCase(loadStatesWithAds.fulfilled, (state, { payload }) => {
        state.withAds = payload.states;
        state.withAdsFetchedAt = payload.fetchedAt;
      });
  },
  selectors: {
    selectStateList: (state) => state.list,
    selectStatesWithAds: (state) => state.withAds,
    /** Selected state for the header search (states-with-ads list). */
    selectHeaderState: (state) => resolveSelectedState(state.selected, state.withAds),
    /** Selected state for the mobile menu search (plain list). */
    selectMenuState: (state) => resolveSelectedState(state.selected, state.list),
  },
});

export const { stateSelected } = statesSlice.actions;
export const { selectStateList, selectStatesWithAds, selectHeaderState, selectMenuState } = statesSlice.selectors;
