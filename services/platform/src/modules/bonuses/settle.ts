import { BONUS_WALLET, MAIN_WALLET } from '@croupier/domain';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { bonusWalletOf, post, type AccountRef, type PostingLeg } from '../ledger';
import { addLateMoney, markAwardEnded, selectActiveAward, selectLatestAward, type BonusAwardRow, type BonusStatus } from './awards-repository';
import { lockMemberBonuses } from './member-lock';
import { wageringOf } from './wagering';

/**
 * How long a BONUS wallet at or below its bonus's floor must stand still before the bonus counts as
 * lost: long enough for the win of a round its last stake opened to come in (a slot answers in
 * seconds, a Crash round ends within a minute).
 */
export const LOST_QUIET_MS = 5 * 60_000;

/** The idempotency source of every posting a bonus makes, per merchant. */
export function bonusSource(merchantCode: string): string {
  return `bonus:${merchantCode}`;
}

const member = (merchantCode: string, memberId: string, wallet: string): AccountRef => ({ kind: 'member', merchantCode, memberId, wallet });
const promotions = (merchantCode: string): AccountRef => ({ kind: 'house', merchantCode, name: 'PROMOTIONS' });

/**
 * Empties the BONUS wallet of `balanceMinor`: `toMainMinor` of it to MAIN (a release), the rest back to
 * PROMOTIONS. Legs of nothing are left out; a wallet holding nothing posts nothing.
 */
async function emptyBonusWallet(tx: Queryable, award: BonusAwardRow, key: string, balanceMinor: bigint, toMainMinor: bigint, nowMs: number): Promise<void> {
  if (balanceMinor === 0n) return;
  const { merchantCode, memberId } = award;
  const back = balanceMinor - toMainMinor;
  const legs: PostingLeg[] = [{ account: member(merchantCode, memberId, BONUS_WALLET), amountMinor: -balanceMinor }];
  if (toMainMinor > 0n) legs.push({ account: member(merchantCode, memberId, MAIN_WALLET), amountMinor: toMainMinor });
  if (back > 0n) legs.push({ account: promotions(merchantCode), amountMinor: back });
  await post(
    tx,
    {
      merchantCode,
      idempotency: { source: bonusSource(merchantCode), key, payload: { awardId: award.id, balanceMinor, toMainMinor } },
      kind: toMainMinor > 0n ? 'BONUS_RELEASE' : 'BONUS_REMOVAL',
      legs,
      reference: { memberId },
    },
    nowMs,
  );
}

/** What of `balanceMinor` a completed bonus lets go to MAIN: all of it, or what its cash-out cap still allows. */
function releasable(award: BonusAwardRow, balanceMinor: bigint): bigint {
  if (award.maxCashoutMinor === null) return balanceMinor;
  const left = award.maxCashoutMinor - (award.releasedMinor ?? 0n);
  return left <= 0n ? 0n : balanceMinor < left ? balanceMinor : left;
}

async function endAward(tx: Queryable, award: BonusAwardRow, status: Exclude<BonusStatus, 'ACTIVE'>, wageredMinor: bigint, endedBy: string | null, nowMs: number): Promise<BonusStatus> {
  const wallet = await bonusWalletOf(tx, award.merchantCode, award.memberId);
  const released = status === 'COMPLETED' ? releasable(award, wallet.balanceMinor) : 0n;
  await emptyBonusWallet(tx, award, `${award.id}:end`, wallet.balanceMinor, released, nowMs);
  await markAwardEnded(tx, award.id, { status, endedAtMs: nowMs, wageredMinor, releasedMinor: released, removedMinor: wallet.balanceMinor - released, endedBy });
  return status;
}

/**
 * Money paid into the BONUS wallet after its bonus ended (the win of a round a bonus stake opened): a
 * completed bonus's goes to MAIN within its cash-out cap, any other's back to PROMOTIONS. The key names
 * the wallet's state, so two instances moving the same money move it once.
 */
