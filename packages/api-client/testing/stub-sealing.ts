import { constants, createDecipheriv, createPrivateKey, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import { encryptedPayloadSchema, sealedEnvelopeSchema, SEALED_ALGORITHM } from '@croupier/contract';

export interface StubSealingKey {
  keyId: string;
  spki: string;
  privateKey: KeyObject;
}

let generated = 0;

/** A fresh RSA key pair, published as a server publishes its sealing key. */
export function createStubSealingKey(): StubSealingKey {
  generated += 1;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { keyId: `stub-key-${generated}`, spki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'), privateKey };
}

export function publishedKeyOf(key: StubSealingKey) {
  return { keyId: key.keyId, algorithm: SEALED_ALGORITHM, spki: key.spki };
}

export type OpenResult = { opened: true; data: unknown } | { opened: false; reason: string };

/** Opens a sealed body with node:crypto, the way a Node server does, independent of the browser code. */
export function openSealedBody(key: StubSealingKey, body: unknown): OpenResult {
  const payload = encryptedPayloadSchema.safeParse((body as { payload?: unknown } | null)?.payload);
  if (!payload.success) return { opened: false, reason: 'the body is not a sealed payload' };
  if (payload.data.keyId !== key.keyId) return { opened: false, reason: `unknown keyId ${payload.data.keyId}` };
  try {
    const aesKey = privateDecrypt(
      { key: createPrivateKey(key.privateKey.export({ type: 'pkcs8', format: 'pem' })), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(payload.data.encryptedKey, 'base64'),
    );
    const sealed = Buffer.from(payload.data.ciphertext, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(payload.data.iv, 'base64'));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const text = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8');
    return { opened: true, data: sealedEnvelopeSchema.parse(JSON.parse(text)).data };
  } catch (error) {
    return { opened: false, reason: String(error) };
  }
}
