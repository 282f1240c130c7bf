export { DiceScreen } from './dice/dice-screen';
export { MinesScreen } from './mines/mines-screen';
export { VerifyScreen } from './verify/verify-screen';
export { CrashScreen } from './crash/crash-screen';
export { VERIFY_PATH, verifyPathOf } from './verify/verify-path';
export { recomputeRound, type Recomputation, type RecomputedCheck } from './verify/recompute';
export { parseStakeMinor, checkStake, type StakeCheck, type StakeProblem } from './parts/parse-stake';
