import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UiState {
  mobileMenuOpen: boolean;
  /** The menu was opened from the bottom bar's "Buscar": its search field takes the focus. */
  mobileMenuFocusSearch: boolean;
}

const initialState: UiState = { mobileMenuOpen: false, mobileMenuFocusSearch: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    mobileMenuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.mobileMenuOpen = action.payload ?? !state.mobileMenuOpen;
      state.mobileMenuFocusSearch = false;
    },
    mobileMenuOpenedForSearch(state) {
      state.mobileMenuOpen = true;
      state.mobileMenuFocusSearch = true;
    },
    /** Every path change closes the mobile menu (spec: Shell). */
    locationChanged(state) {
      state.mobileMenuOpen = false;
      state.mobileMenuFocusSearch = false;
    },
  },
  selectors: {
    selectMobileMenuOpen: (state) => state.mobileMenuOpen,
    selectMobileMenuFocusSearch: (state) => state.mobileMenuFocusSearch,
  },
});

export const { mobileMenuToggled, mobileMenuOpenedForSearch, locationChanged } = uiSlice.actions;
export const { selectMobileMenuOpen, selectMobileMenuFocusSearch } = uiSlice.selectors;
