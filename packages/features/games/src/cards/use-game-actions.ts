import { useMemo } from 'react';
import type { GameCard } from '@croupier/contract';
import { useGameMenus } from '../data/use-game-menus';
import { useFavouriteIds } from '../favourites/use-favourites';
import { useFavouriteToggle } from '../favourites/use-favourite-toggle';
import { useLaunchGame, type LaunchOptions } from '../launch/use-launch-game';
import { vendorNamesOf } from './vendor-names';

export interface GameActions {
  play: (card: GameCard) => void;
  toggleFavourite: (card: GameCard) => void;
  favouriteIds: ReadonlySet<string>;
  vendorNameOf: (card: GameCard) => string;
}

/** What every list of cards needs, worked out once per list rather than once per card. */
export function useGameActions(options: LaunchOptions = {}): GameActions {
  const play = useLaunchGame(options);
  const toggleFavourite = useFavouriteToggle();
  const favouriteIds = useFavouriteIds();
  const categories = useGameMenus().data?.categories;
  const vendorNames = useMemo(() => vendorNamesOf(categories ?? []), [categories]);
  return useMemo(
    () => ({ play, toggleFavourite, favouriteIds, vendorNameOf: (card: GameCard) => vendorNames.get(card.vassalage) ?? card.vassalage }),
    [play, toggleFavourite, favouriteIds, vendorNames],
  );
}
