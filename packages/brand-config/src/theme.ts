import type { Brand } from './schema';
import { BASE_THEME, cssVariableName, type ThemeMode, type ThemeTokens } from './tokens';

/** Base tokens of a mode with the brand's partial overrides laid over them. */
export function resolveTheme(brand: Pick<Brand, 'theme'>, mode: ThemeMode): ThemeTokens {
  const overrides = Object.fromEntries(Object.entries(brand.theme[mode] ?? {}).filter(([, value]) => value !== undefined));
  return { ...BASE_THEME[mode], ...overrides };
}

export function tokensToCss(tokens: ThemeTokens, selector: string): string {
  const lines = Object.entries(tokens).map(([token, value]) => `  ${cssVariableName(token)}: ${value};`);
  return `${selector} {\n${lines.join('\n')}\n}`;
}

/**
 * The brand's stylesheet: both modes as custom properties. The default mode also applies to :root so
 * the first paint is right before any script runs; switching mode only flips `data-theme`.
 */
export function brandStylesheet(brand: Pick<Brand, 'theme'>): string {
  const fallback = brand.theme.defaultMode;
  return (['light', 'dark'] as const)
    .map((mode) => {
      const selector = mode === fallback ? `:root, :root[data-theme="${mode}"]` : `:root[data-theme="${mode}"]`;
      return tokensToCss(resolveTheme(brand, mode), selector);
    })
    .join('\n');
}
