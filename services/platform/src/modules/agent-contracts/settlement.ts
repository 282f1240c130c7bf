import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Brand } from '@croupier/brand-config';
import { MAIN_WALLET, REALTIME_SALARY_PERIOD_MS } from '@croupier/domain';
import { isoAt } from '../../clock';
import type { Database } from '../../db/database';
import { JobLease } from '../../db/job-lease';
import { ApiError } from '../../http/api-error';
import { type AccountRef, post, type PostingRequest } from '../ledger';
import { NO_PLAY, settle, type TeamFigures } from './formulas';
import { enabledKinds } from './kinds';
import { cadenceOf, localDaysOf, periodAfter, type Cadence, type Period } from './periods';
import type { ContractRecord } from './repository';
import { advanceCursors, insertSettlements, lockOwed, markPaid, selectDueContracts, selectOwed, type NewSettlement, type OwedSettlement } from './settlement-repository';
import { inFiguresTransaction, slicesWithPlay, teamDailyValidBets, teamFigures } from './team-figures';

/**
 * The settlement engine (docs/decisions/0022-agent-portal.md, "Settlement"). A run settles, per brand,
 * every period that has ended and is not settled, oldest first per contract: after downtime that is
 * every missed period, in order. A pass takes the due contracts, cuts their periods, reads the team
 * figures set-based (one statement per distinct window for all its holders), claims the periods by
 * inserting their settlement rows (a period another instance claimed first is left to it) and moves
 * each contract's cursor on. Money moves afterwards, one COMMISSION posting per settlement, in
 * batches of one payer's settlements per transaction, oldest first per payer: a payer short of money
 * leaves its settlements OWED, tried again every run, and nothing of that payer newer than an unpaid
 * one is paid before it. One run at a time across instances: a run holds the settlement's lease (every instance
 * wakes on its own schedule; one that finds the lease held skips), so the figures are read once and
 * the payouts come from one process. Claiming by row still guards a run that lost its lease.
 */

/** The ledger's idempotency source of contract pay; the key is the contract and the period's start. */
export const COMMISSION_SOURCE = 'contract-settlement';
/** Bounds of one pass, so a long outage is caught up in passes of bounded memory. */
export interface SettlementLimits {
  contractsPerPass: number;
  periodsPerPass: number;
  /** settlement rows a statement inserts */
  insertChunk: number;
  /** OWED settlements read at a time */
  owedPage: number;
  /**
   * payers paid side by side (within the database pool's connections); one by default, so the
   * payouts take at most one connection's worth of the database, and the players' calls always find
   * a core free of them on a small host
   */
  payers: number;
  /**
   * payouts begun per second at most, across the payers: a period's end brings thousands of payouts
   * at once, and unpaced they take every core of a small host from the players' own calls
   */
  payoutsPerSecond: number;
  /**
   * payouts of one payer made in one transaction at most: one commit and one mark for many postings
   * cost the database far less than a transaction each
   */
  payoutBatch: number;
}

export const SETTLEMENT_LIMITS: SettlementLimits = { contractsPerPass: 20_000, periodsPerPass: 20_000, insertChunk: 2_000, owedPage: 1_000, payers: 1, payoutsPerSecond: 300, payoutBatch: 25 };

/** Spaces out starts so that at most `perSecond` items begin per second, however many callers wait on it. */
function pacer(perSecond: number): (items: number) => Promise<void> {
  const gapMs = 1000 / perSecond;
  let nextMs = 0;
  return async (items) => {
    const nowMs = performance.now();
    const startMs = Math.max(nowMs, nextMs);
    nextMs = startMs + gapMs * items;
    if (startMs > nowMs) await sleep(startMs - nowMs);
  };
}

/** The settlement's job lease; renewed after every page of payouts and every pass, each far shorter than this. */
export const SETTLEMENT_JOB = 'contract-settlement';
const SETTLEMENT_LEASE_MS = 120_000;

