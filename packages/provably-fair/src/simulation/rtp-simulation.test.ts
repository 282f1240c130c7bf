import { describe, expect, it } from 'vitest';
import { diceRtp } from '../games/dice';
import { minesRtp } from '../games/mines';
import { crashRtp } from '../games/crash-point';
import { TEST_SERVER_SEED } from '../../testing/node-reference';
import type { RtpSimulation } from './rtp-simulation';
import { simulateCrashRtp } from './simulate-crash';
import { simulateDiceRtp } from './simulate-dice';
import { simulateMinesRtp } from './simulate-mines';

const ROUNDS = 200_000;
const HOUSE_EDGE_BPS = 100;

/**
 * How far the observed RTP may sit from the stated one: 4 standard errors. For a correct game that
 * is passed by 99.994 % of seed choices (the seeds are fixed, so the run is deterministic). The
 * strategies below win often at small multipliers, which keeps the standard error near 0.0008 at
 * 200,000 rounds: 4 of them is 0.0033, less than half of one percentage point, so a game that took
 * 0 % or 2 % instead of its stated 1 % would land outside and fail.
 */
const STANDARD_ERRORS_ALLOWED = 4;
const ONE_POINT_OF_EDGE = 0.01;

function expectMatchesStated(simulation: RtpSimulation, rtpAtEdge: (houseEdgeBps: number) => number): void {
  const tolerance = STANDARD_ERRORS_ALLOWED * simulation.standardError;
  expect(tolerance).toBeLessThan(ONE_POINT_OF_EDGE / 2);
  expect(simulation.rounds).toBe(ROUNDS);
  expect(Math.abs(simulation.observedRtp - simulation.statedRtp)).toBeLessThan(tolerance);
  // The same run rejects the neighbouring edges.
  expect(Math.abs(simulation.observedRtp - rtpAtEdge(HOUSE_EDGE_BPS - 100))).toBeGreaterThan(tolerance);
  expect(Math.abs(simulation.observedRtp - rtpAtEdge(HOUSE_EDGE_BPS + 100))).toBeGreaterThan(tolerance);
}

describe('observed RTP over 200,000 rounds matches the stated RTP', () => {
  it('dice, under 90.00 at 1.1x', () => {
    const bet = { targetHundredths: 9_000, direction: 'under' } as const;
    const simulation = simulateDiceRtp({ rounds: ROUNDS, bet, houseEdgeBps: HOUSE_EDGE_BPS, serverSeed: TEST_SERVER_SEED, clientSeed: 'rtp-dice' });
    expectMatchesStated(simulation, (houseEdgeBps) => diceRtp(bet, houseEdgeBps));
  });

  it('mines, one mine, three picks, cash out at 1.125x', () => {
    const plan = { rounds: ROUNDS, mineCount: 1, pickedCells: [0, 12, 24], houseEdgeBps: HOUSE_EDGE_BPS, serverSeed: TEST_SERVER_SEED, clientSeed: 'rtp-mines' };
    const simulation = simulateMinesRtp(plan);
    expectMatchesStated(simulation, (houseEdgeBps) => minesRtp(1, 3, houseEdgeBps));
  });

  it('crash, automatic cash-out at 1.10x', () => {
    const terminalSeed = 'a'.repeat(64);
    const simulation = simulateCrashRtp({ rounds: ROUNDS, targetHundredths: 110, houseEdgeBps: HOUSE_EDGE_BPS, terminalSeed, salt: 'rtp-crash' });
    expectMatchesStated(simulation, (houseEdgeBps) => crashRtp(110, houseEdgeBps));
  });
});
