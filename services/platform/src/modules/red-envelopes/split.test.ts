import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { envelopeAmount, newSeedHex, seedCommitment, splitAll, splitTermsProblem } from './split';

const seedArbitrary = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex'));
/** Terms that can be split: a count, a minimum, and a total of at least count × minimum. */
const termsArbitrary = fc
  .record({ envelopeCount: fc.integer({ min: 1, max: 300 }), minMinor: fc.bigInt({ min: 1n, max: 10_000n }), extraMinor: fc.bigInt({ min: 0n, max: 10_000_000_000n }) })
  .map(({ envelopeCount, minMinor, extraMinor }) => ({ envelopeCount, minMinor, totalMinor: minMinor * BigInt(envelopeCount) + extraMinor }));

describe('the double-mean split', () => {
  it('pays the whole pool once every envelope is grabbed, each at least the minimum, never more than was put in', () => {
    fc.assert(
      fc.property(seedArbitrary, termsArbitrary, (seed, terms) => {
        const amounts = splitAll(seed, terms);
        expect(amounts).toHaveLength(terms.envelopeCount);
        let paid = 0n;
        amounts.forEach((amount, index) => {
          expect(amount >= terms.minMinor).toBe(true);
          paid += amount;
          // never overdrawn: what is left still fills the envelopes after this one
          expect(terms.totalMinor - paid >= terms.minMinor * BigInt(terms.envelopeCount - index - 1)).toBe(true);
        });
        expect(paid).toBe(terms.totalMinor);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every envelope but the last within twice the mean of what was left', () => {
    fc.assert(
      fc.property(seedArbitrary, termsArbitrary, (seed, terms) => {
        let remaining = terms.totalMinor;
        splitAll(seed, terms).forEach((amount, index) => {
          const left = BigInt(terms.envelopeCount - index);
          if (left > 1n) expect(amount <= (2n * remaining) / left).toBe(true);
          remaining -= amount;
        });
      }),
      { numRuns: 200 },
    );
  });

  it('is the same for the same seed and index, and the grab-time amount is the list’s', () => {
    fc.assert(
      fc.property(seedArbitrary, termsArbitrary, (seed, terms) => {
        const amounts = splitAll(seed, terms);
        expect(splitAll(seed, terms)).toEqual(amounts);
        let remaining = terms.totalMinor;
        amounts.forEach((amount, index) => {
          expect(envelopeAmount(seed, index, remaining, terms.envelopeCount - index, terms.minMinor)).toBe(amount);
          remaining -= amount;
        });
      }),
      { numRuns: 100 },
    );
  });

  it('gives each envelope exactly the minimum when the total allows nothing more, and the rest to a single envelope', () => {
    expect(splitAll(newSeedHex(), { totalMinor: 500n, envelopeCount: 5, minMinor: 100n })).toEqual([100n, 100n, 100n, 100n, 100n]);
    expect(splitAll(newSeedHex(), { totalMinor: 777n, envelopeCount: 1, minMinor: 1n })).toEqual([777n]);
  });

  it('draws by the published definition: HMAC-SHA256(seed, "i:cursor"), 64-bit words, rejection above the last whole range', () => {
    const seed = '00'.repeat(31) + '01';
    // envelope 0 of 100 minor units in 4 envelopes of at least 10: [10, min(50, 70)] = 41 values
    const word = createHmac('sha256', Buffer.from(seed, 'hex')).update('0:0').digest().readBigUInt64BE(0);
    expect(word < (1n << 64n) - ((1n << 64n) % 41n)).toBe(true);
    expect(envelopeAmount(seed, 0, 100n, 4, 10n)).toBe(10n + (word % 41n));
  });

  it('spreads the first envelope evenly over its range (chi-square)', () => {
    const buckets = new Array<number>(10).fill(0);
    const runs = 5_000;
    for (let run = 0; run < runs; run += 1) {
      // [1, 10]: 2 × 50 / 10 = 10
      const amount = envelopeAmount(newSeedHex(), 0, 50n, 10, 1n);
      buckets[Number(amount) - 1] = (buckets[Number(amount) - 1] ?? 0) + 1;
    }
    const expected = runs / 10;
    const chiSquare = buckets.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: above 27.9 happens once in a thousand fair runs
    expect(chiSquare).toBeLessThan(27.9);
  });

  it('commits to the seed with SHA-256 of its bytes', () => {
    const seed = newSeedHex();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedCommitment(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
  });

  it('refuses terms that cannot give every envelope its minimum', () => {
    expect(splitTermsProblem({ totalMinor: 99n, envelopeCount: 10, minMinor: 10n })).not.toBeNull();
    expect(splitTermsProblem({ totalMinor: 100n, envelopeCount: 0, minMinor: 1n })).not.toBeNull();
    expect(splitTermsProblem({ totalMinor: 100n, envelopeCount: 10, minMinor: 10n })).toBeNull();
    expect(() => splitAll(newSeedHex(), { totalMinor: 5n, envelopeCount: 10, minMinor: 1n })).toThrow();
  });
});
