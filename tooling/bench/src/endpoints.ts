/** The calls the home page and its hot-game rows make, as the load target names them. */
export const HOME_CALLS = [
  { name: 'game menus', path: '/lgw/games/game_menus?language=en' },
  { name: 'hot games', path: '/wps/relay/GCSGAME_hotGamesV2?language=en' },
  { name: 'vendor lanes', path: '/wps/relay/GCSGAME_newGameVendor' },
  { name: 'announcements', path: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B&language=en' },
  { name: 'winner board', path: '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20' },
] as const;

/**
 * Search terms in both languages over the demo catalogue's name words: common words with many hits,
 * rarer pairs, a two-letter prefix (the shortest query allowed) and a word with no hit.
 */
export const SEARCH_TERMS = [
  { q: 'Golden', language: 'en' },
  { q: 'Dragon', language: 'en' },
  { q: 'Lucky Fortune', language: 'en' },
  { q: 'Roulette', language: 'en' },
  { q: 'Megaways', language: 'en' },
  { q: 'Ti', language: 'en' },
  { q: 'Crash', language: 'en' },
  { q: 'zzqx', language: 'en' },
  { q: 'গোল্ডেন', language: 'bn' },
  { q: 'ড্রাগন', language: 'bn' },
  { q: 'লাকি ফরচুন', language: 'bn' },
  { q: 'রুলেট', language: 'bn' },
  { q: 'মেগাওয়েজ', language: 'bn' },
  { q: 'টা', language: 'bn' },
  { q: 'Koi', language: 'bn' },
  { q: 'জ্যাকপট', language: 'bn' },
] as const;

export function searchPath(term: { q: string; language: string }): string {
  return `/lgw/games/search?q=${encodeURIComponent(term.q)}&language=${term.language}`;
}

/** Game-list pages whose size is held to the page budget: a few types, both languages. */
export const PAGE_SIZE_TYPES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT'] as const;
export const PAGE_BUDGET_BYTES = 50 * 1000;

export function gameListPath(gameType: string, language: string, pageSize = 20): string {
  return `/lgw/games/list?gameType=${gameType}&pageSize=${pageSize}&language=${language}`;
}
