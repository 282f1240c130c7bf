// The front door of modules/agent-contracts: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { seedDemoContracts } from './demo-contracts';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerContractOpsRoutes, registerContractRoutes } from './routes';
export { startContractSettlement } from './scheduler';
