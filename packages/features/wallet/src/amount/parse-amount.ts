import { readTypedAmount, type MinorUnits } from '@croupier/domain';

/** Why a typed amount cannot be sent; each has a message of its own in the wallet dictionary. */
export type AmountProblem = 'empty' | 'format' | 'step' | 'notPositive' | 'insufficient';

export type AmountCheck = { ok: true; amountMinor: MinorUnits } | { ok: false; problem: AmountProblem };

/**
 * An amount typed in major units, as minor units at the currency's `scale` (domain's reading). No
 * wallet holds more than a safe integer, so an amount beyond one is more than the source has.
 */
export function parseAmountMinor(typed: string, scale: number): AmountCheck {
  const read = readTypedAmount(typed, scale);
  if (read.ok) return read;
  return { ok: false, problem: read.problem === 'tooLarge' ? 'insufficient' : read.problem };
}

/** A typed amount checked against what the source wallet holds. */
export function checkTransferAmount(typed: string, scale: number, availableMinor: MinorUnits): AmountCheck {
  const parsed = parseAmountMinor(typed, scale);
  if (parsed.ok && parsed.amountMinor > availableMinor) return { ok: false, problem: 'insufficient' };
  return parsed;
}
