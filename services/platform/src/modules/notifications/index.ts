// The front door of modules/notifications: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { balanceHintsOf } from './balance-hints';
export { hintBalance, notifyMember, tellSiteChanged } from './service';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerNotificationRoutes } from './routes';
