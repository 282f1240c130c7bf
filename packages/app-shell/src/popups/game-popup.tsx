import { RoomsPopup } from '@croupier/feature-games';
import { usePopup } from '../stores/app-stores';

/** The game popup of SPEC §2: the tables of the live game the player picked. */
export function GamePopup() {
  const game = usePopup((state) => state.game);
  const closePopup = usePopup((state) => state.closePopup);
  if (!game) return null;
  return <RoomsPopup card={game} onClose={closePopup} />;
}
