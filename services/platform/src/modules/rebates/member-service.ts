import type { Brand } from '@croupier/brand-config';
import type { ClaimableRebateDay, RebateClaim, RebateDay, RebateHistoryPage, RebatePayout, RebateSummary } from '@croupier/contract';
import { GAME_TYPES, PAGE_SIZE_REBATE_HISTORY, REBATE_CLAIM_DAYS, isTrialType, shiftDay } from '@croupier/domain';
import { isoAt } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { featureDisabled, type MemberRecord } from '../accounts';
import { toApiMinor } from '../ledger';
import { claimWindowDays, claimableUntilMs, dayAt, dayStartMs, dayWindow, isClaimableAt, payAtMs } from './brand-days';
import type { RebateFigures } from './compute';
import { memberFigures } from './figures';
import { payRebate } from './pay';
import { runDayFinished, selectMemberPayouts, selectPaidDays, selectPayout, type StoredPayout } from './payout-repository';
import { selectRebateSettings, type StoredRebateSettings } from './settings-repository';

/**
 * The member's calls (decision 0044): today's accrual and the claimable days, the claim, the history.
 * Free-play accounts play with demo money and earn no rebate: they are refused (TRIAL_RESTRICTED), as
 * the member centre turns them away.
 */

function refuseTrialMember(member: MemberRecord): void {
  if (isTrialType(member.type)) throw new ApiError('TRIAL_RESTRICTED', 'A free-play account earns no rebate; register a true account');
}

async function settingsOf(db: Queryable, brand: Brand): Promise<StoredRebateSettings> {
  const settings = await selectRebateSettings(db, brand.merchantCode);
  // written at every start for every brand, so missing means the server started without its brand
  if (!settings) throw new ApiError('INTERNAL', `rebates: ${brand.merchantCode} has no rebate settings; they are written at start`);
  return settings;
}

const currencyOf = (brand: Brand) => ({ code: brand.currency.code, symbol: brand.currency.symbol, scale: brand.currency.scale });

function dayView(day: string, figures: RebateFigures): RebateDay {
  return {
    day,
    validBetMinor: toApiMinor(figures.validBetMinor),
    rebateMinor: toApiMinor(figures.rebateMinor),
    amountMinor: toApiMinor(figures.amountMinor),
    capped: figures.capped,
    lines: figures.lines.map((line) => ({ gameType: line.gameType, validBetMinor: toApiMinor(line.validBetMinor), ratePpm: line.ratePpm, rebateMinor: toApiMinor(line.rebateMinor) })),
  };
}

export function payoutView(payout: StoredPayout): RebatePayout {
  return {
    ...dayView(payout.day, { ...payout, capped: payout.amountMinor < payout.rebateMinor }),
    payoutId: payout.payoutId,
    mode: payout.mode,
    capMinor: toApiMinor(payout.capMinor),
    paidAt: isoAt(payout.paidAtMs),
  };
}

/** AUTO brands: when the run pays next: yesterday's pay time until the run has paid it, then today's. */
async function nextPayAtMs(db: Queryable, brand: Brand, settings: StoredRebateSettings, today: string): Promise<number> {
  const yesterday = shiftDay(today, -1);
  const yesterdayDue = yesterday >= settings.firstDay && !(await runDayFinished(db, brand.merchantCode, yesterday));
  return payAtMs(brand.timeZone, yesterdayDue ? yesterday : today, settings.payHour);
}

/** The finished days of the claim window the member has not been paid for, newest first, each with something to pay. */
async function claimableDays(db: Queryable, brand: Brand, memberId: string, settings: StoredRebateSettings, nowMs: number): Promise<ClaimableRebateDay[]> {
  const days = claimWindowDays(brand.timeZone, nowMs).filter((day) => day >= settings.firstDay);
  const paid = await selectPaidDays(db, brand.merchantCode, memberId, days);
  const claimable: ClaimableRebateDay[] = [];
  for (const day of days) {
    if (paid.has(day)) continue;
    const window = dayWindow(brand.timeZone, day);
    const figures = await memberFigures(db, brand, memberId, window.fromMs, window.toMs, settings);
    if (figures.amountMinor > 0n) claimable.push({ ...dayView(day, figures), claimableUntil: isoAt(claimableUntilMs(brand.timeZone, day)) });
  }
  return claimable;
}

