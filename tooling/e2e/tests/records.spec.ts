import { expect, test } from '@playwright/test';
import { dismissLoginSteps, expectLoggedIn, loginWithPassword } from '../support/account-steps';
import { openDemoSlot } from '../support/slot-steps';
import { brandUrl } from '../support/server';

/** The demo player of every brand (services/platform demo data), who starts with an opening balance. */
const DEMO_PLAYER = { username: 'demo_player', password: 'Demo@12345' };
const BRAND = 'northstar';

test.describe('betting record', () => {
  test('a member spins a demo slot, then finds the round in the betting record and opens its details', async ({ page }) => {
    await loginWithPassword(page, BRAND, DEMO_PLAYER.username, DEMO_PLAYER.password);
    await expectLoggedIn(page);
    await dismissLoginSteps(page);
    const game = await openDemoSlot(page, BRAND);
    // The slot's bet field is in whole units of ten minor units (as the slots journey reads it).
    const betMinor = Number(await game.getByTestId('slot-bet').inputValue()) * 10;
    await game.getByTestId('slot-spin').click();
    await expect(game.getByTestId('slot-spin')).toBeEnabled();
    const winMinor = Number(await game.getByTestId('slot-win').getAttribute('data-win-minor'));

    await page.goto(brandUrl(BRAND, '/member?page=personalHistoryCopy'));
    await expect(page.getByTestId('records-page')).toBeVisible();
    // Today's rounds, newest first: the spin is the top row.
    const newest = page.getByTestId('records-row').first();
    await expect(newest).toBeVisible();
    await expect(newest).toHaveAttribute('data-record-id', /^p~/);
    await expect(newest).toHaveAttribute('data-status', 'settled');
    await expect(newest.getByTestId('records-row-stake')).toHaveAttribute('data-amount-minor', String(betMinor));
    await expect(page.getByTestId('records-summary')).toBeVisible();

    await newest.getByTestId('records-row-open').click();
    const round = page.getByTestId('records-round');
    await expect(round).toBeVisible();
    const kinds = round.getByTestId('records-round-transaction');
    await expect(kinds).toHaveCount(2);
    await expect(kinds.nth(0)).toHaveAttribute('data-kind', 'bet');
    await expect(kinds.nth(1)).toHaveAttribute('data-kind', 'win');
    expect(winMinor).toBeGreaterThanOrEqual(0);
    await expect(round.getByTestId('records-round-verify')).toHaveCount(0);
  });
});
