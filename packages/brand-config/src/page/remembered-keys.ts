/**
 * Where the site remembers a visitor's theme and language in the browser. The page's boot script reads
 * them before any bundle runs (so a returning visitor's choice paints first time), and the app shell
 * writes them; both take the names from here.
 */
export const REMEMBERED_KEYS = {
  language: 'croupier.language',
  theme: 'croupier.theme',
} as const;
