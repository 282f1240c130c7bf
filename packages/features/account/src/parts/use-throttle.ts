import { useCallback, useRef } from 'react';
import { THROTTLE_MS } from '@croupier/domain';

/**
 * Lets a call through at most once per `intervalMs` (SPEC §9: the SMS button and the captcha refresh
 * are throttled to one second); calls in between are dropped, not queued.
 */
export function useThrottle<Args extends unknown[]>(action: (...args: Args) => void, intervalMs: number = THROTTLE_MS): (...args: Args) => void {
  const lastRunAt = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(action);
  latest.current = action;
  return useCallback(
    (...args: Args) => {
      const now = Date.now();
      if (now - lastRunAt.current < intervalMs) return;
      lastRunAt.current = now;
      latest.current(...args);
    },
    [intervalMs],
  );
}
