import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UiState {
  mobileMenuOpen: boolean;
}

const initialState: UiState = { mobileMenuOpen: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    mobileMenuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.mobileMenuOpen = action.payload ?? !state.mobileMenuOpen;
    },
    /** Every path change closes the mobile menu (spec: Shell). */
    locationChanged(state) {
      state.mobileMenuOpen = false;
    },
  },
  selectors: {
    selectMobileMenuOpen: (state) => state.mobileMenuOpen,
  },
});

export const { mobileMenuToggled, locationChanged } = uiSlice.actions;
export const { selectMobileMenuOpen } = uiSlice.selectors;
