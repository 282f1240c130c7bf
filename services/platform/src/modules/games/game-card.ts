import type { GameCard } from '@croupier/contract';
import { isGameType, type GameType, type Language } from '@croupier/domain';
import { artUrl } from '../content';

/** The fields of a catalogue game a card is drawn from. */
export interface CardSource {
  gameId: string;
  nodeId: string;
  nameEn: string;
  nameBn: string;
  gameType: GameType;
  vassalage: string;
  gameCode: string;
  hotRank: number | null;
}

/** A stored game type, checked: a value outside GAME_TYPES means the data is wrong, not the request. */
export function gameTypeOf(value: string): GameType {
  if (!isGameType(value)) throw new Error(`game table holds unknown game type ${value}`);
  return value;
}

/** SPEC §3 game card in the asked language. */
export function gameCardOf(game: CardSource, language: Language): GameCard {
  const name = language === 'bn' ? game.nameBn : game.nameEn;
  return {
    gameId: game.gameId,
    nodeId: game.nodeId,
    gameName: name,
    displayName: name,
    gameType: game.gameType,
    vassalage: game.vassalage,
    gameCode: game.gameCode,
    isGame: true,
    iconUrl: artUrl('game', game.gameId),
    lagerIcon: artUrl('tile', game.gameId),
    isHot: game.hotRank === null ? 0 : 1,
  };
}
