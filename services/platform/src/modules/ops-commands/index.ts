// The front door of modules/ops-commands: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { insertOpsAction } from './repository';
export { brandOfPath, requireOperator } from './service';
