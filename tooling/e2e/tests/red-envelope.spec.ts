import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { dismissLoginSteps, expectLoggedIn, loginWithPassword } from '../support/account-steps';
import { consoleLogin, consoleLogout, consoleUrl } from '../support/console-steps';
import { createMember, uniqueUsername } from '../support/ops-api';
import { E2E_DATA_DIR, apiUrl } from '../support/server';

// Red envelopes (decision 0043) on both brands: one operator makes a pool in the console, a second
// approves it there, and four players of the journey's own open it, at 390 px and at desktop width, in
// English and in Bengali. The pool, the operators and the players are the journey's own, and the pool is
// closed at the end, so no other journey meets it.

const PASSWORD = 'Envelope#2026';
const OPERATOR_PASSWORD = 'Envelope#2026-desk';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/** A console operator of the journey's own, made with the server's operator token as `pnpm ops operator create` would. */
async function newSupervisor(prefix: string): Promise<{ username: string; password: string }> {
  const token = readFileSync(path.join(E2E_DATA_DIR, 'ops-token'), 'utf8').trim();
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 32);
  const response = await fetch(apiUrl('/ops/operators'), {
    method: 'POST',
    headers: { 'x-ops-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ username, displayName: username, password: OPERATOR_PASSWORD, role: 'SUPERVISOR', merchantCodes: null }),
  });
  const envelope = (await response.json()) as { success: boolean; message?: string };
  if (!envelope.success) throw new Error(`operator ${username}: ${envelope.message}`);
  return { username, password: OPERATOR_PASSWORD };
}

/** The row of the pool with this title in the console's list. */
const poolRow = (page: Page, title: string) => page.locator('[data-testid="pool-row"]', { hasText: title });

/** The maker fills the form and sees the preview and the pool awaiting approval; nothing is funded yet. */
async function makePool(page: Page, brand: string, title: string): Promise<string> {
  await page.goto(consoleUrl(`/${brand}/red-envelopes`));
  await expect(page.getByTestId('red-envelopes-screen')).toBeVisible();
  const now = Date.now();
  const local = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByTestId('pool-title-en').fill(title);
  await page.getByTestId('pool-title-bn').fill(`শুভ খাম ${title.slice(-4)}`);
  await page.getByTestId('pool-total').fill('500');
  await page.getByTestId('pool-envelopes').fill('8');
  await page.getByTestId('pool-minimum').fill('10');
  await page.getByTestId('pool-starts').fill(local(now - 60_000));
  await page.getByTestId('pool-ends').fill(local(now + 2 * 60 * 60_000));
  await expect(page.getByTestId('pool-preview')).toHaveAttribute('data-valid', 'true');
  await page.getByTestId('pool-submit').click();
  const row = poolRow(page, title);
  await expect(row).toHaveAttribute('data-status', 'PENDING');
  await expect(row.getByTestId('pool-funded')).toHaveAttribute('data-minor', '0');
  const poolId = await row.getAttribute('data-pool-id');
  if (!poolId) throw new Error('the new pool has no id');
  return poolId;
}

/** A second operator approves it: the dialog says what moves, and the row shows the pool funded. */
async function approvePool(page: Page, brand: string, title: string, scale: number): Promise<void> {
  await page.goto(consoleUrl(`/${brand}/red-envelopes`));
  const row = poolRow(page, title);
  await row.getByTestId('pool-approve').click();
  const dialog = page.getByTestId('pool-step-dialog');
  await expect(dialog).toContainText('PROMOTIONS');
  await page.getByRole('dialog').getByRole('button', { name: 'Approve and fund' }).click();
  await expect(row).toHaveAttribute('data-status', 'OPEN');
  await expect(row.getByTestId('pool-funded')).toHaveAttribute('data-minor', String(500 * 10 ** scale));
}

interface Visit {
  language: 'en' | 'bn';
  viewport: { width: number; height: number };
}

