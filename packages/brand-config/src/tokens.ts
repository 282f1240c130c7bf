/**
 * The full base set of theme tokens. A brand file gives partial overrides for light and dark; the
 * merge fills in the rest from here, and every token becomes a CSS custom property.
 */
export const COLOR_TOKENS = [
  'colorBackground',
  'colorSurface',
  'colorSurfaceRaised',
  'colorText',
  'colorTextMuted',
  'colorPrimary',
  'colorOnPrimary',
  'colorAccent',
  'colorOnAccent',
  'colorBorder',
  'colorHeader',
  'colorOnHeader',
  'colorSideMenu',
  'colorDanger',
  'colorSuccess',
  'colorWarning',
  'colorFocus',
  'colorOverlay',
] as const;
export const LENGTH_TOKENS = ['radiusSmall', 'radiusMedium', 'radiusLarge'] as const;
export const FONT_TOKENS = ['fontFamily'] as const;

export type ColorToken = (typeof COLOR_TOKENS)[number];
export type LengthToken = (typeof LENGTH_TOKENS)[number];
export type FontToken = (typeof FONT_TOKENS)[number];
export type ThemeTokens = Record<ColorToken | LengthToken | FontToken, string>;
export type ThemeMode = 'light' | 'dark';

const SHARED = {
  radiusSmall: '4px',
  radiusMedium: '8px',
  radiusLarge: '16px',
  fontFamily: "'Noto Sans Bengali', 'Noto Sans', system-ui, sans-serif",
} as const;

export const BASE_THEME: Record<ThemeMode, ThemeTokens> = {
  light: {
    colorBackground: '#f4f6fa',
    colorSurface: '#ffffff',
    colorSurfaceRaised: '#eef1f6',
    colorText: '#16202e',
    colorTextMuted: '#5b6778',
    colorPrimary: '#1f5fd6',
    colorOnPrimary: '#ffffff',
    colorAccent: '#f2a900',
    colorOnAccent: '#1b1400',
    colorBorder: '#d5dbe5',
    colorHeader: '#ffffff',
    colorOnHeader: '#16202e',
    colorSideMenu: '#ffffff',
    colorDanger: '#c62828',
    colorSuccess: '#2e7d32',
    colorWarning: '#b26a00',
    colorFocus: '#1f5fd6',
    colorOverlay: 'rgba(10, 14, 20, 0.6)',
    ...SHARED,
  },
  dark: {
    colorBackground: '#0e1117',
    colorSurface: '#171b24',
    colorSurfaceRaised: '#212736',
    colorText: '#eef1f6',
    colorTextMuted: '#9aa5b5',
    colorPrimary: '#4d8af0',
    colorOnPrimary: '#ffffff',
    colorAccent: '#f2c14e',
    colorOnAccent: '#1b1400',
    colorBorder: '#2c3344',
    colorHeader: '#141822',
    colorOnHeader: '#eef1f6',
    colorSideMenu: '#121620',
    colorDanger: '#ef5350',
    colorSuccess: '#66bb6a',
    colorWarning: '#ffa726',
    colorFocus: '#8fb4ff',
    colorOverlay: 'rgba(0, 0, 0, 0.7)',
    ...SHARED,
  },
};

/** colorOnPrimary -> --color-on-primary */
export function cssVariableName(token: string): string {
  return `--${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
