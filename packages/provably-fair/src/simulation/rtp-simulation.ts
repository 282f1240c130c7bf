import type { RunningMean } from '../statistics/running-mean';

/**
 * Every simulated bet stakes 10,000 minor units: with multipliers in 1/10,000 the payout is then exact,
 * so the observed RTP measures the game and not the rounding of small stakes.
 */
export const SIMULATION_STAKE_MINOR = 10_000;

export type RtpSimulation = {
  rounds: number;
  statedRtp: number;
  observedRtp: number;
  /** Standard error of the observed RTP (payout over stake, averaged over rounds). */
  standardError: number;
};

export function rtpSimulationOf(payoutRatios: RunningMean, statedRtp: number): RtpSimulation {
  return { rounds: payoutRatios.count(), statedRtp, observedRtp: payoutRatios.mean(), standardError: payoutRatios.standardError() };
}
