// The front door of modules/rebates, the daily rebate (docs/decisions/0044-daily-rebate.md). Another module
// imports this module through here only (croupier/boundaries lint rule, docs/decisions/0037).
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerRebateConsoleRoutes, registerRebateRoutes, registerRebateTestRoutes } from './routes';
export { startRebateRun } from './scheduler';
export { seedRebateSettings } from './settings-repository';
