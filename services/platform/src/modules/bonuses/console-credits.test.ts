import { afterEach, describe, expect, it } from 'vitest';
import { BONUS_CONSOLE_CALLS } from '@croupier/contract';
import { GAME_TYPES } from '@croupier/domain';
import { hostOf } from '../../../testing/accounts';
import { FakeClock } from '../../../testing/fake-clock';
import { houseAccount, memberWallet } from '../../../testing/ledger';
import { asOperator, newOperator, type TestOperator } from '../../../testing/operators';
import { send, useTestServer } from '../../../testing/test-app';
import { MERCHANT, fundedPlayer } from '../inhouse/inhouse-testing';
import { assertLedgerConsistent, balanceOf } from '../ledger';

// The console's bonus credits (decision 0046) through the API on real Postgres: one operator up to the
// brand's cashier threshold, two above it, granted once however the approval is pressed.

/** Shonali's threshold is ৳50,000.00: above it a second operator decides. */
const UNDER = 10_000;
const OVER = 6_000_000;

let requests = 0;
const nextRequestId = () => `credit-${process.pid}-${(requests += 1)}`;

describe('bonus credits in the console', () => {
  const clock = new FakeClock(Date.UTC(2026, 10, 29, 6, 0, 0));
  const now = () => clock.nowMs();
  const server = useTestServer({ clock, bonusSettleWakeMs: 0 });
  afterEach(async () => assertLedgerConsistent(server.db));

  const creditBody = (memberId: string, overrides: Record<string, unknown> = {}) => ({
    merchantCode: MERCHANT,
    memberId,
    requestId: nextRequestId(),
    titleEn: 'Goodwill bonus',
    titleBn: 'শুভেচ্ছা বোনাস',
    amountMinor: UNDER,
    wageringBase: 'BONUS',
    depositMinor: 0,
    multiplierHundredths: 500,
    contributions: GAME_TYPES.map((gameType) => ({ gameType, percent: gameType === 'LIVE' ? 10 : 100 })),
    maxBetMinor: 5_000,
    maxCashoutMinor: null,
    lifetimeDays: 7,
    reason: 'Payout delayed by the bank',
    ...overrides,
  });
  const credit = (operator: TestOperator, body: Record<string, unknown>) => asOperator(server.app, operator.token, { method: 'POST', url: '/bo/bonuses/credits', payload: body });
  const decide = (operator: TestOperator, creditId: string, payload: Record<string, unknown>) =>
    asOperator(server.app, operator.token, { method: 'POST', url: `/bo/bonuses/credits/${creditId}/decision`, payload });
  const bonusWallet = (memberId: string) => balanceOf(server.db, memberWallet(memberId, 'BONUS', MERCHANT));
  const promotions = () => balanceOf(server.db, houseAccount('PROMOTIONS', MERCHANT));
  const auditOf = async (subject: string) =>
    (await server.db.query<{ action: string; operator_id: string; reason: string | null }>('SELECT action, operator_id::text AS operator_id, reason FROM operator_audit WHERE subject = $1 ORDER BY id', [subject])).rows;
  const awardsOf = async (memberId: string) => (await server.db.query<{ id: string }>('SELECT id::text AS id FROM bonus_awards WHERE merchant_code = $1 AND member_id = $2::bigint', [MERCHANT, memberId])).rows;

  it('answers every call of its own on a route, and only to an operator', async () => {
    for (const call of BONUS_CONSOLE_CALLS) {
      const url = call.path.replace(':memberId', '1').replace(':creditId', '1').replace(':bonusId', '1');
      const response = await send(server.app, { method: call.method, url, host: hostOf('shonali') });
      expect(response.json().code, `${call.method} ${call.path}`).toBe('NOT_LOGGED_IN');
    }
  });

  it('grants a credit up to the threshold at once, once per request id, and writes it to the audit log', async () => {
    const player = await fundedPlayer(server, 0n, now);
    const cashier = await newOperator(server.app, 'CASHIER');
    const before = await promotions();
    const body = creditBody(player.memberId);

    const granted = await credit(cashier, body);
    expect(granted.statusCode, granted.body).toBe(200);
    const { credit: made, bonus } = granted.json().value;
    expect(made).toMatchObject({ status: 'GRANTED', needsSecondApproval: false, requestedBy: cashier.username, decidedBy: cashier.username, requiredMinor: 50_000, amountMinor: UNDER });
    expect(bonus).toMatchObject({ status: 'ACTIVE', origin: 'operator', amountMinor: UNDER, requiredMinor: 50_000, maxBetMinor: 5_000, creditedBy: cashier.username, reason: body.reason });
    expect(bonus.contributions).toContainEqual({ gameType: 'LIVE', percent: 10 });
    expect(await bonusWallet(player.memberId)).toBe(BigInt(UNDER));
    expect(await promotions()).toBe(before - BigInt(UNDER));

    // the same request again answers the same credit; the key with other terms is refused
    const again = await credit(cashier, body);
    expect(again.json().value.credit.creditId).toBe(made.creditId);
    expect((await credit(cashier, { ...body, amountMinor: UNDER + 1 })).json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await awardsOf(player.memberId)).toHaveLength(1);
    expect(await bonusWallet(player.memberId)).toBe(BigInt(UNDER));

    // one bonus at a time
    expect((await credit(cashier, creditBody(player.memberId))).json().code).toBe('BONUS_ALREADY_ACTIVE');
    expect(await auditOf(`bonus-credit:${made.creditId}`)).toEqual([{ action: 'bonus.credit', operator_id: cashier.id, reason: body.reason }]);
  });

  it('grants a credit sent twice at once by the same operator once', async () => {
    const player = await fundedPlayer(server, 0n, now);
    const cashier = await newOperator(server.app, 'CASHIER');
    const body = creditBody(player.memberId);
    const answers = await Promise.all([credit(cashier, body), credit(cashier, body), credit(cashier, body)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().value.credit.creditId)).size).toBe(1);
    expect(await awardsOf(player.memberId)).toHaveLength(1);
    expect(await bonusWallet(player.memberId)).toBe(BigInt(UNDER));
  });

  it('records a credit above the threshold, moves nothing, and grants it only on another operator’s approval', async () => {
    const player = await fundedPlayer(server, 0n, now);
    const maker = await newOperator(server.app, 'CASHIER');
    const checker = await newOperator(server.app, 'SUPERVISOR');
    const before = await promotions();

    const asked = await credit(maker, creditBody(player.memberId, { amountMinor: OVER }));
    expect(asked.statusCode, asked.body).toBe(200);
    const { credit: pending, bonus } = asked.json().value;
    expect(pending).toMatchObject({ status: 'PENDING', needsSecondApproval: true, decidedBy: null, bonusId: null });
    expect(bonus).toBeNull();
    expect(await bonusWallet(player.memberId)).toBe(0n);
    expect(await promotions()).toBe(before);

    // the queue lists it; the maker cannot approve it
    const queue = await asOperator(server.app, checker.token, { url: `/bo/bonuses/credits?merchantCode=${MERCHANT}&status=PENDING` });
    expect(queue.json().value.credits.map((each: { creditId: string }) => each.creditId)).toContain(pending.creditId);
    const own = await decide(maker, pending.creditId, { decision: 'APPROVE' });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('SECOND_APPROVER_REQUIRED');
    expect(await bonusWallet(player.memberId)).toBe(0n);

    const approved = await decide(checker, pending.creditId, { decision: 'APPROVE' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value.credit).toMatchObject({ status: 'APPROVED', requestedBy: maker.username, decidedBy: checker.username });
    expect(approved.json().value.bonus).toMatchObject({ status: 'ACTIVE', amountMinor: OVER, creditedBy: maker.username, approvedBy: checker.username });
    expect(await bonusWallet(player.memberId)).toBe(BigInt(OVER));
    expect(await promotions()).toBe(before - BigInt(OVER));
    expect((await auditOf(`bonus-credit:${pending.creditId}`)).map((row) => [row.action, row.operator_id])).toEqual([
      ['bonus.creditRequest', maker.id],
      ['bonus.creditApprove', checker.id],
    ]);
    expect((await decide(checker, pending.creditId, { decision: 'REJECT', reason: 'Changed my mind' })).json().code).toBe('ALREADY_DECIDED');
  });

  it('holds maker-checker in the database too: an approval by the maker is refused', async () => {
    const player = await fundedPlayer(server, 0n, now);
    const maker = await newOperator(server.app, 'CASHIER');
    const { creditId } = (await credit(maker, creditBody(player.memberId, { amountMinor: OVER }))).json().value.credit;
    await expect(
      server.db.query(`UPDATE bonus_credit_requests SET status = 'APPROVED', decided_by = requested_by, decided_at = now(), award_id = NULL WHERE id = $1::bigint`, [creditId]),
    ).rejects.toThrow(/check/i);
  });

  it('grants an approval exactly once when it is pressed twice and by two operators at once', async () => {
    const player = await fundedPlayer(server, 0n, now);
    const maker = await newOperator(server.app, 'CASHIER');
    const first = await newOperator(server.app, 'SUPERVISOR');
    const second = await newOperator(server.app, 'ADMIN');
    const before = await promotions();
    const { creditId } = (await credit(maker, creditBody(player.memberId, { amountMinor: OVER }))).json().value.credit;

    const answers = await Promise.all([
      decide(first, creditId, { decision: 'APPROVE' }),
      decide(second, creditId, { decision: 'APPROVE' }),
      decide(first, creditId, { decision: 'APPROVE' }),
      decide(second, creditId, { decision: 'APPROVE' }),
    ]);
    const codes = answers.map((answer) => (answer.json().success ? 'OK' : answer.json().code)).sort();
    expect(codes).toEqual(['ALREADY_DECIDED', 'ALREADY_DECIDED', 'ALREADY_DECIDED', 'OK']);
    expect(await awardsOf(player.memberId)).toHaveLength(1);
    expect(await bonusWallet(player.memberId)).toBe(BigInt(OVER));
    expect(await promotions()).toBe(before - BigInt(OVER));
    const { rows } = await server.db.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM ledger_postings WHERE kind = 'BONUS' AND idempotency_key LIKE $1`,
      [`${(await awardsOf(player.memberId))[0]?.id}:credit`],
    );
    expect(rows[0]?.count).toBe('1');
    expect((await auditOf(`bonus-credit:${creditId}`)).map((row) => row.action)).toEqual(['bonus.creditRequest', 'bonus.creditApprove']);
  });

  it('rejects a credit with a reason, the asker too, and then nothing can grant it', async () => {
    const player = await fundedPlayer(server, 0n, now);
    const maker = await newOperator(server.app, 'CASHIER');
    const checker = await newOperator(server.app, 'SUPERVISOR');
    const { creditId } = (await credit(maker, creditBody(player.memberId, { amountMinor: OVER }))).json().value.credit;
    expect((await decide(checker, creditId, { decision: 'REJECT' })).json().code).toBe('VALIDATION_FAILED');
    const rejected = await decide(checker, creditId, { decision: 'REJECT', reason: 'Not agreed with the player' });
    expect(rejected.json().value.credit).toMatchObject({ status: 'REJECTED', rejectionReason: 'Not agreed with the player', decidedBy: checker.username });
    expect((await decide(checker, creditId, { decision: 'APPROVE' })).json().code).toBe('ALREADY_DECIDED');
    expect(await bonusWallet(player.memberId)).toBe(0n);
    expect((await auditOf(`bonus-credit:${creditId}`)).map((row) => [row.action, row.reason])).toEqual([
      ['bonus.creditRequest', 'Payout delayed by the bank'],
      ['bonus.creditReject', 'Not agreed with the player'],
    ]);

    // the asker may withdraw their own request
    const withdrawn = (await credit(maker, creditBody(player.memberId, { amountMinor: OVER }))).json().value.credit;
    expect((await decide(maker, withdrawn.creditId, { decision: 'REJECT', reason: 'Asked by mistake' })).json().value.credit.status).toBe('REJECTED');
  });

  it('keeps another brand’s members and credits out of reach', async () => {
    const player = await fundedPlayer(server, 0n, now);
    const northstarOnly = await newOperator(server.app, 'ADMIN', ['NORTHSTAR']);
    const maker = await newOperator(server.app, 'CASHIER');
    expect((await credit(northstarOnly, creditBody(player.memberId))).json().code).toBe('NOT_FOUND');
    const { creditId } = (await credit(maker, creditBody(player.memberId, { amountMinor: OVER }))).json().value.credit;
    expect((await decide(northstarOnly, creditId, { decision: 'APPROVE' })).json().code).toBe('NOT_FOUND');
    expect((await asOperator(server.app, northstarOnly.token, { url: `/bo/bonuses/credits?merchantCode=${MERCHANT}` })).json().code).toBe('FORBIDDEN');
    expect(await bonusWallet(player.memberId)).toBe(0n);
  });
});
