import { act, screen, waitFor } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getBalance } from '@croupier/contract';
import { balanceOf, wallet } from '../../testing/fixtures';
import { renderWallet } from '../../testing/render-wallet';
import { BALANCE_REFETCH_INTERVAL_MS, BALANCE_STALE_MS, useBalance } from './use-balance';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  let asked = 0;
  platform.answer(getBalance, () => {
    asked += 1;
    return { value: balanceOf([wallet('MAIN', asked * 100)]) };
  });
});
afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

function BalanceProbe() {
  const { data } = useBalance();
  return <output data-testid="probe">{data?.balance ?? 'none'}</output>;
}

const shown = () => screen.getByTestId('probe').textContent;

describe('useBalance', () => {
  it('asks nothing without a session', async () => {
    renderWallet(<BalanceProbe />, { platform, token: null });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shown()).toBe('none');
    expect(platform.requestsFor(getBalance)).toHaveLength(0);
  });

  it('asks again when the player comes back to the window, once the balance is a few seconds old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    renderWallet(<BalanceProbe />, { platform });
    await waitFor(() => expect(shown()).toBe('100'));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    // Still fresh: a glance away and back does not cost a request.
    expect(platform.requestsFor(getBalance)).toHaveLength(1);

    vi.setSystemTime(Date.now() + BALANCE_STALE_MS + 1);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(shown()).toBe('200'));
  });

  it('asks every 30 seconds while the tab is visible, and not while it is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderWallet(<BalanceProbe />, { platform });
    await waitFor(() => expect(shown()).toBe('100'));
    act(() => vi.advanceTimersByTime(BALANCE_REFETCH_INTERVAL_MS));
    await waitFor(() => expect(shown()).toBe('200'));

    act(() => focusManager.setFocused(false));
    act(() => vi.advanceTimersByTime(BALANCE_REFETCH_INTERVAL_MS * 3));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(platform.requestsFor(getBalance)).toHaveLength(2);
  });
});
