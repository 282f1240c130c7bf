// The front door of modules/captcha: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { readTestAnswer, requireSolvedCaptcha } from './service';
export type { CaptchaContext } from './service';
export { sweepExpiredCaptchas } from './sweep';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerCaptchaRoutes } from './routes';
