import { useLocation } from 'react-router-dom';
import { GAME_TYPES, GAME_TYPE_ROUTE, type GameType } from '@croupier/domain';
import { GameCategoryScreen } from '@croupier/feature-games';
import { ScreenSuspense } from '../parts/screen-suspense';
import { NotFoundScreen } from './not-found-screen';

function gameTypeOfPath(pathname: string): GameType | null {
  return GAME_TYPES.find((gameType) => GAME_TYPE_ROUTE[gameType] === pathname) ?? null;
}

/** Game list and game centre routes: the page's game type comes from its path; vendor, page and view from its query. */
export function GameCategoryRoute() {
  const { pathname } = useLocation();
  const gameType = gameTypeOfPath(pathname);
  if (!gameType) return <NotFoundScreen />;
  return (
    <ScreenSuspense>
      <GameCategoryScreen gameType={gameType} path={pathname} />
    </ScreenSuspense>
  );
}
