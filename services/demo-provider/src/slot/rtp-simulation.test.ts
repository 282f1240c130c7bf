import { describe, expect, it } from 'vitest';
import { gameDesignOf, statedRtpOf, type GameDesign } from './game-design';
import { scaledPaytable } from './rtp';
import { seededIndex, seededRandomOf } from './seeded-random';
import { simulate } from './simulation';

/**
 * A lighter run of the simulation script (which spins a million rounds per game). One spin's return
 * has a standard deviation near 3 stakes, so 200,000 spins measure the return to about ±0.7 percentage
 * points (one standard error). The test fails when the observed return is more than 4.5 standard errors
 * from the stated one: a correct game fails that about once in 150,000 runs. It also insists that
 * 4.5 standard errors stay under 3.5 points, so a paytable scaled 7 points or more away from the stated
 * return (or not scaled at all: the raw table returns under 30%) fails with near certainty.
 */
const SPINS = 200_000;
const ALLOWED_STANDARD_ERRORS = 4.5;
const WIDEST_TOLERANCE = 0.035;

/** The standard error of SPINS spins of the game, the same on every run. */
function standardErrorOf(design: GameDesign, seed: string): number {
  const random = seededRandomOf(seed);
  return simulate(design, SPINS, (bound) => seededIndex(random, bound)).standardError;
}

function measuredAgainst(design: GameDesign, statedRtp: number, seed: string) {
  const result = simulate(design, SPINS);
  const tolerance = ALLOWED_STANDARD_ERRORS * standardErrorOf(design, seed);
  return { result, tolerance, distance: Math.abs(result.observedRtp - statedRtp) };
}

describe('return to player under crypto.randomInt', () => {
  for (const gameCode of ['golden-fortune', 'neon-phoenix']) {
    it(`${gameCode} returns its stated RTP within ${ALLOWED_STANDARD_ERRORS} standard errors over ${SPINS} spins`, () => {
      const { result, tolerance, distance } = measuredAgainst(gameDesignOf(gameCode), statedRtpOf(gameCode), `spread:${gameCode}`);
      expect(tolerance).toBeLessThan(WIDEST_TOLERANCE);
      expect(distance).toBeLessThan(tolerance);
      expect(result.hitRate).toBeGreaterThan(0.1);
    });
  }

  it('catches a paytable scaled 7 points below the stated return', () => {
    const design = gameDesignOf('golden-fortune');
    const stated = statedRtpOf('golden-fortune');
    const rawPays = design.paytable.map((pays) => pays.map((pay) => pay / 100));
    const misScaled = { ...design, paytable: scaledPaytable(rawPays, design.reels, stated - 0.07) };
    const { tolerance, distance } = measuredAgainst(misScaled, stated, 'spread:golden-fortune:mis-scaled');
    expect(distance).toBeGreaterThan(tolerance);
  });
});
