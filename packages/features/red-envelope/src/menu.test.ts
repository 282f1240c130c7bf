import { describe, expect, it } from 'vitest';
import { getRedEnvelopePools } from '@croupier/contract';
import { callQueryKey } from '@croupier/api-client/react';
import { POOLS_QUERY_ROOT } from './menu';

describe('the menu’s red-envelope count', () => {
  it('reads the page’s own cache entry, so a grab on the page updates the badge', () => {
    expect(POOLS_QUERY_ROOT).toBe(getRedEnvelopePools.name);
    expect(callQueryKey(getRedEnvelopePools, {})).toEqual([POOLS_QUERY_ROOT, {}]);
  });
});
