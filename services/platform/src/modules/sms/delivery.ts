import { httpSmsProvider } from './http-provider';
import { SmsDeliveryError, outboxSmsProvider, perMerchantSmsProvider, type SmsProvider, type SmsProviderFactory } from './provider';
import type { SmsSettings } from './settings';

export interface SmsDeliveryOptions {
  /** brands without a provider: the outbox outside production; in production a logged failure, as no one reads the outbox there */
  production: boolean;
  timeoutMs?: number;
}

/**
 * The app's SMS provider: each brand's provider by its settings, and for a brand with none the outbox
 * (outside production) or, in production, a refusal that is logged: such a brand's flags send no codes
 * (smsSettingsFor refused the start otherwise), but its new-address login check still would.
 */
export function smsDelivery(settings: SmsSettings, options: SmsDeliveryOptions): SmsProviderFactory {
  return ({ db, clock, log }) => {
    const smsLog = log.child({ module: 'sms' });
    const byMerchant = new Map<string, SmsProvider>();
    const summary: Record<string, string> = {};
    for (const [merchantCode, each] of settings) {
      if (each === null) {
        summary[merchantCode] = options.production ? 'none' : 'outbox';
        continue;
      }
      byMerchant.set(merchantCode, httpSmsProvider(each, smsLog, options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }));
      summary[merchantCode] = `${new URL(each.url).host} as "${each.sender}" (${each.variables.url}, ${each.variables.apiKey})`;
    }
    smsLog.info({ providers: summary }, 'where each brand’s SMS go');
    const fallback: SmsProvider = options.production
      ? {
          send: async (message) => {
            smsLog.error({ merchantCode: message.merchantCode }, `SMS not sent: no SMS provider is set for ${message.merchantCode}. Fix: set SMS_PROVIDER_URL_${message.merchantCode} and SMS_API_KEY_${message.merchantCode}`);
            throw new SmsDeliveryError(`no SMS provider is set for ${message.merchantCode}`);
          },
        }
      : outboxSmsProvider(db, clock);
    return perMerchantSmsProvider(byMerchant, fallback);
  };
}
