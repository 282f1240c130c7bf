const REQUEST_ID_BYTES = 16;

/**
 * A fresh request id, the idempotency key of a money call (a transfer, a bet, a deposit): 32 hex
 * digits, within the contract's 8 to 64 of [A-Za-z0-9_-]. From getRandomValues rather than
 * randomUUID, which browsers offer only on secure origins, and a brand may be served over plain http.
 */
export function newRequestId(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(REQUEST_ID_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
