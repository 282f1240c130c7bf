import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { GAME_FRAME_BALANCE_MESSAGE, getBalance } from '@croupier/contract';
import { balanceOf, wallet } from '../../testing/fixtures';
import { gate } from '../../testing/gate';
import { renderWallet } from '../../testing/render-wallet';
import { HeaderBalance } from './header-balance';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  platform.answer(getBalance, () => ({ value: balanceOf([wallet('MAIN', 1_000_000), wallet('JDS', 25_050)]) }));
});

const amount = () => screen.getByTestId('header-balance-amount');

describe('header balance', () => {
  it('shows the total of every wallet with the currency symbol, in the reader\'s digits', async () => {
    renderWallet(<HeaderBalance />, { platform });
    await waitFor(() => expect(amount().textContent).toBe('৳10,250.50'));
    expect(screen.getByTestId('header-balance').dataset.state).toBe('ready');
    expect(amount().dataset.amountMinor).toBe('1025050');
    expect(platform.requestsFor(getBalance)[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('writes Bengali digits for a Bengali reader', async () => {
    renderWallet(<HeaderBalance />, { platform, language: 'bn' });
    await waitFor(() => expect(amount().textContent).toBe('৳১০,২৫০.৫০'));
  });

  it('hides and shows the amount, and tells the shell to remember the choice', async () => {
    const { record } = renderWallet(<HeaderBalance />, { platform });
    await waitFor(() => expect(amount().textContent).toBe('৳10,250.50'));
    const toggle = screen.getByTestId('header-balance-toggle');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    // One control: the amount is part of the toggle's name, and so is what it does.
    expect(screen.getByRole('button', { name: '৳10,250.50 Hide balance', pressed: false })).toBe(toggle);

    fireEvent.click(toggle);
    expect(record.balanceHidden).toBe(true);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(amount().textContent).toBe('৳••••••');
    expect(amount().getAttribute('aria-label')).toBe('Balance hidden');
    expect(screen.getByRole('button', { name: 'Balance hidden Hide balance', pressed: true })).toBe(toggle);
    expect(amount().dataset.amountMinor).toBeUndefined();

    fireEvent.click(toggle);
    expect(record.balanceHidden).toBe(false);
    expect(amount().textContent).toBe('৳10,250.50');
  });

  it('starts hidden when the player hid it before', async () => {
    renderWallet(<HeaderBalance />, { platform, balanceHidden: true });
    await waitFor(() => expect(screen.getByTestId('header-balance').dataset.state).toBe('ready'));
    expect(amount().textContent).toBe('৳••••••');
  });

  it('shows the brand symbol and a spinner until the first answer', async () => {
    const held = gate();
    platform.answer(getBalance, async () => {
      await held.wait;
      return { value: balanceOf([wallet('MAIN', 500)]) };
    });
    renderWallet(<HeaderBalance />, { platform });
    await waitFor(() => expect(screen.getByTestId('header-balance').dataset.state).toBe('loading'));
    expect(amount().textContent).toBe('৳Loading balance');
    held.open();
    await waitFor(() => expect(amount().textContent).toBe('৳5.00'));
  });

  it('refreshes on request, spinning while it asks, and lets one tap a second through', async () => {
    renderWallet(<HeaderBalance />, { platform });
    await waitFor(() => expect(amount().textContent).toBe('৳10,250.50'));
    const held = gate();
    platform.answer(getBalance, async () => {
      await held.wait;
      return { value: balanceOf([wallet('MAIN', 7_500)]) };
    });
    const refresh = screen.getByTestId('header-balance-refresh');
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    await waitFor(() => expect(refresh.dataset.fetching).toBe('true'));
    expect(refresh.getAttribute('aria-busy')).toBe('true');
    await act(async () => held.open());
    await waitFor(() => expect(amount().textContent).toBe('৳75.00'));
    expect(refresh.dataset.fetching).toBe('false');
    expect(platform.requestsFor(getBalance)).toHaveLength(2);
  });

  it('says the balance is unavailable when it cannot be had, and refresh asks again', async () => {
    platform.answer(getBalance, () => ({ failure: { code: 'INTERNAL', message: 'down' } }));
    renderWallet(<HeaderBalance />, { platform });
    await waitFor(() => expect(screen.getByTestId('header-balance').dataset.state).toBe('error'));
    expect(amount().textContent).toBe('৳Balance unavailable');
    platform.answer(getBalance, () => ({ value: balanceOf([wallet('MAIN', 100)]) }));
    fireEvent.click(screen.getByTestId('header-balance-refresh'));
    await waitFor(() => expect(amount().textContent).toBe('৳1.00'));
  });

  it('keeps the last balance when a refresh fails, and says it is the last one received', async () => {
    renderWallet(<HeaderBalance />, { platform });
    await waitFor(() => expect(amount().textContent).toBe('৳10,250.50'));
    platform.answer(getBalance, () => ({ failure: { code: 'INTERNAL', message: 'down' } }));
    fireEvent.click(screen.getByTestId('header-balance-refresh'));
    await waitFor(() => expect(amount().getAttribute('title')).toBe('The balance could not be refreshed; this is the last one received.'));
    expect(amount().textContent).toBe('৳10,250.50');
  });

  it('marks a free-play balance as demo money', async () => {
    platform.answer(getBalance, () => ({ value: balanceOf([wallet('MAIN', 1_000_000)], { demo: true }) }));
    renderWallet(<HeaderBalance />, { platform });
    const demo = await screen.findByTestId('header-balance-demo');
    expect(demo.textContent).toContain('Demo');
    expect(demo.getAttribute('title')).toBe('Free-play demo money, not real money');
  });

  it('shows no demo mark on real money', async () => {
    renderWallet(<HeaderBalance />, { platform });
    await waitFor(() => expect(amount().textContent).toBe('৳10,250.50'));
    expect(screen.queryByTestId('header-balance-demo')).toBeNull();
  });

  it('reads the balance again once after a burst of "balance changed" messages from a framed game, and ignores others', async () => {
    renderWallet(<HeaderBalance />, { platform });
    await waitFor(() => expect(amount().textContent).toBe('৳10,250.50'));
    platform.answer(getBalance, () => ({ value: balanceOf([wallet('MAIN', 900_000)]) }));
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const post = (data: unknown, source: Window | null) => act(() => void window.dispatchEvent(new MessageEvent('message', { data, source })));
    // the page's own message and a frame's unrelated one change nothing
    await post({ type: GAME_FRAME_BALANCE_MESSAGE }, window);
    await post({ type: 'something-else' }, frame.contentWindow);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(platform.requestsFor(getBalance)).toHaveLength(1);

    await post({ type: GAME_FRAME_BALANCE_MESSAGE }, frame.contentWindow);
    await post({ type: GAME_FRAME_BALANCE_MESSAGE }, frame.contentWindow);
    await waitFor(() => expect(amount().textContent).toBe('৳9,000.00'));
    expect(platform.requestsFor(getBalance)).toHaveLength(2);
    frame.remove();
  });
});
