import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAccountRecord,
  getBalance,
  getBonusRecord,
  getProfitRecord,
  placeDiceBet,
  walletTransfer,
  type AccountMovement,
  type CallDefinition,
  type CallValue,
} from '@croupier/contract';
import { ACCOUNT_MOVEMENT_GROUP_KINDS, ACCOUNT_MOVEMENT_KINDS } from '@croupier/domain';
import { authed, nextIp } from '../../../testing/accounts';
import { FakeClock } from '../../../testing/fake-clock';
import { fund, memberWallet } from '../../../testing/ledger';
import { newPlayer } from '../../../testing/play';
import { useTestServer } from '../../../testing/test-app';
import { newRequestId, play, value } from '../inhouse/inhouse-testing';
import { authenticated, launchedPlayer, registerTestProviders, type LaunchedPlayer } from '../seamless/seamless-testing';
import { assertLedgerConsistent, POSTING_KINDS } from '../ledger';
import { movementPageStatement } from './account-records-repository';
import { recordRangeOf } from './record-range';
import { backdateProviderRound, dayIn, nextId, providerRounds } from './records-testing';

const BRAND = 'shonali';
const MERCHANT = 'SHONALI';
const ZONE = 'Asia/Dhaka';
const DAY_MS = 86_400_000;
// Noon in Dhaka, so the movements of the test never straddle the brand's midnight.
const NOON_DHAKA_MS = Date.parse('2026-11-20T06:00:00Z');
const TODAY = '2026-11-20';
// 00:30 in Dhaka on 15 November is still 14 November in UTC: the record counts it on the 15th.
const JUST_AFTER_MIDNIGHT_DHAKA_MS = Date.parse('2026-11-14T18:30:00Z');

/** A movement as the tests compare it: what moved, where, and the balance it left. */
type Move = [AccountMovement['kind'], string, number, number];
const moveOf = (row: AccountMovement): Move => [row.kind, row.wallet, row.amountMinor, row.balanceMinor];

