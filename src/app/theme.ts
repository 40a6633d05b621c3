import type { ThemeConfig } from 'antd';

/** Spec section 1: the theme is always light. */
export const BACKGROUND = '#F5F7FB';
export const TEXT = '#333333';
export const BRAND = '#1F6FEB';
export const ACCENT = '#F97316'; // "Anunciar Grátis" orange

export const lightTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND,
    colorBgLayout: BACKGROUND,
    colorText: TEXT,
    colorTextBase: TEXT,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { bodyBg: BACKGROUND, headerBg: '#FFFFFF', footerBg: '#FFFFFF', headerHeight: 70, headerPadding: '0 16px' },
  },
};
