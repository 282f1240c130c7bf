import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The fair split of a red-envelope pool (decision 0043): the double-mean rule, each envelope's amount
 * drawn from the pool's server seed and the envelope's index alone, so the whole list follows from
 * (seed, total, count, minimum) and anyone holding the revealed seed recomputes it to the minor unit.
 *
 * Envelope i (0 first) of a pool with `remaining` minor units in `left` envelopes:
 * - the last envelope (left = 1) takes what remains;
 * - otherwise an integer uniform in [min, high], high = min(floor(2 × remaining / left), remaining −
 *   min × (left − 1)): at most twice the mean of what is left, and never so much that a later envelope
 *   would hold less than the minimum.
 * The integer comes from HMAC-SHA256(key = the seed's 32 bytes, message = ASCII `<i>:<cursor>`), cursor
 * 0, 1, 2, …, read as 64-bit big-endian words w: with n = high − min + 1, w is taken as min + (w mod n)
 * when w < 2^64 − (2^64 mod n), else skipped for the next word (never a plain modulo, which would favour
 * small amounts).
 */

export const SEED_BYTES = 32;
const WORD_SPACE = 1n << 64n;

export interface SplitTerms {
  totalMinor: bigint;
  envelopeCount: number;
  minMinor: bigint;
}

/** A new server seed: 32 bytes from the system's secure generator, as hex. */
export function newSeedHex(): string {
  return randomBytes(SEED_BYTES).toString('hex');
}

/** The commitment published with the pool: SHA-256 of the seed's bytes, hex. */
export function seedCommitment(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

/** Why these terms cannot be split, or null when they can. */
export function splitTermsProblem({ totalMinor, envelopeCount, minMinor }: SplitTerms): string | null {
  if (!Number.isSafeInteger(envelopeCount) || envelopeCount < 1) return 'a pool holds at least one envelope';
  if (minMinor < 1n) return 'each envelope holds at least one minor unit';
  if (minMinor * BigInt(envelopeCount) > totalMinor) return 'the total does not give every envelope its minimum';
  return null;
}

/** A uniform integer in [0, n) from the seed's stream for one envelope. */
function uniformBelow(key: Buffer, index: number, n: bigint): bigint {
  if (n === 1n) return 0n;
  const limit = WORD_SPACE - (WORD_SPACE % n);
  for (let cursor = 0; ; cursor += 1) {
    const block = createHmac('sha256', key).update(`${index}:${cursor}`, 'ascii').digest();
    for (let offset = 0; offset < block.length; offset += 8) {
      const word = block.readBigUInt64BE(offset);
      if (word < limit) return word % n;
    }
  }
}

/**
 * The amount of envelope `index`, given what the pool still holds before it (`remainingMinor` in
 * `left` envelopes, this one counted). The caller keeps remaining ≥ min × left, which every amount
 * this returns preserves.
 */
export function envelopeAmount(seedHex: string, index: number, remainingMinor: bigint, left: number, minMinor: bigint): bigint {
  if (left < 1) throw new Error('red envelopes: no envelope is left to open');
  if (remainingMinor < minMinor * BigInt(left)) throw new Error(`red envelopes: ${remainingMinor} cannot fill ${left} envelopes of at least ${minMinor}`);
  if (left === 1) return remainingMinor;
  const doubleMean = (2n * remainingMinor) / BigInt(left);
  const keepsTheRestFull = remainingMinor - minMinor * BigInt(left - 1);
  const high = doubleMean < keepsTheRestFull ? doubleMean : keepsTheRestFull;
  return minMinor + uniformBelow(Buffer.from(seedHex, 'hex'), index, high - minMinor + 1n);
}

/** Every envelope's amount in grab order: what a revealed seed proves. */
export function splitAll(seedHex: string, terms: SplitTerms): bigint[] {
  const problem = splitTermsProblem(terms);
  if (problem) throw new Error(`red envelopes: ${problem}`);
  const amounts: bigint[] = [];
  let remaining = terms.totalMinor;
  for (let index = 0; index < terms.envelopeCount; index += 1) {
    const amount = envelopeAmount(seedHex, index, remaining, terms.envelopeCount - index, terms.minMinor);
    amounts.push(amount);
    remaining -= amount;
  }
  return amounts;
}
