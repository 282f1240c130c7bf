import { getRedEnvelopePools } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';

/**
 * What the shell's menu shows of red envelopes (decision 0043): whether to show the entry at all (a
 * pool is open, due, or closed in the last days) and how many pools the member can open now. Kept apart
 * from the page, so the menu, which every page carries, loads none of the page's code.
 */
export function useRedEnvelopeMenu(enabled: boolean): { visible: boolean; openCount: number } {
  const pools = useCallQuery(getRedEnvelopePools, {}, { enabled, refetchInterval: 60_000, staleTime: 30_000 });
  const listed = enabled ? (pools.data?.pools ?? []) : [];
  return {
    visible: listed.some((pool) => pool.phase !== 'OVER'),
    openCount: listed.filter((pool) => pool.phase === 'OPEN' && pool.eligible && pool.myGrab === null).length,
  };
}
