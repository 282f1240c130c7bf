import {
  bindPayoutAccount,
  confirmWithdrawalReceipt,
  createWithdrawal,
  getWithdrawals,
  getWithdrawInfo,
  setPaymentPassword,
  type PayoutAccount,
  type ErrorCode,
  type Turnover,
  type Withdrawal,
  type WithdrawBonus,
} from '@croupier/contract';
import type { StubPlatform, StubRequest } from '@croupier/api-client/testing';
import type { WithdrawChannel } from '../src/withdraw/use-withdraw-info';

/** bKash payouts: ৳500.00 to ৳25,000.00 a withdrawal, ৳50,000.00 a day. */
export function bkashPayout(extra: Partial<WithdrawChannel> = {}): WithdrawChannel {
  return { code: 'BKASH', method: 'MOBILE_WALLET', name: 'bKash', minMinor: 50_000, maxMinor: 2_500_000, dailyMaxMinor: 5_000_000, remainingTodayMinor: 5_000_000, ...extra };
}

/** Bank payouts: ৳2,000.00 to ৳200,000.00 a withdrawal, ৳500,000.00 a day. */
export function bankPayout(extra: Partial<WithdrawChannel> = {}): WithdrawChannel {
  return { code: 'BANK', method: 'BANK', name: 'Bank account', minMinor: 200_000, maxMinor: 20_000_000, dailyMaxMinor: 50_000_000, remainingTodayMinor: 50_000_000, ...extra };
}

export function payoutAccountOf(extra: Partial<PayoutAccount> = {}): PayoutAccount {
  return { payoutAccountId: '11', channelCode: 'BKASH', accountNumber: '01712345678', holderName: 'Rahim Uddin', bankName: null, ...extra };
}

export function withdrawalOf(extra: Partial<Withdrawal> = {}): Withdrawal {
  return {
    withdrawalId: '1',
    channelCode: 'BKASH',
    channelName: 'bKash',
    payoutAccount: payoutAccountOf(),
    amountMinor: 100_000,
    status: 'PENDING',
    reason: null,
    createdAt: '2026-11-22T06:30:00.000Z',
    decidedAt: null,
    receipt: null,
    receivedMinor: null,
    receiptDueAt: null,
    returnedMinor: 0,
    ...extra,
  };
}

/** The login password of the stub's member, which setting a payment password asks for. */
export const LOGIN_PASSWORD = 'Login#2026';

export interface WithdrawDesk {
  channels: WithdrawChannel[];
  accounts: PayoutAccount[];
  payeeName: string | null;
  paymentPassword: string | null;
  availableMinor: number;
  turnover: Turnover;
  /** the active bonus a withdrawal would forfeit (decision 0045) */
  activeBonus: WithdrawBonus | null;
  withdrawals: Withdrawal[];
}

const refuse = (code: ErrorCode, message: string) => ({ failure: { code, message } });

const NO_TURNOVER: Turnover = { requiredMinor: 0, doneMinor: 0, remainingMinor: 0 };

interface SentWithdrawal {
  payoutAccountId: string;
  amountMinor: number;
  paymentPassword: string;
  requestId: string;
  forfeitBonus?: boolean;
}

/**
 * A member's withdrawals kept by the stub as the platform keeps them: accounts bound in the payee name
 * (given once), the payment password set with the login password, a withdrawal taken once per request
 * id and refused as the server refuses it (password, limits, turnover, funds), its amount held out of
 * the main wallet; the receipt of a paid-out one answered. The returned desk can be changed between
 * calls, as an operator would change it.
 */
