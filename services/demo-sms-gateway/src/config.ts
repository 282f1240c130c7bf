import { smsGatewayPortFrom } from './address.mjs';

/** Everything main.ts reads from the environment. */
export interface SmsGatewayConfig {
  port: number;
  host: string;
  /** the key senders put in `Authorization: App <key>`; `pnpm start` makes one per run and gives it to the platform */
  apiKey: string;
  logLevel: string;
}

export function readSmsGatewayConfig(env: NodeJS.ProcessEnv): SmsGatewayConfig {
  const apiKey = env.SMS_GATEWAY_API_KEY?.trim() ?? '';
  if (apiKey.length < 32) {
    throw new Error('SMS_GATEWAY_API_KEY is missing or shorter than 32 characters. Fix: set it to the key the platform sends as SMS_API_KEY (`pnpm start` makes one for both)');
  }
  return { port: smsGatewayPortFrom(env), host: env.HOST?.trim() || '127.0.0.1', apiKey, logLevel: env.LOG_LEVEL?.trim() || 'info' };
}
