import { describe, expect, it } from 'vitest';
import { trialToken } from '../../../testing/play';
import { useTestServer } from '../../../testing/test-app';
import { agentCall, codeOf, deposit, dice, paidWithdrawal, todayIn, todayRange, treeAccount, valueOf, type TreeAccount } from './agents-testing';

interface Overview {
  teamSize: number;
  directDownlines: number;
  newMembers: number;
  activeMembers: number;
  deposits: number;
  withdrawals: number;
  figures: { validBetMinor: number; payoutMinor: number; profitLossMinor: number; depositMinor: number; withdrawalMinor: number };
  timeZone: string;
}

describe('agentTeamOverview', () => {
  const server = useTestServer();
  const overview = (account: { token: string }, query = todayRange()) => agentCall(server.app, account, `/wps/agent/team/overview?${query}`);

  /** What the member's own profit record says of its rounds today: the figures the team's must add up to. */
  const ownProfit = async (account: TreeAccount) =>
    (await valueOf<{ summary: { stakeMinor: number; payoutMinor: number } }>(agentCall(server.app, account, `/wps/member/profit?${todayRange()}`))).summary;

  it('counts the strict downline at every depth and adds up its deposits, paid withdrawals and settled bets', async () => {
    const top = await treeAccount(server.app, 'agent');
    const sub = await treeAccount(server.app, 'agent', top);
    const deep = await treeAccount(server.app, 'player', sub, { paymentPassword: true });
    const direct = await treeAccount(server.app, 'player', top);
    const stranger = await treeAccount(server.app, 'player');
    await deposit(server.app, deep, 200_000);
    await deposit(server.app, direct, 150_000);
    await deposit(server.app, stranger, 300_000);
    await dice(server.app, deep, 50_000, 4);
    await dice(server.app, direct, 10_000, 3);
    await dice(server.app, stranger, 10_000, 2);
    await paidWithdrawal(server.app, deep, 60_000);

    const deepOwn = await ownProfit(deep);
    const directOwn = await ownProfit(direct);
    expect(deepOwn.stakeMinor).toBe(200_000);
    const value = await valueOf<Overview>(overview(top));
    expect(value).toMatchObject({ teamSize: 3, directDownlines: 2, newMembers: 3, activeMembers: 2, deposits: 2, withdrawals: 1, timeZone: 'Asia/Dhaka' });
    expect(value.figures).toEqual({
      validBetMinor: 230_000,
      payoutMinor: deepOwn.payoutMinor + directOwn.payoutMinor,
      profitLossMinor: deepOwn.payoutMinor + directOwn.payoutMinor - 230_000,
      depositMinor: 350_000,
      withdrawalMinor: 60_000,
    });

    // the sub-agent's team is the deep player alone; the agent itself is never part of its own team
    const subValue = await valueOf<Overview>(overview(sub));
    expect(subValue).toMatchObject({ teamSize: 1, directDownlines: 1, newMembers: 1, activeMembers: 1, deposits: 1, withdrawals: 1 });
    expect(subValue.figures).toMatchObject({ validBetMinor: 200_000, depositMinor: 200_000, withdrawalMinor: 60_000, payoutMinor: deepOwn.payoutMinor });

    // a range before any of it: the team is still there, its figures are not
    const past = await valueOf<Overview>(overview(top, `from=${todayIn('Asia/Dhaka', -40)}&to=${todayIn('Asia/Dhaka', -30)}`));
    expect(past).toMatchObject({ teamSize: 3, directDownlines: 2, newMembers: 0, activeMembers: 0, deposits: 0, withdrawals: 0 });
    expect(past.figures).toEqual({ validBetMinor: 0, payoutMinor: 0, profitLossMinor: 0, depositMinor: 0, withdrawalMinor: 0 });
  });

  it('answers an agent without a team with zeros', async () => {
    const lonely = await treeAccount(server.app, 'agent');
    const value = await valueOf<Overview>(overview(lonely));
    expect(value).toMatchObject({ teamSize: 0, directDownlines: 0, newMembers: 0, activeMembers: 0 });
    expect(value.figures.validBetMinor).toBe(0);
  });

  it('refuses bad ranges with the field named, before reading anything', async () => {
    const agent = await treeAccount(server.app, 'agent');
    for (const query of ['from=2026-02-30&to=2026-03-01', 'from=yesterday&to=2026-03-01', 'to=2026-03-01', 'from=2026-03-02&to=2026-03-01', 'from=2026-01-01&to=2026-04-03', 'from=2026-01-01&to=2026-01-02&extra=1']) {
      const response = await overview(agent, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('VALIDATION_FAILED');
    }
    // 92 days, both counted, is the widest range
    expect((await overview(agent, 'from=2026-01-01&to=2026-04-02')).statusCode).toBe(200);
  });

  it('is for agents only: players get NON_AGENT, free play TRIAL_RESTRICTED, no session NOT_LOGGED_IN', async () => {
    const player = await treeAccount(server.app, 'player');
    expect(await codeOf(overview(player))).toBe('NON_AGENT');
    expect(await codeOf(overview(player, 'from=bad'))).toBe('NON_AGENT');
    expect(await codeOf(overview({ token: await trialToken(server.app) }))).toBe('TRIAL_RESTRICTED');
    expect(await codeOf(overview({ token: 'no-such-token' }))).toBe('NOT_LOGGED_IN');
  });
});
