import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { RafflePrize } from '@croupier/contract';

/**
 * A raffle's draw (decision 0047): HMAC-SHA256 keyed by the promotion's server seed over
 * "memberId:periodKey"; its first 52 bits, as a fraction of 2^52, pick a prize by weight. The seed's
 * SHA-256 is published with the promotion and the seed once it ends, so anyone recomputes every draw.
 */

const SEED_BYTES = 32;
const FRACTION_BITS = 52;

export function newRaffleSeed(): { hex: string; sha256: string } {
  const hex = randomBytes(SEED_BYTES).toString('hex');
  return { hex, sha256: createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex') };
}

export function raffleDrawHex(seedHex: string, memberId: string, periodKey: string): string {
  return createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${memberId}:${periodKey}`, 'ascii').digest('hex');
}

/** The prize a draw picks: the first prize whose running weight passes the draw's share of the total. */
export function prizeIndexOf(drawHex: string, prizes: readonly RafflePrize[]): number {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (prizes.length === 0 || total <= 0) throw new Error('raffle: a raffle needs prizes with weights');
  const fraction = Number(BigInt(`0x${drawHex.slice(0, 13)}`)) / 2 ** FRACTION_BITS;
  const point = fraction * total;
  let running = 0;
  for (const [index, prize] of prizes.entries()) {
    running += prize.weight;
    if (point < running) return index;
  }
  return prizes.length - 1;
}
