import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { PhoneNumber } from './phone';
import { insertOutboxMessage } from './repository';

export interface SmsMessage {
  merchantCode: string;
  to: PhoneNumber;
  text: string;
}

/** Whatever delivers text messages. A real gateway plugs in here; the default writes an outbox. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** The embedded provider: every message lands in sms_outbox, where the demo and the tests read it. */
export function outboxSmsProvider(db: Database, clock: Clock): SmsProvider {
  return {
    send: (message) => insertOutboxMessage(db, message.merchantCode, message.to, message.text, clock.nowMs()),
  };
}
