/**
 * First parts of the query keys of a member's own game lists, written out so the shell can drop them
 * when a session ends without loading the game calls (a test holds them to the call names).
 */
export const FAVOURITES_QUERY_ROOT = 'getFavouriteGames';
export const RECENT_QUERY_ROOT = 'getRecentGames';
export const MEMBER_GAME_QUERY_ROOTS: readonly string[] = [FAVOURITES_QUERY_ROOT, RECENT_QUERY_ROOT];
