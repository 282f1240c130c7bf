// The front door of modules/demo: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { generateCatalogue } from './catalogue-generator';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { connectDemoProvider } from './demo-provider';
export { seedDemoData } from './service';
export type { DemoProviderSettings } from './demo-provider';
