import { useLocation, useSearchParams } from 'react-router-dom';
import { GAME_TYPES, GAME_TYPE_ROUTE, type GameType } from '@croupier/domain';
import { GameCategoryScreen } from '@croupier/feature-games';
import { NotFoundScreen } from './not-found-screen';
import { usePlayGame } from './use-play-game';

function gameTypeOfPath(pathname: string): GameType | null {
  return GAME_TYPES.find((gameType) => GAME_TYPE_ROUTE[gameType] === pathname) ?? null;
}

/** Game list and game centre routes: the page's game type comes from its path, the vendor from `vassalage`. */
export function GameCategoryRoute() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const playGame = usePlayGame();
  const gameType = gameTypeOfPath(pathname);
  if (!gameType) return <NotFoundScreen />;
  return <GameCategoryScreen gameType={gameType} path={pathname} vassalage={search.get('vassalage')} onPlayGame={playGame} />;
}
