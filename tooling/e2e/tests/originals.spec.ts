import { expect, test, type Page } from '@playwright/test';
import { changeSeeds, headerBalanceMinor, oneUnitMinor, openOriginalsPage, rollDiceOnce } from '../support/originals-steps';
import { brandUrl } from '../support/server';
import { expectAmountMinor, loginDemoPlayer } from '../support/wallet-steps';

/** Long enough for a Crash round to reach 200x (about 90 s) and the next one to open: about one round in two hundred runs longer. */
const ROUND_WAIT_MS = 100_000;

// The in-house games against the real platform: money moves through the ledger, so the header balance
// must move by exactly the stake and the payout each page shows (figures carry data-amount-minor).

const BRAND = 'shonali';

/** Plays Mines with one mine until a first cell comes up safe (24 in 25), then cashes out. */
async function playMinesToCashOut(page: Page): Promise<{ roundId: string; payoutMinor: number; stakes: number }> {
  const board = page.getByTestId('mines-board');
  for (let stakes = 1; stakes <= 6; stakes += 1) {
    await page.getByTestId('mines-stake').fill('1');
    await page.getByTestId('mines-count').selectOption('1');
    await page.getByTestId('mines-start').click();
    await expect(board).toHaveAttribute('data-status', 'open');
    await page.getByTestId('mines-cell-12').click();
    await expect(page.getByTestId('mines-cell-12')).not.toHaveAttribute('data-state', 'hidden');
    if ((await board.getAttribute('data-status')) === 'lost') continue;
    await page.getByTestId('mines-cash-out').click();
    await expect(board).toHaveAttribute('data-status', 'won');
    const payoutMinor = Number(await page.getByTestId('mines-payout').getAttribute('data-amount-minor'));
    const href = (await page.getByTestId('mines-outcome').getByTestId('round-verify-link').getAttribute('href')) ?? '';
    return { roundId: new URL(href, 'http://x').searchParams.get('round') ?? '', payoutMinor, stakes };
  }
  throw new Error('six Mines games in a row hit the one mine on the first cell');
}

