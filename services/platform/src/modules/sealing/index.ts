// The front door of modules/sealing: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { codeHmac, generateMerchantKeys, hexDigestsEqual, merchantKeysFrom } from './keys';
export type { MerchantKeyring, MerchantKeys } from './keys';
export { selectMerchantKeys } from './repository';
export { loadMerchantKeyring, unsealPayload } from './service';
export { sweepExpiredSealing } from './sweep';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerSealingRoutes } from './routes';
