import { GAME_TYPES, rebateOfValidBet, type GameType } from '@croupier/domain';

/**
 * A day's rebate for one member (decision 0044), pure: the member's valid bets on each game (stakes
 * less stakes given back, as the ledger counts them: stakesByGame) grouped by the game's type, each
 * type's sum times its rate rounded down to whole minor units, the types' rebates summed, and the sum
 * cut to the daily cap. Rounding each type down, rather than the sum once, makes the lines a member
 * reads add up to the total shown.
 */

export interface GameStakeOfDay {
  gameId: string;
  stakedMinor: bigint;
}

export interface RebateLineFigures {
  gameType: GameType;
  validBetMinor: bigint;
  ratePpm: number;
  rebateMinor: bigint;
}

export interface RebateFigures {
  validBetMinor: bigint;
  /** the lines' rebates summed, before the cap */
  rebateMinor: bigint;
  /** what the day pays: the rebate, at most the cap */
  amountMinor: bigint;
  capped: boolean;
  /** types with valid bets, in the order of GAME_TYPES */
  lines: RebateLineFigures[];
}

export type RateTable = Readonly<Partial<Record<GameType, number>>>;

/**
 * Each game type's valid bets: a game's stakes count for its type; a game the catalogue does not name
 * (no type) counts for none, and a game whose stakes were all given back adds nothing.
 */
export function validBetsByType(stakes: readonly GameStakeOfDay[], typeOfGame: ReadonlyMap<string, GameType>): Map<GameType, bigint> {
  const byType = new Map<GameType, bigint>();
  for (const stake of stakes) {
    const type = typeOfGame.get(stake.gameId);
    if (type === undefined || stake.stakedMinor <= 0n) continue;
    byType.set(type, (byType.get(type) ?? 0n) + stake.stakedMinor);
  }
  return byType;
}

/** The day's figures from its valid bets by type, the brand's rates (a type without one earns nothing) and the cap. */
export function rebateFigures(validBets: ReadonlyMap<GameType, bigint>, rates: RateTable, capMinor: bigint): RebateFigures {
  const lines: RebateLineFigures[] = [];
  for (const gameType of GAME_TYPES) {
    const validBetMinor = validBets.get(gameType) ?? 0n;
    if (validBetMinor <= 0n) continue;
    const ratePpm = rates[gameType] ?? 0;
    lines.push({ gameType, validBetMinor, ratePpm, rebateMinor: rebateOfValidBet(validBetMinor, ratePpm) });
  }
  const validBetMinor = lines.reduce((sum, line) => sum + line.validBetMinor, 0n);
  const rebateMinor = lines.reduce((sum, line) => sum + line.rebateMinor, 0n);
  const cap = capMinor > 0n ? capMinor : 0n;
  const amountMinor = rebateMinor < cap ? rebateMinor : cap;
  return { validBetMinor, rebateMinor, amountMinor, capped: amountMinor < rebateMinor, lines };
}

/** A day with nothing to pay. */
export const NO_REBATE: RebateFigures = { validBetMinor: 0n, rebateMinor: 0n, amountMinor: 0n, capped: false, lines: [] };
