import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_REPORT_CSV_CUT_MARK } from '@croupier/contract';
import { fund, memberWallet } from '../../../testing/ledger';
import { setEngine, someGame } from '../../../testing/play';
import { repoBrand, useTestServer } from '../../../testing/test-app';
import { nextId, providerRounds } from '../records/records-testing';
import { TEST_ENGINE_URL, authenticated, fundWallet, newLaunchToken, registerTestProviders } from '../seamless/seamless-testing';
import { walletForGame } from '../seamless';
import { toDownline } from '../transfers/transfers-testing';
import { agentCall, codeOf, csvLines, deposit, dice, todayIn, todayRange, treeAccount, valueOf, type TreeAccount } from './agents-testing';

interface Bet {
  username: string;
  source: string;
  roundId: string;
  status: string;
  stakeMinor: number;
  validBetMinor: number;
  payoutMinor: number;
  netMinor: number;
  gameType: string | null;
}
interface Movement {
  username: string;
  kind: string;
  amountMinor: number;
  note: string | null;
}
interface Figures {
  validBetMinor: number;
  payoutMinor: number;
  profitLossMinor: number;
  depositMinor: number;
  withdrawalMinor: number;
}
interface Page<Row, Summary> {
  rows: Row[];
  summary: Summary;
  total: number;
  totalPages: number;
  pageNo: number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('team reports', () => {
  const server = useTestServer();
  let top: TreeAccount;
  let sub: TreeAccount;
  let diceFan: TreeAccount;
  let slotFan: TreeAccount;
  let stranger: TreeAccount;
  const rounds = { won: nextId('won'), open: nextId('open'), rolledBack: nextId('rolled') };

  beforeAll(async () => {
    await registerTestProviders(server.db, Date.now());
    top = await treeAccount(server.app, 'agent', null, { paymentPassword: true });
    sub = await treeAccount(server.app, 'agent', top);
    diceFan = await treeAccount(server.app, 'player', top);
    slotFan = await treeAccount(server.app, 'player', sub);
    stranger = await treeAccount(server.app, 'player');

    await deposit(server.app, diceFan, 150_000);
    await dice(server.app, diceFan, 10_000, 3);
    await deposit(server.app, stranger, 200_000);
    await dice(server.app, stranger, 7_000, 2);
    await fund(server.db, memberWallet(top.id), 50_000n);
    expect((await toDownline(server.app, top, { username: diceFan.username, amountMinor: 4_000 })).statusCode).toBe(200);

    // a provider's player in the sub-agent's team: a won round, an open one, one rolled back
    const game = await someGame(server.app, 'shonali', 'RNG');
    await setEngine(server.app, game.vassalage, TEST_ENGINE_URL);
    const launchToken = await newLaunchToken(server.app, 'shonali', slotFan.token, game);
    await fundWallet(server.db, { merchantCode: 'SHONALI', memberId: slotFan.id, wallet: walletForGame(repoBrand('shonali'), game.vassalage) }, 100_000n);
    const provider = providerRounds(server.app, await authenticated(server.app, launchToken), Date.now);
    await provider.bet(rounds.won, 3_000);
    await provider.win(rounds.won, 4_500);
    await provider.bet(rounds.open, 2_000);
    const returned = await provider.bet(rounds.rolledBack, 1_000);
    await provider.rollback(rounds.rolledBack, returned);
  });

  const report = <Row, Summary>(agent: TreeAccount, path: string, query = '') => valueOf<Page<Row, Summary>>(agentCall(server.app, agent, `/wps/agent/team/${path}?${todayRange()}${query}`));

  describe('team betting', () => {
    it('lists every round of the team at every depth, newest first, with totals over the range, and nothing of anyone else', async () => {
      const page = await report<Bet, { rounds: number; stakeMinor: number; validBetMinor: number; payoutMinor: number; netMinor: number }>(top, 'bets');
      expect(page.total).toBe(6);
      expect(new Set(page.rows.map((row) => row.username))).toEqual(new Set([diceFan.username, slotFan.username]));
      const provider = new Map(page.rows.filter((row) => row.source === 'provider').map((row) => [row.roundId, row]));
      expect(provider.get(rounds.won)).toMatchObject({ status: 'settled', stakeMinor: 3_000, validBetMinor: 3_000, payoutMinor: 4_500, netMinor: 1_500 });
      // an open round has no outcome yet: its stake shows, its win/loss does not (not a loss of 2,000)
      expect(provider.get(rounds.open)).toMatchObject({ status: 'open', stakeMinor: 2_000, validBetMinor: 0, netMinor: null });
      expect(provider.get(rounds.rolledBack)).toMatchObject({ status: 'rolledBack', stakeMinor: 0, validBetMinor: 0 });
      const dicePayout = sum(page.rows.filter((row) => row.source === 'in-house').map((row) => row.payoutMinor));
      // the totals count the four settled rounds; the open round's stake is shown apart, outside the win/loss
      expect(page.summary).toEqual({ rounds: 4, stakeMinor: 33_000, validBetMinor: 33_000, payoutMinor: 4_500 + dicePayout, netMinor: 4_500 + dicePayout - 33_000, openRounds: 1, openStakeMinor: 2_000 });

      // the sub-agent sees its own team only; a name filter narrows to one member of the team
      expect(new Set((await report<Bet, unknown>(sub, 'bets')).rows.map((row) => row.username))).toEqual(new Set([slotFan.username]));
      const one = await report<Bet, { rounds: number }>(top, 'bets', `&username=${diceFan.username.toUpperCase()}`);
      expect(one.summary.rounds).toBe(3);
      expect(one.total).toBe(3);
      expect(one.rows.every((row) => row.username === diceFan.username)).toBe(true);
      const bgs = await report<Bet, { rounds: number }>(top, 'bets', '&gameType=BGS');
      expect(bgs.rows.map((row) => row.gameType)).toEqual(['BGS', 'BGS', 'BGS']);

      const second = await report<Bet, { rounds: number }>(top, 'bets', '&pageSize=4&pageNo=2');
      expect(second).toMatchObject({ total: 6, totalPages: 2, pageNo: 2 });
      expect(second.rows.map((row) => row.roundId)).toEqual(page.rows.slice(4).map((row) => row.roundId));
      expect(second.summary.rounds).toBe(4);
    });

    it('refuses a name outside the team, whatever it is', async () => {
      for (const username of [stranger.username, top.username, 'ghost-name']) expect(await codeOf(agentCall(server.app, sub, `/wps/agent/team/bets?${todayRange()}&username=${username}`)), username).toBe('NOT_IN_DOWNLINE');
    });

    it('exports every row of the range as CSV', async () => {
      const lines = csvLines(await agentCall(server.app, top, `/wps/agent/team/bets?${todayRange()}&format=csv`));
      expect(lines[0]).toBe('Placed,Username,Game,Vendor,Round,Status,Stake,Valid bet,Payout,Net');
      expect(lines).toHaveLength(7);
      const won = lines.find((line) => line.includes(rounds.won));
      expect(won).toContain(`,${slotFan.username},`);
      expect(won).toMatch(/,settled,30\.00,30\.00,45\.00,15\.00$/);
      // the open round: its stake, and an empty win/loss rather than -20.00
      expect(lines.find((line) => line.includes(rounds.open))).toMatch(/,open,20\.00,0\.00,0\.00,$/);
      expect(lines.some((line) => line.startsWith(AGENT_REPORT_CSV_CUT_MARK))).toBe(false);
      expect(lines.join('\n')).not.toContain(stranger.username);
      const response = await agentCall(server.app, top, `/wps/agent/team/bets?${todayRange()}&format=csv`);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="team-bets_${todayIn('Asia/Dhaka', -1)}_${todayIn('Asia/Dhaka', 1)}.csv"`);
      expect(await codeOf(agentCall(server.app, top, `/wps/agent/team/bets?${todayRange()}&format=csv&pageNo=2`))).toBe('VALIDATION_FAILED');
      expect(await codeOf(agentCall(server.app, top, `/wps/agent/team/bets?${todayRange()}&format=pdf`))).toBe('VALIDATION_FAILED');
      expect(await codeOf(agentCall(server.app, stranger, `/wps/agent/team/bets?${todayRange()}&format=csv`))).toBe('NON_AGENT');
    });
  });

  describe('team transactions', () => {
    it('lists the movements of the team’s wallets with money in and out, never the agent’s own', async () => {
      const page = await report<Movement, { movements: number; inMinor: number; outMinor: number; netMinor: number }>(top, 'transactions', '&pageSize=100');
      expect(new Set(page.rows.map((row) => row.username))).toEqual(new Set([diceFan.username, slotFan.username]));
      const mine = page.rows.filter((row) => row.username === diceFan.username);
      expect(mine.filter((row) => row.kind === 'DEPOSIT').map((row) => row.amountMinor)).toEqual([150_000]);
      expect(mine.filter((row) => row.kind === 'TRANSFER').map((row) => row.amountMinor)).toEqual([4_000]);
      expect(mine.filter((row) => row.kind === 'BET').map((row) => row.amountMinor)).toEqual([-10_000, -10_000, -10_000]);
      expect(page.summary.movements).toBe(page.rows.length);
      expect(page.summary.inMinor).toBe(sum(page.rows.filter((row) => row.amountMinor > 0).map((row) => row.amountMinor)));
      expect(page.summary.outMinor).toBe(-sum(page.rows.filter((row) => row.amountMinor < 0).map((row) => row.amountMinor)));
      expect(page.summary.netMinor).toBe(page.summary.inMinor - page.summary.outMinor);

      const cashier = await report<Movement, { movements: number }>(top, 'transactions', '&group=cashier');
      expect(cashier.rows.map((row) => [row.username, row.kind, row.amountMinor])).toEqual([[diceFan.username, 'DEPOSIT', 150_000]]);
      const transfers = await report<Movement, unknown>(top, 'transactions', `&group=transfers&username=${diceFan.username}`);
      expect(transfers.rows.map((row) => row.amountMinor)).toEqual([4_000]);
      expect(await codeOf(agentCall(server.app, top, `/wps/agent/team/transactions?${todayRange()}&username=${stranger.username}`))).toBe('NOT_IN_DOWNLINE');
      expect(await codeOf(agentCall(server.app, top, `/wps/agent/team/transactions?${todayRange()}&group=bonus`))).toBe('VALIDATION_FAILED');

      const lines = csvLines(await agentCall(server.app, top, `/wps/agent/team/transactions?${todayRange()}&format=csv`));
      expect(lines[0]).toBe('Time,Username,Type,Wallet,Amount,Balance,Note,Round');
      expect(lines).toHaveLength(page.total + 1);
      expect(lines.filter((line) => line.includes(',DEPOSIT,MAIN,1500.00,'))).toHaveLength(1);
    });
  });

  describe('user profit and loss', () => {
    it('gives each team member with figures a row, by name, and the team’s totals, which match the overview', async () => {
      const page = await report<Figures & { username: string; depth: number; rounds: number }, Figures & { rounds: number }>(top, 'profit');
      expect(page.rows.map((row) => row.username)).toEqual([diceFan.username, slotFan.username].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      const dicer = page.rows.find((row) => row.username === diceFan.username);
      expect(dicer).toMatchObject({ depth: 1, rounds: 3, validBetMinor: 30_000, depositMinor: 150_000, withdrawalMinor: 0 });
      expect(page.rows.find((row) => row.username === slotFan.username)).toMatchObject({ depth: 2, rounds: 1, validBetMinor: 3_000, payoutMinor: 4_500, profitLossMinor: 1_500, depositMinor: 0 });
      const overview = await valueOf<{ figures: Figures }>(agentCall(server.app, top, `/wps/agent/team/overview?${todayRange()}`));
      const { rounds: totalRounds, ...totals } = page.summary;
      expect(totalRounds).toBe(4);
      expect(totals).toEqual(overview.figures);

      const one = await report<Figures & { username: string }, Figures>(top, 'profit', `&username=${slotFan.username}`);
      expect(one.rows.map((row) => row.username)).toEqual([slotFan.username]);
      expect(one.summary.validBetMinor).toBe(3_000);
      // a member of the team with nothing in the range: no row, and no refusal
      expect((await report<Figures, Figures>(top, 'profit', `&username=${sub.username}`)).rows).toEqual([]);
      expect(await codeOf(agentCall(server.app, sub, `/wps/agent/team/profit?${todayRange()}&username=${diceFan.username}`))).toBe('NOT_IN_DOWNLINE');

      const lines = csvLines(await agentCall(server.app, top, `/wps/agent/team/profit?${todayRange()}&format=csv`));
      expect(lines[0]).toBe('Username,Type,Level,Rounds,Valid bet,Payout,Profit and loss,Deposits,Withdrawals');
      expect(lines.slice(1).find((line) => line.startsWith(`${slotFan.username},`))).toBe(`${slotFan.username},0,2,1,30.00,45.00,15.00,0.00,0.00`);
    });

    it('checks every report’s range and paging', async () => {
      for (const path of ['bets', 'transactions', 'profit']) {
        for (const query of ['from=2026-01-01&to=2026-04-03', 'from=2026-01-02&to=2026-01-01', 'from=2026-1-1&to=2026-01-02', `${todayRange()}&pageNo=0`, `${todayRange()}&pageNo=100001`, `${todayRange()}&pageSize=500`, `${todayRange()}&username=${'n'.repeat(65)}`, `${todayRange()}&username=`]) {
          expect(await codeOf(agentCall(server.app, top, `/wps/agent/team/${path}?${query}`)), `${path}?${query}`).toBe('VALIDATION_FAILED');
        }
        expect((await report<unknown, unknown>(top, path, '&pageNo=50')).rows).toEqual([]);
      }
    });
  });
});
