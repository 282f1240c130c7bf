import type { Brand, WithdrawChannel } from '@croupier/brand-config';
import type { CallValue, getWithdrawInfo, PayoutAccount, Withdrawal } from '@croupier/contract';
import { MAX_PAYOUT_ACCOUNTS } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { type MemberRecord, selectPayeeName, setPayeeNameOnce, updatePaymentPasswordHash } from '../accounts';
import { balanceOf, payloadSha256, post } from '../ledger';
import { lockMemberCashier } from './deposit-repository';
import { checkProof } from './proof-image';
import { activeBonusSummary, settleBonusForWithdrawal } from '../bonuses';
import { turnoverOf } from './turnover';
import {
  insertPayoutAccount,
  insertWithdrawal,
  insertWithdrawalProof,
  markOverdueReceipts,
  markReceipt,
  selectMemberWithdrawalForReceipt,
  selectMemberWithdrawal,
  selectMemberWithdrawals,
  selectPayoutAccounts,
  selectWithdrawalByRequest,
  sumWithdrawnToday,
  type PayoutAccountRow,
  type WithdrawalRow,
} from './withdrawal-repository';

/** The member's side of withdrawals: payout accounts, the payment password, asking to be paid. */

/** The source of the postings that hold a member's withdrawals, keyed by the member's request id. */
export const holdSource = (memberId: string) => `cashier:hold:${memberId}`;

function channelsOf(brand: Brand): readonly WithdrawChannel[] {
  return brand.cashier?.withdrawChannels ?? [];
}

function channelOrRefuse(brand: Brand, code: string): WithdrawChannel {
  const channel = channelsOf(brand).find((each) => each.code === code);
  if (!channel) throw new ApiError('CHANNEL_NOT_FOUND', `${brand.displayName} pays out no withdrawals through ${code}`, [{ field: 'channelCode', message: 'is not a channel of this site' }]);
  return channel;
}

export const payoutAccountView = (row: PayoutAccountRow): PayoutAccount => ({
  payoutAccountId: row.id,
  channelCode: row.channelCode,
  accountNumber: row.accountNumber,
  holderName: row.holderName,
  bankName: row.bankName,
});

export function withdrawalView(brand: Brand, row: WithdrawalRow): Withdrawal {
  return {
    withdrawalId: row.id,
    channelCode: row.channelCode,
    channelName: channelsOf(brand).find((channel) => channel.code === row.channelCode)?.name ?? row.channelCode,
    payoutAccount: payoutAccountView(row.payoutAccount),
    amountMinor: Number(row.amountMinor),
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    receipt: row.receipt,
    receivedMinor: row.receivedMinor === null ? null : Number(row.receivedMinor),
    receiptDueAt: row.receiptDueAt,
    returnedMinor: Number(row.returnedMinor),
  };
}

const mainWallet = (brand: Brand, member: MemberRecord) => ({ kind: 'member' as const, merchantCode: brand.merchantCode, memberId: member.id, wallet: 'MAIN' });

async function remainingToday(db: Queryable, brand: Brand, member: MemberRecord, channel: WithdrawChannel, nowMs: number): Promise<bigint> {
  const left = BigInt(channel.dailyMaxMinor) - (await sumWithdrawnToday(db, brand.merchantCode, member.id, channel.code, brand.timeZone, nowMs));
  return left > 0n ? left : 0n;
}

export async function withdrawInfo(db: Queryable, brand: Brand, member: MemberRecord, nowMs: number): Promise<CallValue<typeof getWithdrawInfo>> {
  const [channels, accounts, payeeName, available, turnover, activeBonus] = await Promise.all([
    Promise.all(
      channelsOf(brand).map(async (channel) => ({
        code: channel.code,
        method: channel.method,
        name: channel.name,
        minMinor: channel.minMinor,
        maxMinor: channel.maxMinor,
        dailyMaxMinor: channel.dailyMaxMinor,
        remainingTodayMinor: Number(await remainingToday(db, brand, member, channel, nowMs)),
      })),
    ),
    selectPayoutAccounts(db, brand.merchantCode, member.id),
    selectPayeeName(db, brand.merchantCode, member.id),
    balanceOf(db, mainWallet(brand, member)),
    turnoverOf(db, brand, member.id),
    activeBonusSummary(db, brand.merchantCode, member.id, nowMs),
  ]);
  return {
    channels,
    payoutAccounts: accounts.map(payoutAccountView),
    payeeName,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    availableMinor: Number(available),
    turnover,
    activeBonus: activeBonus && { bonusMinor: Number(activeBonus.bonusMinor), wageredMinor: Number(activeBonus.wageredMinor), requiredMinor: Number(activeBonus.requiredMinor) },
    currency: brand.currency.code,
    scale: brand.currency.scale,
  };
}

