// The front door of modules/agent-contracts: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { seedDemoContracts } from './demo-contracts';
