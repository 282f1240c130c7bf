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

/** What search compares: both names, lower-cased (Bengali has no case, so lower() leaves it alone). */
export function searchTextOf(nameEn: string, nameBn: string): string {
  return `${nameEn} ${nameBn}`.toLowerCase();
}
