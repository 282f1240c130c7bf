// The front door of modules/agents: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { agentContext } from './agent-context';
export { count, localTime, money, text } from './csv';
export type { CsvColumn } from './csv';
export { registerReportRoute } from './report-route';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerAgentRoutes } from './routes';
