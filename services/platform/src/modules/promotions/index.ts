// The front door of modules/promotions (decision 0047): what other modules use of it. Another module imports
// this module through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { bindDepositBonusIn, lapseDepositBonusIn, payDepositBonusIn } from './deposits';
export { seedDemoPromotions } from './demo-promotions';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerPromotionRoutes } from './routes';
