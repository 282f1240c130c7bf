import { describe, expect, it } from 'vitest';
import { chiSquarePValue, chiSquareStatistic, uniformExpectation } from '../../testing/chi-square';
import { countOutcomes, UNIFORMITY_ALPHA } from '../../testing/counts';
import { TEST_SERVER_SEED } from '../../testing/node-reference';
import { createOutcomeStream } from './outcome-stream';
import { sampleWithoutReplacement, shuffle } from './shuffle';

const streamOf = (nonce: number) => createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'shuffle-test', nonce });
const pValueOfUniform = (counts: number[]) =>
  chiSquarePValue(chiSquareStatistic(counts, uniformExpectation(counts.reduce((sum, count) => sum + count, 0), counts.length)), counts.length - 1);

/** Every ordering of `items`, in a fixed order, so each can be given an index. */
function permutationsOf(items: number[]): string[] {
  if (items.length <= 1) return [items.join(',')];
  return items.flatMap((item, index) => permutationsOf([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => (rest ? `${item},${rest}` : `${item}`)));
}

describe('shuffle', () => {
  it('gives each of the 24 orders of four items the same chance', () => {
    const orders = permutationsOf([0, 1, 2, 3]);
    const indexOf = new Map(orders.map((order, index) => [order, index]));
    const stream = streamOf(0);
    const counts = countOutcomes(() => indexOf.get(shuffle(stream, [0, 1, 2, 3]).join(',')) as number, 24, 240_000);
    expect(pValueOfUniform(counts)).toBeGreaterThan(UNIFORMITY_ALPHA);
  });

  it('gives each of the 6 orders of three items the same chance, where a naive swap with any position would not', () => {
    const orders = permutationsOf([0, 1, 2]);
    const indexOf = new Map(orders.map((order, index) => [order, index]));
    const stream = streamOf(1);
    expect(pValueOfUniform(countOutcomes(() => indexOf.get(shuffle(stream, [0, 1, 2]).join(',')) as number, 6, 120_000))).toBeGreaterThan(UNIFORMITY_ALPHA);
    // The classic mistake, swapping each position with any position (27 equally likely paths onto 6 orders), fails the same test.
    const naive = streamOf(1);
    const naiveShuffle = () => {
      const items = [0, 1, 2];
      for (let position = 0; position < 3; position += 1) {
        // Its modulo bias (about 2^-32) is far too small to show here.
        const pick = naive.nextUint32() % 3;
        [items[position], items[pick]] = [items[pick] as number, items[position] as number];
      }
      return indexOf.get(items.join(',')) as number;
    };
    expect(pValueOfUniform(countOutcomes(naiveShuffle, 6, 120_000))).toBeLessThan(1e-12);
  });

  it('keeps the items and leaves the input alone', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const shuffled = shuffle(streamOf(2), items);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('sampleWithoutReplacement', () => {
  it('gives each of the 20 ordered pairs from five items the same chance', () => {
    const stream = streamOf(3);
    const counts = countOutcomes(
      () => {
        const [first, second] = sampleWithoutReplacement(stream, [0, 1, 2, 3, 4], 2) as [number, number];
        return first * 4 + (second > first ? second - 1 : second);
      },
      20,
      200_000,
    );
    expect(pValueOfUniform(counts)).toBeGreaterThan(UNIFORMITY_ALPHA);
  });
  it('draws one word per picked position, none for the last item of a full shuffle', () => {
    const stream = streamOf(4);
    sampleWithoutReplacement(stream, [0, 1, 2, 3, 4], 2);
    expect(stream.bytesRead()).toBe(8);
    const full = streamOf(4);
    shuffle(full, [0, 1, 2, 3, 4]);
    expect(full.bytesRead()).toBe(16);
  });
  it('refuses a count outside 0..items', () => {
    expect(() => sampleWithoutReplacement(streamOf(0), [1, 2], 3)).toThrow(RangeError);
    expect(sampleWithoutReplacement(streamOf(0), [1, 2], 0)).toEqual([]);
  });
});
