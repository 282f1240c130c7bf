import type { InHouseRound } from '@croupier/contract';
import {
  beaconRoundProblem,
  crashPointOf,
  minesMultiplierUnits,
  payoutMinor,
  placeMines,
  roundNumberInChain,
  serverSeedMatchesCommitment,
  settleDice,
} from '@croupier/provably-fair';

/** One figure worked out again in the browser beside what the server recorded. */
export interface RecomputedCheck {
  /** Dictionary key under verify.check.* */
  check: 'commitment' | 'roll' | 'multiplier' | 'payout' | 'mines' | 'outcome' | 'crashPoint' | 'chainLink' | 'beaconSignature' | 'beaconTiming';
  recorded: string;
  computed: string;
  match: boolean;
}

export type Recomputation =
  /** The secret that decided the round is not public yet: a seed before rotation, a hash before the crash. */
  | { verdict: 'pending'; reason: 'seedNotRevealed' | 'roundNotCrashed' }
  | { verdict: 'match' | 'mismatch'; checks: RecomputedCheck[] };

function compare(check: RecomputedCheck['check'], recorded: unknown, computed: unknown): RecomputedCheck {
  const recordedText = Array.isArray(recorded) ? recorded.join(', ') : String(recorded);
  const computedText = Array.isArray(computed) ? computed.join(', ') : String(computed);
  return { check, recorded: recordedText, computed: computedText, match: recordedText === computedText };
}

function verdictOf(checks: RecomputedCheck[]): Recomputation {
  return { verdict: checks.every((each) => each.match) ? 'match' : 'mismatch', checks };
}

type DiceRoundDetails = Extract<InHouseRound, { game: 'DICE' }>;
type MinesRoundDetails = Extract<InHouseRound, { game: 'MINES' }>;
type CrashRoundDetails = Extract<InHouseRound, { game: 'CRASH' }>;

function recomputeDice(round: DiceRoundDetails, serverSeed: string): Recomputation {
  const seeds = { serverSeed, clientSeed: round.seeds.clientSeed, nonce: round.seeds.nonce };
  const settled = settleDice(seeds, { targetHundredths: round.targetHundredths, direction: round.direction }, round.amountMinor, round.houseEdgeBps);
  return verdictOf([
    compare('commitment', round.seeds.serverSeedHash, serverSeedMatchesCommitment(serverSeed, round.seeds.serverSeedHash) ? round.seeds.serverSeedHash : '≠'),
    compare('roll', round.roll, settled.roll),
    compare('multiplier', round.multiplierUnits, settled.multiplierUnits),
    compare('payout', round.payoutMinor, settled.payoutMinor),
  ]);
}

function recomputeMines(round: MinesRoundDetails, serverSeed: string): Recomputation {
  const mines = placeMines({ serverSeed, clientSeed: round.seeds.clientSeed, nonce: round.seeds.nonce }, round.mineCount);
  const mined = new Set(mines);
  const hitMine = round.openedCells.some((cell) => mined.has(cell));
  const checks = [
    compare('commitment', round.seeds.serverSeedHash, serverSeedMatchesCommitment(serverSeed, round.seeds.serverSeedHash) ? round.seeds.serverSeedHash : '≠'),
    compare('mines', [...(round.mines ?? [])].sort((a, b) => a - b), mines),
    compare('outcome', round.status, hitMine ? 'lost' : round.status === 'open' ? 'open' : 'won'),
  ];
  if (round.status === 'won' && round.openedCells.length > 0) {
    const multiplierUnits = minesMultiplierUnits(round.mineCount, round.openedCells.length, round.houseEdgeBps);
    checks.push(compare('multiplier', round.multiplierUnits, multiplierUnits));
    checks.push(compare('payout', round.payoutMinor, payoutMinor(round.amountMinor, multiplierUnits)));
  }
  return verdictOf(checks);
}

function recomputeCrash({ round }: CrashRoundDetails): Recomputation {
  if (round.phase !== 'crashed' || round.roundHash === null || round.crashPointHundredths === null) return { verdict: 'pending', reason: 'roundNotCrashed' };
  const point = crashPointOf(round.roundHash, round.salt, round.houseEdgeBps);
  // Hashing the revealed hash chainRoundNumber times must give the commitment published before the chain's first round.
  const stepsToCommitment = roundNumberInChain(round.roundHash, round.chainCommitment, round.chainRoundNumber);
  const checks = [compare('crashPoint', round.crashPointHundredths, point), compare('chainLink', round.chainRoundNumber, stepsToCommitment ?? '≠')];
  return verdictOf(round.beacon ? [...beaconChecks(round.beacon, round), ...checks] : checks);
}

type CrashRoundView = CrashRoundDetails['round'];

/**
 * A salted round's beacon round: signed by the beacon's key with the salt as sha256 of the signature,
 * and due no earlier than betting closed, after the chain was published: nobody knew the point while bets were taken.
 */
function beaconChecks(beacon: NonNullable<CrashRoundView['beacon']>, round: CrashRoundView): RecomputedCheck[] {
  const problem = beacon.signature === null || round.salt === null ? 'signature' : beaconRoundProblem(beacon.publicKey, { round: beacon.round, signature: beacon.signature, randomness: round.salt });
  const published = round.chainPublishedAtMs ?? 0;
  const inTime = beacon.atMs >= round.startsAtMs && published <= round.bettingOpenedAtMs;
  return [
    { check: 'beaconSignature', recorded: String(beacon.round), computed: problem === null ? String(beacon.round) : '≠', match: problem === null },
    { check: 'beaconTiming', recorded: String(beacon.round), computed: inTime ? String(beacon.round) : '≠', match: inTime },
  ];
}

/** Works a round out again from what was published, with the same package the server settled it with. */
export function recomputeRound(round: InHouseRound): Recomputation {
  if (round.game === 'CRASH') return recomputeCrash(round);
  const { serverSeed } = round.seeds;
  if (serverSeed === null) return { verdict: 'pending', reason: 'seedNotRevealed' };
  return round.game === 'DICE' ? recomputeDice(round, serverSeed) : recomputeMines(round, serverSeed);
}
