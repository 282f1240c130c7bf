// The front door of modules/sms: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { capturedLog } from './captured-log';
export { startListeningProcess } from './listening-process';
export type { ListeningProcess } from './listening-process';
export { BANGLADESH_DIALING_CODE, localFormOf, parsePhone, phoneKey } from './phone';
export type { PhoneNumber } from './phone';
export { SMS_CODE_EXPIRY_MINUTES, consumeSmsCode, consumeSmsCodeById, countdownOf, readSmsOutbox, sendSmsCode, smsCodeText } from './service';
export type { SmsContext } from './service';
export { sweepAgedSmsCodes } from './sweep';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { smsDelivery } from './delivery';
export { outboxSmsProvider } from './provider';
export type { SmsProviderFactory } from './provider';
export { registerSmsRoutes } from './routes';
export { smsSettingsFor } from './settings';
export type { SmsProvider } from './provider';
