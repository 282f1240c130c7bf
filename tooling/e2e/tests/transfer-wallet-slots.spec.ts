import { expect, test, type Page } from '@playwright/test';
import { largeVendorsOf } from '../support/catalogue-api';
import { brandUrl, ops, providerLaunchUrl, word } from '../support/server';
import { amountMinorOf, expectAmountMinor, loginDemoPlayer, openWalletPage } from '../support/wallet-steps';

/**
 * shonali keeps a wallet per vendor: a slot plays from its vendor's wallet, which the launch dialog
 * fills from the main wallet and which empties back into it when the player leaves the game. The
 * journey runs on a phone's screen and in the brand's Bengali.
 */
const BRAND = 'shonali';
const MOVE_IN_MAJOR = '250';
const MOVE_IN_MINOR = 25_000;

test.use({ viewport: { width: 390, height: 844 } });

async function slotVendor(): Promise<string> {
  const vendor = (await largeVendorsOf(BRAND, 'RNG'))[0];
  if (!vendor) throw new Error(`${BRAND} has no slot vendor`);
  // `pnpm start` connected it already; saying so again keeps this journey independent of the others.
  ops('vendor', 'connect', vendor.vassalage, providerLaunchUrl());
  return vendor.vassalage;
}

/** What the wallet page shows: the main wallet and the vendor's (0 before its first transfer). */
async function walletsOnPage(page: Page, vendor: string): Promise<{ mainMinor: number; gameMinor: number; totalMinor: number }> {
  await openWalletPage(page, BRAND);
  const gameRow = page.getByTestId(`wallet-balance-${vendor}`);
  return {
    mainMinor: await amountMinorOf(page.getByTestId('wallet-balance-MAIN')),
    gameMinor: (await gameRow.count()) > 0 ? await amountMinorOf(gameRow) : 0,
    totalMinor: await amountMinorOf(page.getByTestId('wallet-total')),
  };
}

async function playFromList(page: Page, vendor: string): Promise<void> {
  await page.goto(brandUrl(BRAND, `/rng?vassalage=${vendor}`));
  await page.getByTestId('game-card').first().getByTestId('game-card-play').click();
  await expect(page).toHaveURL(/\/seamless\?/);
}

