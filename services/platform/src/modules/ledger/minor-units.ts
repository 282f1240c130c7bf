/**
 * A balance as the API carries it: a JSON number of minor units, exact up to 2^53 - 1 (90 trillion
 * with two decimals). Past that a number would round, so the answer fails instead of lying.
 */
export function toApiMinor(amountMinor: bigint): number {
  if (amountMinor > BigInt(Number.MAX_SAFE_INTEGER) || amountMinor < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`${amountMinor} minor units is beyond what the API carries exactly`);
  }
  return Number(amountMinor);
}
