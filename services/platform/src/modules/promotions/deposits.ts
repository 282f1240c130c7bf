import type { Brand } from '@croupier/brand-config';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { MemberRecord } from '../accounts';
import { joinDepositBonusIn } from './actions';
import { lockEntryOfDeposit, lockJoinedEntry, markBound, markLapsed, markPaid } from './entries-repository';
import { visiblePromotion } from './member-service';
import { depositBonusOf, payRewardIn } from './pay';
import { selectPromotion } from './repository';

/**
 * A deposit bonus meets its deposit (decision 0047). The cashier calls these inside its own
 * transactions: when a deposit is asked for (bind), when it is confirmed (pay), and when it is turned
 * down or abandoned (lapse). A deposit is never refused or delayed for its bonus: a bonus that cannot be
 * paid at confirmation lapses, with the reason kept on the entry.
 */

/**
 * Binds the member's deposit bonus to a deposit just asked for: the one chosen on the form (joined now
 * if need be: its refusals refuse the deposit, before anything is recorded), else one joined within
 * the hold. `null` is the form's "no bonus": a bonus joined before is let go. Nothing to bind, nothing done.
 */
export async function bindDepositBonusIn(tx: Queryable, brand: Brand, member: MemberRecord, depositId: string, promotionId: string | null | undefined, nowMs: number): Promise<void> {
  if (promotionId === null) {
    const declined = await lockJoinedEntry(tx, brand.merchantCode, member.id, nowMs);
    if (declined) await markLapsed(tx, declined.id, 'DECLINED', nowMs);
    return;
  }
  if (promotionId !== undefined) {
    const promotion = await visiblePromotion(tx, brand, promotionId);
    await joinDepositBonusIn(tx, { brand, member, language: 'en' }, promotion, nowMs);
  }
  const joined = await lockJoinedEntry(tx, brand.merchantCode, member.id, nowMs);
  if (joined) await markBound(tx, joined.id, depositId, nowMs);
}

/** Why a bound bonus was not paid, kept on the entry for the member's history. */
const LAPSE_REASON_OF: Partial<Record<string, string>> = {
  PROMOTION_BUDGET_SPENT: 'BUDGET_SPENT',
  BONUS_ALREADY_ACTIVE: 'BONUS_ALREADY_ACTIVE',
};

/**
 * Pays the bonus bound to a deposit being confirmed, in the confirmation's transaction; a savepoint
 * keeps a bonus that cannot be paid (budget spent, another bonus active) from undoing the deposit.
 */
export async function payDepositBonusIn(tx: Queryable, deposit: { id: string; amountMinor: bigint }, nowMs: number): Promise<void> {
  const entry = await lockEntryOfDeposit(tx, deposit.id);
  if (!entry) return;
  const promotion = await selectPromotion(tx, entry.promotionId);
  if (!promotion) throw new Error(`promotions: entry ${entry.id} names no promotion`);
  const amountMinor = depositBonusOf(promotion, deposit.amountMinor);
  if (amountMinor === 0n) {
    await markLapsed(tx, entry.id, 'BELOW_MINIMUM_DEPOSIT', nowMs);
    return;
  }
  await tx.query('SAVEPOINT promotion_deposit_bonus');
  try {
    const reward = await payRewardIn(tx, promotion, entry, amountMinor, deposit.amountMinor, nowMs);
    await markPaid(tx, entry.id, { status: 'ISSUED', ...reward }, nowMs);
    await tx.query('RELEASE SAVEPOINT promotion_deposit_bonus');
  } catch (error) {
    const reason = error instanceof ApiError ? LAPSE_REASON_OF[error.code] : undefined;
    if (!reason) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT promotion_deposit_bonus');
    await markLapsed(tx, entry.id, reason, nowMs);
  }
}

/** The deposit was turned down or abandoned: its bonus lapses and the member may join again. */
export async function lapseDepositBonusIn(tx: Queryable, depositId: string, nowMs: number): Promise<void> {
  const entry = await lockEntryOfDeposit(tx, depositId);
  if (entry) await markLapsed(tx, entry.id, 'DEPOSIT_NOT_PAID', nowMs);
}
