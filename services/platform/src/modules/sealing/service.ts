import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import type { Brand } from '@croupier/brand-config';
import { SEALED_MAX_SKEW_MS, sealedEnvelopeSchema, type EncryptedPayload, type SealedEnvelope } from '@croupier/contract';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { MerchantKeyring, generateMerchantKeys, merchantKeysFrom, type MerchantKeys } from './keys';
import { insertMerchantKeysIfMissing, insertNonce, selectMerchantKeys } from './repository';

const AES_KEY_BYTES = 32;
const GCM_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;
/** Instances' clocks differ a little; a nonce is kept this much longer than its body could be accepted. */
const NONCE_MARGIN_MS = 60_000;

/**
 * Loads every brand's keys, making them on the first start of a brand. Several instances starting at
 * once each make a pair, but only the first stored one is kept and all of them read it back.
 */
export async function loadMerchantKeyring(db: Queryable, brands: readonly Brand[]): Promise<MerchantKeyring> {
  const keys = new Map<string, MerchantKeys>();
  for (const brand of brands) {
    let stored = await selectMerchantKeys(db, brand.merchantCode);
    if (!stored) {
      await insertMerchantKeysIfMissing(db, brand.merchantCode, await generateMerchantKeys());
      stored = await selectMerchantKeys(db, brand.merchantCode);
    }
    if (!stored) throw new Error(`keys of merchant ${brand.merchantCode} vanished right after they were written`);
    keys.set(brand.merchantCode, merchantKeysFrom(brand.merchantCode, stored));
  }
  return new MerchantKeyring(keys);
}

function undecryptable(reason: string): ApiError {
  return new ApiError('DECRYPTION_FAILED', `The sealed body could not be opened: ${reason}. Fetch the key again from GET /wps/system/publicKey and reseal`);
}

/** RSA-OAEP (SHA-256) unwraps the AES key; AES-256-GCM opens the data, its 16-byte tag at the end. */
export function openSealedPayload(keys: MerchantKeys, payload: EncryptedPayload): SealedEnvelope {
  if (payload.keyId !== keys.keyId) throw undecryptable(`it names key ${payload.keyId}, which is not this site's key`);
  let plaintext: Buffer;
  try {
    const aesKey = privateDecrypt({ key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(payload.encryptedKey, 'base64'));
    const iv = Buffer.from(payload.iv, 'base64');
    const sealed = Buffer.from(payload.ciphertext, 'base64');
    if (aesKey.length !== AES_KEY_BYTES || iv.length !== GCM_IV_BYTES || sealed.length <= GCM_TAG_BYTES) throw new Error('wrong sizes');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: GCM_TAG_BYTES });
    decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
    plaintext = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)), decipher.final()]);
  } catch {
    // Which step failed is not told: a detailed answer would help someone probing the key.
    throw undecryptable('the seal is broken or was changed');
  }
  let json: unknown;
  try {
    json = JSON.parse(plaintext.toString('utf8'));
  } catch {
    throw undecryptable('what is inside is not JSON');
  }
  const envelope = sealedEnvelopeSchema.safeParse(json);
  if (!envelope.success) throw undecryptable('what is inside is not {data, issuedAt, nonce}');
  return envelope.data;
}

/**
 * Opens a sealed body for one merchant and returns its data: refused when it cannot be opened, was
 * sealed more than five minutes from now (either way), or carries a nonce already seen.
 */
export async function unsealPayload(db: Queryable, keys: MerchantKeys, payload: EncryptedPayload, nowMs: number): Promise<unknown> {
  const envelope = openSealedPayload(keys, payload);
  if (Math.abs(nowMs - envelope.issuedAt) > SEALED_MAX_SKEW_MS) {
    throw undecryptable('it was sealed more than five minutes away from the server clock; check the device clock');
  }
  const fresh = await insertNonce(db, keys.merchantCode, envelope.nonce, envelope.issuedAt + SEALED_MAX_SKEW_MS + NONCE_MARGIN_MS);
  if (!fresh) throw new ApiError('REPLAYED', 'This sealed body was already sent once; seal the request again');
  return envelope.data;
}