export interface BindRequest {
  channelCode: string;
  accountNumber: string;
  bankName?: string | undefined;
  payeeName?: string | undefined;
}

/**
 * Binds a payout account held in the member's payee name. A member without one gives it here, once:
 * it is written on the member and cannot be changed by binding again, so money only ever goes to one
 * name. Binding the same account twice answers the one already bound.
 */
export async function bindPayoutAccount(db: Database, brand: Brand, member: MemberRecord, request: BindRequest, nowMs: number): Promise<PayoutAccount> {
  const channel = channelOrRefuse(brand, request.channelCode);
  if (channel.method === 'BANK' && !request.bankName) {
    throw new ApiError('VALIDATION_FAILED', 'A bank account needs the bank’s name', [{ field: 'bankName', message: 'is required for a bank account' }]);
  }
  const row = await db.transaction(async (tx) => {
    await lockMemberCashier(tx, brand.merchantCode, member.id);
    let payeeName = await selectPayeeName(tx, brand.merchantCode, member.id);
    if (payeeName === null) {
      if (!request.payeeName) throw new ApiError('PAYEE_NAME_REQUIRED', 'Give the name your account is held in: payouts go to that name only', [{ field: 'payeeName', message: 'is required' }]);
      await setPayeeNameOnce(tx, brand.merchantCode, member.id, request.payeeName);
      payeeName = request.payeeName;
    } else if (request.payeeName !== undefined && request.payeeName !== payeeName) {
      throw new ApiError('VALIDATION_FAILED', 'Payouts go to your registered payee name only; it cannot be changed here', [{ field: 'payeeName', message: 'differs from your registered payee name' }]);
    }
    const bound = await selectPayoutAccounts(tx, brand.merchantCode, member.id);
    const same = bound.find((account) => account.channelCode === channel.code && account.accountNumber === request.accountNumber);
    if (same) return same;
    if (bound.length >= MAX_PAYOUT_ACCOUNTS) throw new ApiError('VALIDATION_FAILED', `You have bound the most payout accounts there are (${MAX_PAYOUT_ACCOUNTS})`, [{ field: 'accountNumber', message: 'is one account too many' }]);
    const inserted = await insertPayoutAccount(
      tx,
      { merchantCode: brand.merchantCode, memberId: member.id, channelCode: channel.code, accountNumber: request.accountNumber, holderName: payeeName, bankName: request.bankName ?? null },
      nowMs,
    );
    if (!inserted) throw new Error('cashier: a payout account neither bound nor found');
    return inserted;
  });
  return payoutAccountView(row);
}

export interface PaymentPasswordForm {
  loginPassword: string;
  oldPaymentPassword?: string | undefined;
  paymentPassword: string;
}

/** Sets or changes the payment password: the login password always, the old payment password to change it. */
export async function setPaymentPassword(deps: AppDeps, brand: Brand, member: MemberRecord, form: PaymentPasswordForm): Promise<{ hasPaymentPassword: true }> {
  if (!(await deps.passwords.verify(member.passwordHash, form.loginPassword))) {
    throw new ApiError('WRONG_PASSWORD', 'The login password is not right', [{ field: 'loginPassword', message: 'is not right' }]);
  }
  if (member.paymentPasswordHash !== null) {
    if (form.oldPaymentPassword === undefined || !(await deps.passwords.verify(member.paymentPasswordHash, form.oldPaymentPassword))) {
      throw new ApiError('WRONG_PASSWORD', 'The current payment password is not right', [{ field: 'oldPaymentPassword', message: 'is not right' }]);
    }
  }
  // a payment password that opens the account too would protect nothing more
  if (form.paymentPassword === form.loginPassword) {
    throw new ApiError('VALIDATION_FAILED', 'The payment password must differ from the login password', [{ field: 'paymentPassword', message: 'is the login password' }]);
  }
  await updatePaymentPasswordHash(deps.db, brand.merchantCode, member.id, await deps.passwords.hash(form.paymentPassword));
  return { hasPaymentPassword: true };
}

export interface WithdrawalRequest {
  payoutAccountId: string;
  amountMinor: number;
  paymentPassword: string;
  requestId: string;
  /** the player confirmed that the withdrawal forfeits their active bonus */
  forfeitBonus?: boolean | undefined;
}

