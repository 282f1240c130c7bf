/** A mail as the mailbox took it, which a mail client would show. */
export interface ReceivedMail {
  /** the Message-ID header (the one the sender logs), or one the mailbox made when the mail had none */
  messageId: string;
  /** the From header as written: "Shonali" <no-reply@shonali.example> */
  from: string;
  /** the addresses it was sent to (the envelope's recipients, so Bcc too), as the sender wrote them */
  to: string[];
  subject: string;
  /** the plain-text body (mailparser's reading of the HTML part when there is no text part) */
  text: string;
  receivedAt: string;
}

/** The last mails taken, newest last; the oldest go once the inbox is full, as the mailbox keeps them in memory only. */
export class Inbox {
  private readonly mails: ReceivedMail[] = [];

  constructor(private readonly capacity: number) {}

  add(mail: ReceivedMail): void {
    this.mails.push(mail);
    if (this.mails.length > this.capacity) this.mails.splice(0, this.mails.length - this.capacity);
  }

  /** Newest first; only those sent to `to` (an address as mailAddress gives it) when it is given. */
  newest(limit: number, to?: string): ReceivedMail[] {
    const matching = to === undefined ? this.mails : this.mails.filter((mail) => mail.to.some((each) => mailAddress(each) === to));
    return matching.slice(-limit).reverse();
  }
}

/**
 * An address as readers compare it: trimmed and lower-cased (mail systems treat the local part so in
 * practice, and players type their address in any case), or null when it is not one.
 */
export function mailAddress(text: string): string | null {
  const address = text.trim().toLowerCase();
  return address.length <= 254 && /^[^\s@<>"]+@[^\s@<>"]+$/.test(address) ? address : null;
}