export interface SettlementRun {
  /** periods this run claimed and recorded */
  settled: number;
  /** settlements paid (new and formerly owed) */
  paid: number;
  /** times a payer was found short (once per pass over the owed settlements); its settlements from there on stay OWED */
  owed: number;
  /** another run held the lease, so this one did nothing */
  skipped: boolean;
  /** batches that gave way to a lock and were paid one settlement per transaction */
  split: number;
}

/** When a run stops: asked between payouts, and `checkpoint` (which renews the lease) between pages and passes. */
interface RunControl {
  shouldStop(): boolean;
  checkpoint(): Promise<boolean>;
}

interface DueItem {
  contract: ContractRecord;
  period: Period;
  /** the part of the period the contract was in force */
  covered: Period;
}

interface DueCut {
  items: DueItem[];
  cursors: { contractId: string; startMs: number; endMs: number }[];
}

/** The ended periods of each contract, in order, up to the pass's bound; and where each contract's cursor goes next. */
export function cutDuePeriods(contracts: readonly ContractRecord[], timeZone: string, nowMs: number, maxPeriods = SETTLEMENT_LIMITS.periodsPerPass): DueCut {
  const items: DueItem[] = [];
  const cursors: DueCut['cursors'] = [];
  for (const contract of contracts) {
    if (items.length >= maxPeriods) break;
    const cadence: Cadence = cadenceOf(contract.kind, contract.period);
    let period: Period = { startMs: contract.nextPeriodStartMs, endMs: contract.nextPeriodEndMs };
    const endMs = contract.endedAtMs ?? Number.POSITIVE_INFINITY;
    let moved = false;
    while (period.endMs <= nowMs && period.startMs < endMs && items.length < maxPeriods) {
      const covered = { startMs: Math.max(period.startMs, contract.startedAtMs), endMs: Math.min(period.endMs, endMs) };
      if (covered.endMs > covered.startMs) items.push({ contract, period, covered });
      period = periodAfter(cadence, timeZone, period);
      moved = true;
    }
    if (moved) cursors.push({ contractId: contract.id, startMs: period.startMs, endMs: period.endMs });
  }
  return { items, cursors };
}

const windowKey = (window: Period) => `${window.startMs}:${window.endMs}`;

/** Whether any 5-minute slice with play overlaps the window (slices ascending). */
function hasPlay(slices: readonly number[], window: Period): boolean {
  let low = 0;
  let high = slices.length;
  // the first slice that ends after the window starts
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((slices[middle] ?? 0) + REALTIME_SALARY_PERIOD_MS <= window.startMs) low = middle + 1;
    else high = middle;
  }
  const slice = slices[low];
  return slice !== undefined && slice < window.endMs;
}

/** Salary paid only if every day of a longer period reaches a bet amount needs the days' figures. */
const needsDays = (contract: ContractRecord) => contract.kind === 'SALARY' && contract.minBetAmountMinor !== null && contract.period !== 'D';

