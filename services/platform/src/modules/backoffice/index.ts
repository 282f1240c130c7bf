// The front door of modules/backoffice: what other modules and the composition root (app.ts, main.ts) use of
// it. Another module imports this module through here only (croupier/boundaries lint rule, docs/decisions/0037).
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerBackofficeRoutes } from './routes';