test.describe('in-house games', () => {
  test('a member rolls Dice and the header balance moves by the stake and the payout', async ({ page }) => {
    await loginDemoPlayer(page, BRAND);
    await openOriginalsPage(page, BRAND, 'dice');
    await expect(page.getByTestId('dice-multiplier')).toHaveAttribute('data-multiplier-units', /^\d+$/);
    const before = await headerBalanceMinor(page);
    const { roundId, payoutMinor } = await rollDiceOnce(page);
    await expectAmountMinor(page.getByTestId('header-balance-amount'), before - oneUnitMinor(BRAND) + payoutMinor);
    await expect(page.getByTestId(`dice-round-${roundId}`)).toBeVisible();
    await expect(page.getByTestId('fairness-nonce')).not.toHaveAttribute('data-nonce', '0');
  });

  test('a member plays Mines: reveals a cell, cashes out, and the board shows the mine', async ({ page }) => {
    await loginDemoPlayer(page, BRAND);
    await openOriginalsPage(page, BRAND, 'mines');
    const before = await headerBalanceMinor(page);
    const { payoutMinor, stakes } = await playMinesToCashOut(page);
    expect(payoutMinor).toBeGreaterThan(oneUnitMinor(BRAND));
    await expect(page.locator('[data-testid^="mines-cell-"][data-state="mine"]')).toHaveCount(1);
    await expectAmountMinor(page.getByTestId('header-balance-amount'), before - stakes * oneUnitMinor(BRAND) + payoutMinor);
  });

  test('an open Mines game carries on after a reload', async ({ page }) => {
    await loginDemoPlayer(page, BRAND);
    await openOriginalsPage(page, BRAND, 'mines');
    await page.getByTestId('mines-stake').fill('1');
    await page.getByTestId('mines-count').selectOption('1');
    await page.getByTestId('mines-start').click();
    await expect(page.getByTestId('mines-board')).toHaveAttribute('data-status', 'open');
    await page.reload();
    await expect(page.getByTestId('mines-board')).toHaveAttribute('data-status', 'open');
    await expect(page.getByTestId('mines-form')).toHaveCount(0);
    // End it, so later journeys may rotate seeds.
    await page.getByTestId('mines-cell-0').click();
    await expect(page.getByTestId('mines-cell-0')).not.toHaveAttribute('data-state', 'hidden');
    if ((await page.getByTestId('mines-board').getAttribute('data-status')) === 'open') await page.getByTestId('mines-cash-out').click();
    await expect(page.getByTestId('mines-board')).not.toHaveAttribute('data-status', 'open');
  });

  test('a Dice round waits for its seed, then verifies as a match once seeds are rotated', async ({ page }) => {
    await loginDemoPlayer(page, BRAND);
    await openOriginalsPage(page, BRAND, 'dice');
    const { roundId } = await rollDiceOnce(page);
    await page.getByTestId(`dice-round-${roundId}`).getByTestId('round-verify-link').click();
    await expect(page).toHaveURL(brandUrl(BRAND, `/bgs/verify?round=${roundId}`));
    await expect(page.getByTestId('verify-verdict')).toHaveAttribute('data-verdict', 'pending');

    await openOriginalsPage(page, BRAND, 'dice');
    const oldHash = await page.getByTestId('fairness-server-seed-hash').textContent();
    await changeSeeds(page, 'journey-seed-1');
    await expect(page.getByTestId('fairness-revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(page.getByTestId('fairness-server-seed-hash')).not.toHaveText(oldHash ?? '');
    await expect(page.getByTestId('fairness-nonce')).toHaveAttribute('data-nonce', '0');

    await openOriginalsPage(page, BRAND, 'verify', `?round=${roundId}`);
    await expect(page.getByTestId('verify-verdict')).toHaveAttribute('data-verdict', 'match');
    await expect(page.getByTestId('verify-checks').locator('[data-match="false"]')).toHaveCount(0);
  });

  test('a Mines round verifies after rotation, the mines placed again in the browser', async ({ page }) => {
    await loginDemoPlayer(page, BRAND);
    await openOriginalsPage(page, BRAND, 'mines');
    const { roundId } = await playMinesToCashOut(page);
    await openOriginalsPage(page, BRAND, 'dice');
    await changeSeeds(page, 'journey-seed-2');
    await expect(page.getByTestId('fairness-revealed-seed')).toBeVisible();
    await openOriginalsPage(page, BRAND, 'verify', `?round=${roundId}`);
    await expect(page.getByTestId('verify-round')).toHaveAttribute('data-game', 'MINES');
    await expect(page.getByTestId('verify-verdict')).toHaveAttribute('data-verdict', 'match');
  });

  test('a free-play member rolls Dice with the demo balance', async ({ page }) => {
    await page.goto(brandUrl(BRAND, '/login'));
    await page.getByTestId('login-free-play').click();
    await expect(page.getByTestId('header-member')).toBeVisible();
    await openOriginalsPage(page, BRAND, 'dice');
    await expect(page.getByTestId('header-balance-demo')).toBeVisible();
    const before = await headerBalanceMinor(page);
    const { payoutMinor } = await rollDiceOnce(page);
    await expectAmountMinor(page.getByTestId('header-balance-amount'), before - oneUnitMinor(BRAND) + payoutMinor);
    await expect(page.getByTestId('trial-warning')).toHaveCount(0);
  });

  test('a member bets on Crash with an auto cash-out at 1.01x and is paid at it', async ({ page }) => {
    // A round runs until its point: 6x takes 30 s, 100x 77 s (rare, but the waits must outlast it).
    test.setTimeout(420_000);
    await loginDemoPlayer(page, BRAND);
    await openOriginalsPage(page, BRAND, 'crash');
    const before = await headerBalanceMinor(page);
    const phase = page.getByTestId('crash-phase');
    const ownBet = page.getByTestId('crash-own-bet');
    // A round may crash at exactly 1.00x, before any cash-out: then the next round is tried.
    for (let stakes = 1; stakes <= 5; stakes += 1) {
      await expect(phase).toHaveAttribute('data-phase', 'betting', { timeout: ROUND_WAIT_MS });
      await page.getByTestId('crash-stake').fill('1');
      await page.getByTestId('crash-auto-cash-out').fill('1.01');
      await page.getByTestId('crash-place-bet').click();
      const refused = page.getByTestId('crash-error');
      await expect(ownBet.or(refused).first()).toBeVisible();
      if ((await refused.count()) > 0) {
        // Betting closed between the look and the click: wait for the next round.
        await expect(phase).toHaveAttribute('data-phase', 'crashed', { timeout: ROUND_WAIT_MS });
        continue;
      }
      await expect(ownBet).toHaveAttribute('data-status', /^(won|lost)$/, { timeout: ROUND_WAIT_MS });
      if ((await ownBet.getAttribute('data-status')) === 'lost') continue;
      const payoutMinor = Number(await page.getByTestId('crash-payout').getAttribute('data-amount-minor'));
      expect(payoutMinor).toBe(Math.floor((oneUnitMinor(BRAND) * 101) / 100));
      await expectAmountMinor(page.getByTestId('header-balance-amount'), before - stakes * oneUnitMinor(BRAND) + payoutMinor);
      await expect(phase).toHaveAttribute('data-phase', 'crashed', { timeout: ROUND_WAIT_MS });
      await expect(page.getByTestId('crash-history').locator('a').first()).toHaveAttribute('data-crash-point', /^\d+$/);
      return;
    }
    throw new Error('five Crash rounds in a row gave no cash-out at 1.01x');
  });

  test('a guest watches Crash without betting', async ({ page }) => {
    await openOriginalsPage(page, BRAND, 'crash');
    await expect(page.getByTestId('crash-phase')).toHaveAttribute('data-phase', /^(betting|running|crashed)$/, { timeout: 20_000 });
    await page.getByTestId('crash-place-bet').click();
    await expect(page.getByTestId('popup-login')).toBeVisible();
  });

  test('a guest who rolls is asked to log in', async ({ page }) => {
    await openOriginalsPage(page, BRAND, 'dice');
    await page.getByTestId('dice-roll').click();
    await expect(page.getByTestId('popup-login')).toBeVisible();
  });
});
