import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { GOOD_PASSWORD, authed, nextIp, sendSealed } from './accounts';
import { asOperator, newOperator } from './operators';
import { newPlayer, type TestPlayer } from './play';
import { repoBrand } from './test-app';

/** Players with money the cashier's way: a deposit an operator confirmed, a payment password, a payout account. */

export const PAYMENT_PASSWORD = 'pay-246810';

let lastRequest = 0;
export function cashierRequestId(prefix: string): string {
  lastRequest += 1;
  return `${prefix}-${process.pid}-${lastRequest}`;
}

export interface FundedPlayer {
  player: TestPlayer;
  /** the payout account bound for withdrawals */
  accountId: string;
}

export interface FundingPlan {
  brand: string;
  amountMinor: number;
  /** a MANUAL deposit channel of the brand */
  depositChannel: string;
  payout: { channelCode: string; accountNumber: string; bankName?: string };
}

/** A manual deposit of the player that operators confirmed (two when it needs two). */
export async function confirmedDeposit(app: FastifyInstance, brand: string, player: TestPlayer, channelCode: string, amountMinor: number): Promise<string> {
  const asked = await authed(app, brand, player.token, {
    method: 'POST',
    url: '/wps/cashier/deposits',
    payload: { channelCode, amountMinor, reference: `IN-${lastRequest + 1}`, requestId: cashierRequestId('dep') },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const depositId = asked.json().value.deposit.depositId as string;
  const threshold = repoBrand(brand).cashier?.secondApprovalAboveMinor ?? Number.MAX_SAFE_INTEGER;
  const approvers = amountMinor > threshold ? [await newOperator(app), await newOperator(app)] : [await newOperator(app)];
  for (const approver of approvers) {
    const approved = await asOperator(app, approver.token, { method: 'POST', url: `/bo/cashier/deposits/${depositId}/decision`, payload: { decision: 'APPROVE' } });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  return depositId;
}

/** A new player whose deposit operators confirmed, with a payment password and a payout account. */
export async function fundedPlayer(app: FastifyInstance, plan: FundingPlan): Promise<FundedPlayer> {
  const player = await newPlayer(app, plan.brand);
  await confirmedDeposit(app, plan.brand, player, plan.depositChannel, plan.amountMinor);
  const password = await setPaymentPassword(app, plan.brand, player);
  expect(password.statusCode, password.body).toBe(200);
  const bound = await authed(app, plan.brand, player.token, { method: 'POST', url: '/wps/cashier/payoutAccounts', payload: { ...plan.payout, payeeName: 'Rahim Uddin' } });
  expect(bound.statusCode, bound.body).toBe(200);
  return { player, accountId: bound.json().value.payoutAccount.payoutAccountId as string };
}

export function setPaymentPassword(app: FastifyInstance, brand: string, player: TestPlayer, extra: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  return sendSealed(app, {
    method: 'POST',
    url: '/wps/member/paymentPassword',
    brand,
    token: player.token,
    ip: nextIp(),
    data: { loginPassword: GOOD_PASSWORD, paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD, ...extra },
  });
}

/** Stakes through the in-house Dice game at a 98% chance: real bets that the turnover counts. */
export async function playDice(app: FastifyInstance, brand: string, player: TestPlayer, stakeMinor: number, rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    const bet = await authed(app, brand, player.token, {
      method: 'POST',
      url: '/wps/bgs/dice/bet',
      payload: { amountMinor: stakeMinor, targetHundredths: 9800, direction: 'under', requestId: cashierRequestId('dice') },
    });
    expect(bet.statusCode, bet.body).toBe(200);
  }
}

export function withdraw(app: FastifyInstance, brand: string, player: TestPlayer, payoutAccountId: string, amountMinor: number, extra: Record<string, unknown> = {}) {
  return sendSealed(app, {
    method: 'POST',
    url: '/wps/cashier/withdrawals',
    brand,
    token: player.token,
    ip: nextIp(),
    data: { payoutAccountId, amountMinor, paymentPassword: PAYMENT_PASSWORD, requestId: cashierRequestId('wd'), ...extra },
  });
}
