import type { Brand } from '@croupier/brand-config';
import { MAIN_WALLET, REBATE_CLAIM_DAYS, shiftDay } from '@croupier/domain';
import { isoAt } from '../../clock';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { selectMemberByUsername } from '../accounts';
import { inHouseGameId } from '../inhouse';
import { post } from '../ledger';
import { insertOpsAction } from '../ops-access';
import { dayAt, dayStartMs } from './brand-days';
import { selectRebateSettings } from './settings-repository';

const NOON_MS = 12 * 3_600_000;

export interface PastStake {
  username: string;
  day: string;
  amountMinor: number;
  requestId: string;
}

/**
 * A test aid, registered only where the outboxes are (never in production): the member stakes on Dice
 * at noon of a past day of the claim window (from the brand's first day with rebates), a BET posting from the main wallet to the game house like
 * any in-house stake, dated that noon. A journey gets a finished day with valid bets to claim without
 * waiting for midnight; the server's rules that read the day are the ones a real day meets. The
 * operator-token action log records it.
 */
export async function placePastStake(db: Database, brand: Brand, stake: PastStake, nowMs: number): Promise<{ memberId: string; postingId: string; stakedAt: string; replayed: boolean }> {
  const member = await selectMemberByUsername(db, brand.merchantCode, stake.username);
  if (!member) throw new ApiError('NOT_FOUND', `No member "${stake.username}" in ${brand.code}`);
  const today = dayAt(brand.timeZone, nowMs);
  if (stake.day >= today || stake.day < shiftDay(today, -REBATE_CLAIM_DAYS)) {
    throw new ApiError('VALIDATION_FAILED', `The day is one of the ${REBATE_CLAIM_DAYS} days before today`, [{ field: 'day', message: `is one of the ${REBATE_CLAIM_DAYS} days before today` }]);
  }
  // a day before the brand had rebates is never claimable, so a stake there would prove nothing
  const firstDay = (await selectRebateSettings(db, brand.merchantCode))?.firstDay;
  if (firstDay === undefined || stake.day < firstDay) {
    throw new ApiError('VALIDATION_FAILED', `The day is on or after ${firstDay ?? 'the first day of rebates'}, the brand's first day with rebates`, [{ field: 'day', message: `is on or after ${firstDay}` }]);
  }
  const stakedAtMs = dayStartMs(brand.timeZone, stake.day) + NOON_MS;
  const amountMinor = BigInt(stake.amountMinor);
  const { merchantCode } = brand;
  return db.transaction(async (tx) => {
    const posted = await post(
      tx,
      {
        merchantCode,
        idempotency: { source: 'ops:rebate-past-stake', key: `${member.id}:${stake.requestId}`, payload: { memberId: member.id, day: stake.day, amountMinor } },
        kind: 'BET',
        legs: [
          { account: { kind: 'member', merchantCode, memberId: member.id, wallet: MAIN_WALLET }, amountMinor: -amountMinor },
          { account: { kind: 'house', merchantCode, name: 'GAME_HOUSE' }, amountMinor },
        ],
        reference: { gameId: inHouseGameId('DICE'), memberId: member.id },
      },
      stakedAtMs,
    );
    if (!posted.replayed) await insertOpsAction(tx, merchantCode, 'rebate.pastStake', { memberId: member.id, username: member.username, day: stake.day, amountMinor: stake.amountMinor });
    return { memberId: member.id, postingId: posted.postingId, stakedAt: isoAt(stakedAtMs), replayed: posted.replayed };
  });
}
