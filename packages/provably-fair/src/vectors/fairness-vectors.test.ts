import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeCrashGameHash, nodeOutcomeBlock, nodeSha256Hex } from '../../testing/node-reference';
import { fairnessTestVectors } from './fairness-vectors';

const PUBLISHED = path.resolve(import.meta.dirname, '../../verifier/fairness-vectors.json');

describe('the published test vectors', () => {
  it('are exactly what the implementation computes (pnpm --filter @croupier/provably-fair write-vectors writes them again)', () => {
    expect(JSON.parse(readFileSync(PUBLISHED, 'utf8'))).toEqual(fairnessTestVectors());
  });

  it('agree with Node\'s own sha256 and HMAC where a vector shows bytes', () => {
    const vectors = fairnessTestVectors();
    for (const dice of vectors.dice) {
      expect(dice.serverSeedHash).toBe(nodeSha256Hex(dice.serverSeed));
      expect(dice.block0).toBe(nodeOutcomeBlock(dice.serverSeed, dice.clientSeed, dice.nonce, 0).toString('hex'));
      expect(dice.wordsRead[0]).toBe(Number.parseInt(dice.block0.slice(0, 8), 16));
    }
    for (const crash of vectors.crash) expect(crash.gameHash).toBe(nodeCrashGameHash(crash.roundHash, crash.salt));
    const { roundHashesInPlayOrder, commitment } = vectors.crashChain;
    expect(nodeSha256Hex(roundHashesInPlayOrder[0] ?? '')).toBe(commitment);
    expect(nodeSha256Hex(roundHashesInPlayOrder[1] ?? '')).toBe(roundHashesInPlayOrder[0]);
  });

  it('show a rejected word: one at or above the bound is skipped', () => {
    const [first] = fairnessTestVectors().rejection;
    expect(first).toMatchObject({ n: 37, acceptedBelow: 4_294_967_289, wordsTaken: 3, value: 41 % 37 });
  });
});
