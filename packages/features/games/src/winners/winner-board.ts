import type { GameCard, Winner } from '@croupier/contract';
import { BIGGEST_WINS_SHOWN } from '@croupier/domain';

/** SPEC §9: winner amounts always show 2 decimals, whatever the currency's own scale. */
export const WIN_AMOUNT_DECIMALS = 2;

/** A winner's game as a card, so it plays like any other game card. */
export function cardOfWinner(winner: Winner): GameCard {
  return {
    gameId: winner.gameId,
    nodeId: winner.nodeId,
    gameName: winner.gameName,
    displayName: winner.gameName,
    gameType: winner.gameType,
    vassalage: winner.vassalage,
    gameCode: winner.gameCode,
    isGame: true,
    iconUrl: winner.iconUrl,
    lagerIcon: winner.lagerIcon,
    isHot: winner.isHot,
  };
}

/** SPEC §2 jackpot games: the games of the board, each once, in the board's order (biggest win first). */
export function jackpotGames(winners: readonly Winner[]): GameCard[] {
  const seen = new Set<string>();
  const cards: GameCard[] = [];
  for (const winner of winners) {
    if (seen.has(winner.nodeId)) continue;
    seen.add(winner.nodeId);
    cards.push(cardOfWinner(winner));
  }
  return cards;
}

/** SPEC §2 biggest wins: the first 9 of the board, which comes biggest first. */
export function biggestWins(winners: readonly Winner[]): Winner[] {
  return winners.slice(0, BIGGEST_WINS_SHOWN);
}
