import { constants, createPrivateKey, generateKeyPairSync, privateDecrypt, createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptedPayloadSchema, importSealingKey, sealPayload, sealedEnvelopeSchema } from './sealed';

// Opens a seal the way a Node server does, to prove the browser format is what the server reads.
function open(privateKeyPem: string, payload: { encryptedKey: string; iv: string; ciphertext: string }) {
  const aesKey = privateDecrypt(
    { key: createPrivateKey(privateKeyPem), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(payload.encryptedKey, 'base64'),
  );
  const sealed = Buffer.from(payload.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(payload.iv, 'base64'));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return JSON.parse(Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8'));
}

describe('sealPayload', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  it('seals data that node:crypto opens, with freshness fields', async () => {
    const key = await importSealingKey(spki);
    const payload = await sealPayload(key, 'k1', { username: 'rahim', password: 'Secret#123' }, () => 1234);
    expect(encryptedPayloadSchema.parse(payload).keyId).toBe('k1');
    const envelope = sealedEnvelopeSchema.parse(open(pem, payload));
    expect(envelope.data).toEqual({ username: 'rahim', password: 'Secret#123' });
    expect(envelope.issuedAt).toBe(1234);
  });

  it('carries a register form larger than one RSA block, and fails to open when tampered', async () => {
    const key = await importSealingKey(spki);
    const big = { note: 'x'.repeat(2000) };
    const payload = await sealPayload(key, 'k1', big);
    expect(open(pem, payload).data).toEqual(big);
    const bytes = Buffer.from(payload.ciphertext, 'base64');
    bytes[5] = (bytes[5] ?? 0) ^ 0xff;
    expect(() => open(pem, { ...payload, ciphertext: bytes.toString('base64') })).toThrow();
  });

  it('uses a new nonce every time', async () => {
    const key = await importSealingKey(spki);
    const first = open(pem, await sealPayload(key, 'k1', 1));
    const second = open(pem, await sealPayload(key, 'k1', 1));
    expect(first.nonce).not.toBe(second.nonce);
  });
});
