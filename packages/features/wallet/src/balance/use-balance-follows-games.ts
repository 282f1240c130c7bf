import { useEffect, useRef } from 'react';
import { GAME_FRAME_BALANCE_MESSAGE } from '@croupier/contract';

/** Messages closer together than this are one burst (a spin's stake and win); the read follows the last. */
export const GAME_MESSAGE_SETTLE_MS = 150;

function isBalanceMessage(event: MessageEvent): boolean {
  const data: unknown = event.data;
  // Only frames post these; the page's own messages (and other scripts') are not about a game.
  return event.source !== window && typeof data === 'object' && data !== null && (data as { type?: unknown }).type === GAME_FRAME_BALANCE_MESSAGE;
}

/**
 * Calls `refresh` when a framed game says money moved (contract: GAME_FRAME_BALANCE_MESSAGE), once per
 * burst of such messages, so the header follows the rounds a player plays in a provider's page
 * without waiting for its next poll.
 */
export function useBalanceFollowsGames(refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (event: MessageEvent) => {
      if (!isBalanceMessage(event)) return;
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), GAME_MESSAGE_SETTLE_MS);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
  }, []);
}
