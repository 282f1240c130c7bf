import { HomeScreen } from '@croupier/feature-games';
import { usePlayGame } from './use-play-game';

export function HomeRoute() {
  const playGame = usePlayGame();
  return <HomeScreen onPlayGame={playGame} />;
}
