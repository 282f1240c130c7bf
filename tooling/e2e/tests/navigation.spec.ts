import { expect, test } from '@playwright/test';
import { brandUrl } from '../support/server';

test.describe('routes and guards', () => {
  test('a guest on a guarded route is sent to /login with the login popup open', async ({ page }) => {
    await page.goto(brandUrl('northstar', '/member'));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog').getByTestId('popup-login')).toBeVisible();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('/register opens the register popup over home', async ({ page }) => {
    await page.goto(brandUrl('northstar', '/register'));
    await expect(page.getByRole('dialog').getByTestId('popup-register')).toBeVisible();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('the header login button opens the login popup', async ({ page }) => {
    await page.goto(brandUrl('shonali'));
    await page.getByTestId('header-login').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog').getByTestId('popup-login')).toBeVisible();
  });

  for (const alias of ['/index', '/index.html', '/home']) {
    test(`${alias} shows home`, async ({ page }) => {
      await page.goto(brandUrl('northstar', alias));
      await expect(page.getByTestId('home-page')).toBeVisible();
    });
  }

  test('an unknown path gets the not-found page with a way home', async ({ page }) => {
    await page.goto(brandUrl('northstar', '/no/such/page'));
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await page.getByTestId('not-found-home').click();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('a game list centre shows the games of its type, filtered by vendor', async ({ page }) => {
    await page.goto(brandUrl('northstar', '/rng'));
    await expect(page.getByTestId('game-category-page')).toHaveAttribute('data-game-type', 'RNG');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
  });
});