describe('account, profit and bonus records', () => {
  const clock = new FakeClock(NOON_DHAKA_MS);
  const server = useTestServer({ clock });
  const now = () => clock.nowMs();
  const daysAgo = (days: number) => dayIn(ZONE, NOON_DHAKA_MS - days * DAY_MS);

  const ask = (call: CallDefinition, token: string, query: Record<string, string>): Promise<LightMyRequestResponse> =>
    authed(server.app, BRAND, token, { method: 'GET', url: `${call.path}?${new URLSearchParams(query).toString()}`, ip: nextIp() });
  const answer = async <C extends CallDefinition>(call: C, token: string, query: Record<string, string>) => {
    const response = await ask(call, token, query);
    expect(response.statusCode, response.body).toBe(200);
    return call.value.parse(response.json().value) as CallValue<C>;
  };
  const accountPage = (token: string, query: Record<string, string>) => answer(getAccountRecord, token, query);
  const profitPage = (token: string, query: Record<string, string>) => answer(getProfitRecord, token, query);
  const bonusPage = (token: string, query: Record<string, string>) => answer(getBonusRecord, token, query);

  let player: LaunchedPlayer;
  /** the vendor wallet the player's provider game plays against */
  let vendor = '';
  let vendorName = '';
  let diceRoundId = '';
  let dicePayoutMinor = 0;
  const rounds = { won: nextId('won'), lost: nextId('lost'), rolledBack: nextId('rolled'), old: nextId('old') };
  /** the movements of today, oldest first, as the test made them */
  const today: Move[] = [];

  beforeAll(async () => {
    await registerTestProviders(server.db, now());
    player = await launchedPlayer(server.app, BRAND, now);
    vendor = player.wallet;
    // Posted as days ago, before anything else, so each wallet's entries stay in the order of their times.
    await fund(server.db, memberWallet(player.memberId, 'MAIN', MERCHANT), 100_000n, NOON_DHAKA_MS - 10 * DAY_MS);
    await fund(server.db, memberWallet(player.memberId, 'MAIN', MERCHANT), 5_000n, JUST_AFTER_MIDNIGHT_DHAKA_MS);
    let main = 105_000;
    let wallet = 0;

    const transfer = async (from: string, to: string, amountMinor: number) => {
      clock.advance(1_000);
      await value(authed(server.app, BRAND, player.token, { method: 'POST', url: walletTransfer.path, ip: nextIp(), payload: { from, to, amountMinor, requestId: newRequestId() } }));
    };
    await transfer('MAIN', vendor, 30_000);
    main -= 30_000;
    wallet += 30_000;
    today.push(['TRANSFER', 'MAIN', -30_000, main], ['TRANSFER', vendor, 30_000, wallet]);

    const provider = providerRounds(server.app, await authenticated(server.app, player.launchToken, now()), now);
    clock.advance(1_000);
    await provider.bet(rounds.won, 500);
    await provider.win(rounds.won, 1_200);
    today.push(['BET', vendor, -500, (wallet -= 500)], ['WIN', vendor, 1_200, (wallet += 1_200)]);
    clock.advance(1_000);
    // a win of nothing closes the round without a posting
    await provider.bet(rounds.lost, 300);
    await provider.win(rounds.lost, 0);
    today.push(['BET', vendor, -300, (wallet -= 300)]);
    // a posting of nothing writes entries of zero, which move no money and are not listed
    await fund(server.db, memberWallet(player.memberId, 'MAIN', MERCHANT), 0n, now());
    clock.advance(1_000);
    const stake = await provider.bet(rounds.rolledBack, 200);
    await provider.rollback(rounds.rolledBack, stake);
    today.push(['BET', vendor, -200, (wallet -= 200)], ['ROLLBACK', vendor, 200, (wallet += 200)]);
    clock.advance(1_000);
    // played today, counted by the profit record three days ago (provider rows can be moved; entries cannot)
    await provider.bet(rounds.old, 700);
    await provider.win(rounds.old, 0);
    await backdateProviderRound(server.db, player.memberId, rounds.old, 3);
    today.push(['BET', vendor, -700, (wallet -= 700)]);

    clock.advance(1_000);
    const dice = placeDiceBet.value.parse(
      await value(play(server, player.token, 'POST', '/wps/bgs/dice/bet', { amountMinor: 1_000, targetHundredths: 5000, direction: 'under', requestId: newRequestId() })),
    );
    diceRoundId = dice.roundId;
    dicePayoutMinor = dice.payoutMinor;
    today.push(['BET', 'MAIN', -1_000, (main -= 1_000)]);
    if (dicePayoutMinor > 0) today.push(['WIN', 'MAIN', dicePayoutMinor, (main += dicePayoutMinor)]);

    await transfer(vendor, 'MAIN', 1_000);
    today.push(['TRANSFER', vendor, -1_000, (wallet -= 1_000)], ['TRANSFER', 'MAIN', 1_000, (main += 1_000)]);

    const balance = await answer(getBalance, player.token, {});
    vendorName = balance.wallets.find((each) => each.wallet === vendor)?.name ?? '';
    expect(balance.wallets.map((each) => [each.wallet, each.balanceMinor])).toEqual([
      ['MAIN', main],
      [vendor, wallet],
    ]);
  });

  afterAll(async () => assertLedgerConsistent(server.db));

  /** Newest first: the later movement of one instant is the later entry of its posting. */
  const newestFirst = (moves: readonly Move[]) => [...moves].reverse();
  const sumOf = (moves: readonly Move[], sign: 1 | -1) => moves.reduce((sum, [, , amount]) => (Math.sign(amount) === sign ? sum + Math.abs(amount) : sum), 0);

  describe('account record', () => {
    it("lists every movement of the member's wallets of the day, newest first, with the balance each left", async () => {
      const page = await accountPage(player.token, { from: TODAY, to: TODAY, language: 'en' });
      expect(page.rows.map(moveOf)).toEqual(newestFirst(today));
      expect(page.rows.some((row) => row.amountMinor === 0)).toBe(false);
      expect(page.summary).toEqual({ movements: today.length, inMinor: sumOf(today, 1), outMinor: sumOf(today, -1), netMinor: sumOf(today, 1) - sumOf(today, -1) });
      expect(page).toMatchObject({ pageNo: 1, pageSize: 20, total: today.length, totalPages: 1, timeZone: ZONE, currency: { code: 'BDT', scale: 2 } });
    });

    it('names the wallet, the game and the round of a movement, and the note of a posting that has one', async () => {
      const page = await accountPage(player.token, { from: TODAY, to: TODAY, language: 'en' });
      const won = page.rows.find((row) => row.roundId === rounds.won && row.kind === 'WIN');
      expect(won).toMatchObject({ wallet: vendor, walletName: vendorName, gameName: player.game.gameName, note: null });
      const dice = page.rows.find((row) => row.roundId === diceRoundId && row.kind === 'BET');
      expect(dice).toMatchObject({ wallet: 'MAIN', walletName: null, gameName: 'Dice', amountMinor: -1_000 });
      const transfers = page.rows.filter((row) => row.kind === 'TRANSFER');
      expect(transfers.every((row) => row.roundId === null && row.gameName === null)).toBe(true);
      expect(vendorName).not.toBe('');
      const opening = await accountPage(player.token, { from: daysAgo(10), to: daysAgo(10) });
      expect(opening.rows).toMatchObject([{ kind: 'ADJUSTMENT', wallet: 'MAIN', amountMinor: 100_000, balanceMinor: 100_000 }]);
    });

    it("counts days in the brand's time zone, and wider ranges take in older movements", async () => {
      const fifteenth = await accountPage(player.token, { from: '2026-11-15', to: '2026-11-15' });
      expect(fifteenth.rows.map(moveOf)).toEqual([['ADJUSTMENT', 'MAIN', 5_000, 105_000]]);
      const fourteenth = await accountPage(player.token, { from: '2026-11-14', to: '2026-11-14' });
      expect(fourteenth.total).toBe(0);
      const week = await accountPage(player.token, { from: daysAgo(6), to: TODAY });
      expect(week.total).toBe(today.length + 1);
      const month = await accountPage(player.token, { from: daysAgo(29), to: TODAY });
      expect(month.total).toBe(today.length + 2);
      // in less out over every movement the wallets ever had is what they hold together
      const balance = await answer(getBalance, player.token, {});
      expect(month.summary.netMinor).toBe(balance.balance);
    });

    it('filters by type group, with totals of the group', async () => {
      const ofGroup = (group: keyof typeof ACCOUNT_MOVEMENT_GROUP_KINDS) => today.filter(([kind]) => (ACCOUNT_MOVEMENT_GROUP_KINDS[group] as readonly string[]).includes(kind));
      for (const group of ['games', 'transfers'] as const) {
        const page = await accountPage(player.token, { from: TODAY, to: TODAY, group });
        expect(page.rows.map(moveOf), group).toEqual(newestFirst(ofGroup(group)));
        expect(page.summary, group).toMatchObject({ movements: ofGroup(group).length, inMinor: sumOf(ofGroup(group), 1), outMinor: sumOf(ofGroup(group), -1) });
      }
      expect((await accountPage(player.token, { from: TODAY, to: TODAY, group: 'transfers' })).summary.netMinor).toBe(0);
      const other = await accountPage(player.token, { from: daysAgo(29), to: TODAY, group: 'other' });
      expect(other.rows.map(moveOf)).toEqual([
        ['ADJUSTMENT', 'MAIN', 5_000, 105_000],
        ['ADJUSTMENT', 'MAIN', 100_000, 100_000],
      ]);
      const cashier = await accountPage(player.token, { from: daysAgo(29), to: TODAY, group: 'cashier' });
      expect(cashier).toMatchObject({ rows: [], total: 0, totalPages: 0, summary: { movements: 0, inMinor: 0, outMinor: 0, netMinor: 0 } });
      const all = await accountPage(player.token, { from: TODAY, to: TODAY, group: 'all' });
      expect(all.total).toBe(today.length);
    });

    it('pages without gaps or repeats, the totals covering the whole range', async () => {
      const query = { from: daysAgo(29), to: TODAY };
      const whole = await accountPage(player.token, query);
      const pageSize = 4;
      const pageCount = Math.ceil(whole.total / pageSize);
      const pages = [];
      for (let pageNo = 1; pageNo <= pageCount; pageNo += 1) pages.push(await accountPage(player.token, { ...query, pageSize: String(pageSize), pageNo: String(pageNo) }));
      expect(pages.flatMap((page) => page.rows.map((row) => row.movementId))).toEqual(whole.rows.map((row) => row.movementId));
      expect(pages.every((page) => page.totalPages === pageCount && page.total === whole.total)).toBe(true);
      expect(pages.at(-1)?.summary).toEqual(whole.summary);
      const beyond = await accountPage(player.token, { ...query, pageSize: String(pageSize), pageNo: String(pageCount + 1) });
      expect(beyond).toMatchObject({ rows: [], total: whole.total });
    });

    it("never shows another member's movements", async () => {
      const other = await newPlayer(server.app, BRAND, now);
      expect(await accountPage(other.token, { from: daysAgo(29), to: TODAY })).toMatchObject({ rows: [], total: 0 });
    });

    it('reads only the entries of its range, however long the wallet’s history', async () => {
      const member = await newPlayer(server.app, BRAND, now);
      const wallet = memberWallet(member.memberId, 'MAIN', MERCHANT);
      const longAgoMs = NOON_DHAKA_MS - 60 * DAY_MS;
      for (let n = 0; n < 300; n += 1) await fund(server.db, wallet, 1n, longAgoMs + n * 1_000);
      await fund(server.db, wallet, 7n, NOON_DHAKA_MS);
      await server.db.query('ANALYZE ledger_entries');
      const range = await recordRangeOf(server.db, TODAY, TODAY, ZONE);
      const { sql, params } = movementPageStatement({ merchantCode: MERCHANT, memberId: member.memberId, ...range, offset: 0, limit: 20 });
      const { rows } = await server.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
      const plan = rows[0]?.['QUERY PLAN'];
      const entriesRead = rowsReadFrom(typeof plan === 'string' ? JSON.parse(plan) : plan, 'ledger_entries');
      expect(entriesRead).toBeGreaterThan(0);
      expect(entriesRead).toBeLessThan(10);
    });
  });

  describe('profit and loss', () => {
    it('sums stakes and wins per day and game type, rolled-back stakes left out', async () => {
      const page = await profitPage(player.token, { from: daysAgo(6), to: TODAY });
      const slots = { rounds: 2, stakeMinor: 800, payoutMinor: 1_200, netMinor: 400 };
      const dice = { rounds: 1, stakeMinor: 1_000, payoutMinor: dicePayoutMinor, netMinor: dicePayoutMinor - 1_000 };
      const old = { rounds: 1, stakeMinor: 700, payoutMinor: 0, netMinor: -700 };
      expect(page.days).toEqual([
        {
          day: TODAY,
          rounds: 3,
          stakeMinor: 1_800,
          payoutMinor: 1_200 + dicePayoutMinor,
          netMinor: 1_200 + dicePayoutMinor - 1_800,
          byType: [
            { gameType: 'RNG', ...slots },
            { gameType: 'BGS', ...dice },
          ],
        },
        { day: daysAgo(3), ...old, byType: [{ gameType: 'RNG', ...old }] },
      ]);
      expect(page.summary).toEqual({ rounds: 4, stakeMinor: 2_500, payoutMinor: 1_200 + dicePayoutMinor, netMinor: 1_200 + dicePayoutMinor - 2_500 });
      expect(page.byType).toEqual([
        { gameType: 'RNG', rounds: 3, stakeMinor: 1_500, payoutMinor: 1_200, netMinor: -300 },
        { gameType: 'BGS', ...dice },
      ]);
      expect(page).toMatchObject({ pageNo: 1, pageSize: 20, total: 2, totalPages: 1, timeZone: ZONE });
    });

    it('pages by day, the totals covering the whole range', async () => {
      const first = await profitPage(player.token, { from: daysAgo(6), to: TODAY, pageSize: '1' });
      const second = await profitPage(player.token, { from: daysAgo(6), to: TODAY, pageSize: '1', pageNo: '2' });
      expect([first.days.map((day) => day.day), second.days.map((day) => day.day)]).toEqual([[TODAY], [daysAgo(3)]]);
      expect([first.totalPages, second.totalPages, second.total]).toEqual([2, 2, 2]);
      expect(second.summary).toEqual(first.summary);
      const yesterday = await profitPage(player.token, { from: daysAgo(1), to: daysAgo(1) });
      expect(yesterday).toMatchObject({ days: [], byType: [], total: 0, totalPages: 0, summary: { rounds: 0, stakeMinor: 0, payoutMinor: 0, netMinor: 0 } });
    });

    it("never shows another member's play", async () => {
      const other = await newPlayer(server.app, BRAND, now);
      expect(await profitPage(other.token, { from: daysAgo(29), to: TODAY })).toMatchObject({ days: [], total: 0 });
    });
  });

  describe('bonus details', () => {
    it('finds no bonus while no posting kind credits one, whatever else the wallets did', async () => {
      const page = await bonusPage(player.token, { from: daysAgo(29), to: TODAY });
      expect(page).toEqual({ rows: [], summary: { credits: 0, amountMinor: 0 }, pageNo: 1, pageSize: 20, total: 0, totalPages: 0, currency: { code: 'BDT', symbol: '৳', scale: 2 }, timeZone: ZONE });
    });
  });

  it('lists every kind that can move a member’s money, each in one group', () => {
    expect([...ACCOUNT_MOVEMENT_KINDS].sort()).toEqual(POSTING_KINDS.filter((kind) => kind !== 'PAYOUT').sort());
    expect(Object.values(ACCOUNT_MOVEMENT_GROUP_KINDS).flat().sort()).toEqual([...ACCOUNT_MOVEMENT_KINDS].sort());
  });

  it('refuses queries it cannot read, naming the field', async () => {
    const refused: [Record<string, string>, string][] = [
      [{ from: TODAY }, 'to'],
      [{ from: '2026-11-20', to: '2026-11-19' }, 'to'],
      [{ from: '2026-01-01', to: '2026-04-01' }, 'to'],
      [{ from: '2026-02-30', to: '2026-03-01' }, 'from'],
      [{ from: '20-11-2026', to: TODAY }, 'from'],
      [{ from: TODAY, to: TODAY, pageNo: '0' }, 'pageNo'],
      [{ from: TODAY, to: TODAY, pageNo: 'two' }, 'pageNo'],
      [{ from: TODAY, to: TODAY, pageNo: '100001' }, 'pageNo'],
      [{ from: TODAY, to: TODAY, pageSize: '101' }, 'pageSize'],
    ];
    for (const call of [getAccountRecord, getProfitRecord, getBonusRecord]) {
      for (const [query, field] of refused) {
        const response = await ask(call, player.token, query);
        const label = `${call.name} ${JSON.stringify(query)}`;
        expect(response.statusCode, label).toBe(400);
        expect(response.json().code, label).toBe('VALIDATION_FAILED');
        expect(JSON.stringify(response.json()), label).toContain(field);
      }
      // 90 days, both counted, is the widest range taken.
      expect((await ask(call, player.token, { from: '2026-01-01', to: '2026-03-31' })).statusCode, call.name).toBe(200);
    }
    for (const [call, query] of [
      [getAccountRecord, { from: TODAY, to: TODAY, group: 'bonus' }],
      [getProfitRecord, { from: TODAY, to: TODAY, gameType: 'RNG' }],
      [getBonusRecord, { from: TODAY, to: TODAY, group: 'all' }],
    ] as const) {
      const response = await ask(call, player.token, query);
      expect(response.statusCode, call.name).toBe(400);
      expect(response.json().code, call.name).toBe('VALIDATION_FAILED');
    }
  });
});

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** Rows the plan's scans of a table read: those they returned and those their filters threw away. */
function rowsReadFrom(explained: unknown, table: string): number {
  const walk = (node: PlanNode): number => {
    const own =
      node['Relation Name'] === table
        ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * (node['Actual Loops'] ?? 1)
        : 0;
    return own + (node.Plans ?? []).reduce((sum, child) => sum + walk(child), 0);
  };
  const [root] = explained as { Plan: PlanNode }[];
  if (!root) throw new Error('EXPLAIN answered no plan');
  return walk(root.Plan);
}
