export { API_KEY_SCHEME, SEND_PATH } from './api';
export { buildSmsGatewayApp, INBOX_CAPACITY, type SmsGatewayApp, type SmsGatewayAppOptions } from './app';
export { readSmsGatewayConfig, type SmsGatewayConfig } from './config';
export { type ReceivedSms } from './inbox';
