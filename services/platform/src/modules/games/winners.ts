import type { Winner } from '@croupier/contract';
import { PAGE_SIZE_WINNERS, type GameType, type Language } from '@croupier/domain';
import type { CatalogueSnapshot } from './snapshot';

export interface WinnerQuery {
  gameCategory: 'ALL' | GameType;
  language: Language;
  limitNum: number;
}

/** SPEC §3 winner board: biggest wins first, of the merchant's enabled vendors, names in the asked language. */
export function winnerBoard(snapshot: CatalogueSnapshot, query: WinnerQuery): { list: Winner[] } {
  const board = snapshot.memo(`winners:${query.gameCategory}:${query.language}`, () =>
    snapshot.wins
      .filter((win) => query.gameCategory === 'ALL' || win.game.gameType === query.gameCategory)
      .slice(0, PAGE_SIZE_WINNERS)
      .map((win): Winner => {
        const card = snapshot.card(win.game, query.language);
        return {
          iconUrl: card.iconUrl,
          lagerIcon: card.lagerIcon,
          customerName: win.customerName,
          winAmount: win.amountMinor,
          vo: { winAmount: win.amountMinor },
          gameName: card.gameName,
          gameId: card.gameId,
          nodeId: card.nodeId,
          gameType: card.gameType,
          vassalage: card.vassalage,
          gameCode: card.gameCode,
          isHot: card.isHot,
          wonAt: win.wonAt,
        };
      }),
  );
  return { list: board.slice(0, query.limitNum) };
}
