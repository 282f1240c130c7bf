import { readTypedAmount, type MinorUnits } from '@croupier/domain';

/** Why a typed stake cannot be placed; each has a message of its own in the originals dictionary. */
export type StakeProblem = 'empty' | 'format' | 'step' | 'notPositive' | 'belowMinimum' | 'aboveMaximum';

export type StakeCheck = { ok: true; amountMinor: MinorUnits } | { ok: false; problem: StakeProblem };

/** A stake typed in major units, as minor units at the currency's `scale` (domain's reading). */
export function parseStakeMinor(typed: string, scale: number): StakeCheck {
  const read = readTypedAmount(typed, scale);
  if (read.ok) return read;
  return { ok: false, problem: read.problem === 'tooLarge' ? 'aboveMaximum' : read.problem };
}

/** A typed stake checked against the game's bet limits from the settings. */
export function checkStake(typed: string, scale: number, limits: { minBetMinor: number; maxBetMinor: number } | undefined): StakeCheck {
  const parsed = parseStakeMinor(typed, scale);
  if (!parsed.ok || !limits) return parsed;
  if (parsed.amountMinor < limits.minBetMinor) return { ok: false, problem: 'belowMinimum' };
  if (parsed.amountMinor > limits.maxBetMinor) return { ok: false, problem: 'aboveMaximum' };
  return parsed;
}
