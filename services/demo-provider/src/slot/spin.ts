import { randomInt } from 'node:crypto';
import { lineWinsOf, type LineWin } from './evaluate';
import type { GameDesign } from './game-design';
import { LINE_COUNT, ROW_COUNT } from './paylines';
import { PAY_UNITS_PER_LINE_BET } from './rtp';

/** A uniform whole number in [0, bound); crypto.randomInt unless a test passes its own. */
export type RandomIndex = (bound: number) => number;

export interface SpinOutcome {
  /** each reel's stop: the strip index shown on the top row */
  stops: number[];
  /** window[reel][row], symbol indexes */
  window: number[][];
  lineWins: LineWin[];
  /** sum of the line wins, in hundredths of a line bet */
  payUnits: number;
}

const cryptoIndex: RandomIndex = (bound) => randomInt(bound);

export function spinReels(design: GameDesign, randomIndex: RandomIndex = cryptoIndex): SpinOutcome {
  const stops = design.reels.map((strip) => randomIndex(strip.length));
  const window = design.reels.map((strip, reel) => Array.from({ length: ROW_COUNT }, (_, row) => strip[((stops[reel] ?? 0) + row) % strip.length] ?? 0));
  const lineWins = lineWinsOf(design.paytable, window);
  return { stops, window, lineWins, payUnits: lineWins.reduce((sum, win) => sum + win.payUnits, 0) };
}

/** A line bet must be a whole number of pay units' worth, so every win is whole minor units. */
export function isValidLineBet(lineBetMinor: number): boolean {
  return Number.isSafeInteger(lineBetMinor) && lineBetMinor > 0 && lineBetMinor % PAY_UNITS_PER_LINE_BET === 0;
}

export function totalBetMinorOf(lineBetMinor: number): number {
  return lineBetMinor * LINE_COUNT;
}

/** The win of an outcome at a line bet, in minor units; exact because the line bet is a multiple of 100. */
export function winMinorOf(outcome: SpinOutcome, lineBetMinor: number): number {
  if (!isValidLineBet(lineBetMinor)) throw new RangeError(`line bet ${lineBetMinor} is not a positive multiple of ${PAY_UNITS_PER_LINE_BET}`);
  return (lineBetMinor / PAY_UNITS_PER_LINE_BET) * outcome.payUnits;
}