test.describe('slots of a transfer-wallet vendor', () => {
  test('a shonali player moves money into the game wallet at launch, plays, and gets it back on leaving', async ({ page, context }, testInfo) => {
    // Three launches, a login and a dozen page loads of the wallet page: three times a journey's time.
    test.slow();
    const vendor = await slotVendor();
    await loginDemoPlayer(page, BRAND);
    // Start from money in the main wallet only (another journey may have left some in a game wallet).
    await openWalletPage(page, BRAND);
    const bringBack = page.getByTestId('bring-back-submit');
    if (await bringBack.isEnabled()) {
      await bringBack.click();
      await expect(page.getByTestId('bring-back-message')).toBeVisible();
    }
    const before = await walletsOnPage(page, vendor);
    expect(before.gameMinor).toBe(0);
    expect(before.mainMinor).toBeGreaterThan(MOVE_IN_MINOR);

    // The launch asks first: both wallets, all of the main wallet offered, the game not yet open.
    await playFromList(page, vendor);
    const dialog = page.getByRole('dialog');
    await expect(page.getByTestId('game-transfer-dialog')).toBeVisible();
    await expectAmountMinor(page.getByTestId('game-transfer-main'), before.mainMinor);
    await expectAmountMinor(page.getByTestId('game-transfer-game'), 0);
    await expect(page.getByTestId('game-page-frame')).toHaveCount(0);
    await expect(dialog).toContainText(word('bn', 'wallet', 'gameTransfer.returnHint'));
    // nothing on the phone's screen runs off its side
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('transfer-dialog-390-bn.png') });

    await page.getByTestId('game-transfer-amount').fill(MOVE_IN_MAJOR);
    await dialog.getByRole('button', { name: word('bn', 'wallet', 'gameTransfer.submit') }).click();

    // The game opens on the money moved in, and plays from it.
    await expect(page.getByTestId('game-page-frame')).toBeVisible();
    const game = page.frameLocator('[data-testid="game-page-frame"]');
    await expect(game.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(game.getByTestId('slot-balance')).toHaveAttribute('data-balance-minor', String(MOVE_IN_MINOR));
    await game.getByTestId('slot-spin').click();
    await expect(game.getByTestId('slot-spin')).toBeEnabled();
    const afterSpinMinor = Number(await game.getByTestId('slot-balance').getAttribute('data-balance-minor'));
    // A win the provider is still delivering (its page says so, and shows the balance after the stake)
    // lands after this read: before the collect on leaving, or after it into the game wallet.
    const winMinor = Number(await game.getByTestId('slot-win').getAttribute('data-win-minor'));
    // the whole balance stays what the main wallet had plus what the spin won or lost
    await expectAmountMinor(page.getByTestId('header-balance-amount'), before.totalMinor - MOVE_IN_MINOR + afterSpinMinor);

    // Leaving the game brings its wallet back to the main one.
    await page.getByTestId('game-page-back').click();
    await expect(page).toHaveURL(/\/rng/);
    await expect.poll(async () => (await walletsOnPage(page, vendor)).gameMinor).toBe(0);
    const afterLeaving = await walletsOnPage(page, vendor);
    const collectedBeforeWin = before.mainMinor - MOVE_IN_MINOR + afterSpinMinor;
    expect([collectedBeforeWin, collectedBeforeWin + winMinor]).toContain(afterLeaving.mainMinor);

    // Next time the dialog offers the amount chosen before; with auto transfer on, the launch after it moves that amount without asking.
    await playFromList(page, vendor);
    await expect(page.getByTestId('game-transfer-amount')).toHaveValue('250.00');
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('transfer-dialog-1366-bn.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('switch', { name: word('bn', 'wallet', 'gameTransfer.auto') }).click();
    await dialog.getByRole('button', { name: word('bn', 'wallet', 'gameTransfer.submit') }).click();
    await expect(page.getByTestId('game-page-frame')).toBeVisible();
    await page.getByTestId('game-page-back').click();
    await expect.poll(async () => (await walletsOnPage(page, vendor)).gameMinor).toBe(0);

    // The game's window closes while the game is open (auto transfer moved the money in without asking):
    // the money comes back as the window goes, and the player finds it in the main wallet on coming back.
    await playFromList(page, vendor);
    const framed = page.frameLocator('[data-testid="game-page-frame"]');
    await expect(framed.getByTestId('slot-balance')).toHaveAttribute('data-balance-minor', String(MOVE_IN_MINOR));
    await expect(page.getByTestId('game-transfer-dialog')).toHaveCount(0);
    await page.close({ runBeforeUnload: true });
    const back = await context.newPage();
    await loginDemoPlayer(back, BRAND);
    await expect.poll(async () => (await walletsOnPage(back, vendor)).gameMinor).toBe(0);
    expect((await walletsOnPage(back, vendor)).mainMinor).toBe(afterLeaving.mainMinor);

    // Auto transfer is turned off where it is shown, on the wallet page.
    await openWalletPage(back, BRAND);
    await back.getByRole('switch', { name: word('bn', 'wallet', 'gameTransfer.auto') }).click();
    await expect(back.getByRole('switch', { name: word('bn', 'wallet', 'gameTransfer.auto') })).toHaveAttribute('aria-checked', 'false');
    await back.screenshot({ path: testInfo.outputPath('wallet-page-390-bn.png'), fullPage: true });
    await back.setViewportSize({ width: 1366, height: 800 });
    await back.screenshot({ path: testInfo.outputPath('wallet-page-1366-bn.png'), fullPage: true });
  });
});
