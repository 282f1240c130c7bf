import type { GameType } from '@croupier/domain';

/** A merchant's game catalogue as it is written into the database (demo data, later imports). */
export interface CatalogueGame {
  code: string;
  nameEn: string;
  nameBn: string;
  hot?: boolean;
}

export interface CatalogueVendor {
  vassalage: string;
  name: string;
  games: CatalogueGame[];
}

export interface CatalogueCategory {
  gameType: GameType;
  titleEn: string;
  titleBn: string;
  vendors: CatalogueVendor[];
}

/** Game ids are unique per merchant; a vendor's game code alone may repeat across vendors. */
export function gameIdOf(vassalage: string, code: string): string {
  return `${vassalage}-${code}`.toLowerCase();
}
