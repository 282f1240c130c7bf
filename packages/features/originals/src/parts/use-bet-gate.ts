import { useCallback } from 'react';
import { canBet, useOriginalsEnvironment } from '../environment/originals-environment';

/**
 * Runs a bet action for anyone who may bet, and asks a guest to log in instead (SPEC §4: the login
 * popup over the same page, as a guest's tap on a game does).
 */
export function useBetGate(): (action: () => void) => void {
  const environment = useOriginalsEnvironment();
  return useCallback(
    (action: () => void) => {
      if (canBet(environment)) action();
      else environment.openLogin();
    },
    [environment],
  );
}
