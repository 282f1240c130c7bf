import { afterEach, describe, expect, it } from 'vitest';
import { GAME_TYPES } from '@croupier/domain';
import { FakeClock } from '../../../testing/fake-clock';
import { houseAccount, memberWallet } from '../../../testing/ledger';
import { asOperator, newOperator, type TestOperator } from '../../../testing/operators';
import type { TestPlayer } from '../../../testing/play';
import { useTestServer } from '../../../testing/test-app';
import { MERCHANT, fundedPlayer, newRequestId, play, value } from '../inhouse/inhouse-testing';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { LOST_QUIET_MS, settleDueBonuses } from '.';

// A member's bonuses in the console, an operator's cancel and the daily report (decision 0046), on real
// Postgres; the report's figures are held against the ledger's own postings.

const DAY = 24 * 60 * 60_000;
let requests = 0;
const nextRequestId = () => `member-${process.pid}-${(requests += 1)}`;

describe('a member’s bonuses in the console', () => {
  // noon in Dhaka
  const clock = new FakeClock(Date.UTC(2026, 10, 29, 6, 0, 0));
  const now = () => clock.nowMs();
  const server = useTestServer({ clock, bonusSettleWakeMs: 0 });
  afterEach(async () => assertLedgerConsistent(server.db));

  const creditTo = async (operator: TestOperator, memberId: string, overrides: Record<string, unknown> = {}) => {
    const response = await asOperator(server.app, operator.token, {
      method: 'POST',
      url: '/bo/bonuses/credits',
      payload: {
        merchantCode: MERCHANT,
        memberId,
        requestId: nextRequestId(),
        titleEn: 'Comeback bonus',
        titleBn: 'ফিরে আসার বোনাস',
        amountMinor: 10_000,
        wageringBase: 'BONUS',
        depositMinor: 0,
        multiplierHundredths: 100,
        contributions: GAME_TYPES.map((gameType) => ({ gameType, percent: 100 })),
        maxBetMinor: null,
        maxCashoutMinor: null,
        lifetimeDays: 3,
        reason: 'Loyal player came back',
        ...overrides,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value.bonus as { bonusId: string };
  };
  const lookup = (operator: TestOperator, memberId: string) => asOperator(server.app, operator.token, { url: `/bo/bonuses/members/${memberId}?merchantCode=${MERCHANT}` });
  const cancel = (operator: TestOperator, bonusId: string, reason = 'Bonus abuse suspected') =>
    asOperator(server.app, operator.token, { method: 'POST', url: `/bo/bonuses/${bonusId}/cancel`, payload: { merchantCode: MERCHANT, reason } });
  const dice = (player: TestPlayer, amountMinor: number, targetHundredths: number) =>
    value(play(server, player.token, 'POST', '/wps/bgs/dice/bet', { amountMinor, targetHundredths, direction: 'under', requestId: newRequestId() }));
  const wallet = (memberId: string, code: 'MAIN' | 'BONUS') => balanceOf(server.db, memberWallet(memberId, code, MERCHANT));

  it('shows the bonuses with wagering as of now, the locked wallet, the rules and the credits awaiting approval; the look is audited', async () => {
    const player = await fundedPlayer(server, 0n, now);
    const cashier = await newOperator(server.app, 'CASHIER');
    await creditTo(cashier, player.memberId, { amountMinor: 10_000, multiplierHundredths: 300, maxBetMinor: 2_000 });
    await dice(player, 2_000, 9_000);
    await creditTo(cashier, player.memberId, { amountMinor: 6_000_000 });

    const answer = await lookup(cashier, player.memberId);
    expect(answer.statusCode, answer.body).toBe(200);
    const looked = answer.json().value;
    expect(looked).toMatchObject({ memberId: player.memberId, username: player.username, secondApprovalAboveMinor: 5_000_000 });
    expect(looked.lockedMinor).toBe(Number(await wallet(player.memberId, 'BONUS')));
    expect(looked.bonuses).toHaveLength(1);
    expect(looked.bonuses[0]).toMatchObject({ status: 'ACTIVE', wageredMinor: 2_000, requiredMinor: 30_000, maxBetMinor: 2_000, titleBn: 'ফিরে আসার বোনাস', creditedBy: cashier.username });
    expect(looked.pendingCredits).toEqual([expect.objectContaining({ status: 'PENDING', amountMinor: 6_000_000 })]);
    const { rows } = await server.db.query<{ action: string }>('SELECT action FROM operator_audit WHERE subject = $1 AND operator_id = $2::bigint', [`member:${MERCHANT}:${player.memberId}`, cashier.id]);
    expect(rows.map((row) => row.action)).toEqual(['member.bonuses']);

    const elsewhere = await newOperator(server.app, 'ADMIN', ['NORTHSTAR']);
    expect((await lookup(elsewhere, player.memberId)).json().code).toBe('NOT_FOUND');
  });

  it('cancels the active bonus with a reason: its locked money goes back to the house, once, and the audit log says who and why', async () => {
    const player = await fundedPlayer(server, 700n, now);
    const cashier = await newOperator(server.app, 'CASHIER');
    const supervisor = await newOperator(server.app, 'SUPERVISOR');
    const { bonusId } = await creditTo(cashier, player.memberId, { multiplierHundredths: 2_000 });
    const promotions = await balanceOf(server.db, houseAccount('PROMOTIONS', MERCHANT));

    const answers = await Promise.all([cancel(supervisor, bonusId), cancel(supervisor, bonusId)]);
    const codes = answers.map((answer) => (answer.json().success ? 'OK' : answer.json().code)).sort();
    expect(codes).toEqual(['ALREADY_DECIDED', 'OK']);
    const cancelled = answers.find((answer) => answer.json().success)?.json().value.bonus;
    expect(cancelled).toMatchObject({ bonusId, status: 'FORFEITED', endedBy: supervisor.username, removedMinor: 10_000, releasedMinor: 0 });
    expect(await wallet(player.memberId, 'BONUS')).toBe(0n);
    expect(await wallet(player.memberId, 'MAIN')).toBe(700n);
    expect(await balanceOf(server.db, houseAccount('PROMOTIONS', MERCHANT))).toBe(promotions + 10_000n);

    const { rows } = await server.db.query<{ action: string; operator_id: string; reason: string; before: { status: string }; after: { status: string } }>(
      'SELECT action, operator_id::text AS operator_id, reason, before, after FROM operator_audit WHERE subject = $1',
      [`bonus:${bonusId}`],
    );
    expect(rows).toEqual([expect.objectContaining({ action: 'bonus.cancel', operator_id: supervisor.id, reason: 'Bonus abuse suspected' })]);
    expect([rows[0]?.before.status, rows[0]?.after.status]).toEqual(['ACTIVE', 'FORFEITED']);
    expect((await lookup(cashier, player.memberId)).json().value.bonuses[0]).toMatchObject({ status: 'FORFEITED', endedBy: supervisor.username });

    // a bonus of no member of the brands the operator works on is none at all
    const elsewhere = await newOperator(server.app, 'ADMIN', ['NORTHSTAR']);
    expect((await cancel(elsewhere, bonusId)).json().code).toBe('FORBIDDEN');
    expect((await asOperator(server.app, supervisor.token, { method: 'POST', url: `/bo/bonuses/${bonusId}/cancel`, payload: { merchantCode: 'NORTHSTAR', reason: 'Wrong brand' } })).json().code).toBe('BONUS_NOT_FOUND');
  });

  it('reports each day’s credits, releases, forfeits, expiries and losses as the ledger posted them', async () => {
    // a day of its own, after everything the other tests did
    clock.advance(10 * DAY);
    // the other tests' bonuses end on a day before the range
    await settleDueBonuses(server.db, now());
    clock.advance(DAY);
    const day = new Date(now() + 6 * 60 * 60_000).toISOString().slice(0, 10);
    const next = new Date(now() + DAY + 6 * 60 * 60_000).toISOString().slice(0, 10);
    const fromAt = now();
    const operator = await newOperator(server.app, 'SUPERVISOR');

    const completing = await fundedPlayer(server, 0n, now);
    await creditTo(operator, completing.memberId, { amountMinor: 10_000, multiplierHundredths: 100 });
    await dice(completing, 5_000, 9_800);
    await dice(completing, 5_000, 9_800);
    await lookup(operator, completing.memberId);
    const released = await wallet(completing.memberId, 'MAIN');
    expect(released).toBeGreaterThan(0n);

    const forfeiting = await fundedPlayer(server, 0n, now);
    const forfeited = await creditTo(operator, forfeiting.memberId, { amountMinor: 7_000 });
    expect((await cancel(operator, forfeited.bonusId)).json().value.bonus.status).toBe('FORFEITED');

    const expiring = await fundedPlayer(server, 0n, now);
    await creditTo(operator, expiring.memberId, { amountMinor: 3_000, lifetimeDays: 1 });

    const losing = await fundedPlayer(server, 0n, now);
    await creditTo(operator, losing.memberId, { amountMinor: 1_000, multiplierHundredths: 10_000 });
    // the whole wallet at a 2% chance until it is gone: 100x is out of reach but for two wins in a row
    for (let stakes = 0; stakes < 40 && (await wallet(losing.memberId, 'BONUS')) > 0n; stakes += 1) {
      await dice(losing, Number(await wallet(losing.memberId, 'BONUS')), 200);
    }
    expect(await wallet(losing.memberId, 'BONUS')).toBe(0n);

    // the next day: the loss is settled, then the expiry
    clock.advance(DAY + LOST_QUIET_MS);
    await settleDueBonuses(server.db, now());

    // a session of the next day: the first has reached its 12 hours
    const reader = await newOperator(server.app, 'CASHIER');
    const report = await asOperator(server.app, reader.token, { url: `/bo/bonuses/report?merchantCode=${MERCHANT}&from=${day}&to=${next}` });
    expect(report.statusCode, report.body).toBe(200);
    const { days, totals, timeZone } = report.json().value;
    expect(timeZone).toBe('Asia/Dhaka');
    expect(days.map((each: { day: string }) => each.day)).toEqual([next, day]);
    const [second, first] = days;
    expect(first).toMatchObject({
      credited: { count: 4, amountMinor: 21_000 },
      released: { count: 1, amountMinor: Number(released) },
      forfeited: { count: 1, amountMinor: 7_000 },
      expired: { count: 0, amountMinor: 0 },
      lost: { count: 0, amountMinor: 0 },
    });
    expect(second).toMatchObject({ credited: { count: 0 }, expired: { count: 1, amountMinor: 3_000 }, lost: { count: 1, amountMinor: 0 } });
    expect(totals).toMatchObject({ credited: { count: 4, amountMinor: 21_000 }, expired: { count: 1, amountMinor: 3_000 }, lost: { count: 1 } });

    // the same figures from the ledger's postings of the two days
    const { rows } = await server.db.query<{ kind: string; to_member: string; to_house: string }>(
      `SELECT p.kind, coalesce(sum(e.amount_minor) FILTER (WHERE a.member_id IS NOT NULL AND e.amount_minor > 0), 0)::text AS to_member,
              coalesce(sum(e.amount_minor) FILTER (WHERE a.member_id IS NULL AND e.amount_minor > 0), 0)::text AS to_house
         FROM ledger_postings p JOIN ledger_entries e ON e.posting_id = p.id JOIN ledger_accounts a ON a.id = e.account_id
        WHERE p.merchant_code = $1 AND p.kind IN ('BONUS', 'BONUS_RELEASE', 'BONUS_REMOVAL') AND p.created_at >= $2::timestamptz AND p.created_at < $3::timestamptz
        GROUP BY p.kind`,
      [MERCHANT, new Date(fromAt).toISOString(), new Date(now() + 1).toISOString()],
    );
    const ledger = Object.fromEntries(rows.map((row) => [row.kind, { toMember: Number(row.to_member), toHouse: Number(row.to_house) }]));
    expect(ledger.BONUS?.toMember).toBe(totals.credited.amountMinor);
    expect(ledger.BONUS_RELEASE?.toMember).toBe(totals.released.amountMinor);
    expect((ledger.BONUS_REMOVAL?.toHouse ?? 0) + (ledger.BONUS_RELEASE?.toHouse ?? 0)).toBe(totals.forfeited.amountMinor + totals.expired.amountMinor + totals.lost.amountMinor + totals.cappedMinor);
  });
});
