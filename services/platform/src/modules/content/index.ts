// The front door of modules/content: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { HOME_BANNER_GROUP } from './announcements';
export type { AnnouncementSet } from './announcements';
export { ART_ID_PATTERN, ART_LABEL_MAX_CHARS, artUrl, escapeXml, isArtKind, renderArt } from './art';
export { HeldAnnouncements } from './held-announcements';
export { announcements, seedAnnouncements } from './service';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerContentRoutes } from './routes';
