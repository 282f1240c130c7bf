import type { Brand } from '@croupier/brand-config';
import { IN_HOUSE_GAMES, IN_HOUSE_GAME_PAGES, IN_HOUSE_VENDOR, MAIN_WALLET, isTrialType, type InHouseGame } from '@croupier/domain';
import { ApiError } from '../../http/api-error';
import type { MemberRecord } from '../accounts';
import { gameIdOf } from '../games';
import { type AccountRef, type HouseAccount, minorUnitsOf } from '../ledger';

/**
 * Stake limits of a game where the brand file sets none, in whole units of the brand's currency, so one
 * default serves every currency scale.
 */
const DEFAULT_BET_LIMITS_MAJOR = { min: 1n, max: 10_000n };

export interface BetLimits {
  minBetMinor: bigint;
  maxBetMinor: bigint;
}

/** The brand file's limits for the game (`inHouse.limits`), else the default. */
export function betLimitsOf(brand: Brand, game: InHouseGame): BetLimits {
  const own = brand.inHouse.limits?.[game];
  if (own) return { minBetMinor: BigInt(own.minBetMinor), maxBetMinor: BigInt(own.maxBetMinor) };
  return { minBetMinor: minorUnitsOf(brand, DEFAULT_BET_LIMITS_MAJOR.min), maxBetMinor: minorUnitsOf(brand, DEFAULT_BET_LIMITS_MAJOR.max) };
}

export function requireWithinLimits(brand: Brand, game: InHouseGame, amountMinor: bigint): void {
  const { minBetMinor, maxBetMinor } = betLimitsOf(brand, game);
  if (amountMinor < minBetMinor || amountMinor > maxBetMinor) {
    throw new ApiError('BET_LIMIT', `A ${game.toLowerCase()} stake is ${minBetMinor} to ${maxBetMinor} minor units; ${amountMinor} was sent`, [
      { field: 'amountMinor', message: `must be ${minBetMinor} to ${maxBetMinor}` },
    ]);
  }
}

export function houseEdgeOf(brand: Brand): number {
  return brand.inHouse.houseEdgeBps;
}

/** The catalogue id of an in-house game, which ledger postings name: bgs-crash, bgs-dice, bgs-mines. */
export function inHouseGameId(game: InHouseGame): string {
  return gameIdOf(IN_HOUSE_VENDOR, game);
}

/** The brand's own page of an in-house game, for a launch of its catalogue card; null for any other game. */
export function inHouseGamePage(vassalage: string, gameCode: string): string | null {
  if (vassalage !== IN_HOUSE_VENDOR) return null;
  const game = IN_HOUSE_GAMES.find((each) => each === gameCode);
  return game ? IN_HOUSE_GAME_PAGES[game] : null;
}

/**
 * The wallet in-house games play against: MAIN in both wallet modes. The games are the brand's own,
 * so a transfer-wallet brand does not make its players move money into a vendor wallet first.
 */
export function memberMainWallet(merchantCode: string, memberId: string): AccountRef {
  return { kind: 'member', merchantCode, memberId, wallet: MAIN_WALLET };
}

export type InHouseHouseAccount = Extract<HouseAccount, 'GAME_HOUSE' | 'DEMO_FUNDS'>;

/**
 * Where a member's stakes go and wins come from. A free-play member's demo money came from DEMO_FUNDS
 * and goes back there, so GAME_HOUSE only ever counts real money.
 */
export function houseAccountFor(member: MemberRecord): InHouseHouseAccount {
  return isTrialType(member.type) ? 'DEMO_FUNDS' : 'GAME_HOUSE';
}
