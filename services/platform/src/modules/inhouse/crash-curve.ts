import { CRASH_GROWTH_PER_MS, CRASH_MULTIPLIER_SCALE, crashMultiplierAt } from '@croupier/domain';
import { MULTIPLIER_SCALE, payoutMinor } from '@croupier/provably-fair';

/**
 * How long a round runs before it crashes at `pointHundredths`: the first whole millisecond at which
 * the contract's curve reaches the point. The logarithm gives a first guess; stepping with the curve
 * itself makes the answer agree with crashMultiplierAt to the millisecond, whatever the rounding of exp.
 */
export function crashDelayMs(pointHundredths: number): number {
  if (pointHundredths <= CRASH_MULTIPLIER_SCALE) return 0;
  let delayMs = Math.max(0, Math.ceil(Math.log(pointHundredths / CRASH_MULTIPLIER_SCALE) / CRASH_GROWTH_PER_MS));
  while (delayMs > 0 && crashMultiplierAt(delayMs - 1) >= pointHundredths) delayMs -= 1;
  while (crashMultiplierAt(delayMs) < pointHundredths) delayMs += 1;
  return delayMs;
}

/**
 * What a cash-out at `hundredths` pays on `stakeMinor`: the integer multiplier (hundredths are whole
 * 1/100 steps of the 1/10,000 scale) times the stake, rounded down to a minor unit in the house's
 * favour. No float is ever part of a payout.
 */
export function crashCashOutPayoutMinor(stakeMinor: bigint, hundredths: number): bigint {
  return BigInt(payoutMinor(Number(stakeMinor), hundredths * (MULTIPLIER_SCALE / CRASH_MULTIPLIER_SCALE)));
}
