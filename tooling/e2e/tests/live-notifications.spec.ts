import { expect, test } from '@playwright/test';
import { dismissLoginSteps, expectLoggedIn, loginWithPassword } from '../support/account-steps';
import { DEMO_CASHIER, approveDeposit, operatorLogin } from '../support/console-api';
import { createMember, uniqueUsername } from '../support/ops-api';
import { word } from '../support/server';

const BRAND = 'northstar';
const PASSWORD = 'Live#2026north';

test.describe('live notifications', () => {
  test('a deposit an operator approves shows on the member’s open page at once: a toast with amount and time, the new balance and the unread badge', async ({ page }) => {
    const username = uniqueUsername('live');
    await createMember(BRAND, { username, password: PASSWORD });
    // The socket opens only for a logged-in member: watch it from the start.
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
    await loginWithPassword(page, BRAND, username, PASSWORD);
    await expectLoggedIn(page);
    await dismissLoginSteps(page);
    await expect(page.getByTestId('header-balance-amount')).toHaveAttribute('data-amount-minor', '0');
    await expect.poll(() => sockets).toContain('/wps/live/member');

    await page.getByTestId('header-deposit').click();
    await expect(page.getByTestId('deposit-form')).toBeVisible();
    await page.getByTestId('deposit-channel-ROCKET').click();
    await page.getByTestId('deposit-amount').fill('250.50');
    await page.getByTestId('deposit-reference').fill(`RKT${Date.now().toString().slice(-8)}`);
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('deposit-pending')).toBeVisible();
    const newest = page.getByTestId('deposit-row').first();
    await expect(newest).toHaveAttribute('data-status', 'PENDING');
    const depositId = await newest.getAttribute('data-deposit-id');
    expect(depositId).toMatch(/^\d+$/);

    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    const cashier = await operatorLogin(DEMO_CASHIER.username, DEMO_CASHIER.password);
    expect(await approveDeposit(cashier, depositId ?? '')).toMatchObject({ deposit: { depositId, status: 'CONFIRMED' } });

    // Well within the 30 s the balance waits between its own refreshes.
    const toast = page.getByTestId('live-toast');
    await expect(toast).toBeVisible({ timeout: 5_000 });
    await expect(toast).toHaveAttribute('data-kind', 'DEPOSIT_CONFIRMED');
    await expect(toast).toContainText(word('en', 'notifications', 'title.DEPOSIT_CONFIRMED'));
    await expect(toast.getByTestId('live-toast-body')).toContainText('৳250.50');
    await expect(toast.getByTestId('live-toast-time')).not.toBeEmpty();
    await expect(page.getByTestId('header-balance-amount')).toHaveAttribute('data-amount-minor', '25050', { timeout: 5_000 });
    await expect(page.getByTestId('header-balance-amount')).toContainText('250.50');
    await expect(page.getByTestId('header-account-menu')).toHaveAttribute('data-unread', '1');
    // The deposit list on the open page follows too.
    await expect(newest).toHaveAttribute('data-status', 'CONFIRMED');
    expect(navigations).toEqual([]);

    // Opening the menu shows the notification and counts it read.
    await page.getByTestId('header-account-menu').click();
    await expect(page.getByTestId('header-notification').first()).toHaveAttribute('data-kind', 'DEPOSIT_CONFIRMED');
    await expect(page.getByTestId('header-account-menu')).toHaveAttribute('data-unread', '0');
  });
});
