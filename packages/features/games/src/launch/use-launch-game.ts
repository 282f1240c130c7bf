import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { GameCard } from '@croupier/contract';
import { lotteryPrizeMode, type GameType } from '@croupier/domain';
import { useGamesEnvironment } from '../environment/games-environment';
import { useMenuCards } from '../data/use-game-menus';
import { backUrlOf, gamePagePath, launchRequestOf } from './game-page-path';

const LOTTERY_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];

export interface LaunchOptions {
  /** Where the game's exit returns to; the page the player is on when left out. */
  backUrl?: string;
  /** Take the place of this page in history (one game page suggesting another), so Back skips it. */
  replace?: boolean;
}

/**
 * SPEC §4 game launch from any card: a guest gets the login popup over the same page, a trial player
 * the true-account notice; a live game opens the game popup to pick a table first; any other game
 * goes to the game page, which asks for the launch (lottery games with their prize mode).
 */
export function useLaunchGame({ backUrl, replace = false }: LaunchOptions = {}): (card: GameCard) => void {
  const environment = useGamesEnvironment();
  const navigate = useNavigate();
  const location = useLocation();
  const menuCards = useMenuCards();
  const back = backUrl ?? backUrlOf(location.pathname, location.search);
  return useCallback(
    (card: GameCard) => {
      if (!environment.token) {
        environment.openLogin();
        return;
      }
      if (environment.role === 'trial') {
        environment.warnTrial();
        return;
      }
      if (card.gameType === 'LIVE') {
        environment.openRooms(card);
        return;
      }
      const prizeMode = LOTTERY_TYPES.includes(card.gameType) ? lotteryPrizeMode(menuCards) : undefined;
      void navigate(gamePagePath(launchRequestOf(card, prizeMode ? { prizeMode } : {})), { state: { backUrl: back }, replace });
    },
    [environment, navigate, menuCards, back, replace],
  );
}
