import { PROMOTION_JOIN_HOLD_MS, type MemberPromotion } from '@croupier/contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { refuseTrial, type MemberRecord } from '../accounts';
import { activeBonusSummary } from '../bonuses';
import { segmentReader } from './eligibility';
import { insertEntry, insertImage, lapseExpiredHolds, lockJoinedEntry, markLapsed, markPaid, markRaffleDraw, selectEntry, selectEntryByRequest, selectLiveEntry, selectSignInDays, type EntryRow } from './entries-repository';
import type { CheckedImage } from './images';
import { currentPeriodOf, memberPromotion, visiblePromotion, type Reader } from './member-service';
import { payRewardIn } from './pay';
import { streakBefore } from './periods';
import { prizeIndexOf, raffleDrawHex } from './raffle';
import type { PromotionRow } from './repository';
import { blockedReasonOf } from './states';
import { dayInZone } from '@croupier/domain';

type MemberReader = Reader & { member: MemberRecord };

const wrongAction = (promotion: PromotionRow, what: string) =>
  new ApiError('PROMOTION_WRONG_ACTION', `“${promotion.titleEn}” is not ${what}: it is a ${promotion.kind.toLowerCase().replace('_', ' ')} promotion`);

/**
 * Refuses what nobody, or not this member, may do now, in the words of SPEC §4's states: not begun,
 * ended (or ended by an operator), budget spent, outside the segment, or holding an active bonus when
 * the reward is a bonus.
 */
async function refuseUnavailable(db: Queryable, reader: MemberReader, promotion: PromotionRow, nowMs: number): Promise<void> {
  refuseTrial(reader.member);
  if (nowMs < promotion.startsAtMs) throw new ApiError('PROMOTION_NOT_STARTED', `“${promotion.titleEn}” has not begun yet`);
  const blocked = blockedReasonOf(promotion, nowMs);
  if (blocked === 'ENDED' || blocked === 'WITHDRAWN') throw new ApiError('PROMOTION_ENDED', `“${promotion.titleEn}” has ended`);
  if (blocked === 'BUDGET_SPENT') throw new ApiError('PROMOTION_BUDGET_SPENT', `The budget of “${promotion.titleEn}” is spent`);
  if (!(await segmentReader(db, reader.member, nowMs)(promotion))) throw new ApiError('PROMOTION_NOT_ELIGIBLE', `“${promotion.titleEn}” is for other members`);
  if (promotion.reward.form === 'BONUS' && (await activeBonusSummary(db, promotion.merchantCode, reader.member.id, nowMs))) {
    throw new ApiError('BONUS_ALREADY_ACTIVE', 'You already have an active bonus; the next one can start once it ends');
  }
}

const alreadyTaken = (promotion: PromotionRow) => new ApiError('PROMOTION_ALREADY_TAKEN', `You already took part in “${promotion.titleEn}” for now`);

/**
 * Joins a deposit bonus in the caller's transaction: the member's next deposit asked for within the
 * hold qualifies. A deposit bonus joined before, of another promotion, gives way (one choice at a time);
 * joining the same one again answers its entry.
 */
export async function joinDepositBonusIn(tx: Queryable, reader: MemberReader, promotion: PromotionRow, nowMs: number): Promise<EntryRow> {
  if (promotion.kind !== 'DEPOSIT_BONUS') throw wrongAction(promotion, 'joined');
  const { brand, member } = reader;
  await lapseExpiredHolds(tx, brand.merchantCode, member.id, nowMs);
  const periodKey = currentPeriodOf(brand, promotion, nowMs);
  const live = await selectLiveEntry(tx, promotion.id, member.id, periodKey);
  if (live) {
    if (live.status === 'JOINED') return live;
    throw alreadyTaken(promotion);
  }
  await refuseUnavailable(tx, reader, promotion, nowMs);
  const other = await lockJoinedEntry(tx, brand.merchantCode, member.id, nowMs);
  if (other && other.promotionId !== promotion.id) await markLapsed(tx, other.id, 'REPLACED', nowMs);
  const id = await insertEntry(tx, { promotionId: promotion.id, merchantCode: brand.merchantCode, memberId: member.id, periodKey, status: 'JOINED', holdUntilMs: nowMs + PROMOTION_JOIN_HOLD_MS }, nowMs);
  const entry = id ? await selectEntry(tx, id) : await selectLiveEntry(tx, promotion.id, member.id, periodKey);
  if (!entry) throw new Error(`promotions: the entry of member ${member.id} in ${promotion.id} was neither written nor found`);
  if (entry.status !== 'JOINED') throw alreadyTaken(promotion);
  return entry;
}

export async function joinPromotion(db: Database, reader: MemberReader, promotionId: string, nowMs: number): Promise<MemberPromotion> {
  const promotion = await visiblePromotion(db, reader.brand, promotionId);
  await db.transaction((tx) => joinDepositBonusIn(tx, reader, promotion, nowMs));
  return memberPromotion(db, reader, promotionId, nowMs);
}

