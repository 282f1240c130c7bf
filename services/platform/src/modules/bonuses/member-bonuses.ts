import type { CallValue, MemberBonus, getMemberBonuses } from '@croupier/contract';
import type { Brand } from '@croupier/brand-config';
import { GAME_TYPES, type Language } from '@croupier/domain';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { MemberRecord } from '../accounts';
import { bonusWalletOf, toApiMinor } from '../ledger';
import { selectAwardById, selectMemberAwards, type BonusAwardRow } from './awards-repository';
import { forfeitBonusIn, settleBonus } from './settle';
import { wageringOf } from './wagering';

const iso = (ms: number) => new Date(ms).toISOString();

/** A bonus as the member's bonus page shows it; the active one with its wallet and its wagering as of now. */
async function bonusView(db: Queryable, award: BonusAwardRow, language: Language, nowMs: number): Promise<MemberBonus> {
  const active = award.status === 'ACTIVE';
  const [progress, wallet] = active ? await Promise.all([wageringOf(db, award, nowMs), bonusWalletOf(db, award.merchantCode, award.memberId)]) : [null, null];
  const wagered = progress?.wageredMinor ?? award.wageredMinor ?? 0n;
  return {
    bonusId: award.id,
    title: language === 'bn' ? award.titleBn : award.titleEn,
    status: award.status,
    amountMinor: toApiMinor(award.amountMinor),
    balanceMinor: toApiMinor(wallet?.balanceMinor ?? 0n),
    // what counts towards the requirement never shows above it
    wageredMinor: toApiMinor(wagered > award.requiredMinor ? award.requiredMinor : wagered),
    requiredMinor: toApiMinor(award.requiredMinor),
    multiplierHundredths: award.multiplierHundredths,
    wageringBase: award.wageringBase,
    contributions: GAME_TYPES.flatMap((gameType) => {
      const percent = award.contributions[gameType];
      return typeof percent === 'number' && percent > 0 ? [{ gameType, percent }] : [];
    }),
    maxBetMinor: award.maxBetMinor === null ? null : toApiMinor(award.maxBetMinor),
    maxCashoutMinor: award.maxCashoutMinor === null ? null : toApiMinor(award.maxCashoutMinor),
    startedAt: iso(award.startedAtMs),
    expiresAt: iso(award.expiresAtMs),
    endedAt: award.endedAtMs === null ? null : iso(award.endedAtMs),
    releasedMinor: toApiMinor(award.releasedMinor ?? 0n),
    removedMinor: toApiMinor(award.removedMinor ?? 0n),
  };
}

/**
 * SPEC §2 bonusDetails: the member's bonuses, newest first. A look settles the member's bonus first, so
 * one whose wagering was just met shows released, not active.
 */
export async function memberBonuses(
  db: Database,
  brand: Brand,
  member: MemberRecord,
  query: { pageNo?: number | undefined; pageSize?: number | undefined; language?: Language | undefined },
  nowMs: number,
): Promise<CallValue<typeof getMemberBonuses>> {
  await settleBonus(db, brand.merchantCode, member.id, nowMs);
  const pageSize = query.pageSize ?? 20;
  const pageNo = query.pageNo ?? 1;
  const { rows, total } = await selectMemberAwards(db, brand.merchantCode, member.id, pageSize, (pageNo - 1) * pageSize);
  const language = query.language ?? brand.languages.default;
  return {
    bonuses: await Promise.all(rows.map((award) => bonusView(db, award, language, nowMs))),
    page: pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    currency: { code: brand.currency.code, symbol: brand.currency.symbol, scale: brand.currency.scale },
  };
}

/** The player gives up their active bonus; a bonus that already ended is answered as it stands. */
export async function forfeitMemberBonus(db: Database, brand: Brand, member: MemberRecord, bonusId: string, language: Language, nowMs: number): Promise<MemberBonus> {
  const award = await db.transaction(async (tx) => {
    const found = await selectAwardById(tx, brand.merchantCode, member.id, bonusId);
    if (!found) throw new ApiError('BONUS_NOT_FOUND', `You have no bonus ${bonusId}`);
    if (found.status === 'ACTIVE') await forfeitBonusIn(tx, brand.merchantCode, member.id, 'player', nowMs);
    return selectAwardById(tx, brand.merchantCode, member.id, bonusId);
  });
  if (!award) throw new Error(`bonuses: bonus ${bonusId} vanished`);
  return bonusView(db, award, language, nowMs);
}
