import type { Brand } from '@croupier/brand-config';

/**
 * The console's look: the kit's light base, with a dark header bar so a console window is never
 * taken for a brand's site. Not a brand: no brand file, no dark mode to switch to.
 */
export const CONSOLE_THEME: Pick<Brand, 'theme'> = {
  theme: {
    defaultMode: 'light',
    light: { colorHeader: '#16202e', colorOnHeader: '#ffffff', colorAccent: '#f2a900' },
    dark: {},
  },
};
