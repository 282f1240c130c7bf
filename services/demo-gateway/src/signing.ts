import { createHmac, timingSafeEqual } from 'node:crypto';
import { checkoutSigningText, type CheckoutLink } from '@croupier/contract';

/** Hex HMAC-SHA256 with the shared secret (packages/contract/src/gateway.ts). */
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** True when the link carries the platform's signature over its fields. */
export function linkSignedBy(secret: string, link: CheckoutLink): boolean {
  const { sig, ...fields } = link;
  return timingSafeEqual(Buffer.from(hmac(secret, checkoutSigningText(fields)), 'hex'), Buffer.from(sig, 'hex'));
}

/** The signature of a notice: over `${timestamp}.${body}`, the body exactly as sent. */
export function noticeSignature(secret: string, timestamp: string, body: string): string {
  return hmac(secret, `${timestamp}.${body}`);
}
