import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEALED_ALGORITHM, getPublicKey } from '@croupier/contract';
import { buildTestApp, send, useTestServer } from '../../../testing/test-app';
import { hostOf, nextIp, sealFor, sendSealed } from '../../../testing/accounts';
import { DEMO_PASSWORD } from '../accounts';

const LOGIN_URL = '/wps/session/login';
const demoLogin = { type: 'username', area: 'member', username: 'demo_player', password: DEMO_PASSWORD };

/** Seals arbitrary plaintext with node:crypto, for contents a browser would never send. */
function sealRaw(spki: string, keyId: string, plaintext: string) {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const encryptedKey = publicEncrypt({ key: createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' }), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  return { payload: { keyId, encryptedKey: encryptedKey.toString('base64'), iv: iv.toString('base64'), ciphertext: ciphertext.toString('base64') } };
}

describe('sealed bodies', () => {
  const server = useTestServer();

  const publicKeyOf = async (brand: string) => getPublicKey.value.parse((await send(server.app, { url: '/wps/system/publicKey', host: hostOf(brand) })).json().value);
  const post = (brand: string, payload: object, ip = nextIp()) => send(server.app, { method: 'POST', url: LOGIN_URL, host: hostOf(brand), ip, payload });

  it('publish an RSA-2048 key per merchant that stays the same across restarts', async () => {
    const shonali = await publicKeyOf('shonali');
    const northstar = await publicKeyOf('northstar');
    expect(shonali.algorithm).toBe(SEALED_ALGORITHM);
    expect(shonali.keyId).not.toBe(northstar.keyId);
    const details = createPublicKey({ key: Buffer.from(shonali.spki, 'base64'), format: 'der', type: 'spki' }).asymmetricKeyDetails;
    expect(details?.modulusLength).toBe(2048);
    const again = await buildTestApp(server.db);
    try {
      const reloaded = getPublicKey.value.parse((await send(again, { url: '/wps/system/publicKey', host: hostOf('shonali') })).json().value);
      expect(reloaded).toEqual(shonali);
    } finally {
      await again.close();
    }
  });

  it('open what the browser sealed', async () => {
    const response = await sendSealed(server.app, { method: 'POST', url: LOGIN_URL, brand: 'northstar', ip: nextIp(), data: demoLogin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.outcome).toBe('session');
  });

  it('refuse a body sent in clear', async () => {
    const response = await post('northstar', demoLogin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'DECRYPTION_FAILED' });
    const empty = await send(server.app, { method: 'POST', url: LOGIN_URL, host: hostOf('northstar') });
    expect(empty.json().code).toBe('DECRYPTION_FAILED');
  });

  it('refuse a changed ciphertext, a swapped key and another merchant’s key', async () => {
    const sealed = await sealFor(server.app, 'northstar', demoLogin);
    const bytes = Buffer.from(sealed.payload.ciphertext, 'base64');
    bytes[3] = (bytes[3] ?? 0) ^ 0x01;
    const tampered = await post('northstar', { payload: { ...sealed.payload, ciphertext: bytes.toString('base64') } });
    expect(tampered.json()).toMatchObject({ code: 'DECRYPTION_FAILED' });
    const otherKey = await sealFor(server.app, 'shonali', demoLogin);
    const swappedKey = await post('northstar', { payload: { ...sealed.payload, encryptedKey: otherKey.payload.encryptedKey } });
    expect(swappedKey.json().code).toBe('DECRYPTION_FAILED');
    const wrongMerchant = await post('northstar', otherKey);
    expect(wrongMerchant.json().code).toBe('DECRYPTION_FAILED');
    expect(wrongMerchant.json().message).toContain('not this site');
    const unknownKeyId = await post('northstar', { payload: { ...sealed.payload, keyId: 'rsa-0000000000000000' } });
    expect(unknownKeyId.json().code).toBe('DECRYPTION_FAILED');
  });

  it('refuse a seal made more than five minutes from the server clock, either way', async () => {
    const minute = 60_000;
    for (const offset of [-6 * minute, 6 * minute]) {
      const response = await sendSealed(server.app, { method: 'POST', url: LOGIN_URL, brand: 'northstar', ip: nextIp(), data: demoLogin, nowMs: () => Date.now() + offset });
      expect(response.json(), String(offset)).toMatchObject({ code: 'DECRYPTION_FAILED' });
    }
    const slightlyOld = await sendSealed(server.app, { method: 'POST', url: LOGIN_URL, brand: 'northstar', ip: nextIp(), data: demoLogin, nowMs: () => Date.now() - 4 * minute });
    expect(slightlyOld.statusCode, slightlyOld.body).toBe(200);
  });

  it('refuse the same sealed body twice', async () => {
    const sealed = await sealFor(server.app, 'northstar', demoLogin);
    expect((await post('northstar', sealed)).statusCode).toBe(200);
    const replay = await post('northstar', sealed);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('REPLAYED');
  });

  it('refuse contents that are not {data, issuedAt, nonce} JSON', async () => {
    const { keyId, spki } = await publicKeyOf('northstar');
    const notJson = await post('northstar', sealRaw(spki, keyId, 'username=demo'));
    expect(notJson.json().code).toBe('DECRYPTION_FAILED');
    const noNonce = await post('northstar', sealRaw(spki, keyId, JSON.stringify({ data: demoLogin, issuedAt: Date.now() })));
    expect(noNonce.json().code).toBe('DECRYPTION_FAILED');
  });

  it('check the opened data with the call’s secret schema and list every bad field', async () => {
    const seal = (data: unknown) => sendSealed(server.app, { method: 'POST', url: LOGIN_URL, brand: 'northstar', ip: nextIp(), data });
    const missing = await seal({ type: 'username', area: 'member', username: 'demo_player' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'password' }] });
    const wrongTypes = await seal({ ...demoLogin, username: 42, area: 'casino' });
    expect(wrongTypes.json().fields.map((field: { field: string }) => field.field).sort()).toEqual(['area', 'username']);
    const oversize = await seal({ ...demoLogin, username: 'u'.repeat(65), password: 'p'.repeat(129) });
    expect(oversize.json().fields.map((field: { field: string }) => field.field).sort()).toEqual(['password', 'username']);
    const extra = await seal({ ...demoLogin, isAdmin: true });
    expect(extra.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'isAdmin' }] });
    const notAnObject = await seal('demo_player:Demo@12345');
    expect(notAnObject.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuse a malformed sealed shape without trying to open it', async () => {
    const response = await post('northstar', { payload: { keyId: 'k', encryptedKey: 'not base64!', iv: '', ciphertext: '' } });
    expect(response.json().code).toBe('DECRYPTION_FAILED');
  });
});
