import { describe, expect, it } from 'vitest';
import { getMemberBonuses, placeDiceBet, seamlessBet, seamlessRollback, seamlessWin } from '@croupier/contract';
import { GAME_TYPES } from '@croupier/domain';
import { FakeClock } from '../../../testing/fake-clock';
import { houseAccount, memberWallet } from '../../../testing/ledger';
import { useTestServer } from '../../../testing/test-app';
import { MERCHANT, fundedPlayer, newRequestId, play, refusal, value } from '../inhouse/inhouse-testing';
import { balanceOf } from '../ledger';
import { authenticated, fundWallet, launchedPlayer, registerTestProviders, signedCall, type GameSession } from '../seamless/seamless-testing';
import { forfeitBonusIn, grantBonusIn, LOST_QUIET_MS, settleBonus, settleDueBonuses, wageringOf, type BonusTerms } from '.';
import { selectActiveAward, selectAwardByKey } from './awards-repository';

const HOUR = 3_600_000;

function terms(overrides: Partial<BonusTerms> = {}): BonusTerms {
  return {
    amountMinor: 10_000n,
    depositMinor: 0n,
    wageringBase: 'BONUS',
    multiplierHundredths: 100,
    contributions: { BGS: 100, RNG: 100, LIVE: 10 },
    maxBetMinor: null,
    maxCashoutMinor: null,
    lostBelowMinor: 0n,
    lifetimeMs: 24 * HOUR,
    ...overrides,
  };
}

let keys = 0;
const nextKey = () => `test-award-${process.pid}-${(keys += 1)}`;

