import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { walletCollect, walletTransfer } from '@croupier/contract';
import { answerWallets, balanceOf, wallet } from '../../testing/fixtures';
import { renderWallet } from '../../testing/render-wallet';
import { HeaderBalance } from '../header/header-balance';
import { GAME_TRANSFER_CHOICE_KEY, OPEN_GAME_WALLETS_KEY } from './game-transfer-choice';
import { GameWalletGate } from './game-wallet-gate';

let platform: StubPlatform;
let wallets: ReturnType<typeof answerWallets>;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  wallets = answerWallets(platform, [wallet('MAIN', 1_000_000), wallet('JDS', 2_000, 'Jade Dragon Slots')]);
  platform.answer(walletTransfer, (request) => {
    const body = request.body as { from: string; to: string; amountMinor: number };
    wallets.move(body.from, body.to, body.amountMinor);
    return { value: { transferId: `t${platform.requestsFor(walletTransfer).length}`, balance: wallets.current() } };
  });
  platform.answer(walletCollect, (request) => {
    const { wallet: code } = request.body as { wallet?: string };
    const held = wallets.current().wallets.filter((each) => each.wallet !== 'MAIN' && (code === undefined || each.wallet === code));
    let movedMinor = 0;
    for (const each of held) {
      movedMinor += each.balanceMinor;
      if (each.balanceMinor > 0) wallets.move(each.wallet, 'MAIN', each.balanceMinor);
    }
    return { value: { transferId: `c${platform.requestsFor(walletCollect).length}`, movedMinor, balance: wallets.current() } };
  });
});

const sentTransfers = () => platform.requestsFor(walletTransfer).map((request) => request.body as { from: string; to: string; amountMinor: number });
const sentCollects = () => platform.requestsFor(walletCollect).map((request) => request.body as { wallet?: string; requestId: string });

/** Closes the game page and waits until its collect (if it sends one) has arrived, so none spills into the next test. */
async function leaveGame(view: { unmount: () => void }, collectsAfter = sentCollects().length + 1) {
  view.unmount();
  await waitFor(() => expect(sentCollects()).toHaveLength(collectsAfter));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(sentCollects()).toHaveLength(collectsAfter);
}

function openGame(options: { language?: 'bn' | 'en'; cancelled?: string[] } = {}) {
  const cancelled = options.cancelled ?? [];
  return renderWallet(
    <GameWalletGate wallet="JDS" gameName="Lucky Koi" onCancel={() => cancelled.push('back')}>
      <p data-testid="the-game">playing</p>
    </GameWalletGate>,
    { platform, language: options.language ?? 'en' },
  );
}

describe('launching a transfer-wallet game', () => {
  it('shows both wallets, moves all of the main wallet in by default, then opens the game', async () => {
    const view = openGame();
    await screen.findByTestId('game-transfer-dialog');
    expect(screen.getByTestId('game-transfer-main').textContent).toBe('৳10,000.00');
    expect(screen.getByTestId('game-transfer-game').textContent).toBe('৳20.00');
    expect((screen.getByTestId('game-transfer-amount') as HTMLInputElement).value).toBe('10000.00');
    expect(screen.queryByTestId('the-game')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Transfer and play' }));
    await screen.findByTestId('the-game');
    expect(sentTransfers()).toEqual([{ from: 'MAIN', to: 'JDS', amountMinor: 1_000_000, requestId: expect.any(String) }]);
    // "all" is remembered as all, not as this visit's figure
    expect(JSON.parse(window.localStorage.getItem(GAME_TRANSFER_CHOICE_KEY) ?? '{}')).toEqual({ auto: false, amountMinor: null });
    expect(JSON.parse(window.localStorage.getItem(OPEN_GAME_WALLETS_KEY) ?? '[]')).toEqual(['JDS']);
    await leaveGame(view);
  });

  it('remembers an amount and auto transfer, and next time moves that amount in without asking', async () => {
    const first = openGame();
    await screen.findByTestId('game-transfer-dialog');
    fireEvent.change(screen.getByTestId('game-transfer-amount'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Auto transfer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Transfer and play' }));
    await screen.findByTestId('the-game');
    expect(JSON.parse(window.localStorage.getItem(GAME_TRANSFER_CHOICE_KEY) ?? '{}')).toEqual({ auto: true, amountMinor: 50_000 });
    first.unmount();
    await waitFor(() => expect(sentCollects()).toHaveLength(1));

    const second = openGame();
    await screen.findByTestId('the-game');
    expect(screen.queryByTestId('game-transfer-dialog')).toBeNull();
    expect(sentTransfers().map((each) => each.amountMinor)).toEqual([50_000, 50_000]);
    await leaveGame(second);
  });

  it('brings the game wallet back to main when the player leaves the game, and when its window closes', async () => {
    const view = openGame();
    await screen.findByTestId('game-transfer-dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer and play' }));
    await screen.findByTestId('the-game');
    expect(sentCollects()).toEqual([]);
    view.unmount();
    await waitFor(() => expect(sentCollects()).toEqual([{ wallet: 'JDS', requestId: expect.any(String) }]));
    await waitFor(() => expect(window.localStorage.getItem(OPEN_GAME_WALLETS_KEY)).toBeNull());
    expect(wallets.current().wallets).toEqual([wallet('MAIN', 1_002_000), wallet('JDS', 0, 'Jade Dragon Slots')]);

    const view2 = openGame();
    fireEvent.click(await screen.findByRole('button', { name: 'Play without transfer' }));
    await screen.findByTestId('the-game');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(sentCollects()).toHaveLength(2));
    // the page already handed its money back as it went: leaving now sends nothing more
    await leaveGame(view2, 2);
  });

  it('lets the player go back without moving anything', async () => {
    const cancelled: string[] = [];
    openGame({ cancelled });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(cancelled).toEqual(['back']);
    expect(sentTransfers()).toEqual([]);
  });

  it('speaks Bengali, and says so when the main wallet is empty', async () => {
    wallets = answerWallets(platform, [wallet('MAIN', 0), wallet('JDS', 0, 'Jade Dragon Slots')]);
    openGame({ language: 'bn' });
    await screen.findByTestId('game-transfer-dialog');
    expect(screen.getByRole('dialog').textContent).toContain('Jade Dragon Slots ওয়ালেটে টাকা পাঠান');
    expect(screen.getByTestId('game-transfer-empty').textContent).toBe('আপনার মূল ওয়ালেট খালি। আগে ডিপোজিট করুন, অথবা গেম ওয়ালেটে যা আছে তা দিয়ে খেলুন।');
    expect(screen.queryByRole('button', { name: 'পাঠিয়ে খেলুন' })).toBeNull();
  });

  it('opens at once for free play and in a single-wallet brand', async () => {
    platform.answer((await import('@croupier/contract')).getBalance, () => ({ value: balanceOf([wallet('MAIN', 500)], { isSingle: true }) }));
    const view = openGame();
    await screen.findByTestId('the-game');
    await leaveGame(view, 0);
    expect(sentTransfers()).toEqual([]);
  });
});

describe('a player back on the site after a game window closed', () => {
  it('brings back every game wallet still marked open, once', async () => {
    window.localStorage.setItem(OPEN_GAME_WALLETS_KEY, JSON.stringify(['JDS']));
    renderWallet(<HeaderBalance />, { platform });
    await waitFor(() => expect(sentCollects()).toEqual([{ wallet: 'JDS', requestId: expect.any(String) }]));
    await waitFor(() => expect(window.localStorage.getItem(OPEN_GAME_WALLETS_KEY)).toBeNull());
  });
});
