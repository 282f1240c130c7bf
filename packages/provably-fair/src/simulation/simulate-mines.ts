import { outcomeStreamsOfSeedPair } from '../core/outcome-stream';
import { minesRtp, settleMinesOnStream } from '../games/mines';
import { createRunningMean } from '../statistics/running-mean';
import { rtpSimulationOf, SIMULATION_STAKE_MINOR, type RtpSimulation } from './rtp-simulation';

/** The player opens `pickedCells` in order and cashes out after the last one if no mine was hit. */
export type MinesSimulationPlan = {
  rounds: number;
  mineCount: number;
  pickedCells: readonly number[];
  houseEdgeBps: number;
  serverSeed: string;
  clientSeed: string;
};

export function simulateMinesRtp(plan: MinesSimulationPlan): RtpSimulation {
  const { mineCount, pickedCells, houseEdgeBps } = plan;
  const streamOfNonce = outcomeStreamsOfSeedPair(plan.serverSeed, plan.clientSeed);
  const payoutRatios = createRunningMean();
  for (let nonce = 0; nonce < plan.rounds; nonce += 1) {
    const settlement = settleMinesOnStream(streamOfNonce(nonce), mineCount, pickedCells, SIMULATION_STAKE_MINOR, houseEdgeBps);
    payoutRatios.add(settlement.payoutMinor / SIMULATION_STAKE_MINOR);
  }
  return rtpSimulationOf(payoutRatios, minesRtp(mineCount, pickedCells.length, houseEdgeBps));
}