async function settleLateMoney(tx: Queryable, merchantCode: string, memberId: string, nowMs: number): Promise<void> {
  const wallet = await bonusWalletOf(tx, merchantCode, memberId);
  if (wallet.balanceMinor === 0n) return;
  const latest = await selectLatestAward(tx, merchantCode, memberId, true);
  if (!latest || latest.status === 'ACTIVE') return;
  const released = latest.status === 'COMPLETED' ? releasable(latest, wallet.balanceMinor) : 0n;
  await emptyBonusWallet(tx, latest, `${latest.id}:late:${wallet.entryCount}`, wallet.balanceMinor, released, nowMs);
  await addLateMoney(tx, latest.id, released, wallet.balanceMinor - released);
}

/**
 * Brings the member's bonus to where the rules put it now, in the caller's transaction (decision 0045):
 * completed once its wagering is met (the BONUS wallet released to MAIN up to the cash-out cap, the rest
 * back to PROMOTIONS), expired past its end, lost when its wallet is at or below its floor and has stood
 * still for LOST_QUIET_MS; money that came in after an end follows that end. Returns the active
 * bonus's state afterwards, or null when the member has none.
 */
export async function settleBonusIn(tx: Queryable, merchantCode: string, memberId: string, nowMs: number): Promise<BonusStatus | null> {
  await lockMemberBonuses(tx, merchantCode, memberId);
  const award = await selectActiveAward(tx, merchantCode, memberId, true);
  if (!award) {
    await settleLateMoney(tx, merchantCode, memberId, nowMs);
    return null;
  }
  const { wageredMinor, requiredMinor } = await wageringOf(tx, award, nowMs);
  if (wageredMinor >= requiredMinor) return endAward(tx, award, 'COMPLETED', wageredMinor, null, nowMs);
  if (nowMs >= award.expiresAtMs) return endAward(tx, award, 'EXPIRED', wageredMinor, null, nowMs);
  const wallet = await bonusWalletOf(tx, merchantCode, memberId);
  const stillSince = wallet.lastMovedAtMs ?? award.startedAtMs;
  if (wallet.balanceMinor <= award.lostBelowMinor && nowMs - stillSince >= LOST_QUIET_MS) return endAward(tx, award, 'LOST', wageredMinor, null, nowMs);
  return 'ACTIVE';
}

/**
 * settleBonusIn in a transaction of its own. A bonus stake taking the BONUS wallet's money while its
 * end is posted makes the posting short; nothing is kept and the next look settles it.
 */
export async function settleBonus(db: Database, merchantCode: string, memberId: string, nowMs: number): Promise<BonusStatus | null | 'BUSY'> {
  try {
    return await db.transaction((tx) => settleBonusIn(tx, merchantCode, memberId, nowMs));
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') return 'BUSY';
    throw error;
  }
}

/**
 * Ends the member's active bonus as forfeited (the player gave it up, or withdrew, or an operator
 * cancelled it): the BONUS wallet back to PROMOTIONS. A bonus whose wagering is already met completes
 * instead, as it would have at its next look. Refused with BONUS_NOT_FOUND when there is none.
 */
export async function forfeitBonusIn(tx: Queryable, merchantCode: string, memberId: string, endedBy: string, nowMs: number): Promise<BonusStatus> {
  const state = await settleBonusIn(tx, merchantCode, memberId, nowMs);
  if (state === null) throw new ApiError('BONUS_NOT_FOUND', 'You have no active bonus');
  if (state !== 'ACTIVE') return state;
  const award = await selectActiveAward(tx, merchantCode, memberId, true);
  if (!award) throw new ApiError('BONUS_NOT_FOUND', 'You have no active bonus');
  const { wageredMinor } = await wageringOf(tx, award, nowMs);
  return endAward(tx, award, 'FORFEITED', wageredMinor, endedBy, nowMs);
}
