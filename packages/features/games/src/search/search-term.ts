/** The contract refuses shorter searches (searchGames: q of at least 2 characters). */
export const SEARCH_MIN_CHARS = 2;
/** Typing pauses this long before a search goes out, so a word costs one request, not one per letter. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The contract's longest search. */
export const SEARCH_MAX_CHARS = 50;

/** The search a typed text makes: trimmed, and none until it is long enough. */
export function searchTermOf(text: string): string | null {
  const term = text.trim();
  return term.length >= SEARCH_MIN_CHARS ? term.slice(0, SEARCH_MAX_CHARS) : null;
}
