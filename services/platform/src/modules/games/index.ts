// The front door of modules/games: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { applyBrandCatalogue } from './brand-catalogue';
export { catalogueIsEmpty, insertRooms, insertSharedCatalogue, roomsExist, selectLiveGamesWithoutRooms } from './catalogue-repository';
export { gameIdOf } from './shared-catalogue';
export type { SharedCatalogue, SharedGame, SharedRoom, SharedVendor } from './shared-catalogue';
export { CATALOGUE_TTL_MS } from './snapshot-cache';
export { CatalogueSnapshots } from './snapshot-cache';
export type { CatalogueEntry, CatalogueSnapshot } from './snapshot';
export { launchSlotVendorsAt, updateVendorLaunchUrl } from './vendor-engines';
export type { VendorLaunch } from './vendor-engines';
export { selectCatalogueGame } from './catalogue-game';
export type { CatalogueGameRow } from './catalogue-game';
export { selectGameTypes } from './game-types';
export { roomBelongsTo, selectGameRooms } from './game-rooms';
export type { RoomRow } from './game-rooms';
export { recordRecent, selectRecentIds } from './recent-games';
export { selectVendorNames } from './vendor-names';
export { insertWins, maskCustomerName, merchantHasWins, selectHotGameIds } from './winners-repository';
export type { NewWin } from './winners-repository';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { engineOriginsOf } from './engine-origins';
export { registerGameRoutes } from './routes';
export { drawCatalogueArt } from './catalogue-art';
export type { CatalogueArtRun } from './catalogue-art';