/** The team figures of every item, in the items' order. */
async function figuresOf(db: Database, brand: Brand, items: readonly DueItem[]): Promise<TeamFigures[]> {
  if (items.length === 0) return [];
  const fromMs = Math.min(...items.map((item) => item.covered.startMs));
  const toMs = Math.max(...items.map((item) => item.covered.endMs));
  const slices = await slicesWithPlay(db, brand.merchantCode, fromMs, toMs);
  const windows = new Map<string, { window: Period; items: DueItem[] }>();
  for (const item of items) {
    const key = windowKey(item.covered);
    const group = windows.get(key) ?? { window: item.covered, items: [] };
    group.items.push(item);
    windows.set(key, group);
  }
  const byItem = new Map<DueItem, TeamFigures>();
  for (const { window, items: inWindow } of windows.values()) {
    if (!hasPlay(slices, window)) continue;
    const holders = [...new Set(inWindow.map((item) => item.contract.holderId))];
    const dayHolders = [...new Set(inWindow.filter((item) => needsDays(item.contract)).map((item) => item.contract.holderId))];
    const { figures, days } = await inFiguresTransaction(db, async (tx) => ({
      figures: await teamFigures(tx, brand.merchantCode, window.startMs, window.endMs, holders),
      days: await teamDailyValidBets(tx, brand.merchantCode, brand.timeZone, window.startMs, window.endMs, dayHolders),
    }));
    const dayList = dayHolders.length > 0 ? localDaysOf(brand.timeZone, window.startMs, window.endMs) : [];
    for (const item of inWindow) {
      const team = figures.get(item.contract.holderId);
      if (!team) continue;
      let lowestBetMinor = team.validBetMinor;
      if (needsDays(item.contract)) {
        const ofHolder = days.get(item.contract.holderId);
        lowestBetMinor = dayList.reduce((lowest, day) => {
          const bet = ofHolder?.get(day) ?? 0n;
          return bet < lowest ? bet : lowest;
        }, team.validBetMinor);
      }
      byItem.set(item, { ...team, lowestBetMinor });
    }
  }
  return items.map((item) => byItem.get(item) ?? NO_PLAY);
}

function settlementOf(item: DueItem, figures: TeamFigures): NewSettlement {
  const { contract } = item;
  const outcome = settle(contract, figures);
  return {
    contractId: contract.id,
    kind: contract.kind,
    period: contract.period,
    periodStartMs: item.period.startMs,
    periodEndMs: item.period.endMs,
    coveredFromMs: item.covered.startMs,
    coveredToMs: item.covered.endMs,
    holderId: contract.holderId,
    payerId: contract.giverId,
    ratePpm: contract.ratePpm,
    validBetMinor: figures.validBetMinor,
    netLossMinor: figures.netLossMinor,
    activeMembers: figures.activeMembers,
    baseMinor: outcome.baseMinor,
    checks: outcome.checks,
    amountMinor: outcome.amountMinor,
    remainderMicroMinor: outcome.remainderMicroMinor,
    status: outcome.nothingDue === null ? 'OWED' : 'NOTHING_DUE',
    reason: outcome.nothingDue,
  };
}

const mainWallet = (merchantCode: string, memberId: string): AccountRef => ({ kind: 'member', merchantCode, memberId, wallet: MAIN_WALLET });

/** One settlement's pay: from the giver's main wallet, or the platform's AGENT_COMMISSIONS, to the holder's main wallet. */
export function commissionPosting(merchantCode: string, owed: OwedSettlement): PostingRequest {
  const payer: AccountRef = owed.payerId === null ? { kind: 'house', merchantCode, name: 'AGENT_COMMISSIONS' } : mainWallet(merchantCode, owed.payerId);
  const periodStart = isoAt(owed.periodStartMs);
  return {
    merchantCode,
    idempotency: {
      source: COMMISSION_SOURCE,
      key: `${owed.contractId}:${periodStart}`,
      payload: { contractId: owed.contractId, periodStart, holderId: owed.holderId, payerId: owed.payerId, amountMinor: owed.amountMinor },
    },
    kind: 'COMMISSION',
    legs: [
      { account: payer, amountMinor: -owed.amountMinor },
      { account: mainWallet(merchantCode, owed.holderId), amountMinor: owed.amountMinor },
    ],
    reference: { memberId: owed.holderId, note: { code: 'commission', params: { contractKind: owed.kind, contractId: owed.contractId, periodStart } } },
  };
}

interface BatchOutcome {
  paid: number;
  /** the batch gave way and was paid one settlement per transaction */
  split: boolean;
  /** the payer was short for one of the batch; it and the ones after it stay OWED */
  short: boolean;
}

/** How long a batch's statement waits for a row lock before the batch gives way (see `payBatch`). */
const BATCH_LOCK_TIMEOUT = '100ms';
const LOCK_NOT_AVAILABLE = '55P03';
const DEADLOCK_DETECTED = '40P01';

const gaveWay = (error: unknown) => {
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
  return code === LOCK_NOT_AVAILABLE || code === DEADLOCK_DETECTED;
};

