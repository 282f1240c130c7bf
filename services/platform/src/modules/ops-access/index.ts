// The front door of modules/ops-access: who may use the operator command API (its token) and the log
// of what operators did (ops_audit). Low in the layer table, so the command API (ops-commands), the back
// office's operators and the agent contracts' operator routes all use it (docs/decisions/0037).
export { insertOpsAction, selectOpsActions } from './action-log';
export { brandOfPath, requireOperator } from './guard';
export { opsTokenMatches, resolveOpsToken } from './token';
