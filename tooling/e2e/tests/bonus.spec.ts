import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { dismissLoginSteps, expectLoggedIn, loginWithPassword } from '../support/account-steps';
import { availableMinor, betDiceFor, bindFirstAccount, openWithdrawPage, setPaymentPasswordHere } from '../support/cashier-steps';
import { consoleLogin, consoleUrl } from '../support/console-steps';
import { createMember, uniqueMobile, uniqueUsername } from '../support/ops-api';
import { openOriginalsPage, oneUnitMinor } from '../support/originals-steps';
import { E2E_DATA_DIR, apiUrl, brandUrl } from '../support/server';

// A bonus from credit to release (decisions 0045 and 0046), on both brands: an operator of the journey's
// own credits a bonus to a new player on the member's page in the console; the player finds it on the bonus
// details page with its wagering bar, plays Dice and sees the wagering move, is warned on the withdraw page
// that a withdrawal forfeits it, completes the wagering and sees it released to the main wallet. Shonali's
// player reads it all in Bengali at 390 px, Northstar's in English at desktop width. The operator, the
// player and the bonus are the journey's own; nothing another journey reads changes.

const PASSWORD = 'Bonus#2026-play';
const PAYMENT_PASSWORD = 'Pay#2026bonus';
const OPERATOR_PASSWORD = 'Bonus#2026-desk';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
/** ৳10 of bonus to wager once: five Dice stakes of ৳2. */
const BONUS_UNITS = 10;
const STAKE_UNITS = 2;

interface Visit {
  brand: 'northstar' | 'shonali';
  language: 'en' | 'bn';
  viewport: { width: number; height: number };
  /** a withdrawal channel of the brand that pays a mobile wallet */
  channel: string;
}

const VISITS: Visit[] = [
  { brand: 'northstar', language: 'en', viewport: DESKTOP, channel: 'ROCKET' },
  { brand: 'shonali', language: 'bn', viewport: PHONE, channel: 'BKASH' },
];

