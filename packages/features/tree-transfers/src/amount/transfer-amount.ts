import { readTypedAmount, type MinorUnits } from '@croupier/domain';

/** Why a typed amount cannot be sent; each has a message of its own in the transfers dictionary. */
export type AmountProblem = 'empty' | 'format' | 'step' | 'notPositive' | 'insufficient';

export type AmountCheck = { ok: true; amountMinor: MinorUnits } | { ok: false; problem: AmountProblem };

/**
 * An amount typed in major units (the reader's digits, Bengali or Latin), as minor units at the
 * currency's `scale` by domain's reading, checked against what the main wallet holds. No wallet holds
 * more than a safe integer, so an amount beyond one is more than the wallet has.
 */
export function checkTransferAmount(typed: string, scale: number, availableMinor: MinorUnits): AmountCheck {
  const read = readTypedAmount(typed, scale);
  if (!read.ok) return { ok: false, problem: read.problem === 'tooLarge' ? 'insufficient' : read.problem };
  if (read.amountMinor > availableMinor) return { ok: false, problem: 'insufficient' };
  return read;
}
