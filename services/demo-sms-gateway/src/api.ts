import { z } from 'zod';

/**
 * The sending API this gateway speaks, modelled on Infobip's "send single textual message"
 * (POST /sms/2/text/single, `Authorization: App <api key>`, JSON `{ from, to, text }`, answered with the
 * message's id and status). The platform's adapter (services/platform/src/modules/sms/http-provider.ts)
 * is written against the provider's documentation, not against this file, so each checks the other.
 */
export const SEND_PATH = '/sms/2/text/single';
export const API_KEY_SCHEME = 'App';

/** Alphanumeric sender ids are 3 to 11 letters, digits or spaces; numeric ones 3 to 14 digits. */
const SENDER = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{3,11}$|^\d{3,14}$/;

export const sendRequestSchema = z.strictObject({
  from: z.string().regex(SENDER, { error: 'must be a sender id: 3 to 11 letters, digits or spaces, or 3 to 14 digits' }),
  to: z.string().min(1).max(20),
  text: z.string().min(1).max(1600),
});

export type SendRequest = z.infer<typeof sendRequestSchema>;

/** Status of a message taken for delivery (Infobip's PENDING group, PENDING_ACCEPTED). */
const PENDING_ACCEPTED = { groupId: 1, groupName: 'PENDING', id: 26, name: 'PENDING_ACCEPTED', description: 'Message sent to next instance' } as const;

export function acceptedAnswer(to: string, messageId: string) {
  return { messages: [{ to, status: PENDING_ACCEPTED, messageId }] };
}

/** A refused request: `{ requestError: { serviceException: { messageId, text } } }`, as the provider answers one. */
export function requestError(messageId: 'UNAUTHORIZED' | 'BAD_REQUEST', text: string) {
  return { requestError: { serviceException: { messageId, text } } };
}
