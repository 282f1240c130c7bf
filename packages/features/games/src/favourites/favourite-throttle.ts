import { THROTTLE_MS } from '@croupier/domain';

// One record per running app (its query cache), so two apps on a page, or two tests, never share turns.
const lastTurns = new WeakMap<object, Map<string, number>>();

/**
 * SPEC §9: a favourite toggle is throttled to once a second per game. A tap inside the second is
 * dropped, not queued, so a burst of taps never flips the game back and forth on the server.
 */
export function takeFavouriteTurn(owner: object, nodeId: string, now: number = Date.now(), intervalMs: number = THROTTLE_MS): boolean {
  let turns = lastTurns.get(owner);
  if (!turns) {
    turns = new Map();
    lastTurns.set(owner, turns);
  }
  const last = turns.get(nodeId);
  if (last !== undefined && now - last < intervalMs) return false;
  turns.set(nodeId, now);
  return true;
}
