import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { dismissLoginSteps, expectLoggedIn, loginWithPassword } from '../support/account-steps';
import { largeVendorsOf } from '../support/catalogue-api';
import { brandUrl, ops, providerLaunchUrl } from '../support/server';

/** The demo player of every brand (services/platform demo data), who starts with an opening balance. */
const DEMO_PLAYER = { username: 'demo_player', password: 'Demo@12345' };
/** northstar keeps one wallet, so its slots play against the balance the demo player starts with. */
const BRAND = 'northstar';

async function headerBalance(page: Page): Promise<number> {
  return Number(await page.getByTestId('header-balance-amount').getAttribute('data-amount-minor'));
}

async function balanceShownIn(game: FrameLocator): Promise<number> {
  return Number(await game.getByTestId('slot-balance').getAttribute('data-balance-minor'));
}

async function openSlot(page: Page): Promise<FrameLocator> {
  const vendor = (await largeVendorsOf(BRAND, 'RNG'))[0];
  if (!vendor) throw new Error(`${BRAND} has no slot vendor`);
  // `pnpm start` connected it already; saying so again keeps this journey independent of the others.
  ops('vendor', 'connect', vendor.vassalage, providerLaunchUrl());
  await page.goto(brandUrl(BRAND, `/rng?vassalage=${vendor.vassalage}`));
  await page.getByTestId('game-card').first().getByTestId('game-card-play').click();
  await expect(page).toHaveURL(/\/seamless\?/);
  const frame = page.getByTestId('game-page-frame');
  await expect(frame).toBeVisible();
  expect(new URL((await frame.getAttribute('src')) ?? '').origin).toBe(new URL(providerLaunchUrl()).origin);
  const game = page.frameLocator('[data-testid="game-page-frame"]');
  await expect(game.getByTestId('slot-game')).toBeVisible();
  await expect(game.locator('body')).toHaveAttribute('data-ready', 'true');
  return game;
}

test.describe('slots from the demo provider', () => {
  test('a member launches a slot, spins in the provider’s page, and its balance follows the platform', async ({ page }) => {
    await loginWithPassword(page, BRAND, DEMO_PLAYER.username, DEMO_PLAYER.password);
    await expectLoggedIn(page);
    await dismissLoginSteps(page);
    const game = await openSlot(page);

    const startingMinor = await balanceShownIn(game);
    expect(startingMinor).toBeGreaterThan(0);
    // the site's header shows the same wallet the game plays against
    await expect(page.getByTestId('header-balance-amount')).toHaveAttribute('data-amount-minor', String(startingMinor));
    await expect(game.getByTestId('slot-balance')).not.toHaveText('');
    const betMinor = Number(await game.getByTestId('slot-bet').inputValue()) * 10;

    // A spin that wins exactly its stake leaves the balance where it was; spin until it moves.
    let shownMinor = startingMinor;
    for (let spin = 0; spin < 5 && shownMinor === startingMinor; spin += 1) {
      const before = shownMinor;
      await game.getByTestId('slot-spin').click();
      await expect(game.getByTestId('slot-spin')).toBeEnabled();
      const winMinor = Number(await game.getByTestId('slot-win').getAttribute('data-win-minor'));
      shownMinor = await balanceShownIn(game);
      // The balance shown is the platform's answer after the stake and the win.
      expect(shownMinor).toBe(before - betMinor + winMinor);
    }
    expect(shownMinor).not.toBe(startingMinor);
    // the game told the site money moved, and the header asked the platform again: no refresh pressed
    await expect(page.getByTestId('header-balance-amount')).toHaveAttribute('data-amount-minor', String(shownMinor));
    expect(await headerBalance(page)).not.toBe(startingMinor);
  });
});
