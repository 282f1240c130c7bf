import { createHash, createPrivateKey, createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { beaconMessage, beaconPublicKeyOf, beaconRoundProblem, signBeaconRound } from './beacon-round';

const SECRET = '9d'.repeat(32);
// Node's own Ed25519 (OpenSSL) checks the library's signatures, so the two implementations are compared.
const nodePublicKey = createPublicKey(createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(SECRET, 'hex')]), format: 'der', type: 'pkcs8' }));

describe('beacon rounds', () => {
  it('sign sha256 of the round as 8 big-endian bytes, and use sha256 of the signature', () => {
    const round = signBeaconRound(SECRET, 1_764_300_000);
    const message = createHash('sha256').update(Buffer.from('00000000692914e0', 'hex')).digest();
    expect(Buffer.from(beaconMessage(1_764_300_000)).equals(message)).toBe(true);
    expect(verify(null, message, nodePublicKey, Buffer.from(round.signature, 'hex'))).toBe(true);
    expect(round.randomness).toBe(createHash('sha256').update(Buffer.from(round.signature, 'hex')).digest('hex'));
    expect(beaconPublicKeyOf(SECRET)).toBe(nodePublicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('hex'));
  });

  it('are checked against the public key: another round, key or value is refused', () => {
    const publicKey = beaconPublicKeyOf(SECRET);
    const round = signBeaconRound(SECRET, 42);
    expect(beaconRoundProblem(publicKey, round)).toBeNull();
    expect(beaconRoundProblem(publicKey, { ...round, round: 43 })).toBe('signature');
    expect(beaconRoundProblem(beaconPublicKeyOf('11'.repeat(32)), round)).toBe('signature');
    expect(beaconRoundProblem(publicKey, { ...round, randomness: '00'.repeat(32) })).toBe('randomness');
    expect(() => signBeaconRound(SECRET, 0)).toThrow(RangeError);
  });
});
