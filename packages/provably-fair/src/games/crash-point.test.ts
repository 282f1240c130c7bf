import { describe, expect, it } from 'vitest';
import { nodeCrashGameHash } from '../../testing/node-reference';
import { generateCrashChain } from './crash-chain';
import { MAX_CRASH_POINT_HUNDREDTHS, crashGameHash, crashPayoutMinor, crashPointOf, crashRtp } from './crash-point';

const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
const TERMINAL_SEED = '47e0e67149004c2c1cfae35a4965961f0d5045c68d3f98d1d7fc307950ff6fcd';
/** A round hash whose first 13 hex digits are `first13`, for points at chosen places. */
const hashStartingWith = (first13: string) => first13.padEnd(64, '0');

/** The definition in floating point, on Node's HMAC: (1 - edge) / (1 - h / 2^52), floored to hundredths. */
function crashPointByFloats(roundHash: string, salt: string | null, houseEdgeBps: number): number {
  const h = Number.parseInt(nodeCrashGameHash(roundHash, salt).slice(0, 13), 16);
  const point = Math.floor((100 * (1 - houseEdgeBps / 10_000)) / (1 - h / 2 ** 52));
  return Math.min(MAX_CRASH_POINT_HUNDREDTHS, Math.max(100, point));
}

describe('crashPointOf', () => {
  it('reads (1 - edge) / (1 - h / 2^52) from the first 52 bits, in hundredths', () => {
    expect(crashPointOf(hashStartingWith('8000000000000'), null, 0)).toBe(200);
    expect(crashPointOf(hashStartingWith('8000000000000'), null, 100)).toBe(198);
    expect(crashPointOf(hashStartingWith('c000000000000'), null, 100)).toBe(396);
    expect(crashPointOf(hashStartingWith('0000000000000'), null, 0)).toBe(100);
  });
  it('busts at once when h / 2^52 is below the edge, and never pays past the cap', () => {
    // h / 2^52 = 0.0078 < 1 %: the raw point is below 1.00x.
    expect(crashPointOf(hashStartingWith('0200000000000'), null, 100)).toBe(100);
    expect(crashPointOf(hashStartingWith('0000000000000'), null, 100)).toBe(100);
    expect(crashPointOf(hashStartingWith('fffffffffffff'), null, 100)).toBe(MAX_CRASH_POINT_HUNDREDTHS);
  });
  it('agrees with the definition computed in floating point on Node\'s HMAC, over 2,000 rounds', () => {
    const chain = generateCrashChain(TERMINAL_SEED, 1_000);
    for (const roundHash of chain.roundHashes) {
      expect(crashPointOf(roundHash, SALT, 100)).toBe(crashPointByFloats(roundHash, SALT, 100));
      expect(crashPointOf(roundHash, null, 300)).toBe(crashPointByFloats(roundHash, null, 300));
    }
  });
  it('matches vectors computed with Python (exact fractions)', () => {
    const [first, second, third] = generateCrashChain(TERMINAL_SEED, 3).roundHashes as [string, string, string];
    expect([first, second, third].map((roundHash) => crashPointOf(roundHash, SALT, 100))).toEqual([185, 110, 135]);
    expect([first, second, third].map((roundHash) => crashPointOf(roundHash, null, 100))).toEqual([115, 131, 514]);
    expect([first, second, third].map((roundHash) => crashPointOf(roundHash, SALT, 0))).toEqual([187, 111, 137]);
  });
  it('mixes the salt in by HMAC keyed with the round hash', () => {
    const [roundHash] = generateCrashChain(TERMINAL_SEED, 1).roundHashes as [string];
    expect(crashGameHash(roundHash, SALT)).toBe(nodeCrashGameHash(roundHash, SALT));
    expect(crashGameHash(roundHash, null)).toBe(roundHash);
  });
  it('refuses a malformed hash or edge', () => {
    expect(() => crashPointOf('abc', null, 100)).toThrow(RangeError);
    expect(() => crashPointOf(hashStartingWith('8'), null, -5)).toThrow(RangeError);
  });
});

describe('crash payouts', () => {
  it('pays stake times target when the round reaches the target, rounded down', () => {
    expect(crashPayoutMinor(250, 200, 1_000)).toBe(2_000);
    expect(crashPayoutMinor(200, 200, 1_000)).toBe(2_000);
    expect(crashPayoutMinor(199, 200, 1_000)).toBe(0);
    expect(crashPayoutMinor(150, 101, 99)).toBe(99); // 99.99
    expect(crashPayoutMinor(MAX_CRASH_POINT_HUNDREDTHS, MAX_CRASH_POINT_HUNDREDTHS, 10)).toBe(10_000_000);
  });
  it('refuses targets of 1.00x, below, above the cap or between hundredths', () => {
    expect(() => crashPayoutMinor(250, 100, 1_000)).toThrow(RangeError);
    expect(() => crashPayoutMinor(250, 150.5, 1_000)).toThrow(RangeError);
    expect(() => crashPayoutMinor(250, MAX_CRASH_POINT_HUNDREDTHS + 1, 1_000)).toThrow(RangeError);
  });
});

describe('crashRtp', () => {
  it('is 1 - edge at every target, short by at most target / 2^52 from h being whole', () => {
    for (const target of [101, 110, 200, 1_000, 123_456, MAX_CRASH_POINT_HUNDREDTHS]) {
      const shortfallBound = target / 100 / 2 ** 52;
      for (const [houseEdgeBps, stated] of [[100, 0.99], [0, 1], [250, 0.975]] as const) {
        const rtp = crashRtp(target, houseEdgeBps);
        expect(rtp).toBeLessThanOrEqual(stated + 1e-15);
        expect(stated - rtp).toBeLessThanOrEqual(shortfallBound + 1e-15);
      }
    }
  });
});
