import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RebateClaim, RebateHistoryPage, RebateReport, RebateSettings, RebateSummary } from '@croupier/contract';
import { GAME_TYPES, REBATE_SETTLE_MS, shiftDay } from '@croupier/domain';
import type { Database } from '../../db/database';
import { openPostgresDatabase } from '../../db/postgres-database';
import { authed } from '../../../testing/accounts';
import { FakeClock } from '../../../testing/fake-clock';
import { fund, memberWallet } from '../../../testing/ledger';
import { asOperator, signedInOperator } from '../../../testing/operators';
import { trialToken } from '../../../testing/play';
import { buildTestApp, repoBrand, send, sendOps } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import type { MemberRecord } from '../accounts';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { dayAt, dayStartMs } from './brand-days';
import { expectOk, gameOf, memberToken, newRebateMember, rebatePostingsOf, stake } from './rebates-testing';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SHONALI = repoBrand('shonali');
const NORTHSTAR = repoBrand('northstar');
const ZONE = SHONALI.timeZone;
const FUNDS = 10_000_000_000n;

/**
 * The member's and the console's rebate calls over HTTP, on two instances of the server sharing one
 * database (on Postgres with TEST_DATABASE_URL, pools of their own): the manual rebate page's figures,
 * a day claimed once however many claims race for it, every refusal, and the console's audited
 * settings and daily report.
 */
