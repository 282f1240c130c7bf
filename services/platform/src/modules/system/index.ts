// The front door of modules/system: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { AccessRules } from './access-rules';
export { accessStateOf, merchantContext } from './access';
export type { Availability, MerchantContext } from './access';
export { cdnOriginsFrom } from './cdn-origins';
export type { CdnOrigins, CdnVariable } from './cdn-origins';
export { blockNetwork, endMaintenance, listRegionBlocks, networkFromInput, readMaintenance, startMaintenance, unblockNetwork } from './controls';
export { registerSettings } from './register-settings';
export type { Maintenance } from './repository';
export { systemStatus } from './service';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerSystemRoutes } from './routes';
