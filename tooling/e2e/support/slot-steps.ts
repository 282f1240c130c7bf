import { expect, type FrameLocator, type Page } from '@playwright/test';
import { largeVendorsOf } from './catalogue-api';
import { brandUrl, ops, providerLaunchUrl } from './server';

/** Opens the first slot of a brand's first large slot vendor in the demo provider's frame, ready to spin. */
export async function openDemoSlot(page: Page, brand: string): Promise<FrameLocator> {
  const vendor = (await largeVendorsOf(brand, 'RNG'))[0];
  if (!vendor) throw new Error(`${brand} has no slot vendor`);
  // `pnpm start` connected it already; saying so again keeps the journey independent of the others.
  ops('vendor', 'connect', vendor.vassalage, providerLaunchUrl());
  await page.goto(brandUrl(brand, `/rng?vassalage=${vendor.vassalage}`));
  await page.getByTestId('game-card').first().getByTestId('game-card-play').click();
  await expect(page).toHaveURL(/\/seamless\?/);
  const game = page.frameLocator('[data-testid="game-page-frame"]');
  await expect(game.getByTestId('slot-game')).toBeVisible();
  await expect(game.locator('body')).toHaveAttribute('data-ready', 'true');
  return game;
}
