import { BASE_THEME, cssVariableName, type ThemeTokens } from '@croupier/brand-config';

export type ThemeToken = keyof ThemeTokens;

/** `var(--color-primary)` for `colorPrimary`: components read tokens only through custom properties. */
export function cssVar(token: ThemeToken): string {
  return `var(${cssVariableName(token)})`;
}

const TOKEN_NAMES = Object.keys(BASE_THEME.light) as ThemeToken[];

/**
 * Every theme token as a `var(...)` reference. Styles interpolate these fixed strings, so a change of
 * brand or light/dark mode is a stylesheet swap in the browser, never a React re-render.
 */
export const vars = Object.fromEntries(TOKEN_NAMES.map((token) => [token, cssVar(token)])) as Record<ThemeToken, string>;

/** A token mixed with another colour, for hover states, tints and shadows without extra tokens. */
export function mix(token: ThemeToken, percent: number, other = 'transparent'): string {
  return `color-mix(in srgb, ${cssVar(token)} ${percent}%, ${other})`;
}
