import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { API_BASE } from '../../lib/env';

/** Spec sections 8 and 9: fallbacks, default selection and the one-hour cache. */
export const STATES_CACHE_MS = 3_600_000;
export const DEFAULT_STATES = ['SP', 'RJ', 'MG', 'RS', 'PR', 'SC', 'BA', 'DF'] as const;
export const DEFAULT_STATES_WITH_ADS = ['SP'] as const;
export const DEFAULT_SELECTED_STATE = 'SP';

const STATE_CODE = /^[A-Z]{2}$/;

export interface StatesState {
  /** Plain list (GET /api/v1/core/states/), used by the mobile menu. */
  list: string[];
  listFetchedAt: number | null;
  /** States with at least one ad (GET /api/v1/core/states-with-ads/), used by the header search. */
  withAds: string[];
  withAdsFetchedAt: number | null;
  /** The state the visitor chose (default SP); each list resolves it with `resolveSelectedState`. */
  selected: string;
}

const initialState: StatesState = {
  list: [...DEFAULT_STATES],
  listFetchedAt: null,
  withAds: [...DEFAULT_STATES_WITH_ADS],
  withAdsFetchedAt: null,
  selected: DEFAULT_SELECTED_STATE,
};

/** `{states: [...]}` with only two-letter codes, or null when the body has another shape. */
export function parseStates(body: unknown): string[] | null {
  const states = (body as { states?: unknown } | null)?.states;
  if (!Array.isArray(states)) return null;
  if (!states.every((s) => typeof s === 'string' && STATE_CODE.test(s))) return null;
  return states as string[];
}

/** The chosen state when the list has it, else the list's first one (spec section 5). */
export function resolveSelectedState(selected: string, list: readonly string[]): string {
  if (list.includes(selected)) return selected;
  return list[0] ?? selected;
}

async function getStates(path: string): Promise<unknown> {
  // Public reference data: plain fetch, deliberately without the Authorization header.
  const res = await fetch(`${API_BASE}${path}`, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}

const isFresh = (fetchedAt: number | null, now: number) => fetchedAt !== null && now - fetchedAt < STATES_CACHE_MS;

/**
 * Plain list. A non-OK answer, a network failure or an empty/invalid list gives DEFAULT_STATES.
 * Only a real answer is cached, so a failure is retried on the next load.
 */
export const loadStates = createAsyncThunk<
  { states: string[]; fetchedAt: number | null },
  void,
  { state: { states: StatesState } }
>(
  'states/listLoaded',
  async () => {
    try {
      const states = parseStates(await getStates('/api/v1/core/states/'));
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
  async () => {
    try {
      const states = parseStates(await getStates('/api/v1/core/states-with-ads/'));
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
      if (STATE_CODE.test(action.payload)) state.selected = action.payload;
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
