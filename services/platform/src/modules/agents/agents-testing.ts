import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { authed, nextIp, sendSealed } from '../../../testing/accounts';
import { confirmedDeposit, playDice } from '../../../testing/cashier';
import { asOperator, newOperator } from '../../../testing/operators';
import type { TestPlayer } from '../../../testing/play';
import { AGENT_TYPE, PLAYER_TYPE, newAccount, type TreeAccount } from '../transfers/transfers-testing';

/** Agent trees and team activity for the agent back office's tests. */

export { AGENT_TYPE, PLAYER_TYPE, type TreeAccount };

/** An account of the tree: an agent (type 1) or a player, under `upline` or at the top; no payment password unless asked. */
export function treeAccount(app: FastifyInstance, kind: 'agent' | 'player', upline: TreeAccount | null = null, options: { brand?: string; paymentPassword?: boolean } = {}): Promise<TreeAccount> {
  return newAccount(app, { type: kind === 'agent' ? AGENT_TYPE : PLAYER_TYPE, upline, paymentPassword: options.paymentPassword ?? false, ...(options.brand ? { brand: options.brand } : {}) });
}

/** The account as the cashier and play helpers take it. */
export const asPlayer = (account: TreeAccount): TestPlayer => ({ token: account.token, memberId: account.id, username: account.username });

/** An agent call with the account's session. */
export function agentCall(app: FastifyInstance, account: { token: string }, url: string, brand = 'shonali'): Promise<LightMyRequestResponse> {
  return authed(app, brand, account.token, { url });
}

/** The call's value, failing the test unless it succeeded. */
export async function valueOf<T = Record<string, unknown>>(response: Promise<LightMyRequestResponse> | LightMyRequestResponse): Promise<T> {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json().value as T;
}

/** The refusal's code, failing the test if the call succeeded. */
export async function codeOf(response: Promise<LightMyRequestResponse> | LightMyRequestResponse): Promise<string> {
  const answered = await response;
  expect(answered.statusCode, answered.body).not.toBe(200);
  return answered.json().code as string;
}

export const SHONALI_DEPOSIT_CHANNEL = 'BANK_CITY';

/** A deposit of the account that an operator confirmed. */
export function deposit(app: FastifyInstance, account: TreeAccount, amountMinor: number): Promise<string> {
  return confirmedDeposit(app, 'shonali', asPlayer(account), SHONALI_DEPOSIT_CHANNEL, amountMinor);
}

/** Dice rounds of the account at a 98% chance: stakes that settle at once. */
export function dice(app: FastifyInstance, account: TreeAccount, stakeMinor: number, rounds: number): Promise<void> {
  return playDice(app, 'shonali', asPlayer(account), stakeMinor, rounds);
}

/**
 * A withdrawal of the account that an operator paid out (shonali then awaits the player's receipt).
 * The account needs a payment password (made with `paymentPassword: true`) and the turnover done.
 */
export async function paidWithdrawal(app: FastifyInstance, account: TreeAccount, amountMinor: number): Promise<string> {
  const bound = await authed(app, 'shonali', account.token, {
    method: 'POST',
    url: '/wps/cashier/payoutAccounts',
    payload: { channelCode: 'BKASH', accountNumber: '01712345678', payeeName: 'Rahim Uddin' },
  });
  expect(bound.statusCode, bound.body).toBe(200);
  const payoutAccountId = bound.json().value.payoutAccount.payoutAccountId as string;
  const asked = await sendSealed(app, {
    method: 'POST',
    url: '/wps/cashier/withdrawals',
    brand: 'shonali',
    token: account.token,
    ip: nextIp(),
    data: { payoutAccountId, amountMinor, paymentPassword: 'pay-246810', requestId: `wd-${account.id}-${Date.now()}` },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const withdrawalId = asked.json().value.withdrawal.withdrawalId as string;
  const cashier = await newOperator(app);
  const paid = await asOperator(app, cashier.token, { method: 'POST', url: `/bo/cashier/withdrawals/${withdrawalId}/decision`, payload: { decision: 'PAY' } });
  expect(paid.statusCode, paid.body).toBe(200);
  return withdrawalId;
}

/** Today in the brand's zone (Asia/Dhaka for both repository brands), yyyy-mm-dd. */
export function todayIn(timeZone = 'Asia/Dhaka', offsetDays = 0): string {
  const at = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The query of a range that holds today. */
export const todayRange = () => `from=${todayIn('Asia/Dhaka', -1)}&to=${todayIn('Asia/Dhaka', 1)}`;

/** A CSV answer's lines without the byte-order mark and the last line end. */
export function csvLines(response: LightMyRequestResponse): string[] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  return response.body.replace(/^\uFEFF/, '').replace(/\r\n$/, '').split('\r\n');
}
