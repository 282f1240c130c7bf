// The front door of modules/red-envelopes (decision 0043): what other modules use of it. Another module imports
// this module through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { closeEndedPools } from './closing';
export { splitAll } from './split';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerRedEnvelopeRoutes } from './routes';
export { startRedEnvelopeClosing } from './scheduler';
