import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobLease } from '../../db/job-lease';
import type { Database } from '../../db/database';
import { FakeClock } from '../../../testing/fake-clock';
import { fund, memberWallet } from '../../../testing/ledger';
import { REPO_BRANDS } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import type { MemberRecord } from '../accounts';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { settle, type TeamFigures } from './formulas';
import { answerRequest, endPlatformContract, grantPlatformContract, offerContract, type TermsInput } from './offers';
import { localDaysOf, periodContaining } from './periods';
import { SETTLEMENT_JOB, settleContracts, type SettlementRun } from './settlement';
import { SHONALI, contractOf, diceRound, endDemoContracts, expectedPeriods, newMember, prepareWithoutScheduler, settlementsOf } from './settlement-testing';

const ZONE = SHONALI.timeZone;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// A Dhaka midnight a day after the prepared database's contracts began, so every contract of the test starts after them.
const START = periodContaining('D', ZONE, Date.now() + DAY).startMs;

interface PlayedRound {
  memberId: string;
  atMs: number;
  stake: bigint;
  payout: bigint;
}

/**
 * Settlement over months of simulated time, with the engine driven by a fake clock: every period of
 * every kind is settled once, in order, none skipped, also across an outage of twenty days; the
 * figures are the rounds the team played in the part of each period the contract was in force; the
 * ledger moved exactly what the settlements say. Then a payer without money: owed, never dropped,
 * paid oldest first the moment the money is there.
 */
