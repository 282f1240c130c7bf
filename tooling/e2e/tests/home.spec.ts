import { expect, test } from '@playwright/test';
import { apiUrl, brandUrl, word } from '../support/server';

test.describe('brand home pages', () => {
  test('shonali renders in Bengali, dark emerald, with its currency', async ({ page }) => {
    await page.goto(brandUrl('shonali'));
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(6, 20, 15)');
    await expect(page).toHaveTitle(/Shonali/);
    await expect(page.getByTestId('footer-currency')).toContainText('৳');
    await expect(page.getByTestId('footer-currency')).toContainText('BDT');
    await expect(page.getByTestId('header-login')).toHaveText(word('bn', 'shell', 'header.login'));
    // Demo data from the server: notices, banners and game rows.
    await expect(page.getByTestId('home-notices')).not.toBeEmpty();
    await expect(page.getByTestId('home-banners')).toBeVisible();
    await expect(page.getByTestId('game-card').first()).toBeVisible();
  });

  test('northstar renders in English, light blue, with its currency', async ({ page }) => {
    await page.goto(brandUrl('northstar'));
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(238, 244, 251)');
    await expect(page).toHaveTitle(/Northstar/);
    await expect(page.getByTestId('footer-currency')).toContainText('BDT (৳)');
    await expect(page.getByTestId('header-login')).toHaveText(word('en', 'shell', 'header.login'));
    await expect(page.getByTestId('game-card').first()).toBeVisible();
  });

  test('the top navigation shows the categories that have vendors, plus the fixed entries', async ({ page }) => {
    await page.goto(brandUrl('northstar'));
    const nav = page.getByTestId('top-nav');
    await expect(nav.getByTestId('top-nav-home')).toHaveAttribute('href', '/');
    await expect(nav.getByTestId('top-nav-bgs')).toHaveAttribute('href', '/bgs');
    await expect(nav.getByTestId('top-nav-promotions')).toHaveAttribute('href', '/promotions');
    const menus = await page.request.get(apiUrl('/lgw/games/game_menus?language=en'), { headers: { Merchant: 'NORTHSTAR' } });
    const body = (await menus.json()) as { value: { categories: { gameType: string; gameClassify: { vendors: unknown[] }[] }[] } };
    const withVendors = body.value.categories.filter((category) => category.gameClassify.some((group) => group.vendors.length > 0));
    expect(withVendors.length).toBeGreaterThan(0);
    for (const category of withVendors.filter((category) => ['LIVE', 'RNG', 'FISH', 'SPORTS'].includes(category.gameType))) {
      await expect(nav.getByTestId(`top-nav-${category.gameType}`)).toBeVisible();
    }
    // Each brand's navigation follows its own catalogue.
    await expect(nav.getByTestId('top-nav-COCKFIGHT')).toHaveCount(withVendors.some((category) => category.gameType === 'COCKFIGHT') ? 1 : 0);
  });

  test('on a phone the hot and jackpot rows draw the columns in sight until the player reaches for them', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(brandUrl('northstar'));
    const row = page.getByTestId('home-hot-games');
    await expect(row.getByTestId('game-card')).toHaveCount(6);
    // The page settles without the track moving by itself (snap points line up with its start)...
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_500);
    const track = row.locator('ul');
    expect(await track.evaluate((element) => element.scrollLeft)).toBe(0);
    await expect(row.getByTestId('game-card')).toHaveCount(6);
    // the winner board sits just under the first screen and comes with it, its jackpot row held alike
    await expect(page.getByTestId('home-jackpot-games').getByTestId('game-card')).toHaveCount(6);
    // ...and the rest comes when the player swipes it.
    await track.evaluate((element) => element.scrollBy({ left: 200, behavior: 'instant' }));
    await expect(row.getByTestId('game-card')).toHaveCount(30);
  });
});
