import type { BonusCredit, ConsoleBonus } from '@croupier/contract';
import { GAME_TYPES } from '@croupier/domain';
import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';
import { toApiMinor } from '../ledger';
import type { BonusAwardRow } from './awards-repository';
import type { CreditRow } from './console-credit-repository';
import { requiredWageringOf, type Contributions } from './terms';
import { wageringOf } from './wagering';

/** What the console shows of bonuses and operators' credits (decision 0046): figures as minor units, times as instants. */

const optionalMinor = (amount: bigint | null) => (amount === null ? null : toApiMinor(amount));

/** The percents in the order of GAME_TYPES, the types that count nothing left out. */
export function contributionList(contributions: Contributions): { gameType: (typeof GAME_TYPES)[number]; percent: number }[] {
  return GAME_TYPES.flatMap((gameType) => {
    const percent = contributions[gameType];
    return typeof percent === 'number' && percent > 0 ? [{ gameType, percent }] : [];
  });
}

/** `operator:<id>` as the operator's username where the credit's names tell it; the others as they are. */
function endedByName(endedBy: string | null, operatorNames: ReadonlyMap<string, string>): string | null {
  if (endedBy === null || !endedBy.startsWith('operator:')) return endedBy;
  return operatorNames.get(endedBy.slice('operator:'.length)) ?? endedBy;
}

/** A bonus with its wagering as of `nowMs` for the active one, at its end for the others, never shown above the requirement. */
export async function consoleBonusView(db: Queryable, award: BonusAwardRow, credit: CreditRow | undefined, operatorNames: ReadonlyMap<string, string>, nowMs: number): Promise<ConsoleBonus> {
  const wagered = award.status === 'ACTIVE' ? (await wageringOf(db, award, nowMs)).wageredMinor : (award.wageredMinor ?? 0n);
  return {
    bonusId: award.id,
    origin: award.origin,
    titleEn: award.titleEn,
    titleBn: award.titleBn,
    status: award.status,
    amountMinor: toApiMinor(award.amountMinor),
    depositMinor: toApiMinor(award.depositMinor),
    wageringBase: award.wageringBase,
    multiplierHundredths: award.multiplierHundredths,
    wageredMinor: toApiMinor(wagered > award.requiredMinor ? award.requiredMinor : wagered),
    requiredMinor: toApiMinor(award.requiredMinor),
    contributions: contributionList(award.contributions),
    maxBetMinor: optionalMinor(award.maxBetMinor),
    maxCashoutMinor: optionalMinor(award.maxCashoutMinor),
    startedAt: isoAt(award.startedAtMs),
    expiresAt: isoAt(award.expiresAtMs),
    endedAt: award.endedAtMs === null ? null : isoAt(award.endedAtMs),
    endedBy: endedByName(award.endedBy, operatorNames),
    releasedMinor: toApiMinor(award.releasedMinor ?? 0n),
    removedMinor: toApiMinor(award.removedMinor ?? 0n),
    creditRequestId: credit?.id ?? null,
    creditedBy: credit?.requestedBy ?? null,
    approvedBy: credit?.status === 'APPROVED' ? credit.decidedBy : null,
    reason: credit?.reason ?? null,
  };
}

export function creditView(credit: CreditRow): BonusCredit {
  return {
    creditId: credit.id,
    merchantCode: credit.merchantCode,
    memberId: credit.memberId,
    username: credit.username,
    status: credit.status,
    needsSecondApproval: credit.needsSecondApproval,
    titleEn: credit.titleEn,
    titleBn: credit.titleBn,
    amountMinor: toApiMinor(credit.amountMinor),
    depositMinor: toApiMinor(credit.depositMinor),
    wageringBase: credit.wageringBase,
    multiplierHundredths: credit.multiplierHundredths,
    requiredMinor: toApiMinor(requiredWageringOf(credit)),
    contributions: contributionList(credit.contributions),
    maxBetMinor: optionalMinor(credit.maxBetMinor),
    maxCashoutMinor: optionalMinor(credit.maxCashoutMinor),
    lifetimeDays: credit.lifetimeDays,
    reason: credit.reason,
    requestedBy: credit.requestedBy,
    requestedAt: isoAt(credit.requestedAtMs),
    decidedBy: credit.decidedBy,
    decidedAt: credit.decidedAtMs === null ? null : isoAt(credit.decidedAtMs),
    rejectionReason: credit.rejectionReason,
    bonusId: credit.awardId,
  };
}
