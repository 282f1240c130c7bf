import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding. */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** An opaque session token: 32 random bytes, base64url. */
export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What the database keeps instead of a token (or a reset-link token): its SHA-256, hex. */
export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