describe('rebate calls', () => {
  const day = shiftDay(dayAt(ZONE, Date.now()), 3);
  const at = (offsetDays: number, ms: number) => dayStartMs(ZONE, shiftDay(day, offsetDays)) + ms;
  const clock = new FakeClock(at(0, HOUR));
  const now = () => clock.nowMs();
  const moveTo = (ms: number) => clock.advance(ms - clock.nowMs());
  let database: TestDatabase;
  let secondDb: Database;
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;
  let player: MemberRecord;

  beforeAll(async () => {
    database = await createTestDatabase({ prepared: true });
    instanceA = await buildTestApp(database.db, { clock });
    secondDb = database.url ? openPostgresDatabase(database.url, () => {}) : database.db;
    instanceB = await buildTestApp(secondDb, { clock });
    player = await newRebateMember(database.db, SHONALI, now());
    await fund(database.db, memberWallet(player.id), FUNDS, now());
  });
  afterAll(async () => {
    try {
      await assertLedgerConsistent(database.db);
    } finally {
      await instanceA?.close();
      await instanceB?.close();
      if (secondDb !== database.db) await secondDb.close();
      await database.dispose();
    }
  });

  const summaryOf = async (token: string, app = instanceA) => expectOk<RebateSummary>(await authed(app, 'shonali', token, { url: '/wps/rebates/summary' }));
  const claim = (token: string, claimDay: string, app = instanceA) => authed(app, 'shonali', token, { method: 'POST', url: '/wps/rebates/claim', payload: { day: claimDay } });

  it('shows today’s accrual by game type, and a finished day as claimable a minute after its end', async () => {
    await stake(database.db, SHONALI, player.id, await gameOf(database.db, 'RNG'), 1_000_000n, at(0, 9 * HOUR));
    await stake(database.db, SHONALI, player.id, await gameOf(database.db, 'BGS'), 500_000n, at(0, 10 * HOUR));
    moveTo(at(0, 11 * HOUR));
    const today = await summaryOf(await memberToken(instanceA, SHONALI, player, now));
    expect(today).toMatchObject({ mode: 'MANUAL', today: day, dailyCapMinor: 1_688_800, payHour: 12, claimDays: 7, claimable: [], nextPayAt: null });
    expect(today.rates.map((rate) => rate.gameType)).toEqual([...GAME_TYPES]);
    expect(today.accrual).toEqual({
      day,
      validBetMinor: 1_500_000,
      rebateMinor: 6_000,
      amountMinor: 6_000,
      capped: false,
      lines: [
        { gameType: 'RNG', validBetMinor: 1_000_000, ratePpm: 4_000, rebateMinor: 4_000 },
        { gameType: 'BGS', validBetMinor: 500_000, ratePpm: 4_000, rebateMinor: 2_000 },
      ],
    });

    moveTo(at(1, REBATE_SETTLE_MS - 1));
    const settling = await summaryOf(await memberToken(instanceA, SHONALI, player, now));
    expect(settling.accrual.amountMinor).toBe(0);
    expect(settling.claimable).toEqual([]);

    moveTo(at(1, REBATE_SETTLE_MS));
    const next = await summaryOf(await memberToken(instanceB, SHONALI, player, now), instanceB);
    expect(next.claimable).toEqual([{ ...today.accrual, claimableUntil: new Date(at(8, 0)).toISOString() }]);
  });

  it('pays a claimed day once, however many claims race for it on both instances', async () => {
    const token = await memberToken(instanceA, SHONALI, player, now);
    const before = await balanceOf(database.db, memberWallet(player.id));
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => claim(token, day, index % 2 === 0 ? instanceA : instanceB)));
    const claims = answers.map((answer) => expectOk<RebateClaim>(answer));
    expect(claims.filter((each) => !each.replayed)).toHaveLength(1);
    expect(new Set(claims.map((each) => each.payout.payoutId)).size).toBe(1);
    expect(claims[0]?.payout).toMatchObject({ day, mode: 'CLAIM', amountMinor: 6_000, capMinor: 1_688_800 });
    expect(await rebatePostingsOf(database.db, SHONALI.merchantCode, player.id)).toEqual([{ key: `${player.id}:${day}`, amountMinor: 6_000n }]);
    expect(await balanceOf(database.db, memberWallet(player.id))).toBe(before + 6_000n);
    expect((await summaryOf(token)).claimable).toEqual([]);
    // a claim later still answers the payout, and moves nothing
    expect(expectOk<RebateClaim>(await claim(token, day))).toMatchObject({ replayed: true, payout: { payoutId: claims[0]?.payout.payoutId } });
    const history = expectOk<RebateHistoryPage>(await authed(instanceB, 'shonali', token, { url: '/wps/rebates/history' }));
    expect(history).toMatchObject({ total: 1, totalPages: 1, totalPaidMinor: 6_000, pageNo: 1 });
    expect(history.payouts.map((payout) => [payout.day, payout.mode, payout.amountMinor, payout.lines.length])).toEqual([[day, 'CLAIM', 6_000, 2]]);
  });

  it('refuses a day not finished, with nothing to pay, or past the claim window, a brand without manual rebate and free play', async () => {
    const token = await memberToken(instanceA, SHONALI, player, now);
    const refusal = async (claimDay: string) => {
      const answer = await claim(token, claimDay);
      return [answer.statusCode, answer.json().code];
    };
    expect(await refusal(shiftDay(day, 1))).toEqual([404, 'NOT_FOUND']);
    expect(await refusal(shiftDay(day, 2))).toEqual([404, 'NOT_FOUND']);
    expect(await refusal(shiftDay(day, -1))).toEqual([404, 'NOT_FOUND']);
    expect(await refusal('2026-02-30')).toEqual([400, 'VALIDATION_FAILED']);

    await stake(database.db, SHONALI, player.id, await gameOf(database.db, 'LIVE'), 1_000_000n, at(1, 10 * HOUR));
    moveTo(at(9, 0) - 1);
    expect((await summaryOf(await memberToken(instanceA, SHONALI, player, now))).claimable.map((each) => each.day)).toEqual([shiftDay(day, 1)]);
    moveTo(at(9, 0));
    const late = await memberToken(instanceA, SHONALI, player, now);
    expect((await summaryOf(late)).claimable).toEqual([]);
    const answer = await claim(late, shiftDay(day, 1));
    expect([answer.statusCode, answer.json().code]).toEqual([404, 'NOT_FOUND']);

    const northstarPlayer = await newRebateMember(database.db, NORTHSTAR, now());
    const northstarToken = await memberToken(instanceA, NORTHSTAR, northstarPlayer, now);
    const disabled = await authed(instanceA, 'northstar', northstarToken, { method: 'POST', url: '/wps/rebates/claim', payload: { day } });
    expect([disabled.statusCode, disabled.json().code]).toEqual([403, 'FEATURE_DISABLED']);
    const northstarSummary = expectOk<RebateSummary>(await authed(instanceA, 'northstar', northstarToken, { url: '/wps/rebates/summary' }));
    expect(northstarSummary).toMatchObject({ mode: 'AUTO', claimable: [] });
    expect(northstarSummary.nextPayAt).not.toBeNull();

    const trial = await trialToken(instanceA, 'shonali');
    for (const request of [{ url: '/wps/rebates/summary' }, { url: '/wps/rebates/history' }, { method: 'POST' as const, url: '/wps/rebates/claim', payload: { day } }]) {
      const refused = await authed(instanceA, 'shonali', trial, request);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'TRIAL_RESTRICTED']);
    }
    const anonymous = await authed(instanceA, 'shonali', '', { url: '/wps/rebates/summary' });
    expect(anonymous.json().code).toBe('NOT_LOGGED_IN');
  });

  it('lets supervisors change a brand’s rates, cap and pay hour, audited, and every role read them and the report', async () => {
    const supervisor = await signedInOperator(instanceA, { role: 'SUPERVISOR' });
    const cashier = await signedInOperator(instanceA, { role: 'CASHIER' });
    const northstarOnly = await signedInOperator(instanceA, { role: 'SUPERVISOR', merchantCodes: ['NORTHSTAR'] });
    const read = expectOk<RebateSettings>(await asOperator(instanceA, cashier.token, { url: '/bo/rebates/settings?merchantCode=SHONALI' }));
    expect(read).toMatchObject({ merchantCode: 'SHONALI', mode: 'MANUAL', dailyCapMinor: 1_688_800, payHour: 12, claimDays: 7, timeZone: 'Asia/Dhaka' });
    const rates = read.rates.map((rate) => (rate.gameType === 'RNG' ? { ...rate, ratePpm: 4_500 } : rate));
    const change = { merchantCode: 'SHONALI', rates, dailyCapMinor: 2_000_000, payHour: 11 };
    const put = (token: string, body: unknown) => asOperator(instanceB, token, { method: 'PUT', url: '/bo/rebates/settings', payload: body as Record<string, unknown> });

    const byCashier = await put(cashier.token, change);
    expect([byCashier.statusCode, byCashier.json().code]).toEqual([403, 'FORBIDDEN']);
    const otherBrand = await put(northstarOnly.token, change);
    expect([otherBrand.statusCode, otherBrand.json().code]).toEqual([403, 'FORBIDDEN']);
    const notWhole = await put(supervisor.token, { ...change, dailyCapMinor: 2_000_050 });
    expect([notWhole.statusCode, notWhole.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const threeDecimals = await put(supervisor.token, { ...change, rates: rates.map((rate) => ({ ...rate, ratePpm: 4_550 })) });
    expect([threeDecimals.statusCode, threeDecimals.json().code]).toEqual([400, 'VALIDATION_FAILED']);

    const changed = expectOk<RebateSettings>(await put(supervisor.token, change));
    expect(changed).toMatchObject({ dailyCapMinor: 2_000_000, payHour: 11 });
    expect(changed.rates.find((rate) => rate.gameType === 'RNG')?.ratePpm).toBe(4_500);
    // the same settings again change nothing and write nothing
    expectOk<RebateSettings>(await put(supervisor.token, change));
    const audit = expectOk<{ entries: { action: string; subject: string; before: unknown; after: unknown }[] }>(
      await asOperator(instanceA, supervisor.token, { url: '/bo/audit?action=rebate.' }),
    );
    expect(audit.entries).toHaveLength(1);
    // the entry says what changed, as it was and as it became
    expect(audit.entries[0]).toMatchObject({ action: 'rebate.settings', subject: 'rebate-settings:SHONALI' });
    expect([audit.entries[0]?.before, audit.entries[0]?.after]).toEqual([
      { dailyCapMinor: '1688800', payHour: 12, ratesPpm: { RNG: 4_000 } },
      { dailyCapMinor: '2000000', payHour: 11, ratesPpm: { RNG: 4_500 } },
    ]);

    // the member's page shows the new rate at once
    await stake(database.db, SHONALI, player.id, await gameOf(database.db, 'RNG'), 100_000n, now());
    const summary = await summaryOf(await memberToken(instanceA, SHONALI, player, now));
    expect(summary.accrual.lines).toEqual([{ gameType: 'RNG', validBetMinor: 100_000, ratePpm: 4_500, rebateMinor: 450 }]);

    const report = expectOk<RebateReport>(await asOperator(instanceA, cashier.token, { url: `/bo/rebates/report?merchantCode=SHONALI&from=${shiftDay(day, -1)}&to=${shiftDay(day, 1)}` }));
    expect(report.days.map((each) => each.day)).toEqual([shiftDay(day, 1), day, shiftDay(day, -1)]);
    expect(report.days[1]).toEqual({
      day,
      paidByRunAt: null,
      members: 1,
      validBetMinor: 1_500_000,
      rebateMinor: 6_000,
      amountMinor: 6_000,
      cappedMembers: 0,
      byType: [
        { gameType: 'RNG', members: 1, validBetMinor: 1_000_000, rebateMinor: 4_000 },
        { gameType: 'BGS', members: 1, validBetMinor: 500_000, rebateMinor: 2_000 },
      ],
    });
    expect(report.totals).toEqual({ members: 1, amountMinor: 6_000, validBetMinor: 1_500_000 });
    const tooLong = await asOperator(instanceA, cashier.token, { url: `/bo/rebates/report?merchantCode=SHONALI&from=${shiftDay(day, -40)}&to=${day}` });
    expect([tooLong.statusCode, tooLong.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const foreign = await asOperator(instanceA, northstarOnly.token, { url: `/bo/rebates/report?merchantCode=SHONALI&from=${day}&to=${day}` });
    expect([foreign.statusCode, foreign.json().code]).toEqual([403, 'FORBIDDEN']);
  });

  it('stakes on a past day for the journeys, once per request id, and only outside production', async () => {
    const other = await newRebateMember(database.db, SHONALI, now());
    await fund(database.db, memberWallet(other.id), FUNDS, now());
    const today = dayAt(ZONE, now());
    const body = { username: other.username, day: shiftDay(today, -2), amountMinor: 250_000, requestId: 'past-stake-0001' };
    const place = (app: FastifyInstance, payload: Record<string, unknown>) => sendOps(app, { method: 'POST', url: '/ops/brands/shonali/rebates/past-stakes', payload });
    const placed = expectOk<{ stakedAt: string; replayed: boolean }>(await place(instanceA, body));
    expect(placed).toMatchObject({ stakedAt: new Date(dayStartMs(ZONE, body.day) + 12 * HOUR).toISOString(), replayed: false });
    expect(expectOk<{ replayed: boolean }>(await place(instanceB, body)).replayed).toBe(true);
    const summary = await summaryOf(await memberToken(instanceA, SHONALI, other, now));
    expect(summary.claimable.map((each) => [each.day, each.amountMinor, each.lines.map((line) => line.gameType)])).toEqual([[body.day, 1_000, ['BGS']]]);
    const wrongToken = await send(instanceA, { method: 'POST', url: '/ops/brands/shonali/rebates/past-stakes', payload: { ...body, requestId: 'past-stake-0004' }, opsToken: 'wrong' });
    expect(wrongToken.statusCode).toBe(403);
    const notPast = await place(instanceA, { ...body, day: today, requestId: 'past-stake-0002' });
    expect([notPast.statusCode, notPast.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const production = await buildTestApp(database.db, { clock, exposeOutboxes: false });
    try {
      expect((await place(production, { ...body, requestId: 'past-stake-0003' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
