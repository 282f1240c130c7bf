import type { Brand } from '@croupier/brand-config';
import { isTrialType, shiftDay, type GameType } from '@croupier/domain';
import { isoAt } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { JobLease } from '../../db/job-lease';
import { HOUSE_ACCOUNT_TYPE, selectMemberById } from '../accounts';
import { selectGameTypes } from '../games';
import { stakesByMemberAndGame, type MemberGameStake } from '../ledger';
import { dayAt, dayWindow, payAtMs } from './brand-days';
import { rebateFigures, validBetsByType } from './compute';
import { payRebate } from './pay';
import { insertRunDay, selectLastRunDay } from './payout-repository';
import { selectRebateSettings, type StoredRebateSettings } from './settings-repository';

/**
 * The daily run (decision 0044). Per brand, oldest first, every finished day from the day after the
 * last one it finished (or the brand's first day): a brand with manual rebate has the day recorded as
 * left to its members and pays nothing; any other has it paid once the day's pay time has come (the
 * pay hour of the next day in its zone), every member with a rebate paid in batches, then the day
 * recorded. After downtime that is every missed day, in order.
 *
 * Exactly once: one run at a time across instances holds the run's lease (every instance wakes on its
 * own schedule; one that finds the lease held skips), and under it each member's day is paid by
 * claiming its payout row in the transaction of its posting, keyed by member and day in the ledger: a
 * run that lost its lease, a run cut short by a crash and then done again, or a member's own claim
 * racing it all find the day taken and pay nothing more.
 */

export const REBATE_RUN_JOB = 'rebates:daily';
/** Renewed after every batch, each far shorter than this. */
const REBATE_RUN_LEASE_MS = 120_000;

export interface RebateRunLimits {
  /** members paid in one transaction at most: one commit for many postings costs far less */
  payoutBatch: number;
}

export const REBATE_RUN_LIMITS: RebateRunLimits = { payoutBatch: 50 };

export interface RebateRun {
  /** days finished: paid (AUTO) or left to the members (MANUAL) */
  days: number;
  /** members paid by this run */
  paid: number;
  /** another instance held the lease */
  skipped: boolean;
}

interface RunControl {
  /** renews the lease; false when the run must stop (closing, or the lease was lost) */
  checkpoint(): Promise<boolean>;
}

/** The first day the run has not finished for the brand. */
async function nextRunDay(db: Queryable, settings: StoredRebateSettings): Promise<string> {
  const last = await selectLastRunDay(db, settings.merchantCode);
  if (last === null) return settings.firstDay;
  const next = shiftDay(last, 1);
  return next > settings.firstDay ? next : settings.firstDay;
}

/** Real members only: a free-play account plays with demo money and a house account is the platform's. */
async function payableMembers(db: Queryable, merchantCode: string, memberIds: readonly string[]): Promise<Set<string>> {
  const payable = new Set<string>();
  for (const memberId of memberIds) {
    const member = await selectMemberById(db, merchantCode, memberId);
    if (member && !isTrialType(member.type) && member.type !== HOUSE_ACCOUNT_TYPE) payable.add(memberId);
  }
  return payable;
}

function stakesByMember(stakes: readonly MemberGameStake[]): Map<string, MemberGameStake[]> {
  const byMember = new Map<string, MemberGameStake[]>();
  for (const stake of stakes) {
    const list = byMember.get(stake.memberId) ?? [];
    list.push(stake);
    byMember.set(stake.memberId, list);
  }
  return byMember;
}

/** Pays every member's rebate of the day; false when the run had to stop before the day was done. */
async function payDay(db: Database, brand: Brand, day: string, settings: StoredRebateSettings, nowMs: number, run: RebateRun, control: RunControl, limits: RebateRunLimits): Promise<boolean> {
  const window = dayWindow(brand.timeZone, day);
  const stakes = await stakesByMemberAndGame(db, brand.merchantCode, isoAt(window.fromMs), isoAt(window.toMs));
  const types: Map<string, GameType> = await selectGameTypes(
    db,
    stakes.map((stake) => stake.gameId),
  );
  const byMember = [...stakesByMember(stakes)];
  for (let start = 0; start < byMember.length; start += limits.payoutBatch) {
    if (!(await control.checkpoint())) return false;
    const batch = byMember.slice(start, start + limits.payoutBatch);
    const payable = await payableMembers(
      db,
      brand.merchantCode,
      batch.map(([memberId]) => memberId),
    );
    const payouts = batch.flatMap(([memberId, memberStakes]) => {
      if (!payable.has(memberId)) return [];
      const figures = rebateFigures(validBetsByType(memberStakes, types), settings.rates, settings.dailyCapMinor);
      return figures.amountMinor > 0n ? [{ merchantCode: brand.merchantCode, memberId, day, mode: 'AUTO' as const, figures, capMinor: settings.dailyCapMinor }] : [];
    });
    if (payouts.length === 0) continue;
    run.paid += await db.transaction(async (tx) => {
      let paid = 0;
      for (const payout of payouts) if ((await payRebate(tx, payout, nowMs)) !== null) paid += 1;
      return paid;
    });
  }
  return true;
}

/** Finishes the brand's days that are due, oldest first; false when the run had to stop. */
async function runBrand(db: Database, brand: Brand, nowMs: number, run: RebateRun, control: RunControl, limits: RebateRunLimits): Promise<boolean> {
  const today = dayAt(brand.timeZone, nowMs);
  for (;;) {
    if (!(await control.checkpoint())) return false;
    // read afresh for each day: an operator's change applies to every day not yet paid
    const settings = await selectRebateSettings(db, brand.merchantCode);
    if (!settings) return true;
    const day = await nextRunDay(db, settings);
    if (day >= today) return true;
    if (brand.features.manualRebate) {
      await insertRunDay(db, brand.merchantCode, day, 'MANUAL', nowMs);
      run.days += 1;
      continue;
    }
    if (nowMs < payAtMs(brand.timeZone, day, settings.payHour)) return true;
    if (!(await payDay(db, brand, day, settings, nowMs, run, control, limits))) return false;
    await insertRunDay(db, brand.merchantCode, day, 'AUTO', nowMs);
    run.days += 1;
  }
}

/**
 * One run over every brand as of `nowMs` (the app's clock). `shouldStop` is asked between batches so a
 * closing app need not wait for a long catch-up; what was not done is done by the next run.
 */
export async function runRebates(
  db: Database,
  brands: readonly Brand[],
  nowMs: number,
  shouldStop: () => boolean = () => false,
  limits: RebateRunLimits = REBATE_RUN_LIMITS,
): Promise<RebateRun> {
  const run: RebateRun = { days: 0, paid: 0, skipped: false };
  const lease = await JobLease.acquire(db, REBATE_RUN_JOB, REBATE_RUN_LEASE_MS);
  if (!lease) return { ...run, skipped: true };
  let leaseLost = false;
  const control: RunControl = {
    checkpoint: async () => {
      if (leaseLost || shouldStop()) return false;
      leaseLost = !(await lease.renew());
      return !leaseLost;
    },
  };
  try {
    for (const brand of brands) {
      if (!(await runBrand(db, brand, nowMs, run, control, limits))) break;
    }
  } finally {
    if (!leaseLost) await lease.release();
  }
  return run;
}
