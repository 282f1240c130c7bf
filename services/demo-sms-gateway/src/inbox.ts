/** A message as the gateway took it, which the handset it was sent to would show. */
export interface ReceivedSms {
  messageId: string;
  /** the sender id it was sent under (a brand name such as Shonali) */
  from: string;
  /** the number in international form, digits only: 8801712345678 */
  to: string;
  text: string;
  receivedAt: string;
}

/** The last messages taken, newest last; the oldest go once the inbox is full, as the gateway keeps them in memory only. */
export class Inbox {
  private readonly messages: ReceivedSms[] = [];

  constructor(private readonly capacity: number) {}

  add(message: ReceivedSms): void {
    this.messages.push(message);
    if (this.messages.length > this.capacity) this.messages.splice(0, this.messages.length - this.capacity);
  }

  /** Newest first; only those to `to` (international digits) when it is given. */
  newest(limit: number, to?: string): ReceivedSms[] {
    const matching = to === undefined ? this.messages : this.messages.filter((message) => message.to === to);
    return matching.slice(-limit).reverse();
  }
}

/** A number as senders and readers write it in international form: digits, an optional + or 00 in front. */
export function internationalDigits(text: string): string | null {
  const compact = text.trim().replace(/^\+|^00/, '');
  return /^[1-9]\d{5,14}$/.test(compact) ? compact : null;
}
