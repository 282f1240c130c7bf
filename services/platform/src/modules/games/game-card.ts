import type { GameCard } from '@croupier/contract';
import { isGameType, type GameType, type Language } from '@croupier/domain';
import { artUrl } from '../web/art';

/** The columns a game card is drawn from, in the menu tables and in the shared catalogue alike. */
export interface GameCardRow {
  game_id: string;
  /** the catalogue's node id; menu rows have none and use the game id */
  node_id?: string;
  name_en: string;
  name_bn: string;
  game_type: string;
  vassalage: string;
  game_code: string;
  is_hot: boolean;
}

/** A stored game type, checked: a value outside GAME_TYPES means the data is wrong, not the request. */
export function gameTypeOf(value: string): GameType {
  if (!isGameType(value)) throw new Error(`game table holds unknown game type ${value}`);
  return value;
}

/** SPEC §3 game card in the asked language. */
export function gameCardOf(row: GameCardRow, language: Language): GameCard {
  const name = language === 'bn' ? row.name_bn : row.name_en;
  return {
    gameId: row.game_id,
    nodeId: row.node_id ?? row.game_id,
    gameName: name,
    displayName: name,
    gameType: gameTypeOf(row.game_type),
    vassalage: row.vassalage,
    gameCode: row.game_code,
    isGame: true,
    iconUrl: artUrl('game', row.game_id, name),
    isHot: row.is_hot ? 1 : 0,
  };
}
