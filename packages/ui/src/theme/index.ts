export { cssVar, mix, vars, type ThemeToken } from './cssVars';
export { GlobalStyle } from './GlobalStyle';
export { ThemeStyle, type ThemeStyleProps } from './ThemeStyle';
export { applyThemeMode } from './themeMode';
export { focusRing, REDUCED_MOTION, visuallyHidden, Z_INDEX } from './styleHelpers';
