import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { insertOutboxMail } from './repository';

export interface MailMessage {
  merchantCode: string;
  /** the member it is about, so the outbox can be read by username and a failure logged without the address */
  memberId: string;
  to: string;
  subject: string;
  text: string;
}

/** Whatever delivers mail: the outbox, or an SMTP server (smtp-provider.ts). */
export interface MailProvider {
  /**
   * Takes the mail. It never fails for the caller: a mail answer must not tell who is registered
   * (decision 0027), so a remote delivery happens after the answer, and its failures are logged and retried.
   */
  send(message: MailMessage): Promise<void>;
  /** Ends retries and connections; the app calls it when it closes. */
  close?(): Promise<void>;
}

/** What a provider is made with when the app is built. */
export interface MailTools {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}

export type MailProviderFactory = (tools: MailTools) => MailProvider;

/** The embedded provider: every mail lands in mail_outbox, where the demo and the tests read it. */
export function outboxMailProvider(db: Database, clock: Clock): MailProvider {
  return {
    send: (message) => insertOutboxMail(db, message.merchantCode, message.memberId, { to: message.to, subject: message.subject, text: message.text, sentAtMs: clock.nowMs() }),
  };
}

/** Each merchant's own provider; those not named use `fallback`. */
export function perMerchantMailProvider(byMerchant: ReadonlyMap<string, MailProvider>, fallback: MailProvider): MailProvider {
  const all = [...new Set([...byMerchant.values(), fallback])];
  return {
    send: (message) => (byMerchant.get(message.merchantCode) ?? fallback).send(message),
    close: async () => {
      await Promise.all(all.map((provider) => provider.close?.()));
    },
  };
}
