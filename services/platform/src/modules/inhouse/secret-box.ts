import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { MerchantKeys } from '../sealing';

/**
 * Server seeds and crash chain seeds decide outcomes before anyone bets, so they are stored sealed:
 * AES-256-GCM under a key derived (HKDF-SHA256) from the merchant's code secret, bound to what the
 * secret is for. A copy of the game tables (an export, a support query, a backup of just those rows)
 * then does not tell anyone the next roll. The code secret lives in the same database, so this guards
 * against leaks of rows, not against someone who holds the whole database.
 */
const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecretPurpose = 'server-seed' | 'crash-chain-seed';

function keyFor(keys: MerchantKeys, purpose: SecretPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', keys.codeSecret, Buffer.alloc(0), `croupier inhouse ${purpose}`, 32));
}

/** Ties the ciphertext to its merchant and purpose: a sealed seed moved to another row or merchant fails to open. */
function associatedData(keys: MerchantKeys, purpose: SecretPurpose): Buffer {
  return Buffer.from(`${keys.merchantCode}:${purpose}`);
}

export function sealSecret(keys: MerchantKeys, purpose: SecretPurpose, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(keys, purpose), iv);
  cipher.setAAD(associatedData(keys, purpose));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [FORMAT, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

export function openSecret(keys: MerchantKeys, purpose: SecretPurpose, sealed: string): string {
  const [format, iv, tag, ciphertext] = sealed.split('.');
  if (format !== FORMAT || iv === undefined || tag === undefined || ciphertext === undefined) throw new Error(`inhouse: a sealed ${purpose} is not in the ${FORMAT} format`);
  const decipher = createDecipheriv('aes-256-gcm', keyFor(keys, purpose), Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAAD(associatedData(keys, purpose));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
