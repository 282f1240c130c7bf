import { describe, expect, it } from 'vitest';
import { chiSquarePValue, chiSquareStatistic, uniformExpectation } from '../../testing/chi-square';
import { countOutcomes, UNIFORMITY_ALPHA } from '../../testing/counts';
import { nodeOutcomeWords, TEST_CLIENT_SEED, TEST_SERVER_SEED } from '../../testing/node-reference';
import { createOutcomeStream, streamOverBlocks } from './outcome-stream';
import { uniformFloat, uniformInt, uniformIntFromWords } from './uniform';

const MILLION = 1_000_000;
const streamOf = (nonce: number) => createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: TEST_CLIENT_SEED, nonce });
const pValueOfUniform = (counts: number[]) =>
  chiSquarePValue(chiSquareStatistic(counts, uniformExpectation(counts.reduce((sum, count) => sum + count, 0), counts.length)), counts.length - 1);

describe('uniformInt', () => {
  it('takes a word modulo n when the word is below the largest multiple of n', () => {
    const words = nodeOutcomeWords(TEST_SERVER_SEED, TEST_CLIENT_SEED, 0, 4);
    const stream = streamOf(0);
    // For n = 10,000 a word is rejected with probability 7,296 / 2^32; these words are all accepted.
    expect(words.every((word) => word < 2 ** 32 - (2 ** 32 % 10_000))).toBe(true);
    expect([0, 1, 2, 3].map(() => uniformInt(stream, 10_000))).toEqual(words.map((word) => word % 10_000));
  });

  it('draws again when a word falls in the biased remainder', () => {
    const words = [2 ** 32 - 1, 2 ** 32 - 2, 41];
    const next = () => words.shift() as number;
    // 2^32 mod 37 = 14: words from 2^32 - 14 up are refused.
    expect(uniformIntFromWords(next, 2 ** 32, 37)).toBe(41 % 37);
    expect(words).toEqual([]);
  });

  it('has no bias for n = 37, which does not divide 2^32 (chi-square over a million draws)', () => {
    const stream = streamOf(1);
    const pValue = pValueOfUniform(countOutcomes(() => uniformInt(stream, 37), 37, MILLION));
    expect(pValue).toBeGreaterThan(UNIFORMITY_ALPHA);
  });

  it('has no bias for n = 10,000 (the dice), by 100 buckets over a million draws', () => {
    const stream = streamOf(2);
    const pValue = pValueOfUniform(countOutcomes(() => Math.floor(uniformInt(stream, 10_000) / 100), 100, MILLION));
    expect(pValue).toBeGreaterThan(UNIFORMITY_ALPHA);
  });

  it('keeps thirds equal for n = 3 * 2^30, where a plain modulo makes the first third twice as likely', () => {
    const n = 3 * 2 ** 30;
    const third = (value: number) => Math.floor(value / 2 ** 30);
    const rejecting = streamOf(3);
    expect(pValueOfUniform(countOutcomes(() => third(uniformInt(rejecting, n)), 3, 300_000))).toBeGreaterThan(UNIFORMITY_ALPHA);
    const modulo = streamOf(3);
    expect(pValueOfUniform(countOutcomes(() => third(modulo.nextUint32() % n), 3, 300_000))).toBeLessThan(1e-12);
  });

  it('shows, on bytes, that the test catches modulo bias and rejection removes it', () => {
    // With 8-bit words the bias of a plain modulo is large enough to see: 0..33 come up 7 times in 256, 34..36 six times.
    const byteStream = streamOf(4);
    const modulo = countOutcomes(() => byteStream.nextByte() % 37, 37, MILLION);
    expect(pValueOfUniform(modulo)).toBeLessThan(1e-12);
    const rejecting = countOutcomes(() => uniformIntFromWords(byteStream.nextByte, 256, 37), 37, MILLION);
    expect(pValueOfUniform(rejecting)).toBeGreaterThan(UNIFORMITY_ALPHA);
  });

  it('refuses n outside 1..2^32', () => {
    const stream = streamOf(0);
    expect(() => uniformInt(stream, 0)).toThrow(RangeError);
    expect(() => uniformInt(stream, 2.5)).toThrow(RangeError);
    expect(() => uniformInt(stream, 2 ** 32 + 1)).toThrow(RangeError);
    expect(uniformInt(stream, 1)).toBe(0);
  });
});

describe('uniformFloat', () => {
  const streamOfBytes = (bytes: number[]) => streamOverBlocks(() => Uint8Array.from({ length: 32 }, (_, index) => bytes[index] ?? 0));

  it('reads the first 52 bits of the next 7 bytes over 2^52', () => {
    expect(uniformFloat(streamOfBytes([]))).toBe(0);
    expect(uniformFloat(streamOfBytes([0x80]))).toBe(0.5);
    expect(uniformFloat(streamOfBytes([0, 0, 0, 0, 0, 0, 0x10]))).toBe(2 ** -52);
    expect(uniformFloat(streamOfBytes([0, 0, 0, 0, 0, 0, 0x0f]))).toBe(0); // the last nibble is not used
    const stream = streamOf(0);
    uniformFloat(stream);
    expect(stream.bytesRead()).toBe(7);
  });
  it('stays below 1 for the largest input', () => {
    expect(uniformFloat(streamOfBytes(new Array<number>(7).fill(0xff)))).toBe(1 - 2 ** -52);
  });
  it('matches a vector computed with Python: 3342225261351624 / 2^52', () => {
    expect(uniformFloat(streamOf(0))).toBe(3_342_225_261_351_624 / 2 ** 52);
  });
  it('fills ten equal bins evenly', () => {
    const stream = streamOf(5);
    expect(pValueOfUniform(countOutcomes(() => Math.floor(uniformFloat(stream) * 10), 10, 200_000))).toBeGreaterThan(UNIFORMITY_ALPHA);
  });
});
