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
    // antd's lighter greys, danger red and links fall short of WCAG AA contrast (4.5:1) on white
    // and on the #F5F7FB background; these reach it on both.
    colorTextSecondary: '#5b6475',
    colorTextDescription: '#5b6475',
    colorTextTertiary: '#5b6475',
    // Select and input placeholders (antd's 25 % black is 1.6:1; Lighthouse flagged /ads).
    colorTextPlaceholder: '#6b7280',
    colorError: '#cf1322',
    colorLink: '#1554c0',
    // The status tags (Aprovado, Ativo, Reembolsado, Plano atual...) print these on their pale
    // backgrounds: antd's own green, orange and blue are 2.2–4.2:1 there, these 5:1 and more. The
    // pale backgrounds and borders are antd's usual ones (derived from these darker seeds they
    // would turn grey). The app's tags use these statuses, not antd's preset palette colours.
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    colorInfo: '#1554c0',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    // A hovered primary button darkens instead of lightening: white on antd's lighter blue is 3.3:1.
    colorPrimaryHover: '#1554c0',
    colorPrimaryActive: '#0f4396',
    borderRadius: 8,
    // The list lives in src/global.css (system-ui first: see there), for the pages without antd too.
    fontFamily: 'var(--tribo-font)',
  },
  components: {
    Layout: { bodyBg: BACKGROUND, headerBg: '#FFFFFF', footerBg: '#FFFFFF', headerHeight: 70, headerPadding: '0 16px' },
    Tabs: { itemSelectedColor: '#1554c0' },
    // The admin side menu's current page: the brand blue on its pale highlight is 4.3:1.
    Menu: { itemSelectedColor: '#1554c0' },
    // "Plano: Destaque 7 dias", as Portuguese writes it (antd puts 2 px before the colon).
    Descriptions: { colonMarginLeft: 0 },
  },
};
