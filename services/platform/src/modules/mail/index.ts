// The front door of modules/mail: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { readMemberMail } from './service';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { mailDelivery } from './delivery';
export { outboxMailProvider } from './provider';
export type { MailProviderFactory } from './provider';
export { mailSettingsFor } from './settings';
export type { MailProvider } from './provider';
