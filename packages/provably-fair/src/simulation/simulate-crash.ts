import { previousChainHash } from '../games/crash-chain';
import { crashPayoutMinor, crashPointOf, crashRtp } from '../games/crash-point';
import { createRunningMean } from '../statistics/running-mean';
import { rtpSimulationOf, SIMULATION_STAKE_MINOR, type RtpSimulation } from './rtp-simulation';

export type CrashSimulationPlan = { rounds: number; targetHundredths: number; houseEdgeBps: number; terminalSeed: string; salt: string | null };

/**
 * Walks a chain of `rounds` hashes down from the terminal seed with an automatic cash-out at the
 * target. Rounds are visited in generation order, the reverse of play order: the RTP does not depend on
 * the order, and walking spares holding the whole chain in memory.
 */
export function simulateCrashRtp(plan: CrashSimulationPlan): RtpSimulation {
  const payoutRatios = createRunningMean();
  let roundHash = plan.terminalSeed;
  for (let round = 0; round < plan.rounds; round += 1) {
    roundHash = previousChainHash(roundHash);
    const point = crashPointOf(roundHash, plan.salt, plan.houseEdgeBps);
    payoutRatios.add(crashPayoutMinor(point, plan.targetHundredths, SIMULATION_STAKE_MINOR) / SIMULATION_STAKE_MINOR);
  }
  return rtpSimulationOf(payoutRatios, crashRtp(plan.targetHundredths, plan.houseEdgeBps));
}
