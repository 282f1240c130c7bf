import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_MEMBER_TYPE, shiftDay, type GameType } from '@croupier/domain';
import type { Database } from '../../db/database';
import { openPostgresDatabase } from '../../db/postgres-database';
import { FakeClock } from '../../../testing/fake-clock';
import { fund, houseAccount, memberWallet } from '../../../testing/ledger';
import { buildTestApp, repoBrand } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import type { MemberRecord } from '../accounts';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { dayAt, dayStartMs } from './brand-days';
import { runRebates } from './daily-run';
import { expectedRebate, gameOf, newRebateMember, rebatePostingsOf, rollBack, stake } from './rebates-testing';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NORTHSTAR = repoBrand('northstar');
const ZONE = NORTHSTAR.timeZone;
const CAP = 1_688_800n;
const FUNDS = 100_000_000_000n;

/**
 * The daily run on an AUTO brand (Northstar) with two server instances on one database, on Postgres
 * when TEST_DATABASE_URL names one (pools of their own that really race), else on the embedded
 * database (one connection, interleaved). Every member's day is paid once, at the pay hour, through
 * restarts, downtime and a run cut short.
 */
describe('the daily rebate run', () => {
  const day = shiftDay(dayAt(ZONE, Date.now()), 3);
  const at = (offsetDays: number, ms: number) => dayStartMs(ZONE, shiftDay(day, offsetDays)) + ms;
  const clock = new FakeClock(at(0, HOUR));
  let database: TestDatabase;
  let secondDb: Database;
  let instanceA: FastifyInstance | undefined;
  let instanceB: FastifyInstance;
  let restarted: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await createTestDatabase({ prepared: true });
    instanceA = await buildTestApp(database.db, { clock });
    secondDb = database.url ? openPostgresDatabase(database.url, () => {}) : database.db;
    instanceB = await buildTestApp(secondDb, { clock });
  });
  afterAll(async () => {
    try {
      await assertLedgerConsistent(database.db);
      // every rebate came from PROMOTIONS, and nothing else of this file touched it
      const { rows } = await database.db.query<{ total: string }>(
        "SELECT coalesce(sum(amount_minor), 0)::text AS total FROM rebate_payouts WHERE merchant_code = $1",
        [NORTHSTAR.merchantCode],
      );
      expect(await balanceOf(database.db, houseAccount('PROMOTIONS', NORTHSTAR.merchantCode))).toBe(-BigInt(rows[0]?.total ?? '0'));
    } finally {
      await instanceA?.close();
      await restarted?.close();
      await instanceB?.close();
      if (secondDb !== database.db) await secondDb.close();
      await database.dispose();
    }
  });

  /** Both instances run at once, twice each. */
  const race = () =>
    Promise.all([
      runRebates(database.db, [NORTHSTAR], clock.nowMs()),
      runRebates(secondDb, [NORTHSTAR], clock.nowMs()),
      runRebates(secondDb, [NORTHSTAR], clock.nowMs()),
      runRebates(database.db, [NORTHSTAR], clock.nowMs()),
    ]);

  const member = async (type?: number) => {
    const created = await newRebateMember(database.db, NORTHSTAR, clock.nowMs(), type);
    await fund(database.db, memberWallet(created.id, 'MAIN', NORTHSTAR.merchantCode), FUNDS, clock.nowMs());
    return created;
  };
  const bet = async (who: MemberRecord, type: GameType, amountMinor: bigint, atMs: number) => stake(database.db, NORTHSTAR, who.id, await gameOf(database.db, type), amountMinor, atMs);
  const postingsOf = (who: MemberRecord) => rebatePostingsOf(database.db, NORTHSTAR.merchantCode, who.id);
  const expectPaid = async (who: MemberRecord, paid: [string, bigint][]) => {
    expect(await postingsOf(who)).toEqual(paid.map(([paidDay, amountMinor]) => ({ key: `${who.id}:${paidDay}`, amountMinor })));
  };

  interface People {
    a: MemberRecord;
    b: MemberRecord;
    c: MemberRecord;
    d: MemberRecord;
    e: MemberRecord;
    trial: MemberRecord;
  }
  let people: People;

  it('pays each member’s day once at the pay hour, with both instances racing, and only real members', async () => {
    people = { a: await member(), b: await member(), c: await member(), d: await member(), e: await member(), trial: await member(TRIAL_MEMBER_TYPE) };
    const { a, b, c, d, e, trial } = people;
    await bet(a, 'RNG', 1_000_000n, at(0, 9 * HOUR));
    await bet(a, 'LIVE', 500_000n, at(0, 10 * HOUR));
    const undone = await bet(a, 'RNG', 300_000n, at(0, 11 * HOUR));
    await rollBack(database.db, NORTHSTAR, a.id, await gameOf(database.db, 'RNG'), 300_000n, undone, at(0, 15 * HOUR));
    await bet(b, 'BGS', 10_000_000_000n, at(0, 12 * HOUR));
    await bet(c, 'PVP', 199n, at(0, 13 * HOUR));
    await bet(trial, 'RNG', 1_000_000n, at(0, 14 * HOUR));
    // the day's first instant is the day's; the instant before it is the day before's, the next day's first is the next day's
    await bet(e, 'BGS', 250_000n, at(0, 0));
    await bet(e, 'BGS', 100_000n, at(0, -1));
    await bet(d, 'RNG', 250_000n, at(1, 0));

    clock.advance(at(1, 12 * HOUR - MINUTE) - clock.nowMs());
    await race();
    // the day before is due (its pay hour has passed): e is paid for its last instant's stake
    await expectPaid(e, [[shiftDay(day, -1), 400n]]);
    await expectPaid(a, []);

    clock.advance(2 * MINUTE);
    const runs = await race();
    expect(runs.reduce((total, run) => total + run.paid, 0)).toBe(3);
    expect(expectedRebate({ RNG: 1_000_000n, LIVE: 500_000n }, CAP)).toBe(5_750n);
    await expectPaid(a, [[day, 5_750n]]);
    await expectPaid(b, [[day, CAP]]);
    await expectPaid(c, []);
    await expectPaid(trial, []);
    await expectPaid(d, []);
    await expectPaid(e, [
      [shiftDay(day, -1), 400n],
      [day, 1_000n],
    ]);
    // the money: a's wallet is what it was given, less its stakes, plus the stake given back and the rebate
    expect(await balanceOf(database.db, memberWallet(a.id, 'MAIN', NORTHSTAR.merchantCode))).toBe(FUNDS - 1_800_000n + 300_000n + 5_750n);
    const { rows } = await database.db.query<{ mode: string; capped: boolean }>(
      'SELECT mode, amount_minor < rebate_minor AS capped FROM rebate_payouts WHERE merchant_code = $1 AND member_id = $2::bigint',
      [NORTHSTAR.merchantCode, b.id],
    );
    expect(rows).toEqual([{ mode: 'AUTO', capped: true }]);
  });

  it('pays nothing twice after a restart, and pays the days missed while no server ran, in order, when one comes back', async () => {
    const { a, b, d } = people;
    await instanceA?.close();
    instanceA = undefined;
    await bet(a, 'RNG', 500_000n, at(2, 8 * HOUR));
    await bet(b, 'LIVE', 1_000_000n, at(3, 20 * HOUR));
    // down from before the next pay hour to five days later
    clock.advance(at(5, 13 * HOUR) - clock.nowMs());
    restarted = await buildTestApp(database.db, { clock });
    await Promise.all([runRebates(database.db, [NORTHSTAR], clock.nowMs()), runRebates(secondDb, [NORTHSTAR], clock.nowMs())]);
    await expectPaid(d, [[shiftDay(day, 1), 1_000n]]);
    await expectPaid(a, [
      [day, 5_750n],
      [shiftDay(day, 2), 2_000n],
    ]);
    await expectPaid(b, [
      [day, CAP],
      [shiftDay(day, 3), 3_500n],
    ]);
    const { rows } = await database.db.query<{ day: string; mode: string }>(
      'SELECT day::text AS day, mode FROM rebate_days WHERE merchant_code = $1 AND day >= $2::date ORDER BY day',
      [NORTHSTAR.merchantCode, day],
    );
    expect(rows).toEqual([0, 1, 2, 3, 4].map((offset) => ({ day: shiftDay(day, offset), mode: 'AUTO' })));
    // and again: everything is paid, nothing moves
    await race();
    await expectPaid(d, [[shiftDay(day, 1), 1_000n]]);
    expect((await postingsOf(a)).length).toBe(2);
  });

  it('finishes a run cut short without paying anyone twice', async () => {
    const players = [await member(), await member(), await member(), await member(), await member()];
    for (const [index, player] of players.entries()) await bet(player, 'FISH', 100_000n * BigInt(index + 1), at(5, 15 * HOUR));
    clock.advance(at(6, 12 * HOUR + MINUTE) - clock.nowMs());
    // stops after two batches of two: the day is not recorded, some members are paid
    let checkpoints = 0;
    const cut = await runRebates(database.db, [NORTHSTAR], clock.nowMs(), () => ++checkpoints > 3, { payoutBatch: 2 });
    expect(cut.paid).toBe(4);
    const paidAfterCut = await Promise.all(players.map(postingsOf));
    expect(paidAfterCut.filter((postings) => postings.length === 1).length).toBe(4);
    expect(cut.days).toBe(0);
    await race();
    for (const [index, player] of players.entries()) await expectPaid(player, [[shiftDay(day, 5), 400n * BigInt(index + 1)]]);
  });

  it('leaves a manual-rebate brand’s days to its members: the run records them and pays nothing', async () => {
    const shonali = repoBrand('shonali');
    const player = await newRebateMember(database.db, shonali, clock.nowMs());
    await fund(database.db, memberWallet(player.id, 'MAIN', shonali.merchantCode), FUNDS, clock.nowMs());
    await stake(database.db, shonali, player.id, await gameOf(database.db, 'RNG'), 1_000_000n, at(5, 10 * HOUR));
    await Promise.all([runRebates(database.db, [shonali], clock.nowMs()), runRebates(secondDb, [shonali], clock.nowMs())]);
    expect(await rebatePostingsOf(database.db, shonali.merchantCode, player.id)).toEqual([]);
    const { rows } = await database.db.query<{ mode: string }>('SELECT DISTINCT mode FROM rebate_days WHERE merchant_code = $1', [shonali.merchantCode]);
    expect(rows).toEqual([{ mode: 'MANUAL' }]);
  });
});
