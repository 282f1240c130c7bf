import type { GameCard } from '@croupier/contract';

/**
 * SPEC §3 a card's two pictures: the square icon (iconUrl) of list items and rows, and the large
 * portrait art (lagerIcon) of tiles and the hot row. Their sizes are the art's own, so an <img> given
 * them holds its box before the picture arrives and nothing below it moves.
 */
export type CardArt = 'square' | 'large';

export const CARD_ART_SIZES: Record<CardArt, { width: number; height: number }> = {
  square: { width: 320, height: 320 },
  large: { width: 360, height: 480 },
};

/** The CSS aspect-ratio of the art's box. */
export function artAspectRatio(art: CardArt): string {
  const { width, height } = CARD_ART_SIZES[art];
  return `${width} / ${height}`;
}

/** The picture of a card in that size; a game without large art shows its icon, cropped to the box. */
export function artUrlOf(card: Pick<GameCard, 'iconUrl' | 'lagerIcon'>, art: CardArt): string {
  return art === 'large' ? card.lagerIcon || card.iconUrl : card.iconUrl;
}
