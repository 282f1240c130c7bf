// The front door of modules/web: what other modules and the composition root (app.ts, main.ts) use of
// it. Another module imports this module through here only (croupier/boundaries lint rule, docs/decisions/0037).
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { consoleUrl } from './console';
export { registerWebRoutes } from './routes';
export { brandUrl } from './service';
export { DEFAULT_CONSOLE_HOSTS } from './console';
