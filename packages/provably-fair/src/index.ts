export { BASIS_POINTS, MAX_HOUSE_EDGE_BPS, assertHouseEdgeBps } from './core/house-edge';
export { MULTIPLIER_SCALE, payoutMinor } from './core/multiplier';
export {
  CLIENT_SEED_MAX_LENGTH,
  SERVER_SEED_BYTES,
  assertClientSeed,
  assertNonce,
  assertRoundSeeds,
  assertServerSeed,
  clientSeedProblem,
  hashServerSeed,
  isServerSeed,
  randomServerSeed,
  serverSeedMatchesCommitment,
  type ClientSeedProblem,
  type RoundSeeds,
} from './core/seeds';
export {
  OUTCOME_BLOCK_BYTES,
  createOutcomeStream,
  outcomeBlock,
  outcomeStreamsOfSeedPair,
  type OutcomeStream,
} from './core/outcome-stream';
export { uniformFloat, uniformInt } from './core/uniform';
export { sampleWithoutReplacement, shuffle } from './core/shuffle';
export {
  DICE_ROLL_COUNT,
  diceQuote,
  diceRollOf,
  diceRtp,
  diceWins,
  settleDice,
  settleDiceOnStream,
  type DiceBet,
  type DiceDirection,
  type DiceQuote,
  type DiceSettlement,
} from './games/dice';
export {
  MAX_MINES,
  MINES_GRID_CELLS,
  MINES_GRID_SIDE,
  MIN_MINES,
  minesMultiplierUnits,
  minesRtp,
  minesSurvivalChance,
  placeMines,
  placeMinesOnStream,
  settleMines,
  settleMinesOnStream,
  type MinesSettlement,
} from './games/mines';
export { generateCrashChain, previousChainHash, roundNumberInChain, verifyChainLink, type CrashChain } from './games/crash-chain';
export {
  CRASH_POINT_SCALE,
  MAX_CRASH_POINT_HUNDREDTHS,
  MIN_CASH_OUT_HUNDREDTHS,
  MIN_CRASH_POINT_HUNDREDTHS,
  assertCashOutTarget,
  crashGameHash,
  crashPayoutMinor,
  crashPointOf,
  crashRtp,
} from './games/crash-point';
export {
  beaconMessage,
  beaconPublicKeyOf,
  beaconRandomnessOf,
  beaconRoundProblem,
  signBeaconRound,
  type BeaconProblem,
  type BeaconRound,
} from './beacon/beacon-round';
export { FAIRNESS_VERSION, fairnessTestVectors, type FairnessTestVectors } from './vectors/fairness-vectors';
