// The front door of modules/wallet: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { memberBalance } from './balance';
export { clientSource } from './transfer';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerWalletRoutes } from './routes';