describe('bonuses', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock, bonusSettleWakeMs: 0 });
  const now = () => clock.nowMs();

  const grant = (merchantCode: string, memberId: string, bonusTerms: BonusTerms, awardKey = nextKey()) =>
    server.db.transaction((tx) => grantBonusIn(tx, { merchantCode, memberId, origin: 'operator', awardKey, titleEn: 'Welcome', titleBn: 'স্বাগতম', terms: bonusTerms }, now()));
  const wallets = async (memberId: string, merchantCode = MERCHANT) => ({
    main: await balanceOf(server.db, memberWallet(memberId, 'MAIN', merchantCode)),
    bonus: await balanceOf(server.db, memberWallet(memberId, 'BONUS', merchantCode)),
  });
  const dice = (token: string, amountMinor: number, targetHundredths = 5000) =>
    play(server, token, 'POST', '/wps/bgs/dice/bet', { amountMinor, targetHundredths, direction: 'under', requestId: newRequestId() });
  const statusOf = async (merchantCode: string, awardKey: string) => (await selectAwardByKey(server.db, merchantCode, awardKey))?.status;

  it('credits a bonus into the locked BONUS wallet from PROMOTIONS once per key, and one bonus at a time', async () => {
    const player = await fundedPlayer(server, 0n, now);
    const promotionsBefore = await balanceOf(server.db, houseAccount('PROMOTIONS', MERCHANT));
    const key = nextKey();
    const first = await grant(MERCHANT, player.memberId, terms({ multiplierHundredths: 2_000 }), key);
    const again = await grant(MERCHANT, player.memberId, terms({ multiplierHundredths: 2_000 }), key);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ status: 'ACTIVE', amountMinor: 10_000n, requiredMinor: 200_000n });
    expect(await wallets(player.memberId)).toEqual({ main: 0n, bonus: 10_000n });
    expect(await balanceOf(server.db, houseAccount('PROMOTIONS', MERCHANT))).toBe(promotionsBefore - 10_000n);
    await expect(grant(MERCHANT, player.memberId, terms())).rejects.toMatchObject({ code: 'BONUS_ALREADY_ACTIVE' });
  });

  it('plays cash first, then bonus money, pays a win back in the stake’s shares, and releases the bonus once wagered', async () => {
    const player = await fundedPlayer(server, 3_000n, now);
    const key = nextKey();
    await grant(MERCHANT, player.memberId, terms({ amountMinor: 10_000n, multiplierHundredths: 100 }), key);
    // a stake of 5,000 with 3,000 in MAIN: 3,000 of cash and 2,000 of bonus money
    const first = placeDiceBet.value.parse(await value(dice(player.token, 5_000, 9_800)));
    expect(first.balanceMinor).toBe(13_000 - 5_000 + first.payoutMinor);
    const afterFirst = await wallets(player.memberId);
    const bonusShare = (BigInt(first.payoutMinor) * 2_000n) / 5_000n;
    expect(afterFirst).toEqual({ main: BigInt(first.payoutMinor) - bonusShare, bonus: 8_000n + bonusShare });

    const award = await selectActiveAward(server.db, MERCHANT, player.memberId, false);
    if (!award) throw new Error('no active bonus');
    expect((await wageringOf(server.db, award, now())).wageredMinor).toBe(5_000n);
    // wagering of 10,000 is met by the next 5,000 staked
    await value(dice(player.token, 5_000, 9_800));
    clock.advance(1_000);
    const before = await wallets(player.memberId);
    expect(await settleBonus(server.db, MERCHANT, player.memberId, now())).toBe('COMPLETED');
    expect(await wallets(player.memberId)).toEqual({ main: before.main + before.bonus, bonus: 0n });
    expect(await statusOf(MERCHANT, key)).toBe('COMPLETED');
  });

  it('refuses a stake above the bonus’s maximum bet, and keeps what a maximum cash-out does not release', async () => {
    const player = await fundedPlayer(server, 0n, now);
    const key = nextKey();
    await grant(MERCHANT, player.memberId, terms({ amountMinor: 10_000n, multiplierHundredths: 50, maxBetMinor: 2_000n, maxCashoutMinor: 1_000n }), key);
    expect(await refusal(dice(player.token, 2_001), 400)).toBe('BONUS_BET_LIMIT');
    await value(dice(player.token, 2_000, 9_800));
    await value(dice(player.token, 2_000, 9_800));
    await value(dice(player.token, 1_000, 9_800));
    const promotionsBefore = await balanceOf(server.db, houseAccount('PROMOTIONS', MERCHANT));
    const before = await wallets(player.memberId);
    expect(await settleBonus(server.db, MERCHANT, player.memberId, now())).toBe('COMPLETED');
    const released = before.bonus < 1_000n ? before.bonus : 1_000n;
    expect(await wallets(player.memberId)).toEqual({ main: before.main + released, bonus: 0n });
    expect(await balanceOf(server.db, houseAccount('PROMOTIONS', MERCHANT))).toBe(promotionsBefore + before.bonus - released);
    expect(await selectAwardByKey(server.db, MERCHANT, key)).toMatchObject({ status: 'COMPLETED', releasedMinor: released, removedMinor: before.bonus - released });
  });

  it('expires a bonus past its end, takes back a forfeited one, and loses one whose wallet stood empty', async () => {
    const expiring = await fundedPlayer(server, 0n, now);
    const expiringKey = nextKey();
    await grant(MERCHANT, expiring.memberId, terms({ lifetimeMs: HOUR }), expiringKey);
    const forfeiting = await fundedPlayer(server, 500n, now);
    const forfeitingKey = nextKey();
    await grant(MERCHANT, forfeiting.memberId, terms(), forfeitingKey);
    const losing = await fundedPlayer(server, 0n, now);
    const losingKey = nextKey();
    await grant(MERCHANT, losing.memberId, terms({ amountMinor: 1_000n, multiplierHundredths: 10_000, lostBelowMinor: 50n }), losingKey);
    // the whole wallet staked at a 2 % chance each time: the first loss empties it (forty wins in a row never come)
    for (let stakes = 0; stakes < 40 && (await wallets(losing.memberId)).bonus > 0n; stakes += 1) {
      const bonus = (await wallets(losing.memberId)).bonus;
      await value(dice(losing.token, Number(bonus < 1_000_000n ? bonus : 1_000_000n), 200));
    }
    expect((await wallets(losing.memberId)).bonus).toBe(0n);

    expect(await settleBonus(server.db, MERCHANT, losing.memberId, now())).toBe('ACTIVE');
    await server.db.transaction((tx) => forfeitBonusIn(tx, MERCHANT, forfeiting.memberId, 'player', now()));
    expect(await statusOf(MERCHANT, forfeitingKey)).toBe('FORFEITED');
    expect(await wallets(forfeiting.memberId)).toEqual({ main: 500n, bonus: 0n });

    clock.advance(HOUR + LOST_QUIET_MS);
    await settleDueBonuses(server.db, now());
    expect(await statusOf(MERCHANT, expiringKey)).toBe('EXPIRED');
    expect(await statusOf(MERCHANT, losingKey)).toBe('LOST');
    expect((await wallets(expiring.memberId)).bonus).toBe(0n);
  });

  it('settles one bonus once when two settle it at the same time', async () => {
    const player = await fundedPlayer(server, 0n, now);
    await grant(MERCHANT, player.memberId, terms({ amountMinor: 2_000n, multiplierHundredths: 100 }));
    await value(dice(player.token, 1_000, 9_800));
    await value(dice(player.token, 1_000, 9_800));
    const before = await wallets(player.memberId);
    const results = await Promise.all([settleBonus(server.db, MERCHANT, player.memberId, now()), settleBonus(server.db, MERCHANT, player.memberId, now())]);
    // the member's lock puts one after the other: the second finds the bonus ended
    expect(results.filter((state) => state === 'COMPLETED')).toHaveLength(1);
    expect(await wallets(player.memberId)).toEqual({ main: before.main + before.bonus, bonus: 0n });
    const { rows } = await server.db.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM ledger_postings WHERE source = $1 AND member_id = $2::bigint AND kind = 'BONUS_RELEASE'`,
      [`bonus:${MERCHANT}`, player.memberId],
    );
    expect(rows[0]?.count).toBe('1');
  });

  it('shows the member their bonuses with wagering as of now, and lets them give up the active one', async () => {
    const player = await fundedPlayer(server, 0n, now);
    await grant(MERCHANT, player.memberId, terms({ amountMinor: 5_000n, multiplierHundredths: 1_000, maxBetMinor: 1_000n }));
    await value(dice(player.token, 1_000, 9_800));
    const listed = getMemberBonuses.value.parse(await value(play(server, player.token, 'GET', '/wps/member/bonus-awards?language=bn')));
    const [bonus] = listed.bonuses;
    expect(bonus).toMatchObject({ title: 'স্বাগতম', status: 'ACTIVE', amountMinor: 5_000, wageredMinor: 1_000, requiredMinor: 50_000, maxBetMinor: 1_000 });
    expect(bonus?.contributions).toEqual([
      { gameType: 'LIVE', percent: 10 },
      { gameType: 'RNG', percent: 100 },
      { gameType: 'BGS', percent: 100 },
    ].sort((a, b) => GAME_TYPES.indexOf(a.gameType as never) - GAME_TYPES.indexOf(b.gameType as never)));
    const locked = (await wallets(player.memberId)).bonus;
    const given = await value<{ bonus: { status: string; removedMinor: number } }>(play(server, player.token, 'POST', '/wps/member/bonus-awards/forfeit', { bonusId: bonus?.bonusId }));
    expect(given.bonus).toMatchObject({ status: 'FORFEITED', removedMinor: Number(locked) });
    expect((await wallets(player.memberId)).bonus).toBe(0n);
    const again = await value<{ bonus: { status: string } }>(play(server, player.token, 'POST', '/wps/member/bonus-awards/forfeit', { bonusId: bonus?.bonusId }));
    expect(again.bonus.status).toBe('FORFEITED');
    expect(await refusal(play(server, player.token, 'POST', '/wps/member/bonus-awards/forfeit', { bonusId: '999999999' }), 404)).toBe('BONUS_NOT_FOUND');
  });

  describe('at a seamless provider', () => {
    let sequence = 0;
    const nextId = (prefix: string) => `${prefix}-bonus-${(sequence += 1)}`;
    const bet = (session: GameSession, amountMinor: number, roundId: string, transactionId = nextId('bet')) =>
      signedCall(server.app, seamlessBet, { ...session, transactionId, roundId, amountMinor }, { timestampMs: now() });
    const win = (session: GameSession, roundId: string, amountMinor: number) =>
      signedCall(
        server.app,
        seamlessWin,
        { playerId: session.playerId, gameCode: session.gameCode, transactionId: nextId('win'), roundId, amountMinor, roundClosed: true },
        { timestampMs: now() },
      );
    const rollback = (session: GameSession, roundId: string, rolledBackTransactionId: string) =>
      signedCall(
        server.app,
        seamlessRollback,
        { playerId: session.playerId, gameCode: session.gameCode, transactionId: nextId('rollback'), roundId, rolledBackTransactionId },
        { timestampMs: now() },
      );

    async function playing(cashMinor: bigint, bonusTerms: BonusTerms) {
      await registerTestProviders(server.db, now());
      const player = await launchedPlayer(server.app, 'northstar', now);
      if (cashMinor > 0n) await fundWallet(server.db, player, cashMinor);
      await grant(player.merchantCode, player.memberId, bonusTerms);
      return { player, session: await authenticated(server.app, player.launchToken, now()) };
    }

    it('answers MAIN and BONUS together, takes what MAIN lacks from BONUS, and pays and returns in the same shares', async () => {
      const { player, session } = await playing(1_000n, terms({ amountMinor: 4_000n, maxBetMinor: 3_000n }));
      const cashOnly = nextId('round');
      const first = await bet(session, 500, cashOnly);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().value.balanceMinor).toBe(4_500);
      expect((await bet(session, 3_001, nextId('round'))).json().code).toBe('BONUS_BET_LIMIT');

      const mixed = nextId('round');
      const stake = await bet(session, 2_000, mixed);
      expect(stake.statusCode, stake.body).toBe(200);
      expect(stake.json().value.balanceMinor).toBe(2_500);
      expect(await wallets(player.memberId, player.merchantCode)).toEqual({ main: 0n, bonus: 2_500n });
      // 500 of the 2,000 was cash: a quarter of the win to MAIN, three quarters back to BONUS
      const paid = await win(session, mixed, 4_000);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().value.balanceMinor).toBe(6_500);
      expect(await wallets(player.memberId, player.merchantCode)).toEqual({ main: 1_000n, bonus: 5_500n });

      const returned = nextId('round');
      const betId = nextId('bet');
      expect((await bet(session, 2_000, returned, betId)).statusCode).toBe(200);
      expect(await wallets(player.memberId, player.merchantCode)).toEqual({ main: 0n, bonus: 4_500n });
      const back = await rollback(session, returned, betId);
      expect(back.statusCode, back.body).toBe(200);
      expect(await wallets(player.memberId, player.merchantCode)).toEqual({ main: 1_000n, bonus: 5_500n });
      expect((await win(session, cashOnly, 100)).json().value.balanceMinor).toBe(6_600);
      expect(await wallets(player.memberId, player.merchantCode)).toEqual({ main: 1_100n, bonus: 5_500n });
    });

    it('sends a late win of a bonus stake to MAIN after the bonus completed, and back to PROMOTIONS after it was forfeited', async () => {
      const completed = await playing(0n, terms({ amountMinor: 1_000n, multiplierHundredths: 100 }));
      const open = nextId('round');
      expect((await bet(completed.session, 1_000, open)).statusCode).toBe(200);
      expect(await settleBonus(server.db, completed.player.merchantCode, completed.player.memberId, now())).toBe('COMPLETED');
      expect((await win(completed.session, open, 1_500)).statusCode).toBe(200);
      expect(await wallets(completed.player.memberId, completed.player.merchantCode)).toEqual({ main: 0n, bonus: 1_500n });
      await settleDueBonuses(server.db, now());
      expect(await wallets(completed.player.memberId, completed.player.merchantCode)).toEqual({ main: 1_500n, bonus: 0n });

      const forfeited = await playing(0n, terms({ amountMinor: 1_000n, multiplierHundredths: 1_000 }));
      const pending = nextId('round');
      expect((await bet(forfeited.session, 400, pending)).statusCode).toBe(200);
      await server.db.transaction((tx) => forfeitBonusIn(tx, forfeited.player.merchantCode, forfeited.player.memberId, 'player', now()));
      expect((await win(forfeited.session, pending, 800)).statusCode).toBe(200);
      await settleDueBonuses(server.db, now());
      expect(await wallets(forfeited.player.memberId, forfeited.player.merchantCode)).toEqual({ main: 0n, bonus: 0n });
    });
  });
});
