import { mailboxPortFrom, mailboxSmtpPortFrom } from './address.mjs';

/** Everything main.ts reads from the environment. */
export interface MailboxConfig {
  /** the page and GET /inbox */
  port: number;
  /** where senders hand mail over with SMTP, on the loopback (SMTP_HOST) */
  smtpPort: number;
  /** where the page and GET /inbox listen */
  host: string;
  /** the user and password senders log in with (AUTH PLAIN or LOGIN); `pnpm start` makes both per run and gives them to the platform in SMTP_URL */
  user: string;
  password: string;
  logLevel: string;
}

/** A user that goes into an smtp:// URL as it is: letters, digits, dot, dash and underscore. */
const USER = /^[A-Za-z0-9._-]{1,64}$/;

export function readMailboxConfig(env: NodeJS.ProcessEnv): MailboxConfig {
  const user = env.MAILBOX_SMTP_USER?.trim() ?? '';
  if (!USER.test(user)) {
    throw new Error('MAILBOX_SMTP_USER is missing or not 1 to 64 letters, digits, dots, dashes or underscores. Fix: set it to the user in the platform\'s SMTP_URL (`pnpm start` makes one for both)');
  }
  const password = env.MAILBOX_SMTP_PASSWORD?.trim() ?? '';
  if (password.length < 32) {
    throw new Error('MAILBOX_SMTP_PASSWORD is missing or shorter than 32 characters. Fix: set it to the password in the platform\'s SMTP_URL (`pnpm start` makes one for both)');
  }
  return { port: mailboxPortFrom(env), smtpPort: mailboxSmtpPortFrom(env), host: env.HOST?.trim() || '127.0.0.1', user, password, logLevel: env.LOG_LEVEL?.trim() || 'info' };
}