/**
 * Pays a batch of OWED settlements of one payer in one transaction, oldest first: the rows are locked
 * in one statement, each posting locks its two accounts in one statement in a fixed order, and the
 * paid rows are marked in one statement. A posting refused for want of money leaves nothing behind,
 * so the batch stops there and commits what it paid before: nothing of the payer newer than an unpaid
 * settlement is paid. The commit does not wait for its WAL flush (`synchronous_commit` off): thousands
 * of payouts at a period's end would otherwise queue their flushes with the players' own calls. A
 * crash can lose only the last batches as a whole (postings and PAID marks together), never a part,
 * and only ones nothing later depends on: any synchronous commit after them, such as a holder's next
 * bet, flushes them first. A lost batch's rows are still OWED, and the next run pays them.
 *
 * A batch holds its accounts from its first posting to its commit, while a player's posting takes
 * its accounts at once in id order; so a batch could close a cycle with, say, the payer's transfer to
 * a downline the batch pays later. With `lockTimeout` the batch gives way after a short wait instead
 * (the caller then pays the batch one settlement per transaction, which takes its locks the way a
 * player's posting does); the other side never waits long and never sees a deadlock.
 */
async function payBatch(db: Database, merchantCode: string, batch: readonly OwedSettlement[], nowMs: number, lockTimeout: string | null): Promise<BatchOutcome> {
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL synchronous_commit = off');
    // set_config(..., true) is SET LOCAL with the value as a parameter
    if (lockTimeout !== null) await tx.query(`SELECT set_config('lock_timeout', $1, true)`, [lockTimeout]);
    const locked = await lockOwed(tx, batch.map((owed) => owed.id));
    const payouts: { settlementId: string; postingId: string }[] = [];
    let short = false;
    for (const owed of locked) {
      try {
        const posted = await post(tx, commissionPosting(merchantCode, owed), nowMs);
        payouts.push({ settlementId: owed.id, postingId: posted.postingId });
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS')) throw error;
        short = true;
        break;
      }
    }
    await markPaid(tx, payouts, nowMs);
    return { paid: payouts.length, short, split: false };
  });
}

/** A batch, or its settlements one per transaction when the batch had to give way to a lock. */
async function payOrSplit(db: Database, merchantCode: string, batch: readonly OwedSettlement[], nowMs: number): Promise<BatchOutcome> {
  try {
    return await payBatch(db, merchantCode, batch, nowMs, batch.length > 1 ? BATCH_LOCK_TIMEOUT : null);
  } catch (error) {
    if (batch.length === 1 || !gaveWay(error)) throw error;
  }
  let paid = 0;
  for (const owed of batch) {
    const outcome = await payBatch(db, merchantCode, [owed], nowMs, null);
    paid += outcome.paid;
    if (outcome.short) return { paid, short: true, split: true };
  }
  return { paid, short: false, split: true };
}

/** A page's settlements in batches: each payer's in the order their periods ended, the platform's together. */
function batchesByPayer(page: readonly OwedSettlement[], batchSize: number): { payerKey: string; batches: OwedSettlement[][] }[] {
  const byPayer = new Map<string, OwedSettlement[]>();
  for (const owed of page) {
    const key = owed.payerId ?? 'PLATFORM';
    const settlements = byPayer.get(key) ?? [];
    settlements.push(owed);
    byPayer.set(key, settlements);
  }
  return [...byPayer.entries()].map(([payerKey, settlements]) => {
    const batches: OwedSettlement[][] = [];
    for (let start = 0; start < settlements.length; start += batchSize) batches.push(settlements.slice(start, start + batchSize));
    return { payerKey, batches };
  });
}

/**
 * Pays OWED settlements oldest first. Each payer's settlements go in batches one after another in
 * the order their periods ended, and a payer found short is skipped for the rest of the run;
 * different payers may be paid side by side (`payers`). The platform's settlements are
 * one payer's too: its account never runs short, but a batch holds the accounts it pays, so two of
 * its batches side by side could each wait for the other.
 */
