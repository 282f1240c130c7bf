import { describe, expect, it } from 'vitest';
import { lineWinOf, lineWinsOf } from './evaluate';
import { gameDesignOf, statedRtpOf } from './game-design';
import { LINE_COUNT, PAYLINES, REEL_COUNT, ROW_COUNT } from './paylines';
import { PAY_UNITS_PER_LINE_BET, exactRtpOf } from './rtp';
import { isValidLineBet, spinReels, totalBetMinorOf, winMinorOf } from './spin';

const GAME_CODES = Array.from({ length: 60 }, (_, index) => `game-${index}`).concat(['golden-fortune', 'lucky-koi-deluxe', 'TCG_LOTTO_VN']);

/** P(symbol) on each reel, from the strips. */
function probabilitiesOf(reels: readonly (readonly number[])[], symbolCount: number): number[][] {
  return reels.map((strip) => Array.from({ length: symbolCount }, (_, symbol) => strip.filter((each) => each === symbol).length / strip.length));
}

describe('game design', () => {
  it('is the same for the same code and differs between codes', () => {
    expect(gameDesignOf('golden-fortune')).toEqual(gameDesignOf('golden-fortune'));
    expect(gameDesignOf('golden-fortune').reels).not.toEqual(gameDesignOf('golden-fortune-2').reels);
    const looks = new Set(GAME_CODES.map((code) => gameDesignOf(code).theme.background));
    expect(looks.size).toBeGreaterThan(GAME_CODES.length / 2);
  });

  it('states a return between 94% and 97% for every code, and scales the paytable to it', () => {
    for (const code of GAME_CODES) {
      const stated = statedRtpOf(code);
      expect(stated, code).toBeGreaterThanOrEqual(0.94);
      expect(stated, code).toBeLessThanOrEqual(0.97);
      const design = gameDesignOf(code);
      expect(design.statedRtpBasisPoints / 10_000).toBe(stated);
      // Rounding pays to a hundredth of a line bet leaves at most a few thousandths of a percent.
      expect(Math.abs(exactRtpOf(design.reels, design.paytable) - stated), code).toBeLessThan(0.0001);
    }
  });

  it('has 5 strips, 8 symbols, every symbol on every strip, and pays that grow with the run', () => {
    const design = gameDesignOf('golden-fortune');
    expect(design.reels).toHaveLength(REEL_COUNT);
    expect(design.symbols).toHaveLength(8);
    for (const strip of design.reels) expect(new Set(strip).size).toBe(8);
    for (const pays of design.paytable) {
      expect(pays).toHaveLength(3);
      expect(pays[0]).toBeLessThan(pays[1] ?? 0);
      expect(pays[1]).toBeLessThan(pays[2] ?? 0);
      for (const pay of pays) expect(Number.isInteger(pay)).toBe(true);
    }
  });
});

describe('line pays', () => {
  const paytable = gameDesignOf('golden-fortune').paytable;
  const pay = (symbol: number, run: number) => paytable[symbol]?.[run - 3] ?? 0;

  it('pays the run of the leftmost symbol, from 3 of a kind, with no wilds', () => {
    expect(lineWinOf(paytable, [2, 2, 2, 5, 2])).toEqual({ symbol: 2, run: 3, payUnits: pay(2, 3) });
    expect(lineWinOf(paytable, [7, 7, 7, 7, 1])).toEqual({ symbol: 7, run: 4, payUnits: pay(7, 4) });
    expect(lineWinOf(paytable, [0, 0, 0, 0, 0])).toEqual({ symbol: 0, run: 5, payUnits: pay(0, 5) });
    expect(lineWinOf(paytable, [3, 3, 1, 3, 3])).toBeNull();
    expect(lineWinOf(paytable, [1, 3, 3, 3, 3])).toBeNull();
  });

  it('reads every payline of a window', () => {
    // Symbol 4 along the middle row, symbol 6 along the top row of the first three reels only.
    const window = [
      [6, 4, 0],
      [6, 4, 1],
      [6, 4, 2],
      [3, 4, 5],
      [2, 4, 7],
    ];
    const wins = lineWinsOf(paytable, window);
    expect(wins).toContainEqual({ line: 0, symbol: 4, run: 5, payUnits: pay(4, 5) });
    expect(wins).toContainEqual({ line: 1, symbol: 6, run: 3, payUnits: pay(6, 3) });
    for (const win of wins) expect(PAYLINES[win.line]).toBeDefined();
  });

  it('agrees exactly with the analytic return over every symbol combination a line can show', () => {
    const design = gameDesignOf('lucky-koi-deluxe');
    const symbols = design.symbols.length;
    const probabilities = probabilitiesOf(design.reels, symbols);
    let expected = 0;
    const line = new Array<number>(REEL_COUNT).fill(0);
    for (let combination = 0; combination < symbols ** REEL_COUNT; combination += 1) {
      let rest = combination;
      let probability = 1;
      for (let reel = 0; reel < REEL_COUNT; reel += 1) {
        line[reel] = rest % symbols;
        rest = Math.floor(rest / symbols);
        probability *= probabilities[reel]?.[line[reel] ?? 0] ?? 0;
      }
      expected += (probability * (lineWinOf(design.paytable, line)?.payUnits ?? 0)) / PAY_UNITS_PER_LINE_BET;
    }
    expect(expected).toBeCloseTo(exactRtpOf(design.reels, design.paytable), 12);
  });
});

describe('spins', () => {
  it('shows three consecutive stops of each strip and pays whole minor units', () => {
    const design = gameDesignOf('golden-fortune');
    const outcome = spinReels(design, (bound) => bound - 1);
    outcome.window.forEach((rows, reel) => {
      const strip = design.reels[reel] ?? [];
      expect(rows).toEqual([strip[strip.length - 1], strip[0], strip[1]]);
      expect(rows).toHaveLength(ROW_COUNT);
    });
    expect(outcome.payUnits).toBe(outcome.lineWins.reduce((sum, win) => sum + win.payUnits, 0));
    expect(winMinorOf({ ...outcome, payUnits: 1807 }, 300)).toBe(5421);
    expect(totalBetMinorOf(300)).toBe(300 * LINE_COUNT);
  });

  it('takes only line bets that are positive multiples of 100 minor units', () => {
    expect(isValidLineBet(100)).toBe(true);
    expect(isValidLineBet(2500)).toBe(true);
    for (const bad of [0, -100, 150, 99.5, Number.MAX_SAFE_INTEGER + 1]) expect(isValidLineBet(bad), String(bad)).toBe(false);
    expect(() => winMinorOf(spinReels(gameDesignOf('x')), 150)).toThrow(RangeError);
  });
});