export function answerWithdrawals(platform: StubPlatform, start: Partial<WithdrawDesk> = {}): WithdrawDesk {
  const desk: WithdrawDesk = {
    channels: [bkashPayout(), bankPayout()],
    accounts: [payoutAccountOf()],
    payeeName: 'Rahim Uddin',
    paymentPassword: 'Pay#2026',
    availableMinor: 1_000_000,
    turnover: NO_TURNOVER,
    activeBonus: null,
    withdrawals: [],
    ...start,
  };
  const byRequest = new Map<string, Withdrawal>();
  let nextId = 100;

  platform.answer(getWithdrawInfo, () => ({
    value: {
      channels: desk.channels,
      payoutAccounts: desk.accounts,
      payeeName: desk.payeeName,
      hasPaymentPassword: desk.paymentPassword !== null,
      availableMinor: desk.availableMinor,
      turnover: desk.turnover,
      activeBonus: desk.activeBonus,
      currency: 'BDT',
      scale: 2,
    },
  }));
  platform.answer(getWithdrawals, () => ({ value: { withdrawals: [...desk.withdrawals].reverse(), page: 1, totalPages: 1 } }));
  platform.answer(bindPayoutAccount, (request) => {
    const body = request.body as { channelCode: string; accountNumber: string; bankName?: string; payeeName?: string };
    if (desk.payeeName === null) {
      if (!body.payeeName) return refuse('PAYEE_NAME_REQUIRED', 'give the payee name');
      desk.payeeName = body.payeeName;
    }
    nextId += 1;
    const account = payoutAccountOf({ payoutAccountId: String(nextId), channelCode: body.channelCode, accountNumber: body.accountNumber, holderName: desk.payeeName, bankName: body.bankName ?? null });
    desk.accounts.push(account);
    return { value: { payoutAccount: account } };
  });
  platform.answer(setPaymentPassword, (request) => {
    const secret = request.secret as { loginPassword: string; paymentPassword: string };
    if (secret.loginPassword !== LOGIN_PASSWORD) return refuse('WRONG_PASSWORD', 'the login password is not right');
    desk.paymentPassword = secret.paymentPassword;
    return { value: { hasPaymentPassword: true as const } };
  });
  platform.answer(createWithdrawal, (request) => {
    const sent = request.secret as SentWithdrawal;
    if (desk.paymentPassword === null) return refuse('PAYMENT_PASSWORD_REQUIRED', 'no payment password');
    if (sent.paymentPassword !== desk.paymentPassword) return refuse('WRONG_PASSWORD', 'the payment password is not right');
    const known = byRequest.get(sent.requestId);
    if (known) return { value: { withdrawal: known } };
    const account = desk.accounts.find((each) => each.payoutAccountId === sent.payoutAccountId);
    if (!account) return refuse('PAYOUT_ACCOUNT_NOT_FOUND', 'no such account');
    const channel = desk.channels.find((each) => each.code === account.channelCode);
    if (!channel) return refuse('CHANNEL_NOT_FOUND', 'no such channel');
    if (sent.amountMinor < channel.minMinor || sent.amountMinor > channel.maxMinor || sent.amountMinor > channel.remainingTodayMinor) return refuse('CASHIER_LIMIT', 'outside the limits');
    if (desk.turnover.remainingMinor > 0) return refuse('TURNOVER_REQUIRED', 'bets needed');
    if (desk.activeBonus && sent.forfeitBonus !== true) return refuse('BONUS_FORFEIT_REQUIRED', 'confirm the forfeit');
    if (sent.amountMinor > desk.availableMinor) return refuse('INSUFFICIENT_FUNDS', 'not enough');
    desk.activeBonus = null;
    nextId += 1;
    const withdrawal = withdrawalOf({ withdrawalId: String(nextId), channelCode: channel.code, channelName: channel.name, payoutAccount: account, amountMinor: sent.amountMinor });
    desk.withdrawals.push(withdrawal);
    byRequest.set(sent.requestId, withdrawal);
    desk.availableMinor -= sent.amountMinor;
    channel.remainingTodayMinor -= sent.amountMinor;
    return { value: { withdrawal } };
  });
  platform.answer(confirmWithdrawalReceipt, (request: StubRequest) => {
    const index = desk.withdrawals.findIndex((each) => each.withdrawalId === request.params.withdrawalId);
    const withdrawal = desk.withdrawals[index];
    if (!withdrawal) return refuse('WITHDRAWAL_NOT_FOUND', 'no such withdrawal');
    if (withdrawal.status !== 'AWAITING_RECEIPT') return refuse('ALREADY_DECIDED', 'no receipt now');
    const body = request.body as { receipt: 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED'; receivedMinor?: number };
    const receivedMinor = body.receipt === 'RECEIVED' ? withdrawal.amountMinor : body.receipt === 'PARTIAL' ? (body.receivedMinor ?? 0) : 0;
    const answered: Withdrawal = { ...withdrawal, status: body.receipt === 'RECEIVED' ? 'PAID' : 'DISPUTED', receipt: body.receipt, receivedMinor, receiptDueAt: null };
    desk.withdrawals[index] = answered;
    return { value: { withdrawal: answered } };
  });
  return desk;
}
