import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Inbox } from './inbox';

/** The largest mail taken, headers and all; a bigger one is answered 552, as RFC 5321 has it for a mail over the server's size. */
export const MAX_MESSAGE_BYTES = 1024 * 1024;
/** Recipients of one mail; a player's mail has one. */
const MAX_RECIPIENTS = 100;
/** How long a stop waits for senders still connected before it drops them: within main.ts's shutdown grace. */
const CLOSE_TIMEOUT_MS = 2_000;

export interface SmtpReceiverOptions {
  user: string;
  password: string;
  inbox: Inbox;
  log: FastifyBaseLogger;
  nowMs: () => number;
  maxMessageBytes: number;
}

const digestOf = (user: string, password: string) => createHash('sha256').update(JSON.stringify([user, password]), 'utf8').digest();
const replyError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });
const addressText = (value: AddressObject | AddressObject[] | undefined) => (Array.isArray(value) ? value.map((each) => each.text).join(', ') : value?.text);

/**
 * The mailbox's SMTP side: a sender logs in (AUTH PLAIN or LOGIN) with the user and password of this
 * run, hands the mail over, and the mailbox parses it with mailparser and keeps it in the inbox.
 * Anything before a login is refused (530), a wrong user or password gets 535, a mail over
 * maxMessageBytes gets 552 and is not kept.
 */
export function buildSmtpReceiver(options: SmtpReceiverOptions): SMTPServer {
  const { inbox, log, nowMs, maxMessageBytes } = options;
  const expected = digestOf(options.user, options.password);
  const server = new SMTPServer({
    banner: 'Croupier demo mailbox',
    authMethods: ['PLAIN', 'LOGIN'],
    // No TLS: the SMTP side listens on this machine's loopback only (SMTP_HOST in app.ts), for the platform
    // beside it, so the password never crosses a network, and a certificate of its own would be one the
    // platform must be told to trust. STARTTLS is not offered (nodemailer then stays on plain text rather than upgrading), and
    // smtp-server, which takes a login only over TLS unless told, is told to take it without.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    size: maxMessageBytes,
    rejectOversized: true,
    maxRecipients: MAX_RECIPIENTS,
    closeTimeout: CLOSE_TIMEOUT_MS,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, session, callback) {
      // Digests of equal length, so the comparison takes as long whatever was sent.
      if (auth.method !== 'XOAUTH2' && timingSafeEqual(digestOf(auth.username ?? '', auth.password ?? ''), expected)) return callback(null, { user: auth.username });
      log.warn({ remoteAddress: session.remoteAddress, method: auth.method }, 'login refused: wrong user or password');
      return callback(replyError(535, 'Authentication credentials invalid'));
    },
    onData(stream, session, callback) {
      // Kept up to the limit only: past it the mail is refused, so the rest is read and dropped.
      const chunks: Buffer[] = [];
      let kept = 0;
      stream.on('data', (chunk: Buffer) => {
        if (kept + chunk.length > maxMessageBytes) return;
        chunks.push(chunk);
        kept += chunk.length;
      });
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          log.warn({ bytes: stream.byteLength, limit: maxMessageBytes }, 'mail refused: larger than the mailbox takes');
          return callback(replyError(552, `Message exceeds fixed maximum message size of ${maxMessageBytes} bytes`));
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            const messageId = parsed.messageId ?? `<${randomBytes(10).toString('hex')}@demo-mailbox>`;
            const envelopeFrom = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
            inbox.add({
              messageId,
              from: addressText(parsed.from) ?? envelopeFrom,
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              receivedAt: new Date(nowMs()).toISOString(),
            });
            log.info({ messageId, recipients: session.envelope.rcptTo.length, bytes: stream.byteLength }, 'mail taken');
            callback(null, `OK: queued as ${messageId}`);
          })
          .catch((error: unknown) => {
            log.error({ err: error }, 'mail not kept: it could not be read');
            callback(replyError(451, 'Message could not be read, try again later'));
          });
      });
    },
  });
  server.on('error', (error) => log.error({ err: error }, 'SMTP error'));
  return server;
}
