// The front door of modules/brands: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { hostnameOf, originAtPort, portOf, siteOriginFor } from './host';
export { brandOfApiRequest, registerMerchant } from './service';
export type { BrandDirectory } from './service';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { createBrandDirectory } from './service';
