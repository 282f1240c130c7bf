import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { assertHex32 } from '../core/hex32';
import { assertHouseEdgeBps, BASIS_POINTS } from '../core/house-edge';
import { MULTIPLIER_SCALE, payoutMinor } from '../core/multiplier';

/** Crash points and cash-out targets are integer hundredths: 100 is 1.00x, 250 is 2.50x. */
export const CRASH_POINT_SCALE = 100;
export const MIN_CRASH_POINT_HUNDREDTHS = 100;
export const MIN_CASH_OUT_HUNDREDTHS = 101;
/** 1,000,000x: the most one round pays, so the house's exposure per bet is bounded. */
export const MAX_CRASH_POINT_HUNDREDTHS = 100_000_000;

const HASH_BITS_USED = 52n;
const HASH_RANGE = 2n ** HASH_BITS_USED;

/**
 * The hash a round's point is read from. A public salt fixed after the chain was published (a future
 * block hash, say) is mixed in as HMAC-SHA256(key = round hash bytes, message = salt): the house could
 * not have searched for a chain that favours it, because it did not know the salt. Without a salt
 * the round hash is used as it is.
 */
export function crashGameHash(roundHash: string, salt: string | null): string {
  assertHex32(roundHash, 'round hash');
  if (salt === null) return roundHash;
  return bytesToHex(hmac(sha256, hexToBytes(roundHash), utf8ToBytes(salt)));
}

/**
 * The crash point in hundredths. h is the first 52 bits (13 hex digits) of the game hash, so
 * X = h / 2^52 is uniform in [0, 1), and the point is (1 - edge) / (1 - X), rounded down to a
 * hundredth, at least 1.00x and at most the cap:
 *
 *   point = floor(100 * (1 - edge) * 2^52 / (2^52 - h))
 *
 * P(point >= t) = (1 - edge) / t for every target t from 1.01x to the cap, so cashing out at any target
 * returns exactly 1 - edge. When X < edge the raw point is below 1: the round busts before anyone can
 * cash out, which happens with probability equal to the edge. The classic
 * floor((100 * 2^52 - h) / (2^52 - h)) / 100 is not fair at edge 0 (P(point >= t) = 0.99 / (t - 0.01)),
 * so adding an edge to it would take more than the stated edge, and by an amount that depends on the target.
 */
export function crashPointOf(roundHash: string, salt: string | null, houseEdgeBps: number): number {
  assertHouseEdgeBps(houseEdgeBps);
  const h = BigInt(`0x${crashGameHash(roundHash, salt).slice(0, 13)}`);
  const raw = (BigInt(BASIS_POINTS - houseEdgeBps) * HASH_RANGE) / (BigInt(BASIS_POINTS / CRASH_POINT_SCALE) * (HASH_RANGE - h));
  if (raw < BigInt(MIN_CRASH_POINT_HUNDREDTHS)) return MIN_CRASH_POINT_HUNDREDTHS;
  if (raw > BigInt(MAX_CRASH_POINT_HUNDREDTHS)) return MAX_CRASH_POINT_HUNDREDTHS;
  return Number(raw);
}

export function assertCashOutTarget(targetHundredths: number): void {
  if (!Number.isInteger(targetHundredths) || targetHundredths < MIN_CASH_OUT_HUNDREDTHS || targetHundredths > MAX_CRASH_POINT_HUNDREDTHS) {
    throw new RangeError(`cash-out target must be an integer from ${MIN_CASH_OUT_HUNDREDTHS} to ${MAX_CRASH_POINT_HUNDREDTHS} hundredths, got ${targetHundredths}`);
  }
}

/** A bet with an automatic cash-out wins when the round reaches the target. */
export function crashPayoutMinor(crashPointHundredths: number, targetHundredths: number, stakeMinor: number): number {
  assertCashOutTarget(targetHundredths);
  if (crashPointHundredths < targetHundredths) return 0;
  return payoutMinor(stakeMinor, targetHundredths * (MULTIPLIER_SCALE / CRASH_POINT_SCALE));
}

/**
 * Return to player of cashing out at a target: exactly P(point >= t) * t over the 2^52 values of h.
 * That is 1 - edge, short by less than t / 2^52 because h is whole: under 3e-10 even at the cap.
 */
export function crashRtp(targetHundredths: number, houseEdgeBps: number): number {
  assertCashOutTarget(targetHundredths);
  assertHouseEdgeBps(houseEdgeBps);
  // point >= t  <=>  h >= 2^52 - (1 - edge) * 2^52 / (t / 100), so the count of winning h is the floor below.
  const winningHashes = (BigInt(BASIS_POINTS - houseEdgeBps) * HASH_RANGE * BigInt(CRASH_POINT_SCALE)) / (BigInt(BASIS_POINTS) * BigInt(targetHundredths));
  return (Number(winningHashes) / Number(HASH_RANGE)) * (targetHundredths / CRASH_POINT_SCALE);
}
