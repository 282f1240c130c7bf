// The front door of modules/transfers: what other modules and the composition root (app.ts, main.ts) use of
// it. Another module imports this module through here only (croupier/boundaries lint rule, docs/decisions/0037).
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerTransferRoutes } from './routes';
