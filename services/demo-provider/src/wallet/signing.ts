import { createHmac } from 'node:crypto';
import { SEAMLESS_HEADERS } from '@croupier/contract';

/** Hex HMAC-SHA256 over `${timestamp}.${rawBody}`, as the seamless-wallet contract defines it. */
export function signatureOf(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The headers that make a request the platform will believe: who sends it, when, and the proof. */
export function signedHeaders(providerCode: string, secret: string, rawBody: string, nowMs: number): Record<string, string> {
  const timestamp = String(nowMs);
  return {
    [SEAMLESS_HEADERS.provider]: providerCode,
    [SEAMLESS_HEADERS.timestamp]: timestamp,
    [SEAMLESS_HEADERS.signature]: signatureOf(secret, timestamp, rawBody),
  };
}
