import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '@croupier/domain';
import { localFormOf, type PhoneNumber } from './phone';
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from './provider';
import type { HttpSmsSettings } from './settings';

/**
 * The provider's sending API, as Infobip documents its "send single textual message": POST
 * <base>/sms/2/text/single with `Authorization: App <api key>` and JSON `{ from, to, text }`, `to` in
 * international form without a plus; answered 200 with `{ messages: [{ to, status, messageId }] }`, or
 * 4xx with `{ requestError: { serviceException: { messageId, text } } }` (decision 0034).
 */
export const SEND_PATH = '/sms/2/text/single';
const REJECTED_GROUP = 'REJECTED';
/** A code is no use minutes later: a provider that has not answered by then has failed. */
export const SMS_SEND_TIMEOUT_MS = 10_000;
/** How long a stop waits for sends under way: within the server's own shutdown grace. */
const CLOSE_WAIT_MS = 5_000;

interface SendAnswer {
  messages?: { messageId?: unknown; status?: { groupName?: unknown; name?: unknown; description?: unknown } }[];
  requestError?: { serviceException?: { messageId?: unknown; text?: unknown } };
}

/** 8801712345678: the dialing code's digits, then the national number. */
export function internationalForm(phone: PhoneNumber): string {
  return `${phone.dialingCode.replace('+', '')}${phone.national}`;
}

const maskedNumber = (phone: PhoneNumber) => `${phone.dialingCode} ${maskMobile(localFormOf(phone))}`;

async function answerOf(response: Response): Promise<SendAnswer | null> {
  try {
    return (await response.json()) as SendAnswer;
  } catch {
    return null;
  }
}

/**
 * Sends through a provider's HTTP API. A message that must report its failure is sent before the
 * caller answers; one that must not (reportFailure false) is sent after, and a failure of either is
 * logged with the brand, the masked number and the provider's words, never with the text, which holds
 * the code.
 */
export function httpSmsProvider(settings: HttpSmsSettings, log: FastifyBaseLogger, options: { timeoutMs?: number } = {}): SmsProvider {
  const endpoint = `${settings.url}${SEND_PATH}`;
  const provider = new URL(settings.url).host;
  const timeoutMs = options.timeoutMs ?? SMS_SEND_TIMEOUT_MS;
  const underWay = new Set<Promise<void>>();

  const fail = (message: SmsMessage, details: Record<string, unknown>, why: string): never => {
    log.error({ merchantCode: message.merchantCode, provider, to: maskedNumber(message.to), ...details }, `SMS not sent: ${why}`);
    throw new SmsDeliveryError(`the SMS provider at ${provider} did not take the message: ${why}`);
  };

  const deliver = async (message: SmsMessage): Promise<void> => {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `App ${settings.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ from: settings.sender, to: internationalForm(message.to), text: message.text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: unknown } }).cause?.code ?? (error as Error).name;
      return fail(message, { reason: String(cause) }, 'the provider could not be reached');
    }
    const answer = await answerOf(response);
    if (!response.ok) {
      const refusal = answer?.requestError?.serviceException;
      return fail(message, { status: response.status, providerError: refusal ? { messageId: refusal.messageId, text: refusal.text } : null }, `the provider refused it (${response.status})`);
    }
    const taken = answer?.messages?.[0];
    if (!taken || typeof taken.messageId !== 'string') return fail(message, { status: response.status }, 'the provider answered without a message id');
    if (taken.status?.groupName === REJECTED_GROUP) {
      return fail(message, { messageId: taken.messageId, providerStatus: { name: taken.status.name, description: taken.status.description } }, 'the provider rejected it');
    }
    log.info({ merchantCode: message.merchantCode, provider, to: maskedNumber(message.to), messageId: taken.messageId }, 'SMS taken by the provider');
  };

  return {
    send: async (message) => {
      if (message.reportFailure) return deliver(message);
      // Logged inside deliver; nobody waits for this one.
      const sending = deliver(message).catch(() => {});
      underWay.add(sending);
      void sending.finally(() => underWay.delete(sending));
    },
    close: async () => {
      await Promise.race([Promise.all(underWay), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
    },
  };
}
