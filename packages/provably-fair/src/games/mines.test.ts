import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../core/outcome-stream';
import { chiSquarePValue, chiSquareStatistic, uniformExpectation } from '../../testing/chi-square';
import { countOutcomes, UNIFORMITY_ALPHA } from '../../testing/counts';
import { nodeOutcomeWords, TEST_CLIENT_SEED, TEST_SERVER_SEED } from '../../testing/node-reference';
import { minesMultiplierUnits, minesRtp, minesSurvivalChance, placeMines, placeMinesOnStream, settleMines } from './mines';

const seeds = { serverSeed: TEST_SERVER_SEED, clientSeed: TEST_CLIENT_SEED, nonce: 0 };

/** The Fisher–Yates draws of the definition, on Node's HMAC; rejection never triggers for these words. */
function minesByNodeReference(nonce: number, mineCount: number): number[] {
  const words = nodeOutcomeWords(TEST_SERVER_SEED, TEST_CLIENT_SEED, nonce, mineCount);
  const pool = Array.from({ length: 25 }, (_, cell) => cell);
  words.forEach((word, position) => {
    const pick = position + (word % (25 - position));
    [pool[position], pool[pick]] = [pool[pick] as number, pool[position] as number];
  });
  return pool.slice(0, mineCount).sort((a, b) => a - b);
}

describe('placeMines', () => {
  it('takes the first places of a Fisher–Yates shuffle of the 25 cells', () => {
    expect(placeMines(seeds, 3)).toEqual(minesByNodeReference(0, 3));
    expect(placeMines({ ...seeds, nonce: 2 }, 5)).toEqual(minesByNodeReference(2, 5));
  });
  it('match vectors computed with Python', () => {
    expect(placeMines(seeds, 3)).toEqual([7, 10, 16]);
    expect(placeMines({ ...seeds, nonce: 2 }, 5)).toEqual([3, 5, 11, 17, 19]);
    // With 24 mines only cell 10 is safe.
    expect(placeMines({ ...seeds, nonce: 1 }, 24)).toEqual(Array.from({ length: 25 }, (_, cell) => cell).filter((cell) => cell !== 10));
  });
  it('places distinct mines on the grid for every allowed count', () => {
    for (let mineCount = 1; mineCount <= 24; mineCount += 1) {
      const mines = placeMines({ ...seeds, nonce: mineCount }, mineCount);
      expect(new Set(mines).size).toBe(mineCount);
      expect(mines.every((cell) => Number.isInteger(cell) && cell >= 0 && cell < 25)).toBe(true);
    }
  });
  it('puts a single mine on each of the 25 cells equally often', () => {
    const stream = createOutcomeStream({ ...seeds, clientSeed: 'mines-uniformity' });
    const counts = countOutcomes(() => placeMinesOnStream(stream, 1)[0] as number, 25, 250_000);
    const pValue = chiSquarePValue(chiSquareStatistic(counts, uniformExpectation(250_000, 25)), 24);
    expect(pValue).toBeGreaterThan(UNIFORMITY_ALPHA);
  });
  it('refuses 0 or 25 mines', () => {
    expect(() => placeMines(seeds, 0)).toThrow(RangeError);
    expect(() => placeMines(seeds, 25)).toThrow(RangeError);
  });
});

describe('minesMultiplierUnits', () => {
  it('is (1 - edge) * C(25, k) / C(25 - mines, k), rounded down to 1/10,000', () => {
    expect(minesMultiplierUnits(1, 1, 100)).toBe(10_312); // 0.99 * 25 / 24 = 1.03125
    expect(minesMultiplierUnits(3, 5, 100)).toBe(19_973); // 0.99 * 53,130 / 26,334 = 1.99737...
    expect(minesMultiplierUnits(24, 1, 100)).toBe(247_500); // 0.99 * 25
    expect(minesMultiplierUnits(1, 24, 100)).toBe(247_500); // the last safe cell with one mine: also 1 in 25
    expect(minesMultiplierUnits(1, 1, 0)).toBe(10_416); // 25 / 24 = 1.041666...
  });
  it('stays exact where the binomials are large', () => {
    // C(25, 12) / C(13, 12) = 5,200,300 / 13 = 400,023.07...
    expect(minesMultiplierUnits(12, 12, 100)).toBe(Math.floor((9_900 * 5_200_300) / 13));
    expect(minesMultiplierUnits(12, 13, 0)).toBe(5_200_300 * 10_000);
  });
  it('refuses picks beyond the safe cells and edges out of range', () => {
    expect(() => minesMultiplierUnits(3, 0, 100)).toThrow(RangeError);
    expect(() => minesMultiplierUnits(3, 23, 100)).toThrow(RangeError);
    expect(() => minesMultiplierUnits(24, 2, 100)).toThrow(RangeError);
    expect(() => minesMultiplierUnits(3, 1, 5_001)).toThrow(RangeError);
  });
});

describe('settleMines', () => {
  // Nonce 0 with 3 mines mines cells 7, 10 and 16.
  it('pays the multiplier of the number of picks when none was mined', () => {
    expect(settleMines(seeds, 3, [0, 1, 2, 3, 4], 1_000, 100)).toEqual({ mines: [7, 10, 16], mineHitAtPick: null, multiplierUnits: 19_973, payoutMinor: 1_997 });
  });
  it('pays nothing from the first mined pick on', () => {
    expect(settleMines(seeds, 3, [0, 10, 16], 1_000, 100)).toMatchObject({ mineHitAtPick: 1, payoutMinor: 0 });
  });
  it('refuses repeated, off-grid or too many picks', () => {
    expect(() => settleMines(seeds, 3, [0, 0], 1_000, 100)).toThrow(RangeError);
    expect(() => settleMines(seeds, 3, [25], 1_000, 100)).toThrow(RangeError);
    expect(() => settleMines(seeds, 3, [], 1_000, 100)).toThrow(RangeError);
    expect(() => settleMines(seeds, 24, [0, 1], 1_000, 100)).toThrow(RangeError);
  });
});

describe('minesRtp', () => {
  it('is survival chance times multiplier: 1 - edge less the rounding', () => {
    expect(minesSurvivalChance(3, 5)).toBeCloseTo(26_334 / 53_130, 15);
    expect(minesRtp(3, 5, 100)).toBeCloseTo((26_334 / 53_130) * 1.9973, 12);
    expect(minesRtp(24, 1, 100)).toBeCloseTo(0.99, 12);
    for (const [mineCount, safePicks] of [[1, 1], [5, 10], [10, 15], [20, 3]] as const) {
      expect(minesRtp(mineCount, safePicks, 100)).toBeLessThanOrEqual(0.99);
      expect(minesRtp(mineCount, safePicks, 100)).toBeGreaterThan(0.99 - 1e-4);
    }
  });
});
