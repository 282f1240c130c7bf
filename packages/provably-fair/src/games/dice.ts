import { assertHouseEdgeBps, BASIS_POINTS } from '../core/house-edge';
import { MULTIPLIER_SCALE, payoutMinor } from '../core/multiplier';
import { createOutcomeStream, type OutcomeStream } from '../core/outcome-stream';
import type { RoundSeeds } from '../core/seeds';
import { uniformInt } from '../core/uniform';

/** Rolls are integers 0..9999, shown as 0.00 to 99.99. */
export const DICE_ROLL_COUNT = 10_000;

export type DiceDirection = 'under' | 'over';

/** Under 50.00 wins on rolls 0.00..49.99; over 50.00 wins on 50.01..99.99. */
export type DiceBet = { targetHundredths: number; direction: DiceDirection };

export type DiceQuote = {
  /** Winning rolls out of 10,000, which is also the chance of winning in basis points. */
  winChanceBps: number;
  multiplierUnits: number;
};

export type DiceSettlement = { roll: number; won: boolean; multiplierUnits: number; payoutMinor: number };

function winningRollsOf(bet: DiceBet): number {
  const { targetHundredths: target, direction } = bet;
  if (!Number.isInteger(target) || target < 0 || target >= DICE_ROLL_COUNT) {
    throw new RangeError(`dice target must be an integer from 0 to ${DICE_ROLL_COUNT - 1} hundredths, got ${target}`);
  }
  return direction === 'under' ? target : DICE_ROLL_COUNT - 1 - target;
}

/**
 * Chance and multiplier of a bet. The fair multiplier is 1 / chance; the house keeps its edge by paying
 * (1 - edge) / chance, rounded down to 1/10,000 so that rounding never favours the player.
 * With 10,000 rolls that is (10,000 - edge bps) * 10,000 / winning rolls, in integers.
 */
export function diceQuote(bet: DiceBet, houseEdgeBps: number): DiceQuote {
  assertHouseEdgeBps(houseEdgeBps);
  const winChanceBps = winningRollsOf(bet);
  if (winChanceBps === 0) throw new RangeError('this dice bet can never win');
  const multiplierUnits = Math.floor(((BASIS_POINTS - houseEdgeBps) * MULTIPLIER_SCALE) / winChanceBps);
  // A bet that pays back no more than its stake would be a loss dressed as a win.
  if (multiplierUnits <= MULTIPLIER_SCALE) throw new RangeError(`this dice bet would pay ${multiplierUnits}/${MULTIPLIER_SCALE}, not more than the stake`);
  return { winChanceBps, multiplierUnits };
}

export function diceRollOf(stream: OutcomeStream): number {
  return uniformInt(stream, DICE_ROLL_COUNT);
}

export function diceWins(roll: number, bet: DiceBet): boolean {
  return bet.direction === 'under' ? roll < bet.targetHundredths : roll > bet.targetHundredths;
}

export function settleDiceOnStream(stream: OutcomeStream, bet: DiceBet, stakeMinor: number, houseEdgeBps: number): DiceSettlement {
  const { multiplierUnits } = diceQuote(bet, houseEdgeBps);
  const roll = diceRollOf(stream);
  const won = diceWins(roll, bet);
  return { roll, won, multiplierUnits, payoutMinor: won ? payoutMinor(stakeMinor, multiplierUnits) : 0 };
}

export function settleDice(seeds: RoundSeeds, bet: DiceBet, stakeMinor: number, houseEdgeBps: number): DiceSettlement {
  return settleDiceOnStream(createOutcomeStream(seeds), bet, stakeMinor, houseEdgeBps);
}

/** Return to player of a bet: chance times multiplier, below 1 - edge only by the multiplier's rounding. */
export function diceRtp(bet: DiceBet, houseEdgeBps: number): number {
  const { winChanceBps, multiplierUnits } = diceQuote(bet, houseEdgeBps);
  return (winChanceBps / DICE_ROLL_COUNT) * (multiplierUnits / MULTIPLIER_SCALE);
}
