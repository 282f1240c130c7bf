import { outboxMailProvider, perMerchantMailProvider, type MailProvider, type MailProviderFactory } from './provider';
import type { MailSettings } from './settings';
import { DEFAULT_MAIL_RETRY, smtpMailProvider, type MailRetryTiming } from './smtp-provider';

export interface MailDeliveryOptions {
  /** brands without an SMTP server: the outbox outside production; in production a logged failure, as no one reads the outbox there */
  production: boolean;
  retry?: MailRetryTiming;
}

/** The app's mail provider: each brand's SMTP server by its settings, and the outbox (or, in production, a logged failure) for the rest. */
export function mailDelivery(settings: MailSettings, options: MailDeliveryOptions): MailProviderFactory {
  return ({ db, clock, log }) => {
    const mailLog = log.child({ module: 'mail' });
    const byMerchant = new Map<string, MailProvider>();
    const summary: Record<string, string> = {};
    for (const [merchantCode, each] of settings) {
      if (each === null) {
        summary[merchantCode] = options.production ? 'none' : 'outbox';
        continue;
      }
      byMerchant.set(merchantCode, smtpMailProvider(each, mailLog, options.retry ?? DEFAULT_MAIL_RETRY));
      summary[merchantCode] = `${new URL(each.url).host} as ${each.from.address} (${each.variable})`;
    }
    mailLog.info({ servers: summary }, 'where each brand’s mail goes');
    const unset = [...settings].filter(([, each]) => each === null).map(([merchantCode]) => merchantCode);
    if (options.production && unset.length > 0) {
      mailLog.warn({ brands: unset }, `no SMTP server is set for ${unset.join(', ')}: their password-reset mails will not be sent. Fix: set SMTP_URL (or SMTP_URL_<MERCHANT CODE>) and MAIL_FROM`);
    }
    const fallback: MailProvider = options.production
      ? {
          send: async (message) => {
            mailLog.error({ merchantCode: message.merchantCode, memberId: message.memberId }, `mail not sent: no SMTP server is set for ${message.merchantCode}. Fix: set SMTP_URL_${message.merchantCode} (or SMTP_URL)`);
          },
        }
      : outboxMailProvider(db, clock);
    return perMerchantMailProvider(byMerchant, fallback);
  };
}
