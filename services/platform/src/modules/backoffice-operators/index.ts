// The front door of modules/backoffice-operators: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { DEMO_OPERATOR_PASSWORD, seedDemoOperators } from './demo-operators';
export { operatorUsernameSql } from './operator-sql';
export { operatorContext, recordAudit, recordPlatformAudit, requireBrandAccess, worksOnBrand } from './service';
export type { OperatorContext } from './service';
export { sweepEndedOperatorSessions } from './sweep';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { anyOperatorExists } from './repository';
export { selectOperatorByUsername } from './repository';
export { registerOperatorRoutes } from './routes';