/** What a claim pays: the join bonus, the streak's day of the ladder, or the raffle's draw. */
async function claimAmountOf(tx: Queryable, reader: MemberReader, promotion: PromotionRow, entry: EntryRow, nowMs: number): Promise<bigint> {
  if (promotion.kind === 'SIGN_IN') {
    const today = dayInZone(nowMs, reader.brand.timeZone);
    const streak = streakBefore(today, await selectSignInDays(tx, promotion.id, reader.member.id, 400));
    const ladder = promotion.signInAmountsMinor;
    return BigInt(ladder[streak % ladder.length] ?? 0);
  }
  if (promotion.kind === 'RAFFLE') {
    if (!promotion.raffleSeedHex) throw new Error(`promotions: raffle ${promotion.id} has no seed`);
    const drawHex = raffleDrawHex(promotion.raffleSeedHex, reader.member.id, entry.periodKey);
    const index = prizeIndexOf(drawHex, promotion.rafflePrizes);
    await markRaffleDraw(tx, entry.id, drawHex, index, nowMs);
    return BigInt(promotion.rafflePrizes[index]?.amountMinor ?? 0);
  }
  return BigInt(promotion.reward.amountMinor);
}

/**
 * Takes a ready reward, once per period: the entry is written first (a second claim at the same moment
 * waits on the unique index and then finds it), then the checks, then the reward, all in one
 * transaction, so a refusal (budget spent, an active bonus) leaves nothing behind. A repeat answers what
 * the first one paid.
 */
export async function claimPromotion(db: Database, reader: MemberReader, promotionId: string, nowMs: number): Promise<{ promotion: MemberPromotion; paidMinor: number }> {
  const promotion = await visiblePromotion(db, reader.brand, promotionId);
  if (promotion.kind !== 'JOIN_BONUS' && promotion.kind !== 'SIGN_IN' && promotion.kind !== 'RAFFLE') throw wrongAction(promotion, 'claimed');
  const { brand, member } = reader;
  const periodKey = currentPeriodOf(brand, promotion, nowMs);
  const paid = await db.transaction(async (tx) => {
    const earlier = await selectLiveEntry(tx, promotion.id, member.id, periodKey);
    if (earlier) return earlier.paidMinor;
    // the entry first: a claim at the same moment waits on it and then answers what this one paid,
    // instead of finding this one's bonus active and refusing (the checks below run under the entry)
    const id = await insertEntry(tx, { promotionId: promotion.id, merchantCode: brand.merchantCode, memberId: member.id, periodKey, status: 'CLAIMED' }, nowMs);
    if (!id) {
      const raced = await selectLiveEntry(tx, promotion.id, member.id, periodKey);
      if (raced) return raced.paidMinor;
      throw alreadyTaken(promotion);
    }
    await refuseUnavailable(tx, reader, promotion, nowMs);
    const entry = await selectEntry(tx, id);
    if (!entry) throw new Error(`promotions: entry ${id} vanished`);
    const amountMinor = await claimAmountOf(tx, reader, promotion, entry, nowMs);
    const reward = await payRewardIn(tx, promotion, entry, amountMinor, 0n, nowMs);
    await markPaid(tx, entry.id, { status: 'CLAIMED', ...reward }, nowMs);
    return reward.paidMinor;
  });
  return { promotion: await memberPromotion(db, reader, promotionId, nowMs), paidMinor: Number(paid) };
}

/**
 * Sends an application with its remark and images (already checked and re-encoded), once per request
 * id; a second application while one waits or was approved in the period is PROMOTION_ALREADY_TAKEN.
 */
export async function applyToPromotion(
  db: Database,
  reader: MemberReader,
  promotionId: string,
  application: { requestId: string; remark: string; images: readonly CheckedImage[] },
  nowMs: number,
): Promise<MemberPromotion> {
  const promotion = await visiblePromotion(db, reader.brand, promotionId);
  if (promotion.kind !== 'APPLICATION') throw wrongAction(promotion, 'applied to');
  const { brand, member } = reader;
  const earlier = await selectEntryByRequest(db, promotion.id, member.id, application.requestId);
  if (!earlier) {
    await db.transaction(async (tx) => {
      await refuseUnavailable(tx, reader, promotion, nowMs);
      const periodKey = currentPeriodOf(brand, promotion, nowMs);
      const id = await insertEntry(
        tx,
        { promotionId: promotion.id, merchantCode: brand.merchantCode, memberId: member.id, periodKey, status: 'APPLYING', requestId: application.requestId, remark: application.remark },
        nowMs,
      );
      if (!id) {
        // the same request arriving twice at once: the first one's entry answers both
        if (await selectEntryByRequest(tx, promotion.id, member.id, application.requestId)) return;
        throw alreadyTaken(promotion);
      }
      for (const [position, image] of application.images.entries()) await insertImage(tx, id, position, image);
    });
  }
  return memberPromotion(db, reader, promotionId, nowMs);
}
