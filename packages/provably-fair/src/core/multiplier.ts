/**
 * Multipliers are integers in 1/10,000 (19800 is 1.98x), so that a payout is integer arithmetic on
 * minor units and a player's verifier gets the same answer to the last paisa as the server.
 */
export const MULTIPLIER_SCALE = 10_000;

/** The payout of a winning stake, rounded down to a whole minor unit (the house keeps the fraction). */
export function payoutMinor(stakeMinor: number, multiplierUnits: number): number {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0) throw new RangeError(`stake must be a non-negative safe integer of minor units, got ${stakeMinor}`);
  if (!Number.isSafeInteger(multiplierUnits) || multiplierUnits < 0) throw new RangeError(`multiplier must be a non-negative integer in 1/${MULTIPLIER_SCALE}, got ${multiplierUnits}`);
  // The product can pass 2^53 for large stakes; BigInt keeps it exact before the division.
  const payout = (BigInt(stakeMinor) * BigInt(multiplierUnits)) / BigInt(MULTIPLIER_SCALE);
  if (payout > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`payout of ${stakeMinor} at ${multiplierUnits}/${MULTIPLIER_SCALE} is not a safe integer`);
  return Number(payout);
}
