import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { insertOutboxMail } from './repository';

export interface MailMessage {
  merchantCode: string;
  /** the member it is about, so the outbox can be read by username */
  memberId: string;
  to: string;
  subject: string;
  text: string;
}

/** Whatever delivers mail. A real mail service plugs in here; the default writes an outbox. */
export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}

/** The embedded provider: every mail lands in mail_outbox, where the demo and the tests read it. */
export function outboxMailProvider(db: Database, clock: Clock): MailProvider {
  return {
    send: (message) => insertOutboxMail(db, message.merchantCode, message.memberId, { to: message.to, subject: message.subject, text: message.text, sentAtMs: clock.nowMs() }),
  };
}
