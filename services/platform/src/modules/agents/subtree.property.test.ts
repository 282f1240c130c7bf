import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fund, memberWallet } from '../../../testing/ledger';
import { useTestServer } from '../../../testing/test-app';
import { rateLimitsWithGeneral } from '../rate-limit';
import { agentCall, dice, todayRange, treeAccount, type TreeAccount } from './agents-testing';

/** One account of a random tree: an agent or a player, under one of the agents made before it, or at the top. */
const nodeArbitrary = fc.record({ agent: fc.boolean(), uplinePick: fc.option(fc.nat(), { freq: 4 }) });
const treeArbitrary = fc.array(nodeArbitrary, { minLength: 2, maxLength: 7 });

interface Node {
  account: TreeAccount;
  upline: Node | null;
}

function isBelow(target: Node, agent: Node): boolean {
  for (let above = target.upline; above; above = above.upline) if (above === agent) return true;
  return false;
}

/** Every agent call that names a member, as a URL for that name. */
const namedCalls: Record<string, (username: string) => string> = {
  details: (username) => `/wps/agent/downlines/details?username=${username}&${todayRange()}`,
  bets: (username) => `/wps/agent/team/bets?username=${username}&${todayRange()}`,
  betsCsv: (username) => `/wps/agent/team/bets?username=${username}&${todayRange()}&format=csv`,
  transactions: (username) => `/wps/agent/team/transactions?username=${username}&${todayRange()}`,
  profit: (username) => `/wps/agent/team/profit?username=${username}&${todayRange()}`,
  profitCsv: (username) => `/wps/agent/team/profit?username=${username}&${todayRange()}&format=csv`,
};

/** Every agent call over the whole team, and its first page. */
const teamCalls = [
  `/wps/agent/team/overview?${todayRange()}`,
  '/wps/agent/downlines?pageSize=100',
  `/wps/agent/team/bets?${todayRange()}&pageSize=100`,
  `/wps/agent/team/bets?${todayRange()}&format=csv`,
  `/wps/agent/team/transactions?${todayRange()}&pageSize=100`,
  `/wps/agent/team/transactions?${todayRange()}&format=csv`,
  `/wps/agent/team/profit?${todayRange()}&pageSize=100`,
  `/wps/agent/team/profit?${todayRange()}&format=csv`,
];

describe('the agent back office over random trees', () => {
  // hundreds of calls a run from the test's one address: past the general per-address limit
  const server = useTestServer({ rateLimits: rateLimitsWithGeneral(100_000) });
  // accounts of earlier runs (other trees of the brand) and of another brand: outside every tree of a later run
  const strangers: TreeAccount[] = [];

  beforeAll(async () => {
    const elsewhere = await treeAccount(server.app, 'agent', null, { brand: 'northstar' });
    strangers.push(elsewhere, await treeAccount(server.app, 'player', elsewhere, { brand: 'northstar' }));
  });

  it('refuses every name outside the caller’s subtree and answers nothing of anyone outside it', async () => {
    await fc.assert(
      fc.asyncProperty(treeArbitrary, async (shape) => {
        const nodes: Node[] = [];
        for (const [index, { agent, uplinePick }] of shape.entries()) {
          const agents = nodes.filter((node) => node.account.type !== 0);
          const upline = uplinePick === null || agents.length === 0 ? null : (agents[uplinePick % agents.length] ?? null);
          const kind = index === 0 || agent ? 'agent' : 'player';
          nodes.push({ account: await treeAccount(server.app, kind, upline?.account ?? null), upline });
        }
        // everyone has money and one settled bet, so every report has a row of everyone
        for (const node of nodes) {
          await fund(server.db, memberWallet(node.account.id), 5_000n);
          await dice(server.app, node.account, 1_000, 1);
        }
        const outsiders = strangers.slice(-4);

        for (const caller of nodes) {
          if (caller.account.type === 0) {
            for (const url of [...teamCalls, ...Object.values(namedCalls).map((call) => call(caller.account.username))]) {
              expect((await agentCall(server.app, caller.account, url)).json().code, url).toBe('NON_AGENT');
            }
            continue;
          }
          const team = nodes.filter((node) => isBelow(node, caller));
          const teamNames = new Set(team.map((node) => node.account.username));
          // the caller's own name shows as the list's parent and its direct downline's upline, never as a row of its team
          const shown = new Set([...teamNames, caller.account.username]);
          const hidden = [...nodes.map((node) => node.account), ...outsiders].map((account) => account.username).filter((username) => !shown.has(username));

          for (const url of teamCalls) {
            const response = await agentCall(server.app, caller.account, url);
            expect(response.statusCode, `${caller.account.username} ${url}: ${response.body}`).toBe(200);
            for (const username of hidden) expect(response.body, `${caller.account.username} ${url}`).not.toContain(username);
          }
          const overview = (await agentCall(server.app, caller.account, teamCalls[0] ?? '')).json().value;
          expect(overview.teamSize).toBe(team.length);
          expect(overview.activeMembers).toBe(team.length);
          expect(overview.figures.validBetMinor).toBe(team.length * 1_000);
          const profit = (await agentCall(server.app, caller.account, teamCalls[6] ?? '')).json().value;
          expect(new Set(profit.rows.map((row: { username: string }) => row.username))).toEqual(teamNames);
          const bets = (await agentCall(server.app, caller.account, teamCalls[2] ?? '')).json().value;
          expect(bets.total).toBe(team.length);
          const transactions = (await agentCall(server.app, caller.account, teamCalls[4] ?? '')).json().value;
          expect(new Set(transactions.rows.map((row: { username: string }) => row.username))).toEqual(teamNames);
          const direct = (await agentCall(server.app, caller.account, teamCalls[1] ?? '')).json().value;
          expect(new Set(direct.rows.map((row: { username: string }) => row.username))).toEqual(new Set(team.filter((node) => node.upline === caller).map((node) => node.account.username)));

          for (const username of hidden) {
            for (const [name, call] of Object.entries(namedCalls)) {
              const response = await agentCall(server.app, caller.account, call(username));
              expect(response.json().code, `${caller.account.username} ${name} ${username}`).toBe('NOT_IN_DOWNLINE');
            }
            expect((await agentCall(server.app, caller.account, `/wps/agent/downlines?parent=${username}`)).json().code).toBe('NOT_IN_DOWNLINE');
            const search = await agentCall(server.app, caller.account, `/wps/agent/downlines?search=${username}`);
            expect(search.json().value.rows).toEqual([]);
          }
          for (const username of teamNames) {
            expect((await agentCall(server.app, caller.account, namedCalls.details?.(username) ?? '')).statusCode).toBe(200);
            const own = (await agentCall(server.app, caller.account, namedCalls.bets?.(username) ?? '')).json().value;
            expect(own.rows.map((row: { username: string }) => row.username)).toEqual([username]);
          }
        }
        strangers.push(...nodes.map((node) => node.account));
      }),
      // each account costs a hashed password and a login at the production cost: eight small trees keep the
      // run well inside its time on a busy two-core machine
      { numRuns: 8 },
    );
  }, 240_000);
});
