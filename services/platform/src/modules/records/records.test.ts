import { beforeAll, describe, expect, it } from 'vitest';
import { placeDiceBet, type BetRecord } from '@croupier/contract';
import { FakeClock } from '../../../testing/fake-clock';
import { fund, memberWallet } from '../../../testing/ledger';
import { newPlayer } from '../../../testing/play';
import { useTestServer } from '../../../testing/test-app';
import { newRequestId, play, value } from '../inhouse/inhouse-testing';
import { authenticated, fundWallet, launchedPlayer, registerTestProviders, type LaunchedPlayer } from '../seamless/seamless-testing';
import { backdateProviderRound, dayIn, nextId, providerRounds, recordPage, recordRequest, roundDetails, roundRequest } from './records-testing';

const BRAND = 'shonali';
const ZONE = 'Asia/Dhaka';
const DAY_MS = 86_400_000;
// Noon in Dhaka, so the rounds of the test never straddle the brand's midnight.
const NOON_DHAKA_MS = Date.parse('2026-11-20T06:00:00Z');

describe('betting record', () => {
  const clock = new FakeClock(NOON_DHAKA_MS);
  const server = useTestServer({ clock });
  const now = () => clock.nowMs();
  const today = () => dayIn(ZONE, now());
  const daysAgo = (days: number) => dayIn(ZONE, now() - days * DAY_MS);

  let player: LaunchedPlayer;
  const rounds = { won: nextId('won'), rolledBack: nextId('rolled'), open: nextId('open'), old: nextId('old') };
  let diceRoundId = '';
  let dicePayoutMinor = 0;

  beforeAll(async () => {
    await registerTestProviders(server.db, now());
    player = await launchedPlayer(server.app, BRAND, now);
    await fundWallet(server.db, player, 100_000n);
    await fund(server.db, memberWallet(player.memberId, 'MAIN', player.merchantCode), 100_000n, now());
    const provider = providerRounds(server.app, await authenticated(server.app, player.launchToken, now()), now);

    await provider.bet(rounds.old, 700);
    await provider.win(rounds.old, 0);
    await backdateProviderRound(server.db, player.memberId, rounds.old, 10);
    clock.advance(1_000);
    await provider.bet(rounds.won, 500);
    await provider.win(rounds.won, 1_200);
    clock.advance(1_000);
    const stake = await provider.bet(rounds.rolledBack, 300);
    await provider.rollback(rounds.rolledBack, stake);
    clock.advance(1_000);
    await provider.bet(rounds.open, 200);
    clock.advance(1_000);
    const dice = placeDiceBet.value.parse(
      await value(play(server, player.token, 'POST', '/wps/bgs/dice/bet', { amountMinor: 1_000, targetHundredths: 5000, direction: 'under', requestId: newRequestId() })),
    );
    diceRoundId = dice.roundId;
    dicePayoutMinor = dice.payoutMinor;
  });

  const todayQuery = (extra: Record<string, string> = {}) => ({ from: today(), to: today(), ...extra });
  const keyOf = (row: BetRecord) => `${row.source}:${row.roundId}`;

  it('lists provider rounds and in-house bets of the day, newest first, with their amounts and statuses', async () => {
    const page = await recordPage(server.app, BRAND, player.token, todayQuery({ language: 'en' }));
    expect(page.rows.map((row) => [keyOf(row), row.status, row.stakeMinor, row.payoutMinor, row.netMinor])).toEqual([
      [`in-house:${diceRoundId}`, 'settled', 1_000, dicePayoutMinor, dicePayoutMinor - 1_000],
      [`provider:${rounds.open}`, 'open', 200, 0, -200],
      [`provider:${rounds.rolledBack}`, 'rolledBack', 0, 0, 0],
      [`provider:${rounds.won}`, 'settled', 500, 1_200, 700],
    ]);
    const [dice, , , won] = page.rows;
    expect(dice).toMatchObject({ recordId: `h~${diceRoundId}`, gameId: 'bgs-dice', gameName: 'Dice', gameType: 'BGS', source: 'in-house' });
    expect(won).toMatchObject({ recordId: `p~TESTPROV~${rounds.won}`, gameId: player.game.gameId, gameName: player.game.gameName, gameType: 'RNG', source: 'provider' });
    expect(page.summary).toEqual({ rounds: 4, stakeMinor: 1_700, payoutMinor: 1_200 + dicePayoutMinor, netMinor: 1_200 + dicePayoutMinor - 1_700 });
    expect(page).toMatchObject({ pageNo: 1, pageSize: 20, total: 4, totalPages: 1, timeZone: ZONE, currency: { code: 'BDT', scale: 2 } });
  });

  it('counts a round on the day it began, and wider ranges take it in', async () => {
    const day = await recordPage(server.app, BRAND, player.token, { from: daysAgo(10), to: daysAgo(10) });
    expect(day.rows.map(keyOf)).toEqual([`provider:${rounds.old}`]);
    const month = await recordPage(server.app, BRAND, player.token, { from: daysAgo(29), to: today() });
    expect(month.total).toBe(5);
    expect(month.rows.at(-1)?.roundId).toBe(rounds.old);
    const week = await recordPage(server.app, BRAND, player.token, { from: daysAgo(6), to: today() });
    expect(week.total).toBe(4);
  });

  it('filters by game type', async () => {
    const slots = await recordPage(server.app, BRAND, player.token, todayQuery({ gameType: 'RNG' }));
    expect(slots.rows.map((row) => row.source)).toEqual(['provider', 'provider', 'provider']);
    const inHouse = await recordPage(server.app, BRAND, player.token, todayQuery({ gameType: 'BGS' }));
    expect(inHouse.rows.map(keyOf)).toEqual([`in-house:${diceRoundId}`]);
    expect(inHouse.summary.stakeMinor).toBe(1_000);
    const live = await recordPage(server.app, BRAND, player.token, todayQuery({ gameType: 'LIVE' }));
    expect(live).toMatchObject({ rows: [], total: 0, totalPages: 0, summary: { rounds: 0, stakeMinor: 0, payoutMinor: 0, netMinor: 0 } });
  });

  it('pages across both sources without gaps or repeats, the summary covering the whole range', async () => {
    const whole = await recordPage(server.app, BRAND, player.token, { from: daysAgo(29), to: today() });
    const pages = [];
    for (const pageNo of ['1', '2', '3']) pages.push(await recordPage(server.app, BRAND, player.token, { from: daysAgo(29), to: today(), pageSize: '2', pageNo }));
    expect(pages.map((page) => page.rows.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((page) => page.rows.map(keyOf))).toEqual(whole.rows.map(keyOf));
    expect(pages.every((page) => page.totalPages === 3 && page.total === 5)).toBe(true);
    expect(pages[2]?.summary).toEqual(whole.summary);
    const beyond = await recordPage(server.app, BRAND, player.token, { from: daysAgo(29), to: today(), pageSize: '2', pageNo: '4' });
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(5);
  });

  it('opens a provider round with its transactions, and an in-house round with its verifier', async () => {
    const won = await roundDetails(server.app, BRAND, player.token, `p~TESTPROV~${rounds.won}`);
    expect(won.transactions.map((each) => [each.kind, each.amountMinor, each.rolledBack])).toEqual([
      ['bet', 500, false],
      ['win', 1_200, false],
    ]);
    expect(won.verifierPath).toBeNull();
    const rolled = await roundDetails(server.app, BRAND, player.token, `p~TESTPROV~${rounds.rolledBack}`);
    expect(rolled.record.status).toBe('rolledBack');
    expect(rolled.transactions.map((each) => [each.kind, each.amountMinor, each.rolledBack])).toEqual([
      ['bet', 300, true],
      ['rollback', 300, false],
    ]);
    const dice = await roundDetails(server.app, BRAND, player.token, `h~${diceRoundId}`);
    expect(dice.verifierPath).toBe(`/bgs/verify?round=${diceRoundId}`);
    expect(dice.transactions[0]).toMatchObject({ kind: 'bet', amountMinor: 1_000 });
    expect(dice.transactions.length).toBe(dicePayoutMinor > 0 ? 2 : 1);
  });

  it("never shows another member's bets", async () => {
    const other = await newPlayer(server.app, BRAND, now);
    const page = await recordPage(server.app, BRAND, other.token, { from: daysAgo(29), to: today() });
    expect(page).toMatchObject({ rows: [], total: 0 });
    for (const recordId of [`p~TESTPROV~${rounds.won}`, `h~${diceRoundId}`, 'p~OTHERPROV~nothing', 'h~999999999']) {
      const response = await roundRequest(server.app, BRAND, other.token, recordId);
      expect(response.statusCode, recordId).toBe(404);
      expect(response.json().code).toBe('ROUND_NOT_FOUND');
    }
  });

  it('refuses ranges it cannot read', async () => {
    const refused: Record<string, string>[] = [
      { from: today() },
      { from: '2026-11-20', to: '2026-11-19' },
      { from: '2026-01-01', to: '2026-04-01' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: '20-11-2026', to: '2026-11-20' },
      { from: today(), to: today(), gameType: 'POKER' },
      { from: today(), to: today(), pageSize: '101' },
    ];
    for (const query of refused) {
      const response = await recordRequest(server.app, BRAND, player.token, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    // 90 days, both counted, is the widest range taken.
    expect((await recordRequest(server.app, BRAND, player.token, { from: '2026-01-01', to: '2026-03-31' })).statusCode).toBe(200);
    expect((await roundRequest(server.app, BRAND, player.token, 'x~1')).statusCode).toBe(400);
  });
});
