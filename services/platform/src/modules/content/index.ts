// The front door of modules/content: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { HOME_BANNER_GROUP } from './announcements';
export type { AnnouncementSet } from './announcements';
export { ART_ID_PATTERN, ART_VERSION, artUrl, drawnArtIds, keepPictures, keptPictureBytes, type ArtKind } from './art/art-store';
export { registerArtRoute } from './art/art-route';
export { GAME_ART_SIZES, renderGameArt, type GameArtShape, type GameArtSource } from './art/game-art';
export { renderVendorLogo } from './art/vendor-logo';
export { ART_SOURCES } from './art/sources';
export { ART_CREDITS_PATH } from './art/art-credits';
export { HeldAnnouncements } from './held-announcements';
export { announcements, seedAnnouncements } from './service';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerContentRoutes } from './routes';
