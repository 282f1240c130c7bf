import type { CallValue, GameCard, getFavouriteGames } from '@croupier/contract';

export type FavouritePage = CallValue<typeof getFavouriteGames>;

export function favouriteIdsOf(page: FavouritePage | undefined): ReadonlySet<string> {
  return new Set((page?.content ?? []).map((card) => card.nodeId));
}

/** The list with the card first, as the newest favourite comes first (SPEC §7); once only. */
export function withFavourite(page: FavouritePage, card: GameCard, index = 0): FavouritePage {
  if (page.content.some((kept) => kept.nodeId === card.nodeId)) return page;
  const content = [...page.content];
  content.splice(Math.min(Math.max(0, index), content.length), 0, card);
  return { ...page, content };
}

export function withoutFavourite(page: FavouritePage, nodeId: string): FavouritePage {
  if (!page.content.some((kept) => kept.nodeId === nodeId)) return page;
  return { ...page, content: page.content.filter((kept) => kept.nodeId !== nodeId) };
}