async function payOwed(db: Database, brand: Brand, nowMs: number, run: SettlementRun, control: RunControl, limits: SettlementLimits): Promise<void> {
  const short = new Set<string>();
  const paced = pacer(limits.payoutsPerSecond);
  let after: { periodEndMs: number; id: string } | null = null;
  for (;;) {
    if (!(await control.checkpoint())) return;
    const page = await selectOwed(db, brand.merchantCode, after, limits.owedPage);
    const last = page.at(-1);
    if (!last) return;
    after = { periodEndMs: last.periodEndMs, id: last.id };
    const pending = batchesByPayer(page, limits.payoutBatch);
    const worker = async () => {
      for (let payer = pending.shift(); payer !== undefined; payer = pending.shift()) {
        for (const batch of payer.batches) {
          if (short.has(payer.payerKey) || control.shouldStop()) break;
          await paced(batch.length);
          const outcome = await payOrSplit(db, brand.merchantCode, batch, nowMs);
          run.paid += outcome.paid;
          if (outcome.split) run.split += 1;
          if (outcome.short) {
            short.add(payer.payerKey);
            run.owed += 1;
          }
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(limits.payers, pending.length) }, worker));
  }
}

/** Claims and records every due period of the brand, pass by pass. */
async function settleDuePeriods(db: Database, brand: Brand, nowMs: number, run: SettlementRun, control: RunControl, limits: SettlementLimits): Promise<void> {
  const kinds = enabledKinds(brand);
  for (;;) {
    if (!(await control.checkpoint())) return;
    const due = await selectDueContracts(db, brand.merchantCode, kinds, nowMs, limits.contractsPerPass);
    const { items, cursors } = cutDuePeriods(due, brand.timeZone, nowMs, limits.periodsPerPass);
    if (cursors.length === 0) return;
    const figures = await figuresOf(db, brand, items);
    const settlements = items.map((item, index) => settlementOf(item, figures[index] ?? NO_PLAY));
    await db.transaction(async (tx) => {
      for (let start = 0; start < settlements.length; start += limits.insertChunk) {
        run.settled += await insertSettlements(tx, brand.merchantCode, settlements.slice(start, start + limits.insertChunk), nowMs);
      }
      await advanceCursors(tx, cursors);
    });
  }
}

/**
 * One run over every brand as of `nowMs` (the app's clock). `shouldStop` is asked between steps so a
 * closing app need not wait for a long catch-up; what was not done is done by the next run. The
 * limits bound the work of one step (tests make them small to cross their edges).
 */
export async function settleContracts(
  db: Database,
  brands: readonly Brand[],
  nowMs: number,
  shouldStop: () => boolean = () => false,
  limits: SettlementLimits = SETTLEMENT_LIMITS,
): Promise<SettlementRun> {
  const run: SettlementRun = { settled: 0, paid: 0, owed: 0, skipped: false, split: 0 };
  if (!brands.some((brand) => enabledKinds(brand).length > 0)) return run;
  const lease = await JobLease.acquire(db, SETTLEMENT_JOB, SETTLEMENT_LEASE_MS);
  if (!lease) return { ...run, skipped: true };
  let leaseLost = false;
  const control: RunControl = {
    shouldStop: () => leaseLost || shouldStop(),
    checkpoint: async () => {
      if (control.shouldStop()) return false;
      leaseLost = !(await lease.renew());
      return !leaseLost;
    },
  };
  try {
    for (const brand of brands) {
      if (enabledKinds(brand).length === 0) continue;
      // what was owed before pays first, so nothing newer of a payer goes before it
      await payOwed(db, brand, nowMs, run, control, limits);
      await settleDuePeriods(db, brand, nowMs, run, control, limits);
      await payOwed(db, brand, nowMs, run, control, limits);
    }
  } finally {
    if (!leaseLost) await lease.release();
  }
  return run;
}
