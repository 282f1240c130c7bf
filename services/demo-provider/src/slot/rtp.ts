import { MIN_RUN, REEL_COUNT } from './paylines';

/** Pays are kept in hundredths of a line bet, so a line bet of a multiple of 100 minor units pays whole minor units. */
export const PAY_UNITS_PER_LINE_BET = 100;

/** [symbol][run length - 3]: what a run of 3, 4 or 5 of the symbol from the left pays, in PAY_UNITS_PER_LINE_BET. */
export type Paytable = readonly (readonly number[])[];

/** P(symbol on reel), reel by reel: every stop of a strip is equally likely. */
function symbolProbabilities(reels: readonly (readonly number[])[], symbolCount: number): number[][] {
  return reels.map((strip) => {
    const counts = new Array<number>(symbolCount).fill(0);
    for (const symbol of strip) counts[symbol] = (counts[symbol] ?? 0) + 1;
    return counts.map((count) => count / strip.length);
  });
}

/**
 * P(a line shows exactly `run` of `symbol` from the left): the first `run` reels show it and, short of
 * five, the next does not. The rows of a line are independent because each reel stops on its own.
 */
export function runProbability(probabilities: readonly (readonly number[])[], symbol: number, run: number): number {
  let probability = 1;
  for (let reel = 0; reel < run; reel += 1) probability *= probabilities[reel]?.[symbol] ?? 0;
  if (run < REEL_COUNT) probability *= 1 - (probabilities[run]?.[symbol] ?? 0);
  return probability;
}

/**
 * The exact return to player of a paytable on these strips, as a fraction of the stake. Every line sees
 * the same distribution (each reel's rows are uniform over its strip), so the return per line bet is
 * the return per total bet.
 */
export function exactRtpOf(reels: readonly (readonly number[])[], paytable: Paytable): number {
  const probabilities = symbolProbabilities(reels, paytable.length);
  let rtp = 0;
  paytable.forEach((pays, symbol) => {
    pays.forEach((pay, index) => {
      rtp += (runProbability(probabilities, symbol, MIN_RUN + index) * pay) / PAY_UNITS_PER_LINE_BET;
    });
  });
  return rtp;
}

/**
 * The raw pays (in line bets) scaled so the table returns `targetRtp`: every pay times one factor,
 * rounded to a hundredth of a line bet, then the most frequent win (3 of the lowest symbol) nudged to
 * take up the rounding, which leaves the return within a few thousandths of a percent of the target.
 */
export function scaledPaytable(rawPays: readonly (readonly number[])[], reels: readonly (readonly number[])[], targetRtp: number): Paytable {
  const rawUnits = rawPays.map((pays) => pays.map((pay) => pay * PAY_UNITS_PER_LINE_BET));
  const factor = targetRtp / exactRtpOf(reels, rawUnits);
  const scaled = rawUnits.map((pays) => pays.map((pay) => Math.max(1, Math.round(pay * factor))));
  const lowest = scaled[0];
  if (!lowest || lowest[0] === undefined) return scaled;
  const probabilities = symbolProbabilities(reels, scaled.length);
  const shortfall = targetRtp - exactRtpOf(reels, scaled);
  const nudge = Math.round((shortfall * PAY_UNITS_PER_LINE_BET) / runProbability(probabilities, 0, MIN_RUN));
  lowest[0] = Math.max(1, lowest[0] + nudge);
  return scaled;
}
