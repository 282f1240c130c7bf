import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SMTPServer } from 'smtp-server';
import { Inbox, mailAddress } from './inbox';
import { inboxPage } from './page';
import { MAX_MESSAGE_BYTES, buildSmtpReceiver } from './smtp';

/** Mails kept in memory; the oldest go first. */
export const INBOX_CAPACITY = 1_000;
/** Mails an inbox read or the page shows. */
const SHOWN = 50;
/**
 * The SMTP side listens on the loopback whatever HOST says: only the platform on this machine sends
 * there, so the password it logs in with over plain SMTP never leaves the machine. HOST moves the page.
 */
export const SMTP_HOST = '127.0.0.1';

export interface MailboxOptions {
  user: string;
  password: string;
  logLevel: string | false;
  nowMs?: () => number;
  maxMessageBytes?: number;
}

export interface Mailbox {
  /** the page, GET /inbox and GET /health */
  app: FastifyInstance;
  /** where senders hand mail over */
  smtp: SMTPServer;
  inbox: Inbox;
}

export interface ListeningMailbox extends Mailbox {
  port: number;
  smtpPort: number;
  /** where a browser on this machine opens the page */
  url: string;
  /** Stops taking mail and answering; senders still connected are dropped after a short wait. */
  close(): Promise<void>;
}

/**
 * The stand-in mailbox: takes mail over SMTP from senders holding its user and password, as a mail
 * provider's relay does, and keeps it in an inbox instead of delivering it. `GET /inbox?to=` answers
 * what an address was sent (the demo and the tests read reset links there) and `/` shows the newest
 * mail to people.
 */
export function buildMailbox(options: MailboxOptions): Mailbox {
  const app = Fastify({ logger: options.logLevel === false ? false : { level: options.logLevel } });
  const inbox = new Inbox(INBOX_CAPACITY);
  const smtp = buildSmtpReceiver({
    user: options.user,
    password: options.password,
    inbox,
    log: app.log.child({ part: 'smtp' }),
    nowMs: options.nowMs ?? Date.now,
    maxMessageBytes: options.maxMessageBytes ?? MAX_MESSAGE_BYTES,
  });
  const smtpPort = () => (smtp.server.address() as AddressInfo | null)?.port ?? 0;

  const addressOf = (query: unknown): string | undefined | null => {
    const to = (query as { to?: unknown }).to;
    if (to === undefined || to === '') return undefined;
    return typeof to === 'string' ? mailAddress(to) : null;
  };

  app.get('/inbox', async (request, reply) => {
    const to = addressOf(request.query);
    if (to === null) return reply.code(400).header('cache-control', 'no-store').send({ error: 'to: must be a mail address, such as player@example.com' });
    return reply.header('cache-control', 'no-store').send({ messages: inbox.newest(SHOWN, to) });
  });

  app.get('/', async (request, reply) => {
    const to = addressOf(request.query) ?? undefined;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(inboxPage(inbox.newest(SHOWN, to), to, smtpPort()));
  });

  app.get('/health', async () => ({ ok: true }));
  return { app, smtp, inbox };
}

/** Listens for SMTP (on SMTP_HOST), then for HTTP (on `host`); a port already taken is told with the variable that moves it. */
export async function startMailbox(options: MailboxOptions & { host: string; port: number; smtpPort: number }): Promise<ListeningMailbox> {
  const mailbox = buildMailbox(options);
  const { app, smtp } = mailbox;
  const closeSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()));
  const taken = (error: unknown, port: number, variable: string) =>
    (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? new Error(`port ${port} is taken. Fix: stop what uses it, or set ${variable}`, { cause: error }) : error;

  try {
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(options.smtpPort, SMTP_HOST, () => {
        smtp.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await app.close();
    throw taken(error, options.smtpPort, 'MAILBOX_SMTP_PORT');
  }
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await app.close();
    await closeSmtp();
    throw taken(error, options.port, 'MAILBOX_PORT');
  }
  const { port } = app.server.address() as AddressInfo;
  const { port: smtpPort } = smtp.server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    ...mailbox,
    port,
    smtpPort,
    url: `http://${host}:${port}`,
    close: async () => {
      await Promise.all([app.close(), closeSmtp()]);
    },
  };
}
