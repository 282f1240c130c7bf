/**
 * Money is an integer count of minor units (paisa, cents). Conversion to a decimal string happens
 * only at the edge, by digits, never through floating point.
 */
export type MinorUnits = number;

export function assertMinorUnits(value: number): asserts value is MinorUnits {
  if (!Number.isSafeInteger(value)) throw new RangeError(`amount must be a safe integer of minor units, got ${value}`);
}

/** "123456" with scale 2 -> { whole: "1234", fraction: "56", negative: false } */
export function splitMinorUnits(amountMinor: MinorUnits, scale: number): { whole: string; fraction: string; negative: boolean } {
  assertMinorUnits(amountMinor);
  const negative = amountMinor < 0;
  const digits = Math.abs(amountMinor).toString().padStart(scale + 1, '0');
  if (scale === 0) return { whole: digits, fraction: '', negative };
  return { whole: digits.slice(0, -scale), fraction: digits.slice(-scale), negative };
}
