import type { GameType } from '@croupier/domain';

/** The global catalogue: vendors and games are shared by every merchant. */
export interface SharedVendor {
  vassalage: string;
  name: string;
}

export interface SharedGame {
  gameId: string;
  nodeId: string;
  vassalage: string;
  gameType: GameType;
  gameCode: string;
  nameEn: string;
  nameBn: string;
  /** hot by default; each merchant keeps its own hot list, first copied from this */
  isHot: boolean;
}

export interface SharedCatalogue {
  vendors: SharedVendor[];
  games: SharedGame[];
}

/** A table of a live game; bets in integer minor units. */
export interface SharedRoom {
  roomId: string;
  gameId: string;
  sortOrder: number;
  nameEn: string;
  nameBn: string;
  minBetMinor: number;
  maxBetMinor: number;
  seats: number;
}

/** Game ids double as artwork ids, so they keep to lower-case letters, digits and dashes. */
export function gameIdOf(vassalage: string, code: string): string {
  return `${vassalage}-${code}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
}
