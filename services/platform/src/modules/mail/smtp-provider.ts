import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { MailMessage, MailProvider } from './provider';
import type { SmtpSettings } from './settings';

/** When a failed mail is tried again: after firstDelayMs, doubling up to maxDelayMs, until giveUpAfterMs from the first try. */
export interface MailRetryTiming {
  firstDelayMs: number;
  maxDelayMs: number;
  /** A reset link lasts 30 minutes: a mail that arrives later is no use. */
  giveUpAfterMs: number;
}

export const DEFAULT_MAIL_RETRY: MailRetryTiming = { firstDelayMs: 10_000, maxDelayMs: 5 * 60_000, giveUpAfterMs: 30 * 60_000 };

/** How long each step with the server may take before the try counts as failed. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;
/** How long a stop waits for sends under way: within the server's own shutdown grace. */
const CLOSE_WAIT_MS = 5_000;

interface PendingMail {
  message: MailMessage;
  firstTriedAtMs: number;
  attempts: number;
}

interface SmtpFailure {
  code?: string | undefined;
  responseCode?: number | undefined;
  permanent?: boolean | undefined;
  message: string;
}

/** What a log line may say of a failure: the server's reply code and words, never the mail, which holds the link, nor an address a reply quotes. */
function failureOf(error: unknown): SmtpFailure {
  const { code, responseCode, permanent, message } = error as SmtpFailure;
  return {
    ...(code === undefined ? {} : { code }),
    ...(responseCode === undefined ? {} : { responseCode }),
    ...(permanent === undefined ? {} : { permanent }),
    message: String(message).replace(/[^\s<>@"']+@[^\s<>@"']+/g, '<address>').slice(0, 300),
  };
}

/**
 * Sends through an SMTP server with nodemailer, after the caller has answered. A mail the server did
 * not take is logged and tried again with growing waits until the link it carries would be of no use;
 * one refused for good (a 5xx reply) is logged and dropped at once. Mails are held in this process
 * only: a restart drops those still waiting, and says so in the log (decision 0034).
 */
export function smtpMailProvider(settings: SmtpSettings, log: FastifyBaseLogger, timing: MailRetryTiming = DEFAULT_MAIL_RETRY): MailProvider {
  const transport = createTransport({ url: settings.url, connectionTimeout: CONNECTION_TIMEOUT_MS, greetingTimeout: CONNECTION_TIMEOUT_MS, socketTimeout: SOCKET_TIMEOUT_MS });
  const server = new URL(settings.url).host;
  const waiting = new Map<PendingMail, NodeJS.Timeout>();
  const underWay = new Set<Promise<void>>();
  let closed = false;

  const about = (mail: PendingMail) => ({ merchantCode: mail.message.merchantCode, memberId: mail.message.memberId, smtp: server, attempts: mail.attempts });

  const schedule = (mail: PendingMail, delayMs: number) => {
    const timer = setTimeout(() => {
      waiting.delete(mail);
      track(attempt(mail));
    }, delayMs);
    // A waiting retry never keeps the process alive on its own.
    timer.unref();
    waiting.set(mail, timer);
  };

  const attempt = async (mail: PendingMail): Promise<void> => {
    mail.attempts += 1;
    try {
      const info = await transport.sendMail({ from: settings.from, to: mail.message.to, subject: mail.message.subject, text: mail.message.text });
      log.info({ ...about(mail), messageId: info.messageId }, 'mail taken by the SMTP server');
    } catch (error) {
      const failure = failureOf(error);
      const elapsedMs = Date.now() - mail.firstTriedAtMs;
      const delayMs = Math.min(timing.firstDelayMs * 2 ** (mail.attempts - 1), timing.maxDelayMs);
      if (failure.permanent === true) {
        log.error({ ...about(mail), failure }, 'mail not sent: the SMTP server refused it for good');
      } else if (closed || elapsedMs + delayMs > timing.giveUpAfterMs) {
        log.error({ ...about(mail), failure }, closed ? 'mail not sent: the server is stopping' : 'mail not sent: given up, the link it carries would have run out');
      } else {
        log.warn({ ...about(mail), failure, retryInMs: delayMs }, 'mail not sent yet: the SMTP server did not take it; trying again');
        schedule(mail, delayMs);
      }
    }
  };

  const track = (sending: Promise<void>) => {
    underWay.add(sending);
    void sending.finally(() => underWay.delete(sending));
  };

  return {
    send: async (message) => {
      if (closed) {
        log.error({ merchantCode: message.merchantCode, memberId: message.memberId, smtp: server }, 'mail not sent: the server is stopping');
        return;
      }
      track(attempt({ message, firstTriedAtMs: Date.now(), attempts: 0 }));
    },
    close: async () => {
      closed = true;
      for (const [mail, timer] of waiting) {
        clearTimeout(timer);
        log.error(about(mail), 'mail not sent: the server stopped while it waited to be tried again');
      }
      waiting.clear();
      await Promise.race([Promise.all(underWay), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
      transport.close();
    },
  };
}
