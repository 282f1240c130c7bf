// The front door of modules/play: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { LAUNCH_TOKEN_TTL_MS } from './launch';
export { ROOM_PRESENCE_MS } from './rooms';
export { sweepAgedLaunchTokens } from './sweep';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerPlayRoutes } from './routes';
