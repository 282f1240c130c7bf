import { outcomeStreamsOfSeedPair } from '../core/outcome-stream';
import { diceRtp, settleDiceOnStream, type DiceBet } from '../games/dice';
import { createRunningMean } from '../statistics/running-mean';
import { rtpSimulationOf, SIMULATION_STAKE_MINOR, type RtpSimulation } from './rtp-simulation';

export type DiceSimulationPlan = { rounds: number; bet: DiceBet; houseEdgeBps: number; serverSeed: string; clientSeed: string };

/** One player, one seed pair, the same bet every round, nonces 0, 1, 2, ... */
export function simulateDiceRtp(plan: DiceSimulationPlan): RtpSimulation {
  const streamOfNonce = outcomeStreamsOfSeedPair(plan.serverSeed, plan.clientSeed);
  const payoutRatios = createRunningMean();
  for (let nonce = 0; nonce < plan.rounds; nonce += 1) {
    const settlement = settleDiceOnStream(streamOfNonce(nonce), plan.bet, SIMULATION_STAKE_MINOR, plan.houseEdgeBps);
    payoutRatios.add(settlement.payoutMinor / SIMULATION_STAKE_MINOR);
  }
  return rtpSimulationOf(payoutRatios, diceRtp(plan.bet, plan.houseEdgeBps));
}
