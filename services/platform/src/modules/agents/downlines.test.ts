import { describe, expect, it } from 'vitest';
import { fund, memberWallet } from '../../../testing/ledger';
import { useTestServer } from '../../../testing/test-app';
import { agentCall, codeOf, deposit, dice, todayIn, todayRange, treeAccount, valueOf, type TreeAccount } from './agents-testing';

interface Row {
  username: string;
  type: number;
  isAgent: boolean;
  depth: number;
  uplineUsername: string;
  lastLoginAt: string | null;
  balanceMinor: number;
  teamSize: number;
  directDownlines: number;
}
interface Page {
  parent: { username: string; depth: number };
  rows: Row[];
  total: number;
  totalPages: number;
  pageNo: number;
  pageSize: number;
}

describe('downlineManagmentView', () => {
  const server = useTestServer();
  const list = (agent: { token: string }, query = '') => agentCall(server.app, agent, `/wps/agent/downlines${query ? `?${query}` : ''}`);
  const details = (agent: { token: string }, query: string) => agentCall(server.app, agent, `/wps/agent/downlines/details?${query}`);
  const names = (page: Page) => page.rows.map((row) => row.username);
  const byName = (accounts: TreeAccount[]) => accounts.map((account) => account.username).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

  it('lists the direct downline by name with what each holds and its own team, pages it, and drills down', async () => {
    const top = await treeAccount(server.app, 'agent');
    const sub = await treeAccount(server.app, 'agent', top);
    const players = [await treeAccount(server.app, 'player', top), await treeAccount(server.app, 'player', top)];
    const deep = [await treeAccount(server.app, 'player', sub), await treeAccount(server.app, 'agent', sub)];
    const deeper = await treeAccount(server.app, 'player', deep[1] ?? null);
    await fund(server.db, memberWallet(sub.id), 12_345n);

    const first = await valueOf<Page>(list(top));
    expect(first.parent).toEqual({ username: top.username, depth: 0 });
    expect(names(first)).toEqual(byName([sub, ...players]));
    expect(first).toMatchObject({ total: 3, totalPages: 1, pageNo: 1, pageSize: 20 });
    expect(first.rows.find((row) => row.username === sub.username)).toMatchObject({
      type: 1,
      isAgent: true,
      depth: 1,
      uplineUsername: top.username,
      balanceMinor: 12_345,
      teamSize: 3,
      directDownlines: 2,
    });
    expect(first.rows.find((row) => row.username === players[0]?.username)).toMatchObject({ isAgent: false, teamSize: 0, balanceMinor: 0 });
    expect(first.rows.every((row) => row.lastLoginAt !== null)).toBe(true);

    const paged = await valueOf<Page>(list(top, 'pageSize=2&pageNo=2'));
    expect(paged).toMatchObject({ total: 3, totalPages: 2, pageNo: 2 });
    expect(names(paged)).toEqual(byName([sub, ...players]).slice(2));
    expect((await valueOf<Page>(list(top, 'pageNo=9'))).rows).toEqual([]);

    const drilled = await valueOf<Page>(list(top, `parent=${sub.username.toUpperCase()}`));
    expect(drilled.parent).toEqual({ username: sub.username, depth: 1 });
    expect(names(drilled)).toEqual(byName(deep));
    expect(drilled.rows.every((row) => row.depth === 2 && row.uplineUsername === sub.username)).toBe(true);
    const deepest = await valueOf<Page>(list(top, `parent=${deep[1]?.username}`));
    expect(deepest.rows).toMatchObject([{ username: deeper.username, depth: 3 }]);
    // a player has no downline of its own: an empty list, not a refusal
    expect((await valueOf<Page>(list(top, `parent=${players[0]?.username}`))).rows).toEqual([]);

    // search reaches every depth below the parent, any case, and matches part of a name
    const found = await valueOf<Page>(list(top, `search=${deeper.username.slice(2).toUpperCase()}`));
    expect(names(found)).toEqual([deeper.username]);
    const underSub = await valueOf<Page>(list(sub, `search=${deeper.username}`));
    expect(underSub.rows).toMatchObject([{ username: deeper.username, depth: 2 }]);
    // LIKE's own characters match themselves only
    expect((await valueOf<Page>(list(top, 'search=%25'))).rows).toEqual([]);
    expect((await valueOf<Page>(list(top, 'search=_'))).rows).toEqual([]);
  });

  it('refuses a parent outside the team the same way whether or not it exists', async () => {
    const top = await treeAccount(server.app, 'agent');
    const sub = await treeAccount(server.app, 'agent', top);
    const other = await treeAccount(server.app, 'agent');
    const northstar = await treeAccount(server.app, 'agent', null, { brand: 'northstar' });
    const refusals = [];
    for (const parent of [other.username, 'nobody-here-at-all', northstar.username]) {
      const response = await list(top, `parent=${parent}`);
      expect(response.statusCode, parent).toBe(404);
      refusals.push({ code: response.json().code, message: response.json().message.replace(parent, '<name>') });
    }
    expect(new Set(refusals.map((refusal) => JSON.stringify(refusal))).size).toBe(1);
    expect(refusals[0]?.code).toBe('NOT_IN_DOWNLINE');
    // nor can a sub-agent look up at its upline
    expect(await codeOf(list(sub, `parent=${top.username}`))).toBe('NOT_IN_DOWNLINE');
    // and search never finds anyone outside
    expect((await valueOf<Page>(list(top, `search=${other.username}`))).rows).toEqual([]);
  });

  it('checks paging and text sizes', async () => {
    const agent = await treeAccount(server.app, 'agent');
    for (const query of ['pageNo=0', 'pageNo=100001', 'pageSize=101', 'pageNo=-1', 'pageNo=1.5', `search=${'a'.repeat(65)}`, `parent=${'a'.repeat(65)}`, 'search=', 'unknown=1']) {
      expect(await codeOf(list(agent, query)), query).toBe('VALIDATION_FAILED');
    }
    const player = await treeAccount(server.app, 'player');
    expect(await codeOf(list(player))).toBe('NON_AGENT');
    expect(await codeOf(details(player, `username=${player.username}&${todayRange()}`))).toBe('NON_AGENT');
  });

  it('gives one member’s own figures over a range, and refuses anyone outside the team', async () => {
    const top = await treeAccount(server.app, 'agent');
    const sub = await treeAccount(server.app, 'agent', top);
    const player = await treeAccount(server.app, 'player', sub);
    await deposit(server.app, player, 100_000);
    await dice(server.app, player, 5_000, 3);
    await deposit(server.app, sub, 120_000);

    const value = await valueOf<{ member: Row; figures: Record<string, number> }>(details(top, `username=${player.username}&${todayRange()}`));
    expect(value.member).toMatchObject({ username: player.username, depth: 2, uplineUsername: sub.username, teamSize: 0 });
    expect(value.figures).toMatchObject({ depositMinor: 100_000, validBetMinor: 15_000, withdrawalMinor: 0 });
    expect(value.member.balanceMinor).toBe(100_000 - 15_000 + value.figures.payoutMinor!);
    expect(value.figures.profitLossMinor).toBe(value.figures.payoutMinor! - 15_000);
    // the sub-agent's own figures leave out its team's
    const subValue = await valueOf<{ figures: Record<string, number> }>(details(top, `username=${sub.username}&${todayRange()}`));
    expect(subValue.figures).toEqual({ depositMinor: 120_000, validBetMinor: 0, payoutMinor: 0, profitLossMinor: 0, withdrawalMinor: 0 });
    const before = await valueOf<{ figures: Record<string, number> }>(details(top, `username=${player.username}&from=${todayIn('Asia/Dhaka', -20)}&to=${todayIn('Asia/Dhaka', -10)}`));
    expect(before.figures.depositMinor).toBe(0);

    const stranger = await treeAccount(server.app, 'player');
    // a stranger, the caller's upline, the caller itself and a name nobody has: one refusal
    for (const username of [stranger.username, top.username, sub.username, 'ghost']) {
      expect(await codeOf(details(sub, `username=${username}&${todayRange()}`)), username).toBe('NOT_IN_DOWNLINE');
    }
    for (const query of [`username=${player.username}&from=2026-13-01&to=2026-12-02`, `username=${player.username}&from=2026-01-01&to=2026-06-01`, `${todayRange()}`, `username=${'u'.repeat(65)}&${todayRange()}`]) {
      expect(await codeOf(details(top, query)), query).toBe('VALIDATION_FAILED');
    }
  });
});
