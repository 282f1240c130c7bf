import { useCallback, useRef } from 'react';

/**
 * Lets a call through at most once per `intervalMs`; calls in between are dropped, not queued, so a
 * burst of taps costs one request (SPEC §9 throttles the SMS button, captcha refresh and favourites to
 * one second).
 */
export function useThrottle<Args extends unknown[]>(action: (...args: Args) => void, intervalMs: number): (...args: Args) => void {
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
