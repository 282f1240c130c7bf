import type { OutcomeStream } from './outcome-stream';

const UINT32_RANGE = 2 ** 32;
const FLOAT_BITS = 52;

/**
 * An integer in [0, n), each value equally likely, from words uniform in [0, wordRange).
 *
 * `word % n` alone is biased whenever n does not divide the word range: the first
 * `wordRange % n` results get one more word each than the others (for bytes and n = 37, values 0..33
 * come up 7 times in 256 and 34..36 only 6 times). Rejection sampling keeps only words below the
 * largest multiple of n that fits, so every result is backed by the same number of words, and draws
 * again otherwise. At most half the words are rejected (when n is just above half the range), so the
 * expected number of draws is below 2; for small n it is a hair above 1.
 */
export function uniformIntFromWords(nextWord: () => number, wordRange: number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > wordRange) throw new RangeError(`n must be an integer from 1 to ${wordRange}, got ${n}`);
  const acceptedBelow = wordRange - (wordRange % n);
  for (;;) {
    const word = nextWord();
    if (word < acceptedBelow) return word % n;
  }
}

/** An integer in [0, n) for n up to 2^32, from 32-bit words of the stream. */
export function uniformInt(stream: OutcomeStream, n: number): number {
  return uniformIntFromWords(stream.nextUint32, UINT32_RANGE, n);
}

/**
 * A float in [0, 1) from the next 7 bytes of the stream: their first 52 bits (13 hex digits) over
 * 2^52. A double carries 53 significant bits, so every multiple of 2^-52 below 1 is exact and all
 * 2^52 of them are equally likely. Dividing a 32-bit word gives a coarser grid, and dividing 64 bits
 * rounds: some neighbouring inputs collapse onto one double and the largest round up to 1.0 itself.
 */
export function uniformFloat(stream: OutcomeStream): number {
  const high32 = stream.nextUint32();
  const next24 = (stream.nextByte() << 16) | (stream.nextByte() << 8) | stream.nextByte();
  const low20 = next24 >>> 4;
  return (high32 * 2 ** 20 + low20) / 2 ** FLOAT_BITS;
}
