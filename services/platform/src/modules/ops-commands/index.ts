// The front door of modules/ops-commands: the token-guarded /ops/* API behind `pnpm ops`. Nothing else
// builds on it; the server registers its routes (docs/decisions/0037).
export { registerOpsAccountRoutes } from './account-routes';
export { registerOpsLedgerRoutes } from './ledger-routes';
export { registerOpsRoutes } from './routes';
