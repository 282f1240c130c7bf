// The front door of modules/inhouse: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { inHouseBetOfMember, inHouseBetsSql } from './bet-records';
export { placeDiceBet } from './dice';
export { inHouseGameId, inHouseGamePage } from './games';
export { firstInhouseSettledSql, settledInhouseStakesSql, teamInhouseRoundsSql, teamSettledInhouseBetsSql } from './team-bets-sql';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerInHouseRoutes } from './routes';
