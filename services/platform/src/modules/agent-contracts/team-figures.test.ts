import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../testing/fake-clock';
import { fund, memberWallet } from '../../../testing/ledger';
import { someGame, setEngine } from '../../../testing/play';
import { repoBrand, useTestServer } from '../../../testing/test-app';
import { newRequestId, play } from '../inhouse/inhouse-testing';
import { nextId, providerRounds } from '../records/records-testing';
import { walletForGame } from '../seamless';
import { TEST_ENGINE_URL, authenticated, fundWallet, newLaunchToken, registerTestProviders } from '../seamless/seamless-testing';
import { agent, player, type TreeAccount } from './contracts-testing';
import { slicesWithPlay, teamDailyValidBets, teamFigures } from './team-figures';

const MERCHANT = 'SHONALI';
const MINUTE = 60_000;
// 10:00 in Dhaka: the window of the test stays inside one local day until it says otherwise
const WINDOW_START = Date.parse('2026-12-01T04:00:00Z');

/**
 * The set-based figures settlement reads: which rounds count (settled in the window, by the first
 * win for a provider's round; stakes that stand; real money only) and whose team they belong to
 * (every level below the holder, not the holder, not another tree).
 */
describe('team figures of a window', () => {
  const clock = new FakeClock(WINDOW_START - 20 * MINUTE);
  const server = useTestServer({ clock });
  const now = () => clock.nowMs();
  let top: TreeAccount;
  let middle: TreeAccount;
  let slotFan: TreeAccount;
  let diceFan: TreeAccount;
  let outsider: TreeAccount;
  let diceStake = 0n;
  let dicePayout = 0n;
  let provider: ReturnType<typeof providerRounds>;

  /** The slices with play as grouping every settled row of [fromMs, toMs) by its slice says. */
  const slicesByGrouping = async (fromMs: number, toMs: number) => {
    const { rows } = await server.db.query<{ slice: string }>(
      `SELECT DISTINCT (floor(extract(epoch FROM at) / 300) * 300)::bigint::text AS slice
         FROM (SELECT settled_at AS at FROM inhouse_rounds WHERE merchant_code = $1 AND settled_at >= $2::timestamptz AND settled_at < $3::timestamptz
               UNION ALL SELECT settled_at FROM crash_bets WHERE merchant_code = $1 AND settled_at >= $2::timestamptz AND settled_at < $3::timestamptz
               UNION ALL SELECT created_at FROM provider_transactions WHERE merchant_code = $1 AND kind = 'WIN' AND created_at >= $2::timestamptz AND created_at < $3::timestamptz) settled`,
      [MERCHANT, new Date(fromMs).toISOString(), new Date(toMs).toISOString()],
    );
    return rows.map((row) => Number(row.slice) * 1000).sort((a, b) => a - b);
  };

  const dice = async (account: TreeAccount, amountMinor: number) => {
    const response = await play(server, account.token, 'POST', '/wps/bgs/dice/bet', { amountMinor, targetHundredths: 5000, direction: 'under', requestId: newRequestId() });
    expect(response.statusCode, response.body).toBe(200);
    return BigInt(response.json().value.payoutMinor as number);
  };

  beforeAll(async () => {
    await registerTestProviders(server.db, now());
    top = await agent(server.app, null, 'shonali', now);
    middle = await agent(server.app, top, 'shonali', now);
    slotFan = await player(server.app, middle, 'shonali', now);
    diceFan = await player(server.app, top, 'shonali', now);
    outsider = await player(server.app, null, 'shonali', now);
    for (const each of [diceFan, outsider, top]) await fund(server.db, memberWallet(each.id, 'MAIN', MERCHANT), 1_000_000n, now());

    const game = await someGame(server.app, 'shonali', 'RNG');
    await setEngine(server.app, game.vassalage, TEST_ENGINE_URL);
    await fundWallet(server.db, { merchantCode: MERCHANT, memberId: slotFan.id, wallet: walletForGame(repoBrand('shonali'), game.vassalage) }, 1_000_000n);
    provider = providerRounds(server.app, await authenticated(server.app, await newLaunchToken(server.app, 'shonali', slotFan.token, game), now()), now);

    // before the window: one round settled (not counted), one only staked (counted when it settles in the window)
    const before = nextId('before');
    await provider.bet(before, 700);
    await provider.win(before, 100);
    const straddling = nextId('straddling');
    await provider.bet(straddling, 900);
    clock.advance(20 * MINUTE); // the window opens
    const won = nextId('won');
    await provider.bet(won, 500);
    await provider.win(won, 1_200);
    clock.advance(MINUTE);
    const rolledBack = nextId('rolled');
    await provider.rollback(rolledBack, await provider.bet(rolledBack, 300));
    const partly = nextId('partly');
    await provider.bet(partly, 400);
    await provider.rollback(partly, await provider.bet(partly, 100));
    await provider.win(partly, 0);
    await provider.win(straddling, 2_000);
    await provider.bet(nextId('open'), 250);
    // in-house: two Dice rounds of a player right under the top agent, one of a player of no tree, one of the agent itself
    diceStake = 3_000n;
    dicePayout = (await dice(diceFan, 1_000)) + (await dice(diceFan, 2_000));
    await dice(outsider, 5_000);
    await dice(top, 7_000);
    clock.advance(MINUTE);
  });

  it('counts settled rounds of every level below the holder, by the first win of a provider round', async () => {
    const figures = await teamFigures(server.db, MERCHANT, WINDOW_START, now(), [top.id, middle.id, slotFan.id, outsider.id]);
    // the slot fan's rounds: won 500 → 1,200; partly returned 400 → 0; straddling 900 → 2,000
    const slotStake = 500n + 400n + 900n;
    const slotPayout = 1_200n + 0n + 2_000n;
    expect(figures.get(middle.id)).toEqual({ validBetMinor: slotStake, netLossMinor: slotStake - slotPayout, activeMembers: 1 });
    expect(figures.get(top.id)).toEqual({ validBetMinor: slotStake + diceStake, netLossMinor: slotStake - slotPayout + diceStake - dicePayout, activeMembers: 2 });
    // a player has no team, and the outsider's play is no one's
    expect(figures.has(slotFan.id)).toBe(false);
    expect(figures.has(outsider.id)).toBe(false);
  });

  it('leaves out what was settled before the window or after it', async () => {
    const earlier = await teamFigures(server.db, MERCHANT, WINDOW_START - 20 * MINUTE, WINDOW_START, [middle.id]);
    expect(earlier.get(middle.id)).toEqual({ validBetMinor: 700n, netLossMinor: 600n, activeMembers: 1 });
    const later = await teamFigures(server.db, MERCHANT, now(), now() + 60 * MINUTE, [top.id, middle.id]);
    expect(later.size).toBe(0);
  });

  it('splits the valid bet by the local days of the window', async () => {
    const days = await teamDailyValidBets(server.db, MERCHANT, 'Asia/Dhaka', WINDOW_START - 20 * MINUTE, now(), [top.id]);
    expect([...(days.get(top.id)?.entries() ?? [])]).toEqual([['2026-12-01', 700n + 500n + 400n + 900n + diceStake]]);
    // in a zone whose midnight falls at the window's start (UTC-4), the round settled before it is the day before's
    const split = await teamDailyValidBets(server.db, MERCHANT, 'Etc/GMT+4', WINDOW_START - 20 * MINUTE, now(), [top.id]);
    expect([...(split.get(top.id)?.entries() ?? [])].sort()).toEqual([
      ['2026-11-30', 700n],
      ['2026-12-01', 500n + 400n + 900n + diceStake],
    ]);
  });

  it('names the 5-minute slices that hold play', async () => {
    // a player of no tree plays in three slices in a row, so no hop may pass over a slice
    const firstOfThree = now() - (now() % (5 * MINUTE));
    for (let slice = 0; slice < 3; slice += 1) {
      await dice(outsider, 1_000);
      clock.advance(5 * MINUTE);
    }
    expect((await slicesWithPlay(server.db, MERCHANT, firstOfThree, now())).slice(0, 3)).toEqual([0, 1, 2].map((slice) => firstOfThree + slice * 5 * MINUTE));
    const slices = await slicesWithPlay(server.db, MERCHANT, WINDOW_START - 60 * MINUTE, now());
    expect(slices[0]).toBeLessThan(WINDOW_START);
    expect(slices).toContain(WINDOW_START);
    expect(slices.every((slice) => slice % (5 * MINUTE) === 0)).toBe(true);
    // the hops find what grouping every settled row of the window by its slice finds, from any start
    for (const fromMs of [WINDOW_START - 60 * MINUTE, WINDOW_START - 2 * MINUTE, WINDOW_START + MINUTE]) {
      expect(await slicesWithPlay(server.db, MERCHANT, fromMs, now())).toEqual(await slicesByGrouping(fromMs, now()));
    }
    expect(await slicesWithPlay(server.db, MERCHANT, now(), now() + 60 * MINUTE)).toEqual([]);
  });

  it('counts a round’s stake in the window of its first win, and each later win’s payout in the window it came', async () => {
    clock.advance(10 * MINUTE);
    const firstWindow = now();
    const twoWins = nextId('two-wins');
    await provider.bet(twoWins, 600);
    await provider.win(twoWins, 50, false);
    clock.advance(5 * MINUTE);
    const secondWindow = now();
    await provider.win(twoWins, 300);
    clock.advance(MINUTE);
    expect((await teamFigures(server.db, MERCHANT, firstWindow, secondWindow, [middle.id])).get(middle.id)).toEqual({ validBetMinor: 600n, netLossMinor: 550n, activeMembers: 1 });
    // the later win: a payout, no stake, no one active
    expect((await teamFigures(server.db, MERCHANT, secondWindow, now(), [middle.id])).get(middle.id)).toEqual({ validBetMinor: 0n, netLossMinor: -300n, activeMembers: 0 });
    expect((await teamDailyValidBets(server.db, MERCHANT, 'Asia/Dhaka', secondWindow, now(), [middle.id])).has(middle.id)).toBe(false);
  });

  it('gets from the migration the same round stakes for rounds settled before it as the wins write', async () => {
    const written = `SELECT id::text, round_stake_minor::text FROM provider_transactions WHERE kind = 'WIN' AND merchant_code = $1 ORDER BY id`;
    const before = (await server.db.query(written, [MERCHANT])).rows;
    expect(before.filter((row) => row.round_stake_minor !== null).length).toBeGreaterThanOrEqual(5);
    const migration = readFileSync(new URL('../../../migrations/0026_round_stake_on_first_win.sql', import.meta.url), 'utf8');
    const backfill = /UPDATE provider_transactions w[\s\S]*?;/.exec(migration)?.[0];
    if (!backfill) throw new Error('the migration has no backfill of round stakes');
    await server.db.transaction(async (tx) => {
      await tx.query(`UPDATE provider_transactions SET round_stake_minor = NULL WHERE kind = 'WIN' AND merchant_code = $1`, [MERCHANT]);
      await tx.query(backfill);
    });
    expect((await server.db.query(written, [MERCHANT])).rows).toEqual(before);
  });
});