const limitRefusal = (message: string) => new ApiError('CASHIER_LIMIT', message, [{ field: 'amountMinor', message }]);

function checkAmount(channel: WithdrawChannel, amountMinor: bigint, leftToday: bigint): void {
  if (amountMinor < BigInt(channel.minMinor)) throw limitRefusal(`is below the ${channel.name} minimum of ${channel.minMinor} (minor units)`);
  if (amountMinor > BigInt(channel.maxMinor)) throw limitRefusal(`is above the ${channel.name} maximum of ${channel.maxMinor} (minor units)`);
  if (amountMinor > leftToday) throw limitRefusal(`is more than the ${leftToday} (minor units) left of today’s ${channel.name} limit of ${channel.dailyMaxMinor}`);
}

async function checkTurnover(db: Queryable, brand: Brand, member: MemberRecord): Promise<void> {
  const turnover = await turnoverOf(db, brand, member.id);
  if (turnover.remainingMinor > 0) {
    throw new ApiError(
      'TURNOVER_REQUIRED',
      `Bets worth ${turnover.remainingMinor} more (minor units) are needed before a withdrawal: ${turnover.doneMinor} of the ${turnover.requiredMinor} your last deposit asks for are placed`,
    );
  }
}

/** The withdrawal a request id already made, if any; the same id with another request is refused. */
function replayOf(earlier: WithdrawalRow | null, request: WithdrawalRequest, requestSha256: string): WithdrawalRow | null {
  if (!earlier) return null;
  if (earlier.requestSha256 !== requestSha256) throw new ApiError('IDEMPOTENCY_CONFLICT', `The id ${request.requestId} was already used for another request; send a new id for a new withdrawal`);
  return earlier;
}

/**
 * Asks to be paid: the payment password is checked, then, one request of the member at a time, the
 * payout account, the channel's limits, the turnover and the active bonus (forfeited only when the
 * player confirmed it: BONUS_FORFEIT_REQUIRED otherwise), and the amount is held out of the main wallet
 * in the same transaction that records the withdrawal (INSUFFICIENT_FUNDS when it is not there). Once
 * per request id: a retry of a request that was made answers what it made before its password is
 * checked, so a retry after the payment password changed (the first answer lost on the way) still
 * learns that its withdrawal stands. The password guards new withdrawals; a replay moves nothing.
 */
export async function requestWithdrawal(deps: AppDeps, brand: Brand, member: MemberRecord, request: WithdrawalRequest, nowMs: number): Promise<Withdrawal> {
  const amountMinor = BigInt(request.amountMinor);
  const requestSha256 = payloadSha256({ action: 'withdraw', payoutAccountId: request.payoutAccountId, amountMinor });
  const made = replayOf(await selectWithdrawalByRequest(deps.db, brand.merchantCode, member.id, request.requestId), request, requestSha256);
  if (made) return withdrawalView(brand, made);
  if (member.paymentPasswordHash === null) throw new ApiError('PAYMENT_PASSWORD_REQUIRED', 'Set a payment password first: every withdrawal asks for it');
  if (!(await deps.passwords.verify(member.paymentPasswordHash, request.paymentPassword))) {
    throw new ApiError('WRONG_PASSWORD', 'The payment password is not right', [{ field: 'paymentPassword', message: 'is not right' }]);
  }
  const row = await deps.db.transaction(async (tx) => {
    await lockMemberCashier(tx, brand.merchantCode, member.id);
    // a retry that raced the first request past the check above meets it here, under the lock
    const earlier = replayOf(await selectWithdrawalByRequest(tx, brand.merchantCode, member.id, request.requestId), request, requestSha256);
    if (earlier) return earlier;
    const account = (await selectPayoutAccounts(tx, brand.merchantCode, member.id)).find((each) => each.id === request.payoutAccountId);
    if (!account) throw new ApiError('PAYOUT_ACCOUNT_NOT_FOUND', `You have no payout account ${request.payoutAccountId}`, [{ field: 'payoutAccountId', message: 'is not one of your accounts' }]);
    const channel = channelOrRefuse(brand, account.channelCode);
    checkAmount(channel, amountMinor, await remainingToday(tx, brand, member, channel, nowMs));
    await checkTurnover(tx, brand, member);
    await settleBonusForWithdrawal(tx, brand.merchantCode, member.id, request.forfeitBonus === true, nowMs);
    const hold = await post(
      tx,
      {
        merchantCode: brand.merchantCode,
        idempotency: { source: holdSource(member.id), key: request.requestId, payload: { action: 'withdraw', payoutAccountId: account.id, amountMinor } },
        kind: 'WITHDRAWAL',
        legs: [
          { account: mainWallet(brand, member), amountMinor: -amountMinor },
          { account: { kind: 'house', merchantCode: brand.merchantCode, name: 'PENDING_WITHDRAWALS' }, amountMinor },
        ],
        reference: { memberId: member.id, note: { code: 'withdrawal', params: { channel: channel.code, accountNumber: account.accountNumber } } },
      },
      nowMs,
    );
    const id = await insertWithdrawal(
      tx,
      { merchantCode: brand.merchantCode, memberId: member.id, requestId: request.requestId, requestSha256, payoutAccountId: account.id, channelCode: channel.code, amountMinor, holdPostingId: hold.postingId },
      nowMs,
    );
    return selectMemberWithdrawal(tx, brand.merchantCode, member.id, id);
  });
  if (!row) throw new Error('cashier: a withdrawal just written could not be read back');
  return withdrawalView(brand, row);
}

