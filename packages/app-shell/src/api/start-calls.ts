import type { getGameMenus, getPermission, getSystemStatus } from '@croupier/contract';

/**
 * The calls the shell makes before any screen: system status, game menus and the permission bundle
 * (its image and launch hosts). Their definitions build
 * the contract's schemas when their module loads, so they are fetched beside the first render instead
 * of being part of the first route's script. The names are the calls' names, so the query keys are
 * the ones every other `useCallQuery` of the same call uses.
 */
export const START_CALL_NAMES = { systemStatus: 'getSystemStatus', gameMenus: 'getGameMenus', permission: 'getPermission' } as const;

export interface StartCalls {
  getSystemStatus: typeof getSystemStatus;
  getGameMenus: typeof getGameMenus;
  getPermission: typeof getPermission;
}

let loading: Promise<StartCalls> | undefined;

export function loadStartCalls(): Promise<StartCalls> {
  loading ??= import('@croupier/contract').then(
    (contract) => ({ getSystemStatus: contract.getSystemStatus, getGameMenus: contract.getGameMenus, getPermission: contract.getPermission }),
    (error: unknown) => {
      // A chunk that failed to load is asked for again by the next call.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
