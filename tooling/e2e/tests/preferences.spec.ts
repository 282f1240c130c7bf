import { expect, test } from '@playwright/test';
import { brandUrl, word } from '../support/server';

test.describe('language and theme', () => {
  test('the language switch changes the words and is remembered', async ({ page }) => {
    await page.goto(brandUrl('shonali'));
    await expect(page.getByTestId('header-login')).toHaveText(word('bn', 'shell', 'header.login'));
    await page.getByTestId('language-switch').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('header-login')).toHaveText(word('en', 'shell', 'header.login'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('header-login')).toHaveText(word('en', 'shell', 'header.login'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('the theme switch flips light and dark and is remembered', async ({ page }) => {
    await page.goto(brandUrl('northstar'));
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(238, 244, 251)');
    await page.getByTestId('theme-switch').getByRole('switch').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgb(238, 244, 251)');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByTestId('theme-switch').getByRole('switch').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
