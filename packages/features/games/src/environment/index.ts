// The light part of the games feature that the shell mounts on every page; the screens are in the
// package's main entry, which the shell loads with each lazy route.
export { GamesEnvironmentProvider, holdsGameLists, useGamesEnvironment, type GamesEnvironment } from './games-environment';
export { FAVOURITES_QUERY_ROOT, MEMBER_GAME_QUERY_ROOTS, RECENT_QUERY_ROOT } from './member-query-roots';
// The shell's own menus query sends its art through the visit's image host the same way.
export { throughHost, withArtHost } from '../data/art-host';
