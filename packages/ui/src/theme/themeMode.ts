import type { ThemeMode } from '@croupier/brand-config';

/** Switches light/dark by flipping one attribute; the brand stylesheet holds both modes. */
export function applyThemeMode(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = mode;
}
