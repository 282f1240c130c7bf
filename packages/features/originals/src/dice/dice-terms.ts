import { DICE_ROLL_COUNT } from '@croupier/domain';
import { diceQuote, type DiceDirection, type DiceQuote } from '@croupier/provably-fair';

export const DEFAULT_DICE_TARGET_HUNDREDTHS = 5_000;

/**
 * Chance and multiplier of a bet at the brand's house edge, worked out with the same integers the
 * server settles with; null for a target that could never win or would pay no more than the stake.
 */
export function diceTermsOf(targetHundredths: number | null, direction: DiceDirection, houseEdgeBps: number): DiceQuote | null {
  if (targetHundredths === null || targetHundredths < 1 || targetHundredths > DICE_ROLL_COUNT - 2) return null;
  try {
    return diceQuote({ targetHundredths, direction }, houseEdgeBps);
  } catch {
    return null;
  }
}
