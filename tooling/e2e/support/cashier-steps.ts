import { expect, type Page } from '@playwright/test';
import { dismissLoginSteps, expectLoggedIn, loginWithPassword } from './account-steps';
import { approveDeposit, deskLogin } from './cashier-desk-api';
import { createMember, uniqueUsername } from './ops-api';
import { openOriginalsPage } from './originals-steps';
import { brandUrl } from './server';
import { amountMinorOf } from './wallet-steps';

/** A fresh player of a brand, logged in on the page: money journeys need a balance no other journey touches. */
export async function loginNewMember(page: Page, brand: string, prefix: string): Promise<{ username: string; password: string }> {
  const member = { username: uniqueUsername(prefix), password: 'Cash#2026out' };
  await createMember(brand, member);
  await loginWithPassword(page, brand, member.username, member.password);
  await expectLoggedIn(page);
  await dismissLoginSteps(page);
  return member;
}

/**
 * Deposits by manual transfer from the header's deposit button, and has the desk's cashier confirm
 * it, as one who saw the money arrive. Answers the deposit's id.
 */
export async function depositConfirmed(page: Page, channelCode: string, amount: string): Promise<string> {
  await page.getByTestId('header-deposit').click();
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  await page.getByTestId(`deposit-channel-${channelCode}`).click();
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-reference').fill(`TRX${Date.now().toString().slice(-9)}`);
  await page.getByTestId('deposit-submit').click();
  const pending = page.getByTestId('deposit-pending');
  await expect(pending).toBeVisible();
  const depositId = (await pending.getAttribute('data-deposit-id')) ?? '';
  expect(depositId).toMatch(/^\d+$/);
  expect(await approveDeposit(await deskLogin(), depositId)).toBe('CONFIRMED');
  return depositId;
}

/** The withdraw page, opened afresh (its figures are asked for on every visit). */
export async function openWithdrawPage(page: Page, brand: string): Promise<void> {
  await page.goto(brandUrl(brand, '/member?page=withdraw'));
  await expect(page.getByTestId('withdraw-page')).toBeVisible();
}

/**
 * Rolls Dice under 95 (a 95% chance) with the given stake until the stakes add up to `turnoverMinor`:
 * the turnover a deposit asks for, met while keeping most of the money.
 */
export async function betDiceFor(page: Page, brand: string, stake: string, stakeMinor: number, turnoverMinor: number): Promise<void> {
  await openOriginalsPage(page, brand, 'dice');
  await page.getByTestId('dice-target').fill('95');
  const result = page.getByTestId('dice-result');
  for (let betMinor = 0; betMinor < turnoverMinor; betMinor += stakeMinor) {
    const before = (await result.count()) > 0 ? await result.getAttribute('data-round-id') : null;
    await page.getByTestId('dice-stake').fill(stake);
    await page.getByTestId('dice-roll').click();
    await expect(result).toHaveAttribute('data-round-id', /^\d+$/);
    if (before !== null) await expect(result).not.toHaveAttribute('data-round-id', before);
  }
}

/** Sets the first payment password on the withdraw page. */
export async function setPaymentPasswordHere(page: Page, loginPassword: string, paymentPassword: string): Promise<void> {
  await expect(page.getByTestId('withdraw-password-setup')).toBeVisible();
  await page.getByTestId('withdraw-login-password').fill(loginPassword);
  await page.getByTestId('withdraw-new-payment-password').fill(paymentPassword);
  await page.getByTestId('withdraw-confirm-payment-password').fill(paymentPassword);
  await page.getByTestId('withdraw-password-submit').click();
  await expect(page.getByTestId('withdraw-password-done')).toBeVisible();
  await expect(page.getByTestId('withdraw-password-setup')).toHaveCount(0);
}

/** Binds the member's first payout account, giving the payee name it is held in. Answers its id. */
export async function bindFirstAccount(page: Page, channelCode: string, accountNumber: string, payeeName: string): Promise<string> {
  const form = page.getByTestId('withdraw-bind-form');
  await form.getByTestId('withdraw-bind-channel').selectOption(channelCode);
  await form.getByTestId('withdraw-bind-number').fill(accountNumber);
  await expect(form.getByTestId('withdraw-bind-payee-warning')).toBeVisible();
  await form.getByTestId('withdraw-bind-payee').fill(payeeName);
  await form.getByTestId('withdraw-bind-submit').click();
  await expect(page.getByTestId('withdraw-bound')).toBeVisible();
  const chosen = page.locator('[data-testid^="withdraw-account-"][data-chosen="true"]');
  await expect(chosen).toHaveAttribute('data-channel', channelCode);
  await expect(chosen.getByTestId('withdraw-account-number')).toHaveText(accountNumber);
  return ((await chosen.getAttribute('data-testid')) ?? '').replace('withdraw-account-', '');
}

/** Asks for a withdrawal from the form; answers its id once the page says it is pending. */
export async function requestWithdrawal(page: Page, amount: string, paymentPassword: string): Promise<string> {
  await page.getByTestId('withdraw-amount').fill(amount);
  await page.getByTestId('withdraw-payment-password').fill(paymentPassword);
  await page.getByTestId('withdraw-submit').click();
  const requested = page.getByTestId('withdraw-requested');
  await expect(requested).toBeVisible();
  return (await requested.getAttribute('data-withdrawal-id')) ?? '';
}

export async function availableMinor(page: Page): Promise<number> {
  return amountMinorOf(page.getByTestId('withdraw-available'));
}

/** The list's row of one withdrawal. */
export function withdrawalRow(page: Page, withdrawalId: string) {
  return page.locator(`[data-testid="withdrawal-row"][data-withdrawal-id="${withdrawalId}"]`);
}