/** A player of the journey's own opens the pool's envelope, finding the page through the side menu. */
async function openEnvelope(browser: Browser, brand: string, merchantCode: string, poolId: string, visit: Visit): Promise<number> {
  const username = uniqueUsername('env');
  await createMember(brand, { username, password: PASSWORD });
  const context = await browser.newContext({ viewport: visit.viewport });
  const page = await context.newPage();
  await page.addInitScript((chosen) => localStorage.setItem('croupier.language', chosen), visit.language);
  try {
    await loginWithPassword(page, brand, username, PASSWORD);
    await expectLoggedIn(page);
    await dismissLoginSteps(page);
    await expect(page.locator('html')).toHaveAttribute('lang', visit.language);
    // The entry point: the side menu names red envelopes, with a count, while a pool is open.
    if (visit.viewport.width < 1024) await page.getByTestId('side-menu-toggle').click();
    const entry = page.getByTestId('side-menu-red-envelope');
    await expect(entry).toBeVisible();
    await expect(entry).not.toHaveAttribute('data-open-count', '0');
    await entry.click();
    await expect(page).toHaveURL(/\/red-envelope$/);

    const card = page.locator(`[data-testid="red-envelope-pool"][data-pool-id="${poolId}"]`);
    await expect(card).toHaveAttribute('data-phase', 'OPEN');
    await expect(card.getByTestId('red-envelope-hash')).toHaveText(/^[0-9a-f]{64}$/);
    const left = Number(await card.getByTestId('red-envelope-remaining').getAttribute('data-remaining'));
    await card.getByTestId('red-envelope-grab').click();
    await expect(card.getByTestId('red-envelope-card')).toBeVisible();
    await expect(card.getByTestId('red-envelope-won')).toBeVisible();
    const amountMinor = Number(await card.getByTestId('red-envelope-mine').getAttribute('data-amount-minor'));
    expect(amountMinor).toBeGreaterThan(0);
    await expect(card.getByTestId('red-envelope-remaining')).toHaveAttribute('data-remaining', String(left - 1));
    await expect(page.getByTestId('red-envelope-my-grab').first()).toHaveAttribute('data-pool-id', poolId);
    // Nothing of the page runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(visit.viewport.width);
    await page.screenshot({ path: test.info().outputPath(`${brand}-${visit.language}-${visit.viewport.width}.png`), fullPage: true });

    // A second press is refused in the player's language, and pays nothing more.
    const again = await page.evaluate(
      async ({ url, merchant }) => {
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', Merchant: merchant, Authorization: `Bearer ${sessionStorage.getItem('croupier.token') ?? localStorage.getItem('croupier.token') ?? ''}` }, body: '{}' });
        return ((await response.json()) as { code?: string }).code;
      },
      { url: `/wps/red-envelopes/${poolId}/grab`, merchant: merchantCode },
    );
    expect(again).toBe('RED_ENVELOPE_ALREADY_GRABBED');
    return amountMinor;
  } finally {
    await context.close();
  }
}

for (const brand of ['northstar', 'shonali'] as const) {
  test(`${brand}: a pool made and approved by two operators in the console is opened by players at 390 px and desktop, in English and Bengali`, async ({ page, browser }) => {
    test.setTimeout(test.info().timeout * 4);
    const brandFile = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../brands', `${brand}.json`), 'utf8')) as { currency: { scale: number }; merchantCode: string };
    const maker = await newSupervisor('envmaker');
    const checker = await newSupervisor('envcheck');
    const title = `Lucky ${brand} ${Date.now().toString(36)}`;

    await consoleLogin(page, maker);
    const poolId = await makePool(page, brand, title);
    // the maker cannot approve their own pool
    await poolRow(page, title).getByTestId('pool-approve').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve and fund' }).click();
    await expect(page.getByTestId('pool-step-dialog').getByRole('alert')).toContainText(/another operator|second/i);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await consoleLogout(page);
    await consoleLogin(page, checker);
    await approvePool(page, brand, title, brandFile.currency.scale);

    const visits: Visit[] = [
      { language: 'en', viewport: DESKTOP },
      { language: 'en', viewport: PHONE },
      { language: 'bn', viewport: DESKTOP },
      { language: 'bn', viewport: PHONE },
    ];
    let paid = 0;
    for (const visit of visits) paid += await openEnvelope(browser, brand, brandFile.merchantCode, poolId, visit);

    // The console's figures follow the grabs; closing returns the rest and reveals the seed.
    await page.reload();
    const row = poolRow(page, title);
    await expect(row.getByTestId('pool-count')).toHaveAttribute('data-count', '4');
    await expect(row.getByTestId('pool-grabbed')).toHaveAttribute('data-minor', String(paid));
    await row.getByTestId('pool-close').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close now' }).click();
    await expect(row).toHaveAttribute('data-status', 'CLOSED');
    await expect(row.getByTestId('pool-seed')).toHaveText(/^[0-9a-f]{64}$/);

    // Anyone can check the pool now: every envelope paid is the one the revealed seed gives.
    const fairness = (await (await fetch(apiUrl(`/wps/red-envelopes/${poolId}/fairness`), { headers: { Merchant: brandFile.merchantCode } })).json()) as { value: { matches: boolean; seed: string } };
    expect(fairness.value.matches).toBe(true);
    expect(fairness.value.seed).toMatch(/^[0-9a-f]{64}$/);
  });
}
