import { describe, expect, it } from 'vitest';
import { nodeSha256Hex } from '../../testing/node-reference';
import { generateCrashChain, previousChainHash, roundNumberInChain, verifyChainLink } from './crash-chain';

// sha256("croupier terminal seed"), so that the vectors below can be recomputed from nothing.
const TERMINAL_SEED = '47e0e67149004c2c1cfae35a4965961f0d5045c68d3f98d1d7fc307950ff6fcd';

describe('generateCrashChain', () => {
  it('hashes down from the terminal seed and lists the rounds in play order', () => {
    const chain = generateCrashChain(TERMINAL_SEED, 5);
    expect(chain.roundHashes).toHaveLength(5);
    expect(chain.roundHashes[4]).toBe(nodeSha256Hex(TERMINAL_SEED));
    for (let index = 0; index < 4; index += 1) expect(chain.roundHashes[index]).toBe(nodeSha256Hex(chain.roundHashes[index + 1] as string));
    expect(chain.commitment).toBe(nodeSha256Hex(chain.roundHashes[0] as string));
  });
  it('matches vectors computed with Python\'s hashlib', () => {
    expect(generateCrashChain(TERMINAL_SEED, 3)).toEqual({
      commitment: 'cc4a48c0fb82e950207cb06a0c0ba13bb8858a8c605a995e4acd838f318d3c71',
      roundHashes: [
        '243e42b29f8a5dfa7cf3b5b7e9650445c56f684bd0bc2bbabf82a04dd5cae001',
        '3fa7dfe133c41a04933b9c3270996fc543c76d5e65efa0e92e50871b97896777',
        'cec5a193a07f5b7e52c7b164e16955614903336a1c714886d5422784692fada5',
      ],
    });
  });
  it('refuses a bad terminal seed or round count', () => {
    expect(() => generateCrashChain('seed', 3)).toThrow(RangeError);
    expect(() => generateCrashChain(TERMINAL_SEED, 0)).toThrow(RangeError);
  });
});

describe('verifyChainLink', () => {
  const chain = generateCrashChain(TERMINAL_SEED, 4);
  const [first, second, third] = chain.roundHashes as [string, string, string];

  it('accepts each revealed round against the one before it, the first against the commitment', () => {
    expect(verifyChainLink(chain.commitment, first)).toBe(true);
    expect(verifyChainLink(first, second)).toBe(true);
    expect(verifyChainLink(second, third)).toBe(true);
    expect(verifyChainLink(first.toUpperCase(), second.toUpperCase())).toBe(true);
  });
  it('refuses links out of order, skipped, tampered or malformed', () => {
    expect(verifyChainLink(second, first)).toBe(false);
    expect(verifyChainLink(first, third)).toBe(false);
    const tampered = `${second.slice(0, 63)}${second.endsWith('0') ? '1' : '0'}`;
    expect(verifyChainLink(first, tampered)).toBe(false);
    expect(verifyChainLink(first, 'zz')).toBe(false);
  });
});

describe('roundNumberInChain', () => {
  it('finds a revealed round by hashing towards the commitment', () => {
    const chain = generateCrashChain(TERMINAL_SEED, 50);
    expect(roundNumberInChain(chain.roundHashes[0] as string, chain.commitment, 100)).toBe(1);
    expect(roundNumberInChain(chain.roundHashes[41] as string, chain.commitment, 100)).toBe(42);
    expect(roundNumberInChain(chain.roundHashes[41] as string, chain.commitment, 41)).toBeNull();
    expect(roundNumberInChain(previousChainHash(TERMINAL_SEED.replace('4', '5')), chain.commitment, 100)).toBeNull();
    expect(roundNumberInChain('not a hash', chain.commitment, 100)).toBeNull();
  });
});
