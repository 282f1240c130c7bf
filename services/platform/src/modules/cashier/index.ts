// The front door of modules/cashier: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { DEFAULT_GATEWAY_DEPOSIT_EXPIRY_MS, expireAbandonedGatewayDeposits } from './gateway-expiry';
export { sweepOverdueReceipts } from './sweep';
export { teamConfirmedDepositsSql, teamPaidWithdrawalsSql } from './team-cash-sql';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerGateway } from './gateway-settings';
export { registerCashierRoutes } from './routes';
export { gatewayDepositExpiryMsFrom } from './gateway-expiry';
export type { GatewaySettings } from './gateway-settings';
