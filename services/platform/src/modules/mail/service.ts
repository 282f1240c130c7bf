import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';
import { selectMemberByUsername } from '../accounts';
import { selectOutboxMailsOfMember } from './repository';

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
  const member = await selectMemberByUsername(db, merchantCode, username);
  const mails = member ? await selectOutboxMailsOfMember(db, merchantCode, member.id, 50) : [];
  return mails.map((mail) => ({ to: mail.to, subject: mail.subject, text: mail.text, link: /https?:\/\/\S+/.exec(mail.text)?.[0] ?? null, sentAt: isoAt(mail.sentAtMs) }));
}

/**
 * Outside production: a member's mail as the demo and the tests read it. The outbox holds what the
 * embedded provider "sent"; mail sent through an SMTP server (the demo mailbox) is read there, by the
 * member's address, which this answers too (null without such a member or an address).
 */
export async function readMemberMail(db: Queryable, merchantCode: string, username: string): Promise<{ address: string | null; messages: OutboxMailEntry[] }> {
  const member = await selectMemberByUsername(db, merchantCode, username);
  return { address: member?.email ?? null, messages: await readMailOutbox(db, merchantCode, username) };
}
