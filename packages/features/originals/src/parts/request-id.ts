const REQUEST_ID_BYTES = 16;

/**
 * A fresh request id (a bet's idempotency key): 32 hex digits. From getRandomValues rather than
 * randomUUID, which browsers offer only on secure origins, and a brand may be served over plain http.
 */
export function newRequestId(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(REQUEST_ID_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
