// The front door of modules/bonuses (decisions 0042 and 0045): bonuses with a wagering requirement, their
// money in the member's locked BONUS wallet. Another module imports this module through here only
// (croupier/boundaries lint rule, docs/decisions/0037).
export { BONUS_STATUSES } from './awards-repository';
export type { BonusAwardRow, BonusStatus } from './awards-repository';
export { grantBonusIn } from './grant';
export type { BonusGrant } from './grant';
export { LOST_QUIET_MS, forfeitBonusIn, settleBonus, settleBonusIn } from './settle';
export { bonusMaxBet, refuseStakeOverBonusLimit } from './stake-limit';
export { DEFAULT_CONTRIBUTIONS, requiredWageringOf } from './terms';
export type { BonusTerms, Contributions, WageringBase } from './terms';
export { wageringOf } from './wagering';
export { activeBonusSummary, settleBonusForWithdrawal } from './withdrawal-rule';
export type { ActiveBonusSummary } from './withdrawal-rule';
export type { WageringProgress } from './wagering';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerBonusRoutes } from './routes';
export { registerBonusConsoleRoutes } from './console-routes';
export { settleDueBonuses, startBonusSettling } from './sweep';
