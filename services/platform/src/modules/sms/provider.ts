import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { PhoneNumber } from './phone';
import { insertOutboxMessage } from './repository';

export interface SmsMessage {
  merchantCode: string;
  to: PhoneNumber;
  text: string;
  /**
   * Whether the caller tells the player of a failed delivery. When false the answer must not depend on
   * the delivery at all (it would tell who is registered, decision 0027): a remote provider then sends
   * after the answer has gone and only logs a failure.
   */
  reportFailure: boolean;
}

/** Whatever delivers text messages: the outbox, or a provider's HTTP API (http-provider.ts). */
export interface SmsProvider {
  /** Resolves once the message is taken; with `reportFailure`, rejects with SmsDeliveryError when it was not. */
  send(message: SmsMessage): Promise<void>;
  /** Waits for sends still under way; the app calls it when it closes. */
  close?(): Promise<void>;
}

/** A message the provider did not take. Its text never names the message's text, which holds the code. */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
}

/** What a provider is made with when the app is built. */
export interface MessagingTools {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}

export type SmsProviderFactory = (tools: MessagingTools) => SmsProvider;

/** The embedded provider: every message lands in sms_outbox, where the demo and the tests read it. */
export function outboxSmsProvider(db: Database, clock: Clock): SmsProvider {
  return {
    send: (message) => insertOutboxMessage(db, message.merchantCode, message.to, message.text, clock.nowMs()),
  };
}

/** Each merchant's own provider; those not named use `fallback`. */
export function perMerchantSmsProvider(byMerchant: ReadonlyMap<string, SmsProvider>, fallback: SmsProvider): SmsProvider {
  const all = [...new Set([...byMerchant.values(), fallback])];
  return {
    send: (message) => (byMerchant.get(message.merchantCode) ?? fallback).send(message),
    close: async () => {
      await Promise.all(all.map((provider) => provider.close?.()));
    },
  };
}
