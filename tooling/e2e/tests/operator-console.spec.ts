import { expect, test, type Page } from '@playwright/test';
import { dismissLoginSteps, expectLoggedIn, loginWithPassword } from '../support/account-steps';
import { DEMO_OPERATORS, approveFromDesk, consoleLogin, consoleLogout, consoleUrl, deskDepositRow } from '../support/console-steps';
import { createMember, uniqueUsername } from '../support/ops-api';
import { brandUrl, readBrandFile, word } from '../support/server';

const BRAND = 'shonali';
const PASSWORD = 'Desk#2026shonali';
/** A 1×1 PNG, whole: the platform checks a receipt's signature and its first and last chunks. */
const RECEIPT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const threshold = (readBrandFile(BRAND).cashier as { secondApprovalAboveMinor: number }).secondApprovalAboveMinor;

/** Asks for a manual deposit on the member's deposit page and answers the new deposit's id. */
async function askDeposit(page: Page, channel: string, amount: string, reference: string, receipt = false): Promise<string> {
  await page.goto(brandUrl(BRAND, '/member?page=depositv2'));
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  await page.getByTestId(`deposit-channel-${channel}`).click();
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-reference').fill(reference);
  if (receipt) await page.getByTestId('deposit-proof-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-pending')).toBeVisible();
  const newest = page.getByTestId('deposit-row').first();
  await expect(newest).toHaveAttribute('data-status', 'PENDING');
  const depositId = await newest.getAttribute('data-deposit-id');
  expect(depositId).toMatch(/^\d+$/);
  return depositId ?? '';
}

/** The member's balance as the header shows it once the page is read again. */
async function expectBalance(page: Page, amountMinor: number): Promise<void> {
  await page.goto(brandUrl(BRAND, '/'));
  await expect(page.getByTestId('header-balance-amount')).toHaveAttribute('data-amount-minor', String(amountMinor));
}

test.describe('operator console', () => {
  test('a cashier approves a member’s deposit at the desk; above the threshold a second cashier must, and approving twice is refused in words', async ({ page, browser }) => {
    expect(threshold).toBe(5_000_000);
    const username = uniqueUsername('desk');
    await createMember(BRAND, { username, password: PASSWORD });
    await loginWithPassword(page, BRAND, username, PASSWORD);
    await expectLoggedIn(page);
    await dismissLoginSteps(page);
    await expect(page.getByTestId('header-balance-amount')).toHaveAttribute('data-amount-minor', '0');
    const stamp = Date.now().toString().slice(-7);
    const small = await askDeposit(page, 'BKASH', '500', `BK${stamp}`, true);

    const desk = await (await browser.newContext()).newPage();
    await consoleLogin(desk, DEMO_OPERATORS.cashier1);
    await desk.locator('[data-testid="brand-card"][data-brand="shonali"]').click();
    await expect(desk.getByRole('heading', { name: 'Cashier desk · Shonali' })).toBeVisible();
    const row = deskDepositRow(desk, small);
    await expect(row).toContainText(username);
    await expect(row.getByTestId('desk-amount')).toHaveText('৳500.00');
    await expect(row).toContainText('bKash');
    await expect(row).toContainText(`BK${stamp}`);
    // The receipt comes with the operator's token and shows from memory; a click opens it whole.
    await expect(row.getByTestId('proof-thumbnail').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await row.getByTestId('proof-thumbnail').click();
    await expect(desk.getByTestId('proof-full')).toBeVisible();
    await desk.keyboard.press('Escape');
    await expect(desk.getByTestId('proof-full')).toHaveCount(0);

    await approveFromDesk(desk, small);
    await expect(row).toHaveCount(0);
    await expectBalance(page, 50_000);

    // Above the brand's threshold: cashier1's approval is the first of two and moves nothing.
    const large = await askDeposit(page, 'BANK_CITY', '60000', `CITY${stamp}`);
    await desk.reload();
    const largeRow = deskDepositRow(desk, large);
    await expect(largeRow.getByTestId('approval-marks')).toHaveText('Needs second approval');
    const first = await approveFromDesk(desk, large);
    await expect(first).toHaveCount(0);
    await expect(largeRow.getByTestId('approval-marks')).toContainText('First approval by cashier1');
    await expectBalance(page, 50_000);

    const twice = await approveFromDesk(desk, large);
    await expect(twice.getByTestId('decision-refusal')).toHaveText(word('en', 'backoffice', 'errors.SECOND_APPROVER_REQUIRED'));
    await twice.getByRole('button', { name: 'Cancel' }).click();
    await expect(largeRow).toBeVisible();

    await consoleLogout(desk);
    await consoleLogin(desk, DEMO_OPERATORS.cashier2);
    await desk.locator('[data-testid="brand-card"][data-brand="shonali"]').click();
    await expect(deskDepositRow(desk, large).getByTestId('approval-marks')).toContainText('First approval by cashier1');
    await approveFromDesk(desk, large);
    await expect(deskDepositRow(desk, large)).toHaveCount(0);
    await expectBalance(page, 6_050_000);

    // The member lookup shows the new balance and both deposits in the ledger.
    await desk.goto(desk.url().replace(/\/desk.*$/, '/members'));
    await desk.getByRole('searchbox', { name: 'Username or mobile number' }).fill(username);
    await desk.getByRole('button', { name: 'Search', exact: true }).click();
    await desk.getByRole('link', { name: username }).click();
    await expect(desk.getByTestId('member-balance-total')).toContainText('৳60,500.00');
    await expect(desk.getByTestId('ledger-row')).toHaveCount(2);
    await expect(desk.locator('[data-testid="ledger-row"][data-kind="DEPOSIT"]')).toHaveCount(2);

    // A supervisor finds the first approval in the audit log by its deposit, narrowed by the server:
    // the amount in the brand's money, the time with its zone.
    await consoleLogout(desk);
    await consoleLogin(desk, DEMO_OPERATORS.supervisor1);
    await desk.goto(consoleUrl('/audit'));
    await desk.getByTestId('audit-filter-subject').fill(`deposit:${small}`);
    await desk.getByTestId('audit-filter-action').fill('deposit.');
    const narrowed = desk.waitForResponse((response) => response.url().includes('/bo/audit?') && response.url().includes(`subject=deposit%3A${small}`));
    await desk.getByTestId('audit-filter-apply').click();
    await narrowed;
    const entries = desk.getByTestId('audit-row');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toHaveAttribute('data-action', 'deposit.confirm');
    await expect(entries.first().getByTestId('audit-before')).toContainText('amount৳500.00');
    await expect(entries.first().getByTestId('audit-time')).toHaveText(/ [A-Z]{2,5}([+-]\d{1,2}(:\d{2})?)?$/);
    await expect(desk.getByTestId('audit-total')).toHaveText('1 entry');
  });
});