export async function rebateSummary(db: Queryable, brand: Brand, member: MemberRecord, nowMs: number): Promise<RebateSummary> {
  refuseTrialMember(member);
  const settings = await settingsOf(db, brand);
  const today = dayAt(brand.timeZone, nowMs);
  const manual = brand.features.manualRebate;
  const accrual = await memberFigures(db, brand, member.id, dayStartMs(brand.timeZone, today), null, settings);
  return {
    mode: manual ? 'MANUAL' : 'AUTO',
    currency: currencyOf(brand),
    timeZone: brand.timeZone,
    today,
    dailyCapMinor: toApiMinor(settings.dailyCapMinor),
    payHour: settings.payHour,
    claimDays: REBATE_CLAIM_DAYS,
    rates: GAME_TYPES.map((gameType) => ({ gameType, ratePpm: settings.rates[gameType] })),
    accrual: dayView(today, accrual),
    claimable: manual ? await claimableDays(db, brand, member.id, settings, nowMs) : [],
    nextPayAt: manual ? null : isoAt(await nextPayAtMs(db, brand, settings, today)),
  };
}

const nothingToClaim = (day: string, why: string) => new ApiError('NOT_FOUND', `There is no rebate to claim for ${day}: ${why}`, [{ field: 'day', message: why }]);

/**
 * Claims a finished day of the claim window (manual-rebate brands only). The day is paid once however
 * often it is claimed: a claim of a day already paid, from a double click or another tab, answers that
 * payout again; two claims at the same moment queue on the day's payout row and the second answers the
 * first's payout.
 */
export async function claimRebateDay(db: Database, brand: Brand, member: MemberRecord, day: string, nowMs: number): Promise<RebateClaim> {
  if (!brand.features.manualRebate) throw featureDisabled('Claiming a rebate');
  refuseTrialMember(member);
  const settings = await settingsOf(db, brand);
  const paid = await selectPayout(db, brand.merchantCode, member.id, day);
  if (paid) return { payout: payoutView(paid), replayed: true };
  if (day < settings.firstDay) throw nothingToClaim(day, 'the site had no rebates on that day');
  if (day >= dayAt(brand.timeZone, nowMs) || !isClaimableAt(brand.timeZone, day, nowMs)) {
    throw nothingToClaim(day, nowMs < claimableUntilMs(brand.timeZone, day) ? 'the day has not ended yet' : `a day can be claimed for ${REBATE_CLAIM_DAYS} days after it ends`);
  }
  const window = dayWindow(brand.timeZone, day);
  const figures = await memberFigures(db, brand, member.id, window.fromMs, window.toMs, settings);
  if (figures.amountMinor <= 0n) throw nothingToClaim(day, 'the day has no valid bets that earn a rebate');
  const payout = { merchantCode: brand.merchantCode, memberId: member.id, day, mode: 'CLAIM' as const, figures, capMinor: settings.dailyCapMinor };
  const paidNow = await db.transaction((tx) => payRebate(tx, payout, nowMs));
  const stored = await selectPayout(db, brand.merchantCode, member.id, day);
  if (!stored) throw new Error(`rebates: the payout of ${member.id} on ${day} is missing after the claim`);
  return { payout: payoutView(stored), replayed: paidNow === null };
}

export async function rebateHistory(db: Queryable, brand: Brand, member: MemberRecord, query: { pageNo?: number | undefined; pageSize?: number | undefined }): Promise<RebateHistoryPage> {
  refuseTrialMember(member);
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_REBATE_HISTORY;
  const page = await selectMemberPayouts(db, brand.merchantCode, member.id, pageSize, (pageNo - 1) * pageSize);
  return {
    payouts: page.payouts.map(payoutView),
    pageNo,
    pageSize,
    total: page.total,
    totalPages: Math.ceil(page.total / pageSize),
    totalPaidMinor: toApiMinor(page.totalPaidMinor),
    currency: currencyOf(brand),
    timeZone: brand.timeZone,
  };
}
