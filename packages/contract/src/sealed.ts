import { z } from 'zod';

/**
 * A body sealed in the browser: a fresh AES-256-GCM key encrypts the plaintext, and RSA-OAEP
 * (SHA-256) under the server's published key wraps that AES key. RSA alone cannot carry a register
 * form (an RSA-2048 OAEP block holds 190 bytes); GCM's tag makes any change to the ciphertext fail.
 */
export const SEALED_ALGORITHM = 'RSA-OAEP-256+A256GCM';

const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64');

export const encryptedPayloadSchema = z
  .object({
    keyId: z.string().min(1).max(64),
    /** AES key wrapped with RSA-OAEP/SHA-256 */
    encryptedKey: base64.max(1024),
    /** 12-byte GCM nonce */
    iv: base64.max(32),
    /** AES-GCM ciphertext with its 16-byte tag appended */
    ciphertext: base64.max(16_384),
  })
  .strict();
export type EncryptedPayload = z.infer<typeof encryptedPayloadSchema>;

/** What is inside the seal: the call's own fields plus freshness, so a captured body cannot be replayed. */
export const sealedEnvelopeSchema = z
  .object({
    data: z.unknown(),
    /** milliseconds since the epoch when the browser sealed it */
    issuedAt: z.number().int(),
    /** 16 random bytes, base64; the server refuses a nonce it has seen */
    nonce: base64.min(16).max(32),
  })
  .strict();
export type SealedEnvelope = z.infer<typeof sealedEnvelopeSchema>;

/** How far a sealed body's issuedAt may be from the server's clock. */
export const SEALED_MAX_SKEW_MS = 5 * 60 * 1000;

export const sealedBodySchema = z.object({ payload: encryptedPayloadSchema }).strict();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The server's published key, imported once and reused for every seal. */
export async function importSealingKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(spkiBase64), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

/**
 * Seals `data` for the server with Web Crypto, so the same code runs in the browser and in Node
 * (the server's tests seal exactly as a browser does). GCM output carries its tag at the end.
 */
export async function sealPayload(
  publicKey: CryptoKey,
  keyId: string,
  data: unknown,
  now: () => number = Date.now,
): Promise<EncryptedPayload> {
  const envelope: SealedEnvelope = { data, issuedAt: now(), nonce: toBase64(crypto.getRandomValues(new Uint8Array(16))) };
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(envelope));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
  const rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', aesKey));
  const encryptedKey = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey));
  return { keyId, encryptedKey: toBase64(encryptedKey), iv: toBase64(iv), ciphertext: toBase64(ciphertext) };
}
