import { describe, expect, it } from 'vitest';
import { getGameMenus, getPermission, getSystemStatus } from '@croupier/contract';
import { callQueryKey } from '@croupier/api-client/react';
import type { ApiClient } from '@croupier/api-client';
import { gameMenusQuery } from '../navigation/use-game-menus';
import { loadStartCalls, START_CALL_NAMES } from './start-calls';

describe('start calls', () => {
  it('load the contract definitions and share their query keys with useCallQuery', async () => {
    const calls = await loadStartCalls();
    expect(calls.getSystemStatus).toBe(getSystemStatus);
    expect(calls.getGameMenus).toBe(getGameMenus);
    expect(calls.getPermission).toBe(getPermission);
    expect(START_CALL_NAMES).toEqual({ systemStatus: getSystemStatus.name, gameMenus: getGameMenus.name, permission: getPermission.name });
    const client: ApiClient = { merchantCode: 'SHONALI', callApi: () => Promise.reject(new Error('not called')) };
    expect(gameMenusQuery(client, 'bn').queryKey).toEqual(callQueryKey(getGameMenus, { language: 'bn' }));
  });
});
