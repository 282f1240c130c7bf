import { createHash, createHmac, createPrivateKey, generateKeyPair, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';

const generateKeyPairAsync = promisify(generateKeyPair);

/** A merchant's secrets as stored: text only, so both database drivers read them back alike. */
export interface StoredMerchantKeys {
  keyId: string;
  /** base64 DER SubjectPublicKeyInfo, what browsers import */
  spkiBase64: string;
  privatePkcs8Pem: string;
  codeSecretHex: string;
}

/** A merchant's secrets ready to use: the sealing key pair and the HMAC key for codes and captcha answers. */
export interface MerchantKeys {
  merchantCode: string;
  keyId: string;
  spkiBase64: string;
  privateKey: KeyObject;
  codeSecret: Buffer;
}

export const RSA_MODULUS_BITS = 2048;

/** A new RSA-2048 key pair and code secret. The key id is a fingerprint of the public key. */
export async function generateMerchantKeys(): Promise<StoredMerchantKeys> {
  const { publicKey, privateKey } = await generateKeyPairAsync('rsa', { modulusLength: RSA_MODULUS_BITS });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  return {
    keyId: `rsa-${createHash('sha256').update(spki).digest('hex').slice(0, 16)}`,
    spkiBase64: spki.toString('base64'),
    privatePkcs8Pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    codeSecretHex: randomBytes(32).toString('hex'),
  };
}

export function merchantKeysFrom(merchantCode: string, stored: StoredMerchantKeys): MerchantKeys {
  return {
    merchantCode,
    keyId: stored.keyId,
    spkiBase64: stored.spkiBase64,
    privateKey: createPrivateKey(stored.privatePkcs8Pem),
    codeSecret: Buffer.from(stored.codeSecretHex, 'hex'),
  };
}

/**
 * Short secrets (6-digit codes, captcha answers) are stored as an HMAC under the merchant's code
 * secret: a plain hash of a 6-digit code could be reversed by trying all million of them.
 */
export function codeHmac(keys: MerchantKeys, text: string): string {
  return createHmac('sha256', keys.codeSecret).update(text).digest('hex');
}

export function hexDigestsEqual(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Every merchant's keys, loaded at start. */
export class MerchantKeyring {
  constructor(private readonly byMerchant: ReadonlyMap<string, MerchantKeys>) {}

  of(merchantCode: string): MerchantKeys {
    const keys = this.byMerchant.get(merchantCode);
    if (!keys) throw new Error(`no keys loaded for merchant ${merchantCode}; the brand was added after start`);
    return keys;
  }
}