describe('contract settlement over simulated months', () => {
  const clock = new FakeClock();
  const now = () => clock.nowMs();
  const moveTo = (atMs: number) => clock.advance(atMs - now());
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase({ prepared: true });
    db = database.db;
    await prepareWithoutScheduler(db, clock);
    moveTo(START);
    await endDemoContracts(db, now());
  });
  afterAll(async () => {
    try {
      if (db) await assertLedgerConsistent(db);
    } finally {
      await database?.dispose();
    }
  });

  const grant = async (holder: MemberRecord, terms: TermsInput) => (await grantPlatformContract(db, SHONALI, { username: holder.username, ...terms }, now())).contract.contractId;
  const contractBetween = async (giver: MemberRecord, holder: MemberRecord, terms: TermsInput) => {
    const offered = await offerContract(db, SHONALI, giver, { downlineUsername: holder.username, ...terms }, now());
    const accepted = await answerRequest(db, SHONALI, holder, offered.request.requestId, { accept: true }, now());
    if (!accepted.contract) throw new Error('the accepted offer made no contract');
    return accepted.contract.contractId;
  };

  it('settles every period once, in order, through an outage, on the rounds of the team', async () => {
    const top = await newMember(db, 'agent', null, now());
    const sub = await newMember(db, 'agent', top, now());
    const nearPlayer = await newMember(db, 'player', top, now());
    const farPlayer = await newMember(db, 'player', sub, now());
    // the sub-agent plays too: its rounds count for its upline's team, never for its own
    for (const each of [nearPlayer, farPlayer, sub]) await fund(db, memberWallet(each.id), 100_000_000n, now());
    const teams = new Map([
      [top.id, [sub.id, nearPlayer.id, farPlayer.id]],
      [sub.id, [farPlayer.id]],
    ]);

    moveTo(START + HOUR);
    const contracts = {
      topSalary: await grant(top, { kind: 'SALARY', period: 'D', ratePpm: 5_000, minValidBetMinor: 2_500 }),
      topDividend: await grant(top, { kind: 'DIVIDEND', period: 'H', ratePpm: 200_000 }),
      topHourly: await grant(top, { kind: 'HOURLY', ratePpm: 2_000 }),
      topRealtime: await grant(top, { kind: 'REALTIME', ratePpm: 1_000 }),
      // paid from the top agent's own wallet, which only its own contracts fill
      subWeekly: await contractBetween(top, sub, { kind: 'SALARY', period: 'W', ratePpm: 3_000, minBetAmountMinor: 500 }),
      subDividend: await contractBetween(top, sub, { kind: 'DIVIDEND', period: 'M', ratePpm: 100_000, minActiveMembers: 1 }),
    };

    const rounds: PlayedRound[] = [];
    const runs: { atMs: number; run: SettlementRun }[] = [];
    const bet = async (member: MemberRecord, amountMinor: number) => rounds.push({ memberId: member.id, atMs: now(), ...(await diceRound(db, member, amountMinor, now())) });
    const run = async () => {
      const result = await settleContracts(db, REPO_BRANDS, now());
      runs.push({ atMs: now(), run: result });
      return result;
    };

    // the first day, 10:00 to 12:00: rounds every few minutes, settled every quarter hour as they come
    moveTo(START + 10 * HOUR);
    for (let step = 0; step < 8; step += 1) {
      await bet(farPlayer, 1_000 + step * 100);
      clock.advance(7 * MINUTE);
      await bet(nearPlayer, 2_000);
      clock.advance(8 * MINUTE);
      await run();
    }
    clock.advance(2 * MINUTE);
    await endPlatformContract(db, SHONALI, contracts.topRealtime, now());

    // a hundred days: play on three days of four, a settlement run after each midnight, none from day 30 to day 49
    const OUTAGE = { from: 30, to: 50 };
    for (let day = 1; day < 100; day += 1) {
      moveTo(START + day * DAY + 10 * HOUR);
      if (day % 4 !== 3) {
        await bet(farPlayer, 1_000 + (day % 5) * 500);
        await bet(nearPlayer, 2_000);
      }
      if (day % 10 === 0) await bet(sub, 3_000);
      if (day === 2) {
        clock.advance(30 * MINUTE);
        await endPlatformContract(db, SHONALI, contracts.topHourly, now());
      }
      if (day < OUTAGE.from || day >= OUTAGE.to) {
        moveTo(START + (day + 1) * DAY + 30 * MINUTE);
        await run();
      }
    }
    moveTo(START + 101 * DAY);
    await run();
    // whatever the top agent could not pay its downline yet, it pays once it has the money
    await fund(db, memberWallet(top.id), 10_000_000n, now());
    const funding = 10_000_000n;
    await run();
    expect(await run()).toEqual({ settled: 0, paid: 0, owed: 0, skipped: false, split: 0 });

    const paidTo = new Map<string, bigint>();
    const paidBy = new Map<string, bigint>();
    let paidCount = 0;
    for (const [name, contractId] of Object.entries(contracts)) {
      const contract = await contractOf(db, contractId);
      const rows = await settlementsOf(db, contractId);
      const expected = expectedPeriods(contract, ZONE, now());
      // every period, once, none skipped
      expect(rows.map((row) => [row.periodStartMs, row.periodEndMs]), name).toEqual(expected.map((period) => [period.startMs, period.endMs]));
      expect(rows.length, name).toBeGreaterThan(0);
      // claimed in order: a later period was never settled before an earlier one
      for (let index = 1; index < rows.length; index += 1) {
        expect(rows[index]?.id ?? 0n, name).toBeGreaterThan(rows[index - 1]?.id ?? 0n);
        expect(rows[index]?.settledAtMs ?? 0, name).toBeGreaterThanOrEqual(rows[index - 1]?.settledAtMs ?? 0);
      }
      const team = teams.get(contract.holderId) ?? [];
      for (const row of rows) {
        const coveredFrom = Math.max(row.periodStartMs, contract.startedAtMs);
        const coveredTo = Math.min(row.periodEndMs, contract.endedAtMs ?? Number.POSITIVE_INFINITY);
        expect([row.coveredFromMs, row.coveredToMs], name).toEqual([coveredFrom, coveredTo]);
        // the figures, worked out here from the rounds as they were played
        const inWindow = rounds.filter((round) => team.includes(round.memberId) && round.atMs >= coveredFrom && round.atMs < coveredTo);
        const validBetMinor = inWindow.reduce((sum, round) => sum + round.stake, 0n);
        const byDay = new Map<string, bigint>();
        for (const round of inWindow) {
          const [day = ''] = localDaysOf(ZONE, round.atMs, round.atMs + 1);
          byDay.set(day, (byDay.get(day) ?? 0n) + round.stake);
        }
        const days = localDaysOf(ZONE, coveredFrom, coveredTo);
        const figures: TeamFigures = {
          validBetMinor,
          netLossMinor: inWindow.reduce((sum, round) => sum + round.stake - round.payout, 0n),
          activeMembers: new Set(inWindow.map((round) => round.memberId)).size,
          lowestBetMinor: contract.kind === 'SALARY' && contract.period !== 'D' ? days.reduce((low, day) => ((byDay.get(day) ?? 0n) < low ? (byDay.get(day) ?? 0n) : low), validBetMinor) : validBetMinor,
        };
        expect([row.validBet, row.netLoss, row.activeMembers], `${name} ${new Date(row.periodStartMs).toISOString()}`).toEqual([figures.validBetMinor, figures.netLossMinor, figures.activeMembers]);
        const outcome = settle(contract, figures);
        expect([row.base, row.amount, row.remainder, row.reason], `${name} ${new Date(row.periodStartMs).toISOString()}`).toEqual([
          outcome.baseMinor,
          outcome.amountMinor,
          outcome.remainderMicroMinor,
          outcome.nothingDue,
        ]);
        expect(row.status).toBe(outcome.nothingDue === null ? 'PAID' : 'NOTHING_DUE');
        if (row.status === 'PAID') {
          paidCount += 1;
          paidTo.set(contract.holderId, (paidTo.get(contract.holderId) ?? 0n) + row.amount);
          if (contract.giverId) paidBy.set(contract.giverId, (paidBy.get(contract.giverId) ?? 0n) + row.amount);
        }
      }
    }
    // the test's play paid something under every salary kind but the weekly one's strict days; a dividend
    // pays only when the dice went the team's way, but its periods counted the play all the same
    for (const name of ['topSalary', 'topHourly', 'topRealtime'] as const) {
      expect((await settlementsOf(db, contracts[name])).some((row) => row.status === 'PAID'), name).toBe(true);
    }
    for (const name of ['topDividend', 'subDividend'] as const) {
      expect((await settlementsOf(db, contracts[name])).some((row) => row.activeMembers > 0 && row.netLoss !== 0n), name).toBe(true);
    }

    // the outage: the periods that ended after the last run before it were all settled by the first run after it, in order
    const catchUp = START + (OUTAGE.to + 1) * DAY + 30 * MINUTE;
    const caughtUp = (await settlementsOf(db, contracts.topSalary)).filter((row) => row.periodEndMs > START + OUTAGE.from * DAY + 30 * MINUTE && row.periodEndMs <= catchUp);
    expect(caughtUp).toHaveLength(OUTAGE.to - OUTAGE.from + 1);
    expect(caughtUp.every((row) => row.settledAtMs === catchUp)).toBe(true);
    expect(runs.find((each) => each.atMs === catchUp)?.run.settled).toBeGreaterThanOrEqual(caughtUp.length);

    // the ledger moved what the settlements say, once each
    const { rows: postings } = await db.query<{ commissions: string; paid: string }>(
      `SELECT (SELECT count(*) FROM ledger_postings WHERE merchant_code = 'SHONALI' AND kind = 'COMMISSION')::text AS commissions,
              (SELECT count(*) FROM contract_settlements WHERE merchant_code = 'SHONALI' AND status = 'PAID')::text AS paid`,
    );
    expect(Number(postings[0]?.commissions)).toBe(paidCount);
    expect(Number(postings[0]?.paid)).toBe(paidCount);
    const subPlay = rounds.filter((round) => round.memberId === sub.id).reduce((net, round) => net + round.payout - round.stake, 0n);
    expect(await balanceOf(db, memberWallet(sub.id))).toBe((paidTo.get(sub.id) ?? 0n) + 100_000_000n + subPlay);
    expect(await balanceOf(db, memberWallet(top.id))).toBe((paidTo.get(top.id) ?? 0n) - (paidBy.get(top.id) ?? 0n) + funding);
    await assertLedgerConsistent(db);
  }, 60_000); // months of periods, settled one by one on the embedded database

  it('keeps what a payer cannot pay owed, and pays it oldest first once the money is there', async () => {
    // a giver that earns nothing itself: its own contract's threshold is out of reach
    const giver = await newMember(db, 'agent', null, now());
    const holder = await newMember(db, 'agent', giver, now());
    const fan = await newMember(db, 'player', holder, now());
    await fund(db, memberWallet(fan.id), 10_000_000n, now());
    await grant(giver, { kind: 'REALTIME', ratePpm: 10_000, minValidBetMinor: 1_000_000_000_000 });
    const contractId = await contractBetween(giver, holder, { kind: 'REALTIME', ratePpm: 5_000 });

    moveTo(periodContaining('FIVE_MINUTES', ZONE, now()).endMs + MINUTE);
    await diceRound(db, fan, 100_000, now()); // 500.00 due to the holder for this period
    clock.advance(5 * MINUTE);
    await diceRound(db, fan, 2_000, now()); // 10.00 for the next
    clock.advance(5 * MINUTE);
    await settleContracts(db, REPO_BRANDS, now());
    const owed = (await settlementsOf(db, contractId)).filter((row) => row.amount > 0n);
    expect(owed.map((row) => [row.amount, row.status, row.payerId])).toEqual([
      [500n, 'OWED', giver.id],
      [10n, 'OWED', giver.id],
    ]);

    // not dropped, not paid: every run tries again
    clock.advance(MINUTE);
    await settleContracts(db, REPO_BRANDS, now());
    expect((await settlementsOf(db, contractId)).filter((row) => row.status === 'OWED')).toHaveLength(2);
    // enough for the newer one only: it still waits for the older
    await fund(db, memberWallet(giver.id), 100n, now());
    clock.advance(MINUTE);
    expect((await settleContracts(db, REPO_BRANDS, now())).paid).toBe(0);
    expect((await settlementsOf(db, contractId)).filter((row) => row.status === 'OWED')).toHaveLength(2);
    // enough for the older one only: both go in one batch, which pays the older and keeps the newer owed
    await fund(db, memberWallet(giver.id), 400n, now());
    clock.advance(MINUTE);
    const olderPaidAtMs = now();
    expect((await settleContracts(db, REPO_BRANDS, now())).paid).toBe(1);
    const half = (await settlementsOf(db, contractId)).filter((row) => row.amount > 0n);
    expect(half.map((row) => [row.amount, row.status, row.paidAtMs])).toEqual([
      [500n, 'PAID', olderPaidAtMs],
      [10n, 'OWED', null],
    ]);
    // and the newer the moment its money is there
    await fund(db, memberWallet(giver.id), 10n, now());
    clock.advance(MINUTE);
    expect((await settleContracts(db, REPO_BRANDS, now())).paid).toBe(1);
    const paid = (await settlementsOf(db, contractId)).filter((row) => row.amount > 0n);
    expect(paid.map((row) => [row.amount, row.status, row.paidAtMs])).toEqual([
      [500n, 'PAID', olderPaidAtMs],
      [10n, 'PAID', now()],
    ]);
    expect(paid[1]?.postingId ?? 0n).toBeGreaterThan(paid[0]?.postingId ?? 0n);
    expect(await balanceOf(db, memberWallet(giver.id))).toBe(0n);
    expect(await balanceOf(db, memberWallet(holder.id))).toBe(510n);
    await assertLedgerConsistent(db);
  });

  it('settles and pays a run of many contracts in small passes and pages, paced, whatever order their ids sort in as text', async () => {
    // thirteen top agents, each with a player of its own who plays once in the same 5-minute period
    const holders: MemberRecord[] = [];
    const contractIds: string[] = [];
    moveTo(periodContaining('FIVE_MINUTES', ZONE, now()).endMs + MINUTE);
    for (let count = 0; count < 13; count += 1) {
      const holder = await newMember(db, 'agent', null, now());
      const fan = await newMember(db, 'player', holder, now());
      await fund(db, memberWallet(fan.id), 1_000_000n, now());
      contractIds.push(await grant(holder, { kind: 'REALTIME', ratePpm: 10_000 }));
      await diceRound(db, fan, 10_000, now());
      holders.push(holder);
    }
    // their settlements' ids cross a power of ten, where text order and number order part ways
    const { rows: last } = await db.query<{ id: string }>(`SELECT coalesce(max(id), 0)::text AS id FROM contract_settlements`);
    const nextPower = 10 ** String(Number(last[0]?.id ?? 0) + 20).length;
    await db.query(`SELECT setval(pg_get_serial_sequence('contract_settlements', 'id'), $1::bigint)`, [nextPower - 6]);
    clock.advance(5 * MINUTE);
    const startedMs = performance.now();
    const run = await settleContracts(db, REPO_BRANDS, now(), () => false, { contractsPerPass: 4, periodsPerPass: 3, insertChunk: 2, owedPage: 5, payers: 3, payoutsPerSecond: 20, payoutBatch: 2 });
    expect(run.paid).toBe(13);
    // paced: thirteen payouts, in batches of two, begun 50 ms a payout apart at the least, however many payers
    expect(performance.now() - startedMs).toBeGreaterThanOrEqual(12 * 50);
    for (const [index, contractId] of contractIds.entries()) {
      const rows = await settlementsOf(db, contractId);
      expect(rows.map((row) => row.periodStartMs)).toEqual(expectedPeriods(await contractOf(db, contractId), ZONE, now()).map((period) => period.startMs));
      expect(rows.filter((row) => row.amount > 0n).map((row) => [row.amount, row.status])).toEqual([[100n, 'PAID']]);
      expect(await balanceOf(db, memberWallet(holders[index]?.id ?? ''))).toBe(100n);
    }
  });

  it('leaves due periods alone while another run holds the settlement lease, and settles them once it is released', async () => {
    const holder = await newMember(db, 'agent', null, now());
    const fan = await newMember(db, 'player', holder, now());
    await fund(db, memberWallet(fan.id), 1_000_000n, now());
    const contractId = await grant(holder, { kind: 'REALTIME', ratePpm: 10_000 });
    await diceRound(db, fan, 10_000, now());
    clock.advance(5 * MINUTE);
    const elsewhere = await JobLease.acquire(db, SETTLEMENT_JOB, 60_000);
    expect(elsewhere).not.toBeNull();
    expect(await settleContracts(db, REPO_BRANDS, now())).toEqual({ settled: 0, paid: 0, owed: 0, skipped: true, split: 0 });
    expect(await settlementsOf(db, contractId)).toEqual([]);
    await elsewhere?.release();
    const run = await settleContracts(db, REPO_BRANDS, now());
    expect(run).toMatchObject({ paid: 1, skipped: false });
    expect((await settlementsOf(db, contractId)).map((row) => [row.amount, row.status])).toContainEqual([100n, 'PAID']);
  });
});
