// The front door of modules/seamless: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { providerRoundOfMember, providerRoundsSql } from './bet-records';
export { deleteLaunchTokensBefore, insertLaunchToken, roomPlayerCounts } from './launch-tokens';
export type { NewLaunchToken } from './launch-tokens';
export { walletForGame } from './player-wallet';
export { GAME_SESSION_ABSOLUTE_MS, registerProvider } from './service';
export { sweepEndedGameSessions } from './sweep';
export { firstProviderWinSql, settledProviderWinsSql, teamProviderRoundsSql, teamSettledProviderRoundsSql } from './team-rounds-sql';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { ProviderKeys } from './provider-keys';
export { registerSeamlessRoutes } from './routes';
