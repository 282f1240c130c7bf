import { expect, test } from '@playwright/test';
import { dismissLoginSteps, passFirstLoginStep } from '../support/account-steps';
import { decideWithdrawal, deskLogin } from '../support/cashier-desk-api';
import {
  availableMinor,
  betDiceFor,
  bindFirstAccount,
  depositConfirmed,
  loginNewMember,
  openWithdrawPage,
  requestWithdrawal,
  setPaymentPasswordHere,
  withdrawalRow,
} from '../support/cashier-steps';
import { createMember, uniqueMobile, uniqueUsername } from '../support/ops-api';
import { brandUrl, word } from '../support/server';
import { amountMinorOf, DEMO_PLAYER, expectAmountMinor, loginDemoPlayer } from '../support/wallet-steps';

// Money going out, against the real platform: a deposit an operator confirms, the turnover it asks
// for, a withdrawal held at once and paid or given back by an operator (through the console's API, as
// the console would), and transfers along the agent tree. Each money journey has a member of its own,
// so the amounts it checks are exact.

const PAYMENT_PASSWORD = 'Pay#2026out';

test.describe('withdraw', () => {
  test('shonali: refused for turnover with what is left, met at Dice, then taken, paid by an operator and confirmed received', async ({ page }) => {
    test.setTimeout(180_000);
    const brand = 'shonali';
    const member = await loginNewMember(page, brand, 'wdpaid');
    await depositConfirmed(page, 'BKASH', '1000');

    // The header's withdraw button leads to the page; the deposit is there to withdraw, with its turnover.
    await page.goto(brandUrl(brand, '/'));
    await page.getByTestId('header-withdraw').click();
    await expect(page).toHaveURL(brandUrl(brand, '/member?page=withdraw'));
    await expect(page.getByTestId('withdraw-page')).toBeVisible();
    expect(await availableMinor(page)).toBe(100_000);
    const turnover = page.getByTestId('withdraw-turnover');
    await expect(turnover).toHaveAttribute('data-required-minor', '100000');
    await expect(turnover).toHaveAttribute('data-remaining-minor', '100000');
    await expect(page.getByTestId('withdraw-turnover-bar')).toBeVisible();

    await setPaymentPasswordHere(page, member.password, PAYMENT_PASSWORD);
    await bindFirstAccount(page, 'BKASH', uniqueMobile(), 'Rahim Uddin');
    await expect(page.getByTestId('withdraw-payee')).toContainText('Rahim Uddin');

    // Asked before the turnover is met: the page says how much is left, and nothing is held.
    await page.getByTestId('withdraw-amount').fill('500');
    await page.getByTestId('withdraw-payment-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    const refusal = page.getByTestId('withdraw-refusal');
    await expect(refusal).toHaveAttribute('data-code', 'TURNOVER_REQUIRED');
    await expect(refusal).toContainText((await page.getByTestId('withdraw-turnover-remaining').textContent()) ?? 'missing');
    await expect(page.getByTestId('withdrawal-history-empty')).toBeVisible();
    expect(await availableMinor(page)).toBe(100_000);

    // Two Dice stakes of ৳500 meet the ৳1,000 the deposit asks for.
    await betDiceFor(page, brand, '500', 50_000, 100_000);
    await openWithdrawPage(page, brand);
    await expect(page.getByTestId('withdraw-turnover')).toHaveAttribute('data-remaining-minor', '0');
    await expect(page.getByTestId('withdraw-turnover-bar')).toHaveCount(0);
    const before = await availableMinor(page);
    expect(before).toBeGreaterThanOrEqual(50_000);

    const withdrawalId = await requestWithdrawal(page, '500', PAYMENT_PASSWORD);
    expect(withdrawalId).toMatch(/^\d+$/);
    // Held at once: out of the main wallet, in the header too.
    await expectAmountMinor(page.getByTestId('withdraw-available'), before - 50_000);
    await expectAmountMinor(page.getByTestId('header-balance-amount'), before - 50_000);
    await expect(withdrawalRow(page, withdrawalId)).toHaveAttribute('data-status', 'PENDING');

    const cashier = await deskLogin();
    expect((await decideWithdrawal(cashier, withdrawalId, 'PAY')).status).toBe('AWAITING_RECEIPT');

    // Shonali asks the player what arrived, and says how long is left to answer.
    await openWithdrawPage(page, brand);
    const row = withdrawalRow(page, withdrawalId);
    await expect(row).toHaveAttribute('data-status', 'AWAITING_RECEIPT');
    const due = row.getByTestId('withdrawal-receipt-due');
    await expect(due).toHaveAttribute('data-minutes-left', /^([1-9]|[12]\d|30)$/);
    await row.getByTestId('withdrawal-receipt-RECEIVED').click();
    await row.getByTestId('withdrawal-receipt-submit').click();
    await expect(row).toHaveAttribute('data-status', 'PAID');
    await expect(row.getByTestId('withdrawal-row-status')).toHaveText(word('bn', 'cashier', 'withdraw.history.status.PAID'));
    await expect(row.getByTestId('withdrawal-receipt')).toHaveCount(0);
    // Paying moved the held money on; the wallet stays where the request left it.
    await openWithdrawPage(page, brand);
    expect(await availableMinor(page)).toBe(before - 50_000);
    await expect(withdrawalRow(page, withdrawalId)).toHaveAttribute('data-status', 'PAID');
  });

  test('northstar: a withdrawal an operator rejects gives the money back, with the reason', async ({ page }) => {
    test.setTimeout(180_000);
    const brand = 'northstar';
    const member = await loginNewMember(page, brand, 'wdback');
    await depositConfirmed(page, 'ROCKET', '1000');
    await betDiceFor(page, brand, '500', 50_000, 100_000);

    await openWithdrawPage(page, brand);
    await expect(page.getByTestId('withdraw-turnover')).toHaveAttribute('data-remaining-minor', '0');
    await setPaymentPasswordHere(page, member.password, PAYMENT_PASSWORD);
    await bindFirstAccount(page, 'ROCKET', uniqueMobile(), 'Karim Ahmed');
    const before = await availableMinor(page);
    const headerBefore = await amountMinorOf(page.getByTestId('header-balance-amount'));

    // A wrong payment password is said in words, and holds nothing.
    await page.getByTestId('withdraw-amount').fill('500');
    await page.getByTestId('withdraw-payment-password').fill('Not#theone');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-refusal')).toHaveText(word('en', 'cashier', 'withdraw.errors.WRONG_PASSWORD'));
    expect(await availableMinor(page)).toBe(before);

    const withdrawalId = await requestWithdrawal(page, '500', PAYMENT_PASSWORD);
    await expectAmountMinor(page.getByTestId('withdraw-available'), before - 50_000);
    await expectAmountMinor(page.getByTestId('header-balance-amount'), headerBefore - 50_000);

    const reason = 'The account name does not match';
    const decided = await decideWithdrawal(await deskLogin(), withdrawalId, 'REJECT', reason);
    expect(decided).toMatchObject({ status: 'REJECTED', reason });

    await openWithdrawPage(page, brand);
    const row = withdrawalRow(page, withdrawalId);
    await expect(row).toHaveAttribute('data-status', 'REJECTED');
    await expect(row.getByTestId('withdrawal-row-status')).toHaveText(word('en', 'cashier', 'withdraw.history.status.REJECTED'));
    await expect(row.getByTestId('withdrawal-row-reason')).toHaveText(`Why: ${reason}`);
    await expect(row.getByTestId('withdrawal-row-note')).toHaveText('৳500.00 went back to your main wallet.');
    // The balance is what it was before the request, on the page and in the header.
    expect(await availableMinor(page)).toBe(before);
    await expectAmountMinor(page.getByTestId('header-balance-amount'), headerBefore);
  });
});

test.describe('transfers along the agent tree', () => {
  test('shonali: the demo agent pays the demo player of its downline, and is refused for an account outside its tree', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const brand = 'shonali';
    // The demo player's balance before, in a browser of its own.
    const playerContext = await browser.newContext();
    const playerPage = await playerContext.newPage();
    await loginDemoPlayer(playerPage, brand);
    const playerBefore = await amountMinorOf(playerPage.getByTestId('header-balance-amount'));

    await page.goto(brandUrl(brand, '/agent'));
    await page.getByTestId('agent-login-username').fill('demo_agent');
    await page.getByTestId('agent-login-password').fill(DEMO_PLAYER.password);
    await page.getByTestId('agent-login-submit').click();
    await passFirstLoginStep(page, page.getByTestId('agent-home-nickname'));
    await page.goto(brandUrl(brand, '/member?page=transferUpline'));
    await dismissLoginSteps(page);
    await expect(page.getByTestId('transfers-page')).toHaveAttribute('data-role', 'agent');
    const agentPassword = 'Agent#2026pay';
    if (await page.getByTestId('transfers-password-setup').isVisible()) {
      await page.getByTestId('transfers-login-password').fill(DEMO_PLAYER.password);
      await page.getByTestId('transfers-new-payment-password').fill(agentPassword);
      await page.getByTestId('transfers-confirm-payment-password').fill(agentPassword);
      await page.getByTestId('transfers-password-submit').click();
    }
    await expect(page.getByTestId('transfers-form')).toHaveAttribute('data-direction', 'downline');
    const agentBefore = await amountMinorOf(page.getByTestId('transfers-available'));

    await page.getByTestId('transfers-username').fill(DEMO_PLAYER.username);
    await page.getByTestId('transfers-amount').fill('12.50');
    await page.getByTestId('transfers-payment-password').fill(agentPassword);
    await page.getByTestId('transfers-submit').click();
    await expect(page.getByTestId('transfers-message')).toHaveAttribute('data-tone', 'success');
    await expectAmountMinor(page.getByTestId('transfers-available'), agentBefore - 1_250);
    await playerPage.reload();
    await expectAmountMinor(playerPage.getByTestId('header-balance-amount'), playerBefore + 1_250);
    await playerContext.close();

    // A player of no agent: outside the tree, refused in words, and no money moves.
    const outsider = uniqueUsername('outside');
    await createMember(brand, { username: outsider, password: 'Outside#2026' });
    await page.getByTestId('transfers-username').fill(outsider);
    await page.getByTestId('transfers-amount').fill('12.50');
    await page.getByTestId('transfers-payment-password').fill(agentPassword);
    await page.getByTestId('transfers-submit').click();
    const refused = page.getByTestId('transfers-message');
    await expect(refused).toHaveAttribute('data-tone', 'error');
    await expect(refused).toHaveText(word('bn', 'transfers', 'errors.NOT_IN_DOWNLINE').replace('{{username}}', outsider));
    await page.reload();
    await expectAmountMinor(page.getByTestId('transfers-available'), agentBefore - 1_250);
  });
});
