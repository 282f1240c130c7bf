// The front door of modules/records: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { accountRecord } from './account-records';
export { recordRangeOf } from './record-range';
export { betRecordView } from './record-view';
export type { RecordRow } from './records-repository';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerRecordRoutes } from './routes';
