import { afterEach, describe, expect, it } from 'vitest';
import { RED_ENVELOPE_CALLS, RED_ENVELOPE_CONSOLE_CALLS } from '@croupier/contract';
import { authed, hostOf } from '../../../testing/accounts';
import { FakeClock } from '../../../testing/fake-clock';
import { houseAccount, memberWallet } from '../../../testing/ledger';
import { asOperator, newOperator, type TestOperator } from '../../../testing/operators';
import { newPlayer, trialToken, type TestPlayer } from '../../../testing/play';
import { send, useTestServer } from '../../../testing/test-app';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { closeEndedPools } from './closing';
import { splitAll } from './split';

const HOUR = 60 * 60_000;

describe('red envelopes through the API', () => {
  const clock = new FakeClock(Date.UTC(2026, 10, 29, 6, 0, 0));
  const now = () => clock.nowMs();
  const server = useTestServer({ clock });
  afterEach(async () => assertLedgerConsistent(server.db));

  const iso = (ms: number) => new Date(ms).toISOString();
  const terms = (overrides: Record<string, unknown> = {}) => ({
    merchantCode: 'SHONALI',
    titleEn: 'Lucky Sunday',
    titleBn: 'শুভ রবিবার',
    totalMinor: 100_000,
    envelopeCount: 10,
    minMinor: 1_000,
    startsAt: iso(now() - 60_000),
    endsAt: iso(now() + 2 * HOUR),
    eligibility: 'ALL_MEMBERS',
    ...overrides,
  });
  const create = (operator: TestOperator, body: Record<string, unknown>) => asOperator(server.app, operator.token, { method: 'POST', url: '/bo/red-envelopes', payload: body });
  const approve = (operator: TestOperator, poolId: string) => asOperator(server.app, operator.token, { method: 'POST', url: `/bo/red-envelopes/${poolId}/approval`, payload: {} });
  const close = (operator: TestOperator, poolId: string) => asOperator(server.app, operator.token, { method: 'POST', url: `/bo/red-envelopes/${poolId}/close`, payload: { reason: 'Campaign stopped' } });
  const grab = (player: TestPlayer, poolId: string) => authed(server.app, 'shonali', player.token, { method: 'POST', url: `/wps/red-envelopes/${poolId}/grab`, payload: {} });
  const pools = async (player: TestPlayer) => {
    const response = await authed(server.app, 'shonali', player.token, { url: '/wps/red-envelopes' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value.pools as { poolId: string; phase: string; remainingCount: number; seed: string | null; seedSha256: string; myGrab: unknown; eligible: boolean }[];
  };
  const promotions = () => balanceOf(server.db, houseAccount('PROMOTIONS'));
  const poolsAccount = () => balanceOf(server.db, houseAccount('RED_ENVELOPE_POOLS'));

  /** A pool made by one supervisor and approved by another: funded and open. */
  const openPool = async (overrides: Record<string, unknown> = {}) => {
    const maker = await newOperator(server.app, 'SUPERVISOR');
    const checker = await newOperator(server.app, 'SUPERVISOR');
    const made = await create(maker, terms(overrides));
    expect(made.statusCode, made.body).toBe(200);
    const poolId = made.json().value.pool.poolId as string;
    const approved = await approve(checker, poolId);
    expect(approved.statusCode, approved.body).toBe(200);
    return { poolId, maker, checker };
  };

  it('answers every call of its own on a route', async () => {
    for (const call of [...RED_ENVELOPE_CALLS, ...RED_ENVELOPE_CONSOLE_CALLS]) {
      const response = await send(server.app, { method: call.method, url: call.path.replace(':poolId', '1'), host: hostOf('shonali') });
      expect(response.json().code, `${call.method} ${call.path}`).not.toBe('METHOD_NOT_ALLOWED');
      if (call.auth) expect(response.json().code, `${call.method} ${call.path}`).toBe('NOT_LOGGED_IN');
    }
  });

  it('funds a pool only on a second operator’s approval, once, and writes each step to the audit log', async () => {
    const maker = await newOperator(server.app, 'SUPERVISOR');
    const checker = await newOperator(server.app, 'ADMIN');
    const cashier = await newOperator(server.app, 'CASHIER');
    expect((await create(cashier, terms())).json().code).toBe('FORBIDDEN');
    const promotionsBefore = await promotions();

    const made = await create(maker, terms());
    expect(made.statusCode, made.body).toBe(200);
    const pool = made.json().value.pool;
    expect(pool).toMatchObject({ status: 'PENDING', fundedMinor: 0, leftMinor: 0, createdBy: maker.username, seed: null });
    expect(pool.seedSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await promotions()).toBe(promotionsBefore);

    expect((await approve(maker, pool.poolId)).json().code).toBe('SECOND_APPROVER_REQUIRED');
    const [first, second] = await Promise.all([approve(checker, pool.poolId), approve(checker, pool.poolId)]);
    expect([first.json().success, second.json().success].sort()).toEqual([false, true]);
    expect([first, second].find((response) => !response.json().success)?.json().code).toBe('ALREADY_DECIDED');
    expect(await promotions()).toBe(promotionsBefore - 100_000n);

    const listed = await asOperator(server.app, checker.token, { url: '/bo/red-envelopes?merchantCode=SHONALI' });
    expect(listed.json().value.pools.find((each: { poolId: string }) => each.poolId === pool.poolId)).toMatchObject({
      status: 'OPEN',
      approvedBy: checker.username,
      fundedMinor: 100_000,
      grabbedMinor: 0,
      leftMinor: 100_000,
      leftCount: 10,
    });
    const { rows } = await server.db.query<{ action: string }>('SELECT action FROM operator_audit WHERE subject = $1 ORDER BY id', [`red-envelope:${pool.poolId}`]);
    expect(rows.map((row) => row.action)).toEqual(['redEnvelope.create', 'redEnvelope.approve']);
  });

  it('refuses terms that cannot give every envelope its minimum, and a window that ends before it starts', async () => {
    const maker = await newOperator(server.app, 'SUPERVISOR');
    expect((await create(maker, terms({ totalMinor: 9_999 }))).json().code).toBe('VALIDATION_FAILED');
    expect((await create(maker, terms({ endsAt: iso(now() - HOUR) }))).json().code).toBe('VALIDATION_FAILED');
  });

  it('pays a member one envelope into the main wallet, and refuses a second', async () => {
    const { poolId } = await openPool();
    const player = await newPlayer(server.app, 'shonali', now);
    const listed = (await pools(player)).find((each) => each.poolId === poolId);
    expect(listed).toMatchObject({ phase: 'OPEN', remainingCount: 10, seed: null, myGrab: null, eligible: true });

    const before = await balanceOf(server.db, memberWallet(player.memberId));
    const grabbed = await grab(player, poolId);
    expect(grabbed.statusCode, grabbed.body).toBe(200);
    const { grab: taken, pool } = grabbed.json().value;
    expect(taken.envelopeIndex).toBe(0);
    expect(taken.amountMinor).toBeGreaterThanOrEqual(1_000);
    expect(pool).toMatchObject({ remainingCount: 9, myGrab: { envelopeIndex: 0 } });
    expect(await balanceOf(server.db, memberWallet(player.memberId))).toBe(before + BigInt(taken.amountMinor));
    expect(await poolsAccount()).toBeGreaterThanOrEqual(100_000n - BigInt(taken.amountMinor));

    const again = await grab(player, poolId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RED_ENVELOPE_ALREADY_GRABBED');
    const mine = await authed(server.app, 'shonali', player.token, { url: '/wps/red-envelopes/grabs' });
    expect(mine.json().value.grabs).toEqual([expect.objectContaining({ poolId, amountMinor: taken.amountMinor, titles: { en: 'Lucky Sunday', bn: 'শুভ রবিবার' } })]);
  });

  it('refuses with a code of its own: not yet open, not eligible, free play, unknown or of another brand, unfunded', async () => {
    const player = await newPlayer(server.app, 'shonali', now);
    const later = await openPool({ startsAt: iso(now() + HOUR), endsAt: iso(now() + 2 * HOUR) });
    expect((await grab(player, later.poolId)).json().code).toBe('RED_ENVELOPE_NOT_STARTED');
    expect((await pools(player)).find((each) => each.poolId === later.poolId)?.phase).toBe('UPCOMING');

    const depositors = await openPool({ eligibility: 'DEPOSITORS' });
    expect((await pools(player)).find((each) => each.poolId === depositors.poolId)?.eligible).toBe(false);
    expect((await grab(player, depositors.poolId)).json().code).toBe('RED_ENVELOPE_NOT_ELIGIBLE');
    // a pending deposit is not enough; a confirmed one is
    const asked = await authed(server.app, 'shonali', player.token, {
      method: 'POST',
      url: '/wps/cashier/deposits',
      payload: { channelCode: 'BANK_CITY', amountMinor: 100_000, reference: 'CITY-RED-1', requestId: `red-envelope-${process.pid}` },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await grab(player, depositors.poolId)).json().code).toBe('RED_ENVELOPE_NOT_ELIGIBLE');
    // above the brand's threshold a deposit takes two cashiers
    for (const cashier of [await newOperator(server.app, 'CASHIER'), await newOperator(server.app, 'CASHIER')]) {
      const decided = await asOperator(server.app, cashier.token, { method: 'POST', url: `/bo/cashier/deposits/${asked.json().value.deposit.depositId}/decision`, payload: { decision: 'APPROVE' } });
      expect(decided.statusCode, decided.body).toBe(200);
      if (decided.json().value.deposit.status === 'CONFIRMED') break;
    }
    expect((await pools(player)).find((each) => each.poolId === depositors.poolId)?.eligible).toBe(true);
    expect((await grab(player, depositors.poolId)).statusCode).toBe(200);

    expect((await authed(server.app, 'shonali', await trialToken(server.app), { method: 'POST', url: `/wps/red-envelopes/${depositors.poolId}/grab`, payload: {} })).json().code).toBe('TRIAL_RESTRICTED');
    expect((await grab(player, '999999')).json().code).toBe('RED_ENVELOPE_NOT_FOUND');
    const northstarPlayer = await newPlayer(server.app, 'northstar', now);
    const other = await authed(server.app, 'northstar', northstarPlayer.token, { method: 'POST', url: `/wps/red-envelopes/${later.poolId}/grab`, payload: {} });
    expect(other.json().code).toBe('RED_ENVELOPE_NOT_FOUND');

    const maker = await newOperator(server.app, 'SUPERVISOR');
    const unfunded = (await create(maker, terms())).json().value.pool.poolId as string;
    expect((await grab(player, unfunded)).json().code).toBe('RED_ENVELOPE_NOT_FOUND');
  });

  it('closes by itself when the last envelope is taken, revealing a seed that proves every amount', async () => {
    const { poolId } = await openPool({ totalMinor: 5_000, envelopeCount: 3, minMinor: 100 });
    const players = [await newPlayer(server.app, 'shonali', now), await newPlayer(server.app, 'shonali', now), await newPlayer(server.app, 'shonali', now)];
    const amounts: number[] = [];
    for (const player of players) amounts.push((await grab(player, poolId)).json().value.grab.amountMinor as number);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(5_000);

    const late = await newPlayer(server.app, 'shonali', now);
    expect((await grab(late, poolId)).json().code).toBe('RED_ENVELOPE_ENDED');
    const listed = (await pools(players[0] as TestPlayer)).find((each) => each.poolId === poolId);
    expect(listed?.phase).toBe('OVER');
    const fairness = (await send(server.app, { url: `/wps/red-envelopes/${poolId}/fairness`, host: hostOf('shonali') })).json().value;
    expect(fairness.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(fairness.matches).toBe(true);
    expect(fairness.amounts).toEqual(amounts);
    expect(splitAll(fairness.seed, { totalMinor: 5_000n, envelopeCount: 3, minMinor: 100n }).map(Number)).toEqual(amounts);
    const console = await asOperator(server.app, (await newOperator(server.app, 'SUPERVISOR')).token, { url: '/bo/red-envelopes?merchantCode=SHONALI' });
    expect(console.json().value.pools.find((each: { poolId: string }) => each.poolId === poolId)).toMatchObject({ status: 'CLOSED', closeReason: 'EMPTIED', returnedMinor: 0, grabbedMinor: 5_000 });
  });

  it('gives back what is left once, when an operator closes early and when the window ends', async () => {
    const early = await openPool();
    const player = await newPlayer(server.app, 'shonali', now);
    const taken = (await grab(player, early.poolId)).json().value.grab.amountMinor as number;
    const promotionsBefore = await promotions();
    const closed = await close(early.maker, early.poolId);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().value.pool).toMatchObject({ status: 'CLOSED', closeReason: 'CLOSED_EARLY', closedBy: early.maker.username, returnedMinor: 100_000 - taken });
    expect(closed.json().value.pool.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(await promotions()).toBe(promotionsBefore + BigInt(100_000 - taken));
    expect((await close(early.checker, early.poolId)).json().code).toBe('ALREADY_DECIDED');
    expect(await promotions()).toBe(promotionsBefore + BigInt(100_000 - taken));

    const ending = await openPool({ endsAt: iso(now() + HOUR) });
    const neverApproved = (await create(early.maker, terms({ endsAt: iso(now() + HOUR) }))).json().value.pool.poolId as string;
    const afterEarly = await promotions();
    clock.advance(HOUR);
    const late = await newPlayer(server.app, 'shonali', now);
    expect((await grab(late, ending.poolId)).json().code).toBe('RED_ENVELOPE_ENDED');
    const runs = await Promise.all([closeEndedPools(server.db, now()), closeEndedPools(server.db, now())]);
    expect(runs.reduce((sum, run) => sum + run.closed, 0)).toBe(2);
    expect((await closeEndedPools(server.db, now())).closed).toBe(0);
    expect(await promotions()).toBe(afterEarly + 100_000n);
    const { rows } = await server.db.query<{ status: string; close_reason: string }>('SELECT status, close_reason FROM red_envelope_pools WHERE id = $1', [ending.poolId]);
    expect(rows[0]).toEqual({ status: 'CLOSED', close_reason: 'ENDED' });
    const withdrawn = await server.db.query<{ status: string; close_reason: string; returned_minor: string | null }>('SELECT status, close_reason, returned_minor FROM red_envelope_pools WHERE id = $1', [neverApproved]);
    expect(withdrawn.rows[0]).toEqual({ status: 'CLOSED', close_reason: 'ENDED', returned_minor: null });
  });

  it('withdraws an unfunded pool without moving money', async () => {
    const maker = await newOperator(server.app, 'SUPERVISOR');
    const poolId = (await create(maker, terms())).json().value.pool.poolId as string;
    const before = await promotions();
    const closed = await close(maker, poolId);
    expect(closed.json().value.pool).toMatchObject({ status: 'CLOSED', fundedMinor: 0, returnedMinor: null });
    expect(await promotions()).toBe(before);
    expect((await approve(await newOperator(server.app, 'SUPERVISOR'), poolId)).json().code).toBe('ALREADY_DECIDED');
  });
});
