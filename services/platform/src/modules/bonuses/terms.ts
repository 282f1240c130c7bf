import { GAME_TYPES, type GameType } from '@croupier/domain';

/**
 * A bonus's rules (decision 0045): what it credits, how much must be wagered and how, and its limits.
 * The market's defaults (market-anchors.md §4.2): slots count in full, live and table games a tenth.
 */
export type WageringBase = 'BONUS' | 'BONUS_AND_DEPOSIT';

/** Percent of a stake that counts towards wagering, per game type (0 to 100). */
export type Contributions = Partial<Record<GameType, number>>;

/**
 * Slots, fishing, arcade, mini games and the in-house games count in full; live casino and
 * player-versus-player games a tenth; lottery, sports, e-sports and cockfights nothing unless a promotion
 * says otherwise.
 */
export const DEFAULT_CONTRIBUTIONS: Readonly<Record<GameType, number>> = {
  RNG: 100,
  FISH: 100,
  ARCADE: 100,
  MINI: 100,
  BGS: 100,
  CRASH: 100,
  LIVE: 10,
  PVP: 10,
  LOTT: 0,
  ELOTT: 0,
  SPORTS: 0,
  ESPORTS: 0,
  COCKFIGHT: 0,
};

export interface BonusTerms {
  amountMinor: bigint;
  /** the qualifying deposit of a deposit bonus; 0 for any other */
  depositMinor: bigint;
  wageringBase: WageringBase;
  /** the wagering multiplier in hundredths: 2000 is 20x */
  multiplierHundredths: number;
  contributions: Contributions;
  maxBetMinor: bigint | null;
  maxCashoutMinor: bigint | null;
  /** lost once the BONUS wallet holds this or less and has stood still for LOST_QUIET_MS */
  lostBelowMinor: bigint;
  /** how long the bonus lasts from its credit */
  lifetimeMs: number;
}

/** What must be wagered: the multiplier times the bonus, or times the bonus and its deposit; rounded up. */
export function requiredWageringOf(terms: Pick<BonusTerms, 'amountMinor' | 'depositMinor' | 'wageringBase' | 'multiplierHundredths'>): bigint {
  const base = terms.wageringBase === 'BONUS_AND_DEPOSIT' ? terms.amountMinor + terms.depositMinor : terms.amountMinor;
  return (base * BigInt(terms.multiplierHundredths) + 99n) / 100n;
}

/** The percent a stake on a game of `type` counts; a type the terms do not name counts nothing. */
export function contributionOf(contributions: Contributions, type: GameType | undefined): number {
  if (type === undefined) return 0;
  const percent = contributions[type];
  return typeof percent === 'number' && Number.isInteger(percent) && percent >= 0 && percent <= 100 ? percent : 0;
}

/** Only known game types with whole percents 0 to 100 survive: what the database keeps. */
export function cleanContributions(contributions: Contributions): Contributions {
  const clean: Contributions = {};
  for (const type of GAME_TYPES) {
    const percent = contributions[type];
    if (typeof percent === 'number' && Number.isInteger(percent) && percent >= 0 && percent <= 100) clean[type] = percent;
  }
  return clean;
}

/** A stakes-by-type tally weighed by the contributions, each type's part rounded down. */
export function weighedStakes(stakes: ReadonlyArray<{ type: GameType | undefined; stakedMinor: bigint }>, contributions: Contributions): bigint {
  let total = 0n;
  for (const stake of stakes) total += (stake.stakedMinor * BigInt(contributionOf(contributions, stake.type))) / 100n;
  return total;
}
