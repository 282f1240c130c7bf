import { expect, test } from '@playwright/test';
import { dismissLoginSteps, expectLoggedIn, loginWithPassword } from '../support/account-steps';
import { createMember, uniqueUsername } from '../support/ops-api';

/** A player of its own: the journeys run in lanes, and the demo player's balance moves in others. */
const PASSWORD = 'Deposit#2026-play';
const BRAND = 'northstar';
/** A 1×1 PNG, whole: the platform checks a receipt's signature and its first and last chunks. */
const RECEIPT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test.describe('deposit', () => {
  test('a member asks for a manual-transfer deposit with a receipt photo, sees it pending and listed, and the balance waits', async ({ page }) => {
    const username = uniqueUsername('dep');
    await createMember(BRAND, { username, password: PASSWORD });
    await loginWithPassword(page, BRAND, username, PASSWORD);
    await expectLoggedIn(page);
    await dismissLoginSteps(page);
    // the balance as it stands once loaded, not the words shown while it loads
    const balance = page.getByTestId('header-balance-amount');
    await expect(balance).toHaveAttribute('data-amount-minor', /^\d+$/);
    const balanceBefore = await balance.getAttribute('data-amount-minor');

    await page.getByTestId('header-deposit').click();
    await expect(page).toHaveURL(/\/member\?page=depositv2$/);
    await expect(page.getByTestId('deposit-form')).toBeVisible();
    await page.getByTestId('deposit-channel-ROCKET').click();
    await expect(page.getByRole('radio', { name: /Rocket/ })).toBeChecked();
    await expect(page.getByTestId('deposit-account-number')).toHaveText('01911-000333');
    const leftBefore = Number(await page.getByTestId('deposit-remaining').getAttribute('data-remaining-minor'));

    // Below the channel's minimum: said beside the field, nothing sent.
    await page.getByTestId('deposit-amount').fill('50');
    await page.getByTestId('deposit-reference').fill('RKT7731950');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('deposit-amount')).toHaveAttribute('aria-invalid', 'true');

    await page.getByTestId('deposit-amount').fill('250.50');
    await page.getByTestId('deposit-proof-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    await expect(page.getByTestId('deposit-proof-chosen')).toBeVisible();
    await page.getByTestId('deposit-submit').click();

    await expect(page.getByTestId('deposit-pending')).toBeVisible();
    await expect(page.getByTestId('deposit-pending-proof')).toBeVisible();
    const newest = page.getByTestId('deposit-row').first();
    await expect(newest).toHaveAttribute('data-status', 'PENDING');
    await expect(newest.getByTestId('deposit-row-amount')).toHaveAttribute('data-amount-minor', '25050');
    await expect(newest.getByTestId('deposit-row-reference')).toContainText('RKT7731950');
    await expect(newest.getByTestId('deposit-row-proof')).toHaveAttribute('data-has-proof', 'true');
    // A pending deposit counts against the day's limit, and moves no money until an operator confirms it.
    await expect(page.getByTestId('deposit-remaining')).toHaveAttribute('data-remaining-minor', String(leftBefore - 25_050));
    await expect(balance).toHaveAttribute('data-amount-minor', balanceBefore ?? '');
  });
});
