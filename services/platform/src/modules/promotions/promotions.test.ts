import { describe, expect, it } from 'vitest';
import { PROMOTION_JOIN_HOLD_MS, type MemberPromotion } from '@croupier/contract';
import { dayInZone } from '@croupier/domain';
import { GOOD_PASSWORD, authed, hostOf, loginToken, nextIp } from '../../../testing/accounts';
import { confirmedDeposit, cashierRequestId } from '../../../testing/cashier';
import { FakeClock } from '../../../testing/fake-clock';
import { pngWithText, tinyJpeg, tinyPng } from '../../../testing/images';
import { houseAccount, memberWallet } from '../../../testing/ledger';
import { asOperator, newOperator } from '../../../testing/operators';
import { newPlayer, type TestPlayer } from '../../../testing/play';
import { send, useTestServer } from '../../../testing/test-app';
import { balanceOf } from '../ledger';
import { createPromotion, decidePromotion, setPromotionBanner, submitPromotion, updatePromotion } from './console-service';
import { promotionDraft, promotionOperators, publishedPromotion, testBrandDirectory } from './promotions-testing';
import { prizeIndexOf, raffleDrawHex } from './raffle';

const DAY = 24 * 3_600_000;

describe('promotions', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock, bonusSettleWakeMs: 0 });
  const now = () => clock.nowMs();

  const publish = (kind: Parameters<typeof promotionDraft>[0], overrides: Parameters<typeof promotionDraft>[2] = {}) => publishedPromotion(server.app, server.db, promotionDraft(kind, now(), overrides), now());
  const player = () => newPlayer(server.app, 'shonali', now);
  /** Time moved past the session's limits: the player logs in again. */
  const relogin = async (who: TestPlayer) => {
    who.token = await loginToken(server.app, { brand: 'shonali', username: who.username, password: GOOD_PASSWORD, ip: nextIp(), nowMs: now });
  };

  const listOf = async (who: TestPlayer | null, language = 'en'): Promise<MemberPromotion[]> => {
    const request = { url: `/wps/promotions?language=${language}` };
    const response = who ? await authed(server.app, 'shonali', who.token, request) : await send(server.app, { ...request, host: hostOf('shonali') });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value.promotions as MemberPromotion[];
  };
  const viewOf = async (who: TestPlayer | null, promotionId: string) => {
    const found = (await listOf(who)).find((promotion) => promotion.promotionId === promotionId);
    if (!found) throw new Error(`promotion ${promotionId} is not listed`);
    return found;
  };
  const act = (who: TestPlayer, promotionId: string, action: 'join' | 'claim') => authed(server.app, 'shonali', who.token, { method: 'POST', url: `/wps/promotions/${promotionId}/${action}` });
  const main = (who: TestPlayer) => balanceOf(server.db, memberWallet(who.memberId));
  const bonusWallet = (who: TestPlayer) => balanceOf(server.db, memberWallet(who.memberId, 'BONUS'));

  it('is published only by a second operator, and a published promotion is no longer edited', async () => {
    const { maker, checker } = await promotionOperators(server.app);
    const draft = promotionDraft('JOIN_BONUS', now(), { bodies: { en: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>', bn: '<p>হাই</p>' } });
    const made = await createPromotion(server.db, testBrandDirectory(), maker, draft, now());
    expect(made.status).toBe('DRAFT');
    expect(made.bodies.en).toBe('<p>Hi <a rel="noopener noreferrer" target="_blank">x</a></p>');
    // a guest never sees a draft
    expect((await listOf(null)).some((promotion) => promotion.promotionId === made.promotionId)).toBe(false);

    const withBanner = await setPromotionBanner(server.db, maker, made.promotionId, { contentType: 'image/png', dataBase64: pngWithText().toString('base64') }, now());
    const banner = await send(server.app, { url: withBanner.bannerUrl!, host: hostOf('shonali') });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/png');
    expect(banner.headers['x-content-type-options']).toBe('nosniff');
    expect(banner.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(banner.rawPayload.includes('<script>')).toBe(false);
    await submitPromotion(server.db, maker, made.promotionId, now());
    await expect(decidePromotion(server.db, maker, made.promotionId, { approve: true }, now())).rejects.toMatchObject({ code: 'SECOND_APPROVER_REQUIRED' });
    await expect(decidePromotion(server.db, checker, made.promotionId, { approve: false }, now())).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const published = await decidePromotion(server.db, checker, made.promotionId, { approve: true }, now());
    expect(published).toMatchObject({ status: 'PUBLISHED', submittedBy: maker.operator.username, approvedBy: checker.operator.username });
    await expect(updatePromotion(server.db, testBrandDirectory(), maker, made.promotionId, draft, now())).rejects.toMatchObject({ code: 'PROMOTION_NOT_EDITABLE' });

    const { rows } = await server.db.query<{ action: string }>(`SELECT action FROM operator_audit WHERE subject = $1 ORDER BY id`, [`promotion:${made.promotionId}`]);
    expect(rows.map((row) => row.action)).toEqual(['promotion.create', 'promotion.banner', 'promotion.submit', 'promotion.publish']);
    expect((await viewOf(null, made.promotionId)).state).toBe('CLAIM');
  });

  it('refuses a draft whose rules do not hold together, naming every field', async () => {
    const { maker } = await promotionOperators(server.app);
    const bad = promotionDraft('SIGN_IN', now(), { frequency: 'ONCE', signInAmountsMinor: [], budgetMinor: 1, endsAt: new Date(now() - DAY).toISOString() });
    const refusal = await createPromotion(server.db, testBrandDirectory(), maker, bad, now()).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'VALIDATION_FAILED' });
    const fields = (refusal as { fields: Array<{ field: string }> }).fields.map((problem) => problem.field);
    expect(fields).toEqual(expect.arrayContaining(['signInAmountsMinor', 'frequency', 'endsAt']));
  });

  it('pays a join bonus once as a locked bonus, however often it is claimed', async () => {
    const promotionId = await publish('JOIN_BONUS');
    const fan = await player();
    expect((await viewOf(fan, promotionId)).state).toBe('CLAIM');
    const claims = await Promise.all([act(fan, promotionId, 'claim'), act(fan, promotionId, 'claim'), act(fan, promotionId, 'claim')]);
    for (const claim of claims) expect(claim.statusCode, claim.body).toBe(200);
    expect(claims.map((claim) => claim.json().value.paidMinor)).toEqual([5_000, 5_000, 5_000]);
    expect(await bonusWallet(fan)).toBe(5_000n);
    expect((await viewOf(fan, promotionId)).state).toBe('CLAIMED');
    const summary = await authed(server.app, 'shonali', fan.token, { url: '/wps/promotions/summary' });
    expect(summary.json().value.availablePromo).toContainEqual({ type: 'REFERRAL', enabled: true });
  });

  it('signs in once a day, paying the ladder by the streak', async () => {
    const promotionId = await publish('SIGN_IN', { endsAt: new Date(now() + 10 * DAY).toISOString() });
    const fan = await player();
    const before = await main(fan);
    const paid: number[] = [];
    for (let day = 0; day < 4; day += 1) {
      const claim = await act(fan, promotionId, 'claim');
      expect(claim.statusCode, claim.body).toBe(200);
      paid.push(claim.json().value.paidMinor as number);
      expect(claim.json().value.promotion.state).toBe('SIGNED');
      // the same day again pays nothing more
      expect((await act(fan, promotionId, 'claim')).json().value.paidMinor).toBe(paid[day]);
      clock.advance(DAY);
      await relogin(fan);
    }
    expect(paid).toEqual([100, 200, 300, 100]);
    // each payment says what it was, in codes the record words in the reader's language
    const { rows } = await server.db.query<{ note: string }>(
      `SELECT p.note FROM ledger_postings p JOIN ledger_entries e ON e.posting_id = p.id JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.member_id = $1 AND p.kind = 'PROMOTION' ORDER BY p.id`,
      [fan.memberId],
    );
    expect(rows.map((row) => JSON.parse(row.note))).toEqual(new Array(4).fill({ code: 'promotion', params: { promotionId, kind: 'SIGN_IN' } }));
    expect(await main(fan)).toBe(before + 700n);
    // a day missed starts the ladder again
    clock.advance(DAY);
    await relogin(fan);
    expect((await act(fan, promotionId, 'claim')).json().value.paidMinor).toBe(100);
  });

  it('draws a raffle from its committed seed, the same draw anyone recomputes', async () => {
    const promotionId = await publish('RAFFLE');
    const fan = await player();
    const claim = await act(fan, promotionId, 'claim');
    expect(claim.statusCode, claim.body).toBe(200);
    const { rows } = await server.db.query<{ raffle_seed_hex: string; period_key: string; raffle_draw_hex: string; raffle_prize_index: number; prizes: Array<{ amountMinor: number; weight: number }> }>(
      `SELECT p.raffle_seed_hex, e.period_key, e.raffle_draw_hex, e.raffle_prize_index, p.raffle_prizes AS prizes
         FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id WHERE e.promotion_id = $1 AND e.member_id = $2`,
      [promotionId, fan.memberId],
    );
    const row = rows[0]!;
    expect(raffleDrawHex(row.raffle_seed_hex, fan.memberId, row.period_key)).toBe(row.raffle_draw_hex);
    expect(prizeIndexOf(row.raffle_draw_hex, row.prizes)).toBe(row.raffle_prize_index);
    expect(claim.json().value.paidMinor).toBe(row.prizes[row.raffle_prize_index]!.amountMinor);
    const view = await viewOf(fan, promotionId);
    expect(view.raffle?.seed).toBeNull();
    expect(view.state).toBe('CLAIMED');
  });

  it('joins a deposit bonus, binds it to the next deposit and pays it when the deposit is confirmed', async () => {
    const promotionId = await publish('DEPOSIT_BONUS');
    const fan = await player();
    const joined = await act(fan, promotionId, 'join');
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().value.promotion).toMatchObject({ state: 'JOINED', entry: { status: 'JOINED' } });
    const promotionsBefore = await balanceOf(server.db, houseAccount('PROMOTIONS'));

    await confirmedDeposit(server.app, 'shonali', fan, 'BKASH', 30_000);
    expect(await main(fan)).toBe(30_000n);
    // 100 % of 300.00 up to a cap of 500.00
    expect(await bonusWallet(fan)).toBe(30_000n);
    expect(await balanceOf(server.db, houseAccount('PROMOTIONS'))).toBe(promotionsBefore - 30_000n);
    const view = await viewOf(fan, promotionId);
    expect(view).toMatchObject({ state: 'ISSUED', entry: { paidMinor: 30_000 } });
    const bonuses = await authed(server.app, 'shonali', fan.token, { url: '/wps/member/bonus-awards' });
    // wagering of 20x the bonus and its deposit
    expect(bonuses.json().value.bonuses[0]).toMatchObject({ status: 'ACTIVE', amountMinor: 30_000, requiredMinor: 20 * 60_000 });
    // the console's bonus report, for this promotion alone
    const day = dayInZone(now(), 'Asia/Dhaka');
    const supervisor = await newOperator(server.app, 'SUPERVISOR');
    const report = await asOperator(server.app, supervisor.token, { url: `/bo/bonuses/report?merchantCode=SHONALI&from=${day}&to=${day}&origin=promotion:${promotionId}` });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().value.totals.credited).toEqual({ count: 1, amountMinor: 30_000 });
  });

  it('takes the bonus chosen on the deposit form, and lets it lapse when the deposit is turned down', async () => {
    const promotionId = await publish('DEPOSIT_BONUS');
    const fan = await player();
    const asked = await authed(server.app, 'shonali', fan.token, {
      method: 'POST',
      url: '/wps/cashier/deposits',
      payload: { channelCode: 'BKASH', amountMinor: 20_000, reference: 'TRX-PROMO-1', requestId: cashierRequestId('promo'), promotionId },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await viewOf(fan, promotionId)).state).toBe('PROCESSING');
    const cashier = await newOperator(server.app);
    const rejected = await asOperator(server.app, cashier.token, {
      method: 'POST',
      url: `/bo/cashier/deposits/${asked.json().value.deposit.depositId}/decision`,
      payload: { decision: 'REJECT', reason: 'No such transfer' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await viewOf(fan, promotionId)).state).toBe('JOIN');
    expect(await bonusWallet(fan)).toBe(0n);
  });

  it('lets a joined deposit bonus go when the deposit form says no bonus', async () => {
    const promotionId = await publish('DEPOSIT_BONUS');
    const fan = await player();
    expect((await act(fan, promotionId, 'join')).statusCode).toBe(200);
    const asked = await authed(server.app, 'shonali', fan.token, {
      method: 'POST',
      url: '/wps/cashier/deposits',
      payload: { channelCode: 'BKASH', amountMinor: 20_000, reference: 'TRX-NO-BONUS', requestId: cashierRequestId('nobonus'), promotionId: null },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await viewOf(fan, promotionId)).state).toBe('JOIN');
  });

  it('holds a joined deposit bonus for 30 minutes, then lets it go', async () => {
    const promotionId = await publish('DEPOSIT_BONUS');
    const fan = await player();
    expect((await act(fan, promotionId, 'join')).statusCode).toBe(200);
    clock.advance(PROMOTION_JOIN_HOLD_MS + 1_000);
    await relogin(fan);
    expect((await viewOf(fan, promotionId)).state).toBe('JOIN');
    await confirmedDeposit(server.app, 'shonali', fan, 'BKASH', 20_000);
    expect(await bonusWallet(fan)).toBe(0n);
  });

  it('keeps out members outside the segment, with the reason', async () => {
    const promotionId = await publish('JOIN_BONUS', { segment: 'DEPOSITORS' });
    const fan = await player();
    expect(await viewOf(fan, promotionId)).toMatchObject({ state: 'CLOSED', blockedReason: 'NOT_ELIGIBLE' });
    const refused = await act(fan, promotionId, 'claim');
    expect(refused.json().code).toBe('PROMOTION_NOT_ELIGIBLE');
    await confirmedDeposit(server.app, 'shonali', fan, 'BKASH', 20_000);
    expect((await viewOf(fan, promotionId)).state).toBe('CLAIM');
  });

  it('shows what is not begun as coming soon, and refuses it', async () => {
    const promotionId = await publish('SIGN_IN', { startsAt: new Date(now() + DAY).toISOString(), endsAt: new Date(now() + 3 * DAY).toISOString() });
    const fan = await player();
    expect((await viewOf(fan, promotionId)).state).toBe('COMING_SOON');
    expect((await act(fan, promotionId, 'claim')).json().code).toBe('PROMOTION_NOT_STARTED');
    expect((await act(fan, promotionId, 'join')).json().code).toBe('PROMOTION_WRONG_ACTION');
  });

  it('takes an application with images re-encoded, and pays it once an operator approves', async () => {
    const promotionId = await publish('APPLICATION', { reward: { ...promotionDraft('APPLICATION', now()).reward, form: 'CASH', amountMinor: 7_000 } });
    const fan = await player();
    const apply = (remark: string, images: Array<{ contentType: string; dataBase64: string }>, requestId = cashierRequestId('apply')) =>
      authed(server.app, 'shonali', fan.token, { method: 'POST', url: `/wps/promotions/${promotionId}/apply`, payload: { requestId, remark, images } });

    const tooLong = await apply('x'.repeat(141), []);
    expect(tooLong.statusCode).toBe(400);
    const notImage = await apply('my ticket', [{ contentType: 'image/png', dataBase64: Buffer.from('<script>alert(1)</script>').toString('base64') }]);
    expect(notImage.json()).toMatchObject({ code: 'PROMOTION_IMAGE_INVALID', fields: [{ field: 'images.0' }] });

    const requestId = cashierRequestId('apply');
    const sent = await apply('Lost a big bet on Crash', [
      { contentType: 'image/png', dataBase64: pngWithText().toString('base64') },
      { contentType: 'image/jpeg', dataBase64: tinyJpeg().toString('base64') },
    ], requestId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value.promotion).toMatchObject({ state: 'APPLYING', entry: { imageCount: 2, remark: 'Lost a big bet on Crash' } });
    // the same request again is the same application; another one while it waits is refused
    expect((await apply('Lost a big bet on Crash', [], requestId)).statusCode).toBe(200);
    expect((await apply('again', [{ contentType: 'image/png', dataBase64: tinyPng().toString('base64') }])).json().code).toBe('PROMOTION_ALREADY_TAKEN');

    const reviewer = await newOperator(server.app, 'SUPERVISOR');
    const queue = await asOperator(server.app, reviewer.token, { url: '/bo/promotion-applications?status=APPLYING&merchantCode=SHONALI' });
    const application = (queue.json().value.applications as Array<{ entryId: string; username: string; promotionId: string }>).find((row) => row.promotionId === promotionId)!;
    expect(application.username).toBe(fan.username);
    const images = await asOperator(server.app, reviewer.token, { url: `/bo/promotion-applications/${application.entryId}/images` });
    const kept = images.json().value.images as Array<{ dataBase64: string }>;
    expect(kept).toHaveLength(2);
    // only pixels are kept: the text hidden in the PNG is gone
    expect(Buffer.from(kept[0]!.dataBase64, 'base64').includes('<script>')).toBe(false);
    // and they come as base64 of the images themselves, whichever database answered
    expect(Buffer.from(kept[0]!.dataBase64, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(Buffer.from(kept[1]!.dataBase64, 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const before = await main(fan);
    const approve = () => asOperator(server.app, reviewer.token, { method: 'POST', url: `/bo/promotion-applications/${application.entryId}/decision`, payload: { approve: true } });
    const [first, second] = await Promise.all([approve(), approve()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await main(fan)).toBe(before + 7_000n);
    expect((await viewOf(fan, promotionId)).state).toBe('ISSUED');
  });

  it('shows a rejected application with its reason and takes a new one', async () => {
    const promotionId = await publish('APPLICATION');
    const fan = await player();
    const apply = () =>
      authed(server.app, 'shonali', fan.token, { method: 'POST', url: `/wps/promotions/${promotionId}/apply`, payload: { requestId: cashierRequestId('apply'), remark: 'please', images: [] } });
    expect((await apply()).statusCode).toBe(200);
    const reviewer = await newOperator(server.app, 'SUPERVISOR');
    const { rows } = await server.db.query<{ id: string }>(`SELECT id::text AS id FROM promotion_entries WHERE promotion_id = $1`, [promotionId]);
    const decide = (payload: Record<string, unknown>) => asOperator(server.app, reviewer.token, { method: 'POST', url: `/bo/promotion-applications/${rows[0]!.id}/decision`, payload });
    expect((await decide({ approve: false })).json().code).toBe('VALIDATION_FAILED');
    expect((await decide({ approve: false, reason: 'No screenshot of the bet' })).statusCode).toBe(200);
    expect(await viewOf(fan, promotionId)).toMatchObject({ state: 'REJECTED', entry: { rejectReason: 'No screenshot of the bet' } });
    expect((await apply()).statusCode).toBe(200);
    expect((await viewOf(fan, promotionId)).state).toBe('APPLYING');
  });

  it('closes once the budget cannot pay another reward', async () => {
    const promotionId = await publish('JOIN_BONUS', { budgetMinor: 12_000 });
    const [first, second, third] = [await player(), await player(), await player()];
    expect((await act(first, promotionId, 'claim')).statusCode).toBe(200);
    expect((await act(second, promotionId, 'claim')).statusCode).toBe(200);
    expect(await viewOf(third, promotionId)).toMatchObject({ state: 'CLOSED', blockedReason: 'BUDGET_SPENT' });
    expect((await act(third, promotionId, 'claim')).json().code).toBe('PROMOTION_BUDGET_SPENT');
  });

  it('lists promotions in the reader’s language and counts what the member can act on', async () => {
    const promotionId = await publish('JOIN_BONUS');
    const fan = await player();
    const bengali = (await listOf(fan, 'bn')).find((promotion) => promotion.promotionId === promotionId)!;
    expect(bengali.title).toBe('পরীক্ষা JOIN_BONUS');
    const summary = await authed(server.app, 'shonali', fan.token, { url: '/wps/promotions/summary' });
    expect(summary.statusCode, summary.body).toBe(200);
    const { availablePromoCount, claimableCount } = summary.json().value;
    expect(availablePromoCount).toBeGreaterThanOrEqual(claimableCount);
    expect(claimableCount).toBeGreaterThanOrEqual(1);
    // another brand's promotion is not there
    const northstarFan = await newPlayer(server.app, 'northstar', now);
    const elsewhere = await authed(server.app, 'northstar', northstarFan.token, { url: `/wps/promotions/${promotionId}` });
    expect(elsewhere.json().code).toBe('PROMOTION_NOT_FOUND');
  });
});
