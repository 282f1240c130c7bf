import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, apiUrl, brandUrl } from './server';

/**
 * The manual rebate journey's steps. A finished day with valid bets is made with the platform's own test
 * aid (POST /ops/brands/:code/rebates/past-stakes, outside production only): a stake through the ledger
 * dated noon of a past day, so the journey need not wait for midnight to claim one.
 */

/** A day `daysBack` before today in the brand's time zone, yyyy-mm-dd. */
export function dayBefore(timeZone: string, daysBack: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - daysBack * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Yesterday in the brand's zone, once its figure is final (a minute after midnight, REBATE_SETTLE_MS): a
 * run in the first two minutes of a day waits for them to pass. Yesterday, not an older day, because a
 * fresh server's first day with rebates is the day before it started.
 */
export async function finishedYesterday(timeZone: string): Promise<string> {
  const [hour = 0, minute = 0] = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date())
    .split(':')
    .map(Number);
  const minutesIntoDay = hour * 60 + minute;
  if (minutesIntoDay < 2) await new Promise((resolve) => setTimeout(resolve, (2 - minutesIntoDay) * 60_000 + 1_000));
  return dayBefore(timeZone, 1);
}

let lastStake = 0;

/** The member stakes `amountMinor` on Dice at noon of `day`, once. */
export async function placePastStake(brand: string, username: string, day: string, amountMinor: number): Promise<void> {
  lastStake += 1;
  const token = readFileSync(path.join(E2E_DATA_DIR, 'ops-token'), 'utf8').trim();
  const response = await fetch(apiUrl(`/ops/brands/${brand}/rebates/past-stakes`), {
    method: 'POST',
    headers: { 'x-ops-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ username, day, amountMinor, requestId: `e2e-rebate-${Date.now()}-${lastStake}` }),
  });
  const envelope = (await response.json()) as { success: boolean; message?: string };
  if (!envelope.success) throw new Error(`the past stake of ${username} on ${day} was refused: ${envelope.message}`);
}

/** Rolls Dice once with a stake typed in whole units. */
export async function rollDiceWith(page: Page, stake: string): Promise<void> {
  const shown = page.getByTestId('dice-result');
  const before = (await shown.count()) > 0 ? await shown.getAttribute('data-round-id') : null;
  await page.getByTestId('dice-stake').fill(stake);
  await page.getByTestId('dice-roll').click();
  await expect(shown).toHaveAttribute('data-round-id', /^\d+$/);
  if (before !== null) await expect(shown).not.toHaveAttribute('data-round-id', before);
}

/** Opens the manual rebate page from the header's account menu, as a player does. */
export async function openRebateFromMenu(page: Page): Promise<void> {
  await page.getByTestId('header-account-menu').click();
  await page.getByTestId('header-menu-manualRebate').click();
  await expect(page).toHaveURL(/\/member\?page=manualRebate/);
  await expect(page.getByTestId('rebates-page')).toBeVisible();
}

export async function openRebatePage(page: Page, brand: string): Promise<void> {
  await page.goto(brandUrl(brand, '/member?page=manualRebate'));
  await expect(page.getByTestId('rebates-page')).toBeVisible();
}