/** A console operator of the journey's own, made with the server's operator token as `pnpm ops operator create` would. */
async function newCashier(): Promise<{ username: string; password: string }> {
  const token = readFileSync(path.join(E2E_DATA_DIR, 'ops-token'), 'utf8').trim();
  const username = `bonusop${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 32);
  const response = await fetch(apiUrl('/ops/operators'), {
    method: 'POST',
    headers: { 'x-ops-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ username, displayName: username, password: OPERATOR_PASSWORD, role: 'CASHIER', merchantCodes: null }),
  });
  const envelope = (await response.json()) as { success: boolean; message?: string };
  if (!envelope.success) throw new Error(`operator ${username}: ${envelope.message}`);
  return { username, password: OPERATOR_PASSWORD };
}

/** The operator finds the player in the console and credits a bonus from the member page's Bonuses panel. */
async function creditInConsole(page: Page, brand: string, username: string, unit: number): Promise<void> {
  await page.goto(consoleUrl(`/${brand}/members?search=${username}`));
  await page.getByTestId('member-row').getByRole('link', { name: username }).click();
  const panel = page.getByTestId('member-bonuses');
  await expect(panel.getByTestId('member-bonuses-empty')).toBeVisible();
  await panel.getByTestId('bonus-credit-open').click();
  const form = panel.getByTestId('bonus-credit-form');
  await form.getByTestId('bonus-credit-amount').fill(String(BONUS_UNITS));
  await form.getByTestId('bonus-credit-multiplier').fill('1');
  await form.getByTestId('bonus-credit-max-bet').fill('5');
  await form.getByTestId('bonus-credit-title-en').fill('Welcome back bonus');
  await form.getByTestId('bonus-credit-title-bn').fill('ফিরে আসার বোনাস');
  await form.getByTestId('bonus-credit-reason').fill('Goodwill after a delayed payout');
  // the requirement is previewed, and ৳10 is far below the brand's threshold: one operator credits it at once
  const preview = form.getByTestId('bonus-credit-preview');
  await expect(preview).toHaveAttribute('data-required-minor', String(BONUS_UNITS * unit));
  await expect(preview).toHaveAttribute('data-second-approval', 'false');
  await form.getByTestId('bonus-credit-submit').click();
  await expect(page.getByTestId('bonus-credit-confirm')).toContainText(username);
  await page.getByRole('dialog').getByRole('button', { name: 'Credit', exact: true }).click();
  await expect(panel.getByTestId('bonus-credit-done')).toBeVisible();
  const row = panel.getByTestId('bonus-row');
  await expect(row).toHaveAttribute('data-status', 'ACTIVE');
  await expect(row.getByTestId('bonus-row-wagering')).toHaveAttribute('data-wagered-minor', '0');
  await expect(panel.getByTestId('member-bonus-locked')).toHaveAttribute('data-minor', String(BONUS_UNITS * unit));
  await page.screenshot({ path: test.info().outputPath(`${brand}-console-credited.png`), fullPage: true });
}

/** The bonus details page, opened afresh (each look settles the bonus first), and the player's one bonus card. */
async function openBonusDetails(page: Page, brand: string) {
  await page.goto(brandUrl(brand, '/member?page=bonusDetails'));
  await expect(page.getByTestId('bonus-record-page')).toBeVisible();
  const card = page.getByTestId('bonus-card');
  await expect(card).toHaveCount(1);
  return card;
}

async function expectFitsTheScreen(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The player's side, in a browser of its own at the visit's width and language. */
async function playTheBonus(browser: Browser, visit: Visit, username: string, unit: number): Promise<void> {
  const { brand, language, viewport } = visit;
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript((chosen) => localStorage.setItem('croupier.language', chosen), language);
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${brand}-${language}-${viewport.width}-${name}.png`), fullPage: true });
  try {
    await loginWithPassword(page, brand, username, PASSWORD);
    await expectLoggedIn(page);
    await dismissLoginSteps(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // The bonus as credited, its bar empty.
    let card = await openBonusDetails(page, brand);
    await expect(card).toHaveAttribute('data-status', 'ACTIVE');
    await expect(card.getByTestId('bonus-wagering')).toHaveAttribute('data-required-minor', String(BONUS_UNITS * unit));
    await expect(card.getByTestId('bonus-wagering')).toHaveAttribute('data-wagered-minor', '0');
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(card.getByTestId('bonus-locked')).toHaveAttribute('data-amount-minor', String(BONUS_UNITS * unit));
    await expect(card.getByTestId('bonus-max-bet')).toBeVisible();
    await expectFitsTheScreen(page, viewport.width);
    await shot('credited');

    // One stake of ৳2 at Dice, under 95: the bar moves to a fifth.
    await openOriginalsPage(page, brand, 'dice');
    await page.getByTestId('dice-target').fill('95');
    await page.getByTestId('dice-stake').fill(String(STAKE_UNITS));
    await page.getByTestId('dice-roll').click();
    await expect(page.getByTestId('dice-result')).toHaveAttribute('data-round-id', /^\d+$/);
    card = await openBonusDetails(page, brand);
    await expect(card.getByTestId('bonus-wagering')).toHaveAttribute('data-wagered-minor', String(STAKE_UNITS * unit));
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String((100 * STAKE_UNITS) / BONUS_UNITS));
    await shot('wagering');

    // The withdraw page says, before anything is asked, that a withdrawal now forfeits the bonus.
    await openWithdrawPage(page, brand);
    await setPaymentPasswordHere(page, PASSWORD, PAYMENT_PASSWORD);
    await bindFirstAccount(page, visit.channel, uniqueMobile(), 'Rahim Uddin');
    const warning = page.getByTestId('withdraw-bonus-warning');
    await expect(warning).toBeVisible();
    expect(Number(await warning.getAttribute('data-bonus-minor'))).toBeGreaterThan(0);
    await expectFitsTheScreen(page, viewport.width);
    await shot('withdraw-warning');

    // Four more stakes meet the requirement; the next look releases the bonus to the main wallet.
    await betDiceFor(page, brand, String(STAKE_UNITS), STAKE_UNITS * unit, (BONUS_UNITS - STAKE_UNITS) * unit);
    card = await openBonusDetails(page, brand);
    await expect(card).toHaveAttribute('data-status', 'COMPLETED');
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const released = Number(await card.getByTestId('bonus-released').getAttribute('data-amount-minor'));
    expect(released).toBeGreaterThan(0);
    await expectFitsTheScreen(page, viewport.width);
    await shot('released');

    // The main wallet holds it, free to withdraw: no bonus to forfeit any more.
    await openWithdrawPage(page, brand);
    expect(await availableMinor(page)).toBe(released);
    await expect(page.getByTestId('withdraw-bonus-warning')).toHaveCount(0);
  } finally {
    await context.close();
  }
}

for (const visit of VISITS) {
  test(`${visit.brand}: an operator credits a bonus in the console; the player wagers it at Dice (${visit.language}, ${visit.viewport.width} px), is warned before withdrawing, and gets it released`, async ({ page, browser }) => {
    test.setTimeout(test.info().timeout * 4);
    const unit = oneUnitMinor(visit.brand);
    const username = uniqueUsername('bonus');
    await createMember(visit.brand, { username, password: PASSWORD });

    await consoleLogin(page, await newCashier());
    await creditInConsole(page, visit.brand, username, unit);

    await playTheBonus(browser, visit, username, unit);

    // The console shows the bonus released, its wagering full, nothing locked any more.
    await page.reload();
    const row = page.getByTestId('bonus-row');
    await expect(row).toHaveAttribute('data-status', 'COMPLETED');
    await expect(row.getByTestId('bonus-row-wagering')).toHaveAttribute('data-wagered-minor', String(BONUS_UNITS * unit));
    await expect(page.getByTestId('member-bonus-locked')).toHaveAttribute('data-minor', '0');
    expect(Number(await row.getByTestId('bonus-row-released').getAttribute('data-minor'))).toBeGreaterThan(0);
  });
}
