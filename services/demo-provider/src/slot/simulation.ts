import type { GameDesign } from './game-design';
import { LINE_COUNT } from './paylines';
import { PAY_UNITS_PER_LINE_BET } from './rtp';
import { spinReels, type RandomIndex } from './spin';

export interface SimulationResult {
  spins: number;
  /** mean return per unit staked */
  observedRtp: number;
  /** standard deviation of one spin's return per unit staked */
  spinStandardDeviation: number;
  /** standard error of observedRtp */
  standardError: number;
  hitRate: number;
}

/** Spins the game `spins` times and measures its return, one unit staked per spin. */
export function simulate(design: GameDesign, spins: number, randomIndex?: RandomIndex): SimulationResult {
  const unitsPerSpin = PAY_UNITS_PER_LINE_BET * LINE_COUNT;
  let sum = 0;
  let sumOfSquares = 0;
  let hits = 0;
  for (let index = 0; index < spins; index += 1) {
    const outcome = randomIndex ? spinReels(design, randomIndex) : spinReels(design);
    const spinReturn = outcome.payUnits / unitsPerSpin;
    sum += spinReturn;
    sumOfSquares += spinReturn * spinReturn;
    if (outcome.payUnits > 0) hits += 1;
  }
  const observedRtp = sum / spins;
  const variance = Math.max(0, sumOfSquares / spins - observedRtp * observedRtp) * (spins / Math.max(1, spins - 1));
  const spinStandardDeviation = Math.sqrt(variance);
  return { spins, observedRtp, spinStandardDeviation, standardError: spinStandardDeviation / Math.sqrt(spins), hitRate: hits / spins };
}
