import { expect, type Page } from '@playwright/test';
import { amountMinorOf } from './wallet-steps';
import { brandUrl, readBrandFile } from './server';

/** Minor units of one whole unit of the brand's currency: the stake the journeys bet. */
export function oneUnitMinor(brand: string): number {
  return 10 ** (readBrandFile(brand).currency as { scale: number }).scale;
}

export async function openOriginalsPage(page: Page, brand: string, game: 'dice' | 'mines' | 'crash' | 'verify', search = ''): Promise<void> {
  await page.goto(brandUrl(brand, `/bgs/${game}${search}`));
  await expect(page.getByTestId(`${game}-page`)).toBeVisible();
}

export async function headerBalanceMinor(page: Page): Promise<number> {
  return amountMinorOf(page.getByTestId('header-balance-amount'));
}

/** Rolls once with a stake of one whole unit; answers the round's id and what it paid. */
export async function rollDiceOnce(page: Page): Promise<{ roundId: string; payoutMinor: number }> {
  const shown = page.getByTestId('dice-result');
  const before = (await shown.count()) > 0 ? await shown.getAttribute('data-round-id') : null;
  await page.getByTestId('dice-stake').fill('1');
  await page.getByTestId('dice-roll').click();
  const result = page.getByTestId('dice-result');
  await expect(result).toHaveAttribute('data-round-id', /^\d+$/);
  if (before !== null) await expect(result).not.toHaveAttribute('data-round-id', before);
  const roundId = (await result.getAttribute('data-round-id')) ?? '';
  const payoutMinor = await amountMinorOf(page.getByTestId('dice-result-payout'));
  return { roundId, payoutMinor };
}

/** Changes the seed pair from a fairness panel: types the new client seed, then confirms the change it asks about. */
export async function changeSeeds(page: Page, clientSeed: string): Promise<void> {
  await page.getByTestId('fairness-client-seed').fill(clientSeed);
  await page.getByTestId('fairness-rotate').click();
  await expect(page.getByTestId('fairness-confirm-text')).toBeVisible();
  await page.getByRole('dialog').getByRole('button').last().click();
}
