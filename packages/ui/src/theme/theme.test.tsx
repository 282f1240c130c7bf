import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandSchema } from '@croupier/brand-config';
import { applyThemeMode } from './themeMode';
import { ThemeStyle } from './ThemeStyle';
import { vars } from './cssVars';

const BRAND_THEME = brandSchema.shape.theme.parse({ defaultMode: 'dark', dark: { colorPrimary: '#0f9d6b' } });

describe('theme plumbing', () => {
  it('ThemeStyle puts the brand tokens for both modes into one <style>', () => {
    const { container } = render(<ThemeStyle brand={{ theme: BRAND_THEME }} />);
    const css = container.querySelector('style')?.textContent ?? '';
    expect(css).toContain('--color-primary: #0f9d6b;');
    expect(css).toContain(':root[data-theme="light"]');
    expect(css).toContain(':root, :root[data-theme="dark"]');
  });

  it('applyThemeMode flips data-theme on the document root', () => {
    applyThemeMode('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    applyThemeMode('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('components read tokens only as CSS custom properties', () => {
    expect(vars.colorPrimary).toBe('var(--color-primary)');
    expect(vars.radiusMedium).toBe('var(--radius-medium)');
    expect(Object.values(vars).every((value) => /^var\(--[a-z-]+\)$/.test(value))).toBe(true);
  });
});
