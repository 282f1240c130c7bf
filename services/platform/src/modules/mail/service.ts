import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';
import { selectOutboxMailsOfUsername } from './repository';

export interface OutboxMailEntry {
  to: string;
  subject: string;
  text: string;
  /** the first link in the text, when there is one */
  link: string | null;
  sentAt: string;
}

/** Outside production: what the embedded provider "sent" to a member, newest first. */
export async function readMailOutbox(db: Queryable, merchantCode: string, username: string): Promise<OutboxMailEntry[]> {
  const mails = await selectOutboxMailsOfUsername(db, merchantCode, username, 50);
  return mails.map((mail) => ({ to: mail.to, subject: mail.subject, text: mail.text, link: /https?:\/\/\S+/.exec(mail.text)?.[0] ?? null, sentAt: isoAt(mail.sentAtMs) }));
}
