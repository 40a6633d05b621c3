import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { BACKGROUND, TEXT } from './theme';

export const USE_THEME_OUTSIDE_PROVIDER = 'useTheme deve ser usado dentro de um ThemeProvider';
/** Keys an earlier version (or a browser extension of habit) may have left behind. */
export const STORED_THEME_KEYS = ['theme', 'tribo:theme', 'darkMode', 'tribo:darkMode'];

/** Spec section 1: there is no dark theme to switch to, so the theme facility offers no toggle. */
export interface ThemeContextValue {
  theme: 'light';
  colors: { background: string; text: string };
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Spec section 1: always light; any stored preference is removed at start. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    try {
      for (const key of STORED_THEME_KEYS) window.localStorage.removeItem(key);
    } catch {
      // Storage unavailable: nothing stored to remove.
    }
    document.documentElement.dataset.theme = 'light';
    document.documentElement.style.colorScheme = 'light';
  }, []);
  const value = useMemo<ThemeContextValue>(
    () => ({
      theme: 'light',
      colors: { background: BACKGROUND, text: TEXT },
    }),
    [],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error(USE_THEME_OUTSIDE_PROVIDER);
  return value;
}
