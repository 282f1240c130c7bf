/**
 * The in-house games Crash, Dice and Mines (vendor BGS, SPEC §2 game list /bgs; decision 0012): their
 * limits, states and the Crash curve. Dice and Mines multipliers are integers in 1/10,000 and Crash
 * multipliers integers in hundredths, the scales of @croupier/provably-fair.
 */

/** The catalogue vendor of the in-house games; its games CRASH, DICE and MINES open the brand's own pages. */
export const IN_HOUSE_VENDOR = 'BGS';
export const IN_HOUSE_GAMES = ['CRASH', 'DICE', 'MINES'] as const;
export type InHouseGame = (typeof IN_HOUSE_GAMES)[number];
/** Where each game is played on the brand's site; a launch of the game answers this page. */
export const IN_HOUSE_GAME_PAGES: Record<InHouseGame, string> = { CRASH: '/bgs/crash', DICE: '/bgs/dice', MINES: '/bgs/mines' };

/** Where the brand's site verifies an in-house round. */
export function inHouseVerifierPath(roundId: string): string {
  return `/bgs/verify?round=${encodeURIComponent(roundId)}`;
}

/** Dice and Mines multipliers: 19800 is 1.98x (MULTIPLIER_SCALE of @croupier/provably-fair). */
export const IN_HOUSE_MULTIPLIER_SCALE = 10_000;
/** Crash points, cash-out targets and live multipliers: 250 is 2.50x (CRASH_POINT_SCALE). */
export const CRASH_MULTIPLIER_SCALE = 100;
export const CRASH_MIN_CASH_OUT_HUNDREDTHS = 101;
/** 1,000,000x: the highest a round goes, and so the highest target. */
export const CRASH_MAX_MULTIPLIER_HUNDREDTHS = 100_000_000;
/** Dice rolls are 0..9999, shown as 0.00 to 99.99. */
export const DICE_ROLL_COUNT = 10_000;
export const MINES_GRID_CELLS = 25;
export const MINES_MIN_MINES = 1;
export const MINES_MAX_MINES = 24;

/**
 * The Crash curve: after `elapsedMs` of a running round the multiplier is
 * floor(100 * e^(CRASH_GROWTH_PER_MS * elapsedMs)) hundredths, capped at 1,000,000x (2.00x after about
 * 11.6 s, 10x after 38 s). It sets when things happen, and what a manual cash-out is paid: the server
 * reads it at its own time of the cash-out. Floating point is fine here because the result is floored
 * to whole hundredths before any money is computed from it; a screen may draw it between ticks.
 */
export const CRASH_GROWTH_PER_MS = 0.00006;

export function crashMultiplierAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return CRASH_MULTIPLIER_SCALE;
  const hundredths = Math.floor(CRASH_MULTIPLIER_SCALE * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs));
  return Math.min(hundredths, CRASH_MAX_MULTIPLIER_HUNDREDTHS);
}

/** A Dice bet wins on rolls under its target, or over it. */
export const DICE_DIRECTIONS = ['under', 'over'] as const;

/** A round of any game: open while it can still change, then won or lost. */
export const ROUND_STATUSES = ['open', 'won', 'lost'] as const;

/**
 * A Crash round: betting (bets taken, `startsAtMs` ahead), running (the multiplier follows
 * crashMultiplierAt from `startsAtMs`), crashed (the point and the round's hash are public).
 */
export const CRASH_PHASES = ['betting', 'running', 'crashed'] as const;
export type CrashPhase = (typeof CRASH_PHASES)[number];

/** A Crash bet: open, won, lost, or refunded when the platform could not run its round to the end. */
export const CRASH_BET_STATUSES = [...ROUND_STATUSES, 'refunded'] as const;
export type CrashBetStatus = (typeof CRASH_BET_STATUSES)[number];