export async function memberWithdrawals(
  db: Queryable,
  brand: Brand,
  member: MemberRecord,
  paging: { page: number; pageSize: number },
  nowMs: number,
): Promise<{ withdrawals: Withdrawal[]; page: number; totalPages: number }> {
  // what the player reads is how things stand now, also between two sweeps
  await markOverdueReceipts(db, nowMs);
  const { rows, total } = await selectMemberWithdrawals(db, brand.merchantCode, member.id, paging.pageSize, (paging.page - 1) * paging.pageSize);
  return { withdrawals: rows.map((row) => withdrawalView(brand, row)), page: paging.page, totalPages: Math.max(1, Math.ceil(total / paging.pageSize)) };
}

export interface ReceiptRequest {
  receipt: 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED';
  receivedMinor?: number | undefined;
  proof?: { contentType: 'image/png' | 'image/jpeg'; dataBase64: string } | undefined;
}

/**
 * SPEC §4: the player says what a paid-out withdrawal brought. RECEIVED closes it; PARTIAL (with the
 * amount that arrived, less than the whole) and NOT_RECEIVED (with a photo) dispute it for an operator
 * to settle. Only while it awaits the word and its time has not run out: after that it counted as
 * received, and the answer says so.
 */
export async function confirmReceipt(db: Database, brand: Brand, member: MemberRecord, withdrawalId: string, request: ReceiptRequest, nowMs: number): Promise<Withdrawal> {
  const proof = request.proof ? await checkProof(request.proof.contentType, request.proof.dataBase64) : null;
  await markOverdueReceipts(db, nowMs);
  const row = await db.transaction(async (tx) => {
    const withdrawal = await selectMemberWithdrawalForReceipt(tx, brand.merchantCode, member.id, withdrawalId);
    if (!withdrawal) throw new ApiError('WITHDRAWAL_NOT_FOUND', `You have no withdrawal ${withdrawalId}`);
    if (withdrawal.status !== 'AWAITING_RECEIPT') {
      const why = withdrawal.receipt === 'AUTO' ? 'its time to confirm ran out, so it counts as received' : `it is ${withdrawal.status.toLowerCase()}`;
      throw new ApiError('ALREADY_DECIDED', `Withdrawal ${withdrawalId} takes no receipt now: ${why}`);
    }
    const received = request.receipt === 'RECEIVED' ? withdrawal.amountMinor : request.receipt === 'NOT_RECEIVED' ? 0n : BigInt(request.receivedMinor ?? 0);
    if (request.receipt === 'PARTIAL' && received >= withdrawal.amountMinor) {
      throw new ApiError('VALIDATION_FAILED', 'A partial receipt is less than the whole amount; if all of it arrived, confirm it received', [
        { field: 'receivedMinor', message: `is less than ${withdrawal.amountMinor}` },
      ]);
    }
    await markReceipt(tx, withdrawal.id, { kind: request.receipt, receivedMinor: received }, nowMs);
    if (proof) await insertWithdrawalProof(tx, withdrawal.id, proof, nowMs);
    return selectMemberWithdrawal(tx, brand.merchantCode, member.id, withdrawal.id);
  });
  if (!row) throw new Error('cashier: a withdrawal just confirmed could not be read back');
  return withdrawalView(brand, row);
}

/** Counts every overdue receipt as received; the sweep of every server runs it once a minute. */
export function countOverdueReceipts(db: Queryable, nowMs: number): Promise<number> {
  return markOverdueReceipts(db, nowMs);
}
