import { MIN_RUN, PAYLINES, REEL_COUNT } from './paylines';
import type { Paytable } from './rtp';

export interface LineWin {
  /** index into PAYLINES */
  line: number;
  symbol: number;
  /** how many reels from the left show the symbol */
  run: number;
  /** in hundredths of a line bet */
  payUnits: number;
}

/** The pay of one line's symbols, left to right: the first symbol's run, if long enough; no wilds. */
export function lineWinOf(paytable: Paytable, symbols: readonly number[]): { symbol: number; run: number; payUnits: number } | null {
  const symbol = symbols[0];
  if (symbol === undefined) return null;
  let run = 1;
  while (run < REEL_COUNT && symbols[run] === symbol) run += 1;
  if (run < MIN_RUN) return null;
  const payUnits = paytable[symbol]?.[run - MIN_RUN] ?? 0;
  return payUnits > 0 ? { symbol, run, payUnits } : null;
}

/** Every paying line of a window (window[reel][row]). */
export function lineWinsOf(paytable: Paytable, window: readonly (readonly number[])[]): LineWin[] {
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => window[reel]?.[row] ?? -1);
    const win = lineWinOf(paytable, symbols);
    if (win) wins.push({ line, ...win });
  });
  return wins;
}
