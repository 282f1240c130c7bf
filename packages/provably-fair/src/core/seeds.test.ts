import { describe, expect, it } from 'vitest';
import { nodeSha256Hex, TEST_SERVER_SEED } from '../../testing/node-reference';
import {
  CLIENT_SEED_MAX_LENGTH,
  assertClientSeed,
  assertNonce,
  clientSeedProblem,
  hashServerSeed,
  isServerSeed,
  randomServerSeed,
  serverSeedMatchesCommitment,
} from './seeds';

describe('server seeds', () => {
  it('commits to a seed by the sha256 of its 32 bytes', () => {
    expect(hashServerSeed(TEST_SERVER_SEED)).toBe(nodeSha256Hex(TEST_SERVER_SEED));
    // Computed with Python's hashlib from the definition.
    expect(hashServerSeed(TEST_SERVER_SEED)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
  });
  it('makes fresh 32-byte seeds', () => {
    const first = randomServerSeed();
    const second = randomServerSeed();
    expect(isServerSeed(first)).toBe(true);
    expect(first).not.toBe(second);
  });
  it('checks a revealed seed against its commitment', () => {
    const commitment = hashServerSeed(TEST_SERVER_SEED);
    expect(serverSeedMatchesCommitment(TEST_SERVER_SEED, commitment)).toBe(true);
    expect(serverSeedMatchesCommitment(TEST_SERVER_SEED, commitment.toUpperCase())).toBe(true);
    expect(serverSeedMatchesCommitment(randomServerSeed(), commitment)).toBe(false);
    expect(serverSeedMatchesCommitment('not a seed', commitment)).toBe(false);
  });
  it('refuses seeds that are not 64 lowercase hex digits', () => {
    expect(() => hashServerSeed('ab')).toThrow(RangeError);
    expect(() => hashServerSeed(TEST_SERVER_SEED.toUpperCase())).toThrow(RangeError);
    expect(() => hashServerSeed(`${TEST_SERVER_SEED.slice(0, 63)}g`)).toThrow(RangeError);
  });
});

describe('client seeds', () => {
  it('accepts 1 to 64 printable ASCII characters, spaces and colons inside included', () => {
    expect(clientSeedProblem('a')).toBeNull();
    expect(clientSeedProblem('x'.repeat(CLIENT_SEED_MAX_LENGTH))).toBeNull();
    expect(clientSeedProblem('lucky day: 7 ~!')).toBeNull();
  });
  it('names the problem of an unusable seed', () => {
    expect(clientSeedProblem('')).toBe('empty');
    expect(clientSeedProblem('x'.repeat(CLIENT_SEED_MAX_LENGTH + 1))).toBe('too-long');
    expect(clientSeedProblem('ভাগ্য')).toBe('not-printable-ascii');
    expect(clientSeedProblem('café')).toBe('not-printable-ascii');
    expect(clientSeedProblem('tab\there')).toBe('not-printable-ascii');
    expect(clientSeedProblem('line\n')).toBe('not-printable-ascii');
    expect(clientSeedProblem(' lead')).toBe('surrounding-space');
    expect(clientSeedProblem('trail ')).toBe('surrounding-space');
    expect(() => assertClientSeed('')).toThrow(RangeError);
  });
});

describe('nonces', () => {
  it('are non-negative safe integers', () => {
    expect(() => assertNonce(0)).not.toThrow();
    expect(() => assertNonce(-1)).toThrow(RangeError);
    expect(() => assertNonce(1.5)).toThrow(RangeError);
    expect(() => assertNonce(2 ** 53)).toThrow(RangeError);
  });
});
