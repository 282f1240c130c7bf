import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getBalance } from '@croupier/contract';
import { BALANCE_QUERY_ROOT, balanceQueryKey, invalidateBalance } from './balance-query-key';

describe('balance query key', () => {
  it('starts with the call name and names the token', () => {
    expect(BALANCE_QUERY_ROOT).toBe(getBalance.name);
    expect(balanceQueryKey('tok')).toEqual(['getBalance', 'tok']);
  });

  it('marks every kept balance stale, whoever it belonged to', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(balanceQueryKey('a'), { balance: 1 });
    queryClient.setQueryData(balanceQueryKey('b'), { balance: 2 });
    queryClient.setQueryData(['getMemberInfo', 'a'], { nickname: 'x' });
    await invalidateBalance(queryClient);
    expect(queryClient.getQueryState(balanceQueryKey('a'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(balanceQueryKey('b'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['getMemberInfo', 'a'])?.isInvalidated).toBe(false);
  });
});
